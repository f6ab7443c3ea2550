import { describe, expect, it } from 'vitest';
import { lineParts, type PartTicket } from '@/lib/domain/order-line-parts';

const TEN = new Date('2026-03-04T10:00:00Z');
const TWO = new Date('2026-03-04T14:00:00Z');
const line = { id: 'line-1', sessionId: 's10', startsAt: TEN, tickets: [{ variationId: 'adult', quantity: 2 }, { variationId: 'family', quantity: 1 }] };
const ticket = (variationId: string, changes: Partial<PartTicket> = {}): PartTicket => ({ orderItemId: 'line-1', variationId, sessionId: 's10', startsAt: TEN, cancelledAt: null, ...changes });
const moved = { sessionId: 's14', startsAt: TWO };
const cancelled = { cancelledAt: new Date('2026-03-01T00:00:00Z') };

describe('lineParts', () => {
  it('keeps a line nobody changed whole, as bought', () => {
    expect(lineParts([line], [ticket('adult'), ticket('adult'), ticket('family')])).toEqual([
      { line, sessionId: 's10', startsAt: TEN, tickets: line.tickets, whole: true, first: true, cancelled: false },
    ]);
    // A line without ticket rows is shown as bought.
    expect(lineParts([line], [])).toMatchObject([{ whole: true, first: true, cancelled: false }]);
  });

  it('cuts a changed line by the session each ticket admits to now, then its cancelled tickets; the add-ons’ first part is the first standing one', () => {
    const parts = lineParts([line], [ticket('adult'), ticket('adult', cancelled), ticket('family', moved)].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()));
    expect(parts.map(({ sessionId, tickets, whole, first, cancelled: gone }) => ({ sessionId, tickets, whole, first, cancelled: gone }))).toEqual([
      { sessionId: 's10', tickets: [{ variationId: 'adult', quantity: 1 }], whole: false, first: true, cancelled: false },
      { sessionId: 's14', tickets: [{ variationId: 'family', quantity: 1 }], whole: false, first: false, cancelled: false },
      { sessionId: 's10', tickets: [{ variationId: 'adult', quantity: 1 }], whole: false, first: false, cancelled: true },
    ]);
    expect(parts[1].startsAt).toEqual(TWO);
  });

  it('moves a whole line with its add-ons, and shows a line cancelled in full as cancelled, add-ons with it', () => {
    expect(lineParts([line], [ticket('adult', moved), ticket('adult', moved), ticket('family', moved)])).toMatchObject([
      { sessionId: 's14', startsAt: TWO, tickets: line.tickets, whole: false, first: true, cancelled: false },
    ]);
    expect(lineParts([line], [ticket('adult', cancelled), ticket('adult', cancelled), ticket('family', cancelled)])).toMatchObject([
      { sessionId: 's10', tickets: line.tickets, whole: false, first: true, cancelled: true },
    ]);
  });

  it('cuts each line by its own tickets only', () => {
    const other = { ...line, id: 'line-2', tickets: [{ variationId: 'adult', quantity: 1 }] };
    const parts = lineParts([line, other], [ticket('adult'), ticket('adult'), ticket('family', cancelled), { ...ticket('adult'), orderItemId: 'line-2' }]);
    expect(parts.map((part) => [part.line.id, part.whole, part.cancelled])).toEqual([
      ['line-1', false, false],
      ['line-1', false, true],
      ['line-2', true, false],
    ]);
  });
});
