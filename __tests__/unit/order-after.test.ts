import { describe, expect, it } from 'vitest';
import { orderAfter } from '@/lib/server/orders/order-after';
import type { OrderRecord, OrderTicketRecord } from '@/lib/server/orders/order-store';

/*
 * The closed sessions an order reports after an action (orderAfter, lib/server/orders/order-after.ts):
 * those where a ticket of it still stands. A confirmation sent again tells of them
 * (lib/server/orders/booking-confirmation.ts), so one the order left must not stay.
 */

const AT = new Date('2026-12-10T21:00:00Z');
const closed = { id: 'closed', reason: 'High winds', closedAt: new Date('2026-12-05T00:00:00Z') };

function ticket(code: string, sessionId: string): OrderTicketRecord {
  return { id: `t-${code}`, code, activityId: 'nz-zipline', places: 1, lineSessionId: 'closed', orderItemId: 'line', variationId: 'adult', sessionId, startsAt: AT, movedFromSessionId: null, cancelledAt: null };
}

const order = {
  status: 'paid',
  dueOnArrival: 0,
  chargesDue: 0,
  tickets: [ticket('A', 'closed'), ticket('B', 'closed'), ticket('C', 'open')],
  closedSessions: [closed],
} as unknown as OrderRecord;

describe('orderAfter: the closed sessions where the order still stands', () => {
  it('keeps a closed session while one of its tickets stands there', () => {
    expect(orderAfter(order, { cancelled: { codes: ['A'], at: AT } }).closedSessions).toEqual([closed]);
    expect(orderAfter(order, { moved: { codes: new Map([['A', 'A2']]), sessionId: 'open', startsAt: AT } }).closedSessions).toEqual([closed]);
  });

  it('drops it once every ticket there is cancelled or moved away', () => {
    expect(orderAfter(order, { cancelled: { codes: ['A', 'B'], at: AT } }).closedSessions).toEqual([]);
    expect(orderAfter(order, { moved: { codes: new Map([['A', 'A2'], ['B', 'B2']]), sessionId: 'open', startsAt: AT } }).closedSessions).toEqual([]);
  });

  it('counts a ticket cancelled before as gone', () => {
    const earlier = { ...order, tickets: order.tickets.map((t) => (t.code === 'B' ? { ...t, cancelledAt: AT } : t)) };
    expect(orderAfter(earlier, { cancelled: { codes: ['A'], at: AT } }).closedSessions).toEqual([]);
  });
});
