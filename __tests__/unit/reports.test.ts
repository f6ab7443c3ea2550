import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_ENTRY_KINDS } from '@/lib/domain/gift-card-ledger';
import {
  accountTotal,
  buildJournals,
  giftCardLiability,
  isReportKind,
  journalsBalance,
  occupancyReport,
  percentOf,
  salesReport,
  shareByWeight,
  validRange,
  xeroDate,
  xeroRows,
  type OccupancyFact,
  type RefundFact,
  type DeliveredFact,
  type SaleFact,
  type TakingFact,
} from '@/lib/domain/reports';

const sale = (over: Partial<SaleFact & DeliveredFact>): SaleFact & DeliveredFact => ({ day: '2026-12-01', serviceDay: '2026-12-05', activity: 'Zipline', ticketType: 'Adult', channel: 'site', promoCode: null, campaign: null, quantity: 1, amount: 1000, ...over });
const refund = (over: Partial<RefundFact>): RefundFact => ({ day: '2026-12-02', activity: 'Zipline', channel: 'site', promoCode: null, campaign: null, amount: 300, to: 'money', ...over });

describe('salesReport', () => {
  const sales = [sale({}), sale({ ticketType: 'Child', amount: 500, day: '2026-12-03', channel: 'widget', promoCode: 'SUMMER' }), sale({ activity: null, ticketType: null, amount: 90, quantity: 0 })];
  const refunds = [refund({})];

  it('adds sales and refunds by day, in calendar order', () => {
    const report = salesReport('day', sales, refunds);
    expect(report.rows.map((r) => [r.key, r.sales, r.refunds, r.net])).toEqual([
      ['2026-12-01', 1090, 0, 1090],
      ['2026-12-02', 0, 300, -300],
      ['2026-12-03', 500, 0, 500],
    ]);
    expect(report.totals).toEqual({ sales: 1590, quantity: 2, refunds: 300, net: 1290 });
  });

  it('groups by ticket type with fees and refunds in the unnamed row, last', () => {
    const report = salesReport('ticketType', sales, refunds);
    expect(report.rows.map((r) => [r.key, r.sales, r.refunds])).toEqual([
      ['Adult', 1000, 0],
      ['Child', 500, 0],
      [null, 90, 300],
    ]);
  });

  it('every grouping has the same totals', () => {
    const totals = (['day', 'activity', 'ticketType', 'channel', 'promoCode'] as const).map((g) => salesReport(g, sales, refunds).totals);
    for (const t of totals) expect(t).toEqual(totals[0]);
  });
});

describe('shareByWeight', () => {
  it('shares to the cent', () => {
    expect(shareByWeight(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(shareByWeight(0, [2, 1])).toEqual([0, 0]);
    expect(shareByWeight(500, [])).toEqual([]);
  });
  it('always adds up', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }), (amount, weights) => {
      const shares = shareByWeight(amount, weights);
      return shares.reduce((a, b) => a + b, 0) === amount && shares.every((s) => s >= 0);
    }));
  });
});

describe('journals', () => {
  const takings: TakingFact[] = [
    { day: '2026-12-01', kind: 'booking', money: 700, giftCard: 300 },
    { day: '2026-12-01', kind: 'giftCardSale', money: 5000, giftCard: 0 },
  ];
  const sales = [sale({ amount: 1000 })];
  const refunds = [refund({ amount: 200 }), refund({ amount: 100, to: 'giftCard' })];
  const input = { delivered: sales, takings, refunds, from: '2026-12-01', to: '2026-12-31' };

  it('cash basis: revenue when collected, each day balanced', () => {
    const journals = buildJournals('cash', input);
    expect(journals.map((j) => j.day)).toEqual(['2026-12-01', '2026-12-02']);
    expect(journalsBalance(journals)).toBe(true);
    expect(accountTotal(journals, 'sales')).toBe(-1000);
    expect(accountTotal(journals, 'clearing')).toBe(700 + 5000 - 200);
    expect(accountTotal(journals, 'giftCardLiability')).toBe(300 - 5000 - 100);
    expect(accountTotal(journals, 'refunds')).toBe(300);
    expect(accountTotal(journals, 'deferredRevenue')).toBe(0);
  });

  it('accrual basis: collected in advance is deferred until the session day', () => {
    const journals = buildJournals('accrual', input);
    expect(journals.map((j) => j.day)).toEqual(['2026-12-01', '2026-12-02', '2026-12-05']);
    expect(journalsBalance(journals)).toBe(true);
    expect(journals[0].lines.find((l) => l.account === 'sales')).toBeUndefined();
    expect(accountTotal(journals, 'sales')).toBe(-1000);
    expect(accountTotal(journals, 'deferredRevenue')).toBe(0);
    // Cut off before the session: still owed.
    const early = buildJournals('accrual', { ...input, to: '2026-12-04' });
    expect(accountTotal(early, 'deferredRevenue')).toBe(-1000);
    expect(accountTotal(early, 'sales')).toBe(0);
  });

  it('balances whatever the facts', () => {
    const amount = fc.integer({ min: 0, max: 100_000 });
    const day = fc.constantFrom('2026-11-30', '2026-12-01', '2026-12-02', '2027-01-01');
    fc.assert(fc.property(
      fc.array(fc.record({ day, serviceDay: day, amount })),
      fc.array(fc.record({ day, money: amount, giftCard: amount, kind: fc.constantFrom('booking' as const, 'giftCardSale' as const) })),
      fc.array(fc.record({ day, amount: fc.integer({ min: 1, max: 1000 }), to: fc.constantFrom('money' as const, 'giftCard' as const) })),
      fc.constantFrom('cash' as const, 'accrual' as const),
      (s, t, r, basis) => journalsBalance(buildJournals(basis, {
        delivered: s.map((x) => sale(x)),
        takings: t,
        refunds: r.map((x) => refund(x)),
        from: '2026-12-01',
        to: '2026-12-31',
      })),
    ));
  });

  it("writes Xero's rows: dd/mm/yyyy, the park's codes, debits positive", () => {
    const journals = buildJournals('cash', { ...input, refunds: [] });
    const rows = xeroRows(journals, { sales: '200', clearing: '090', giftCardLiability: '820', deferredRevenue: '830', refunds: '260', taxRate: 'Tax Exempt' }, (d) => `Sales ${d}`, (m) => (m / 100).toFixed(2));
    expect(rows[0].slice(0, 6)).toEqual(['Sales 2026-12-01', '01/12/2026', 'Bookings paid', '090', 'Tax Exempt', '7.00']);
    expect(rows.find((r) => r[3] === '200')?.[5]).toBe('-7.00');
    expect(xeroDate('2027-01-09')).toBe('09/01/2027');
  });
});

describe('validRange', () => {
  it('takes real days in order, up to a year', () => {
    expect(validRange('2026-12-01', '2026-12-31')).toBe(true);
    expect(validRange('2026-12-31', '2026-12-01')).toBe(false);
    expect(validRange('2026-02-30', '2026-03-01')).toBe(false);
    expect(validRange('2020-01-01', '2026-01-01')).toBe(false);
    expect(validRange('x', '2026-01-01')).toBe(false);
  });
});

describe('occupancyReport', () => {
  const session = (over: Partial<OccupancyFact>): OccupancyFact => ({ sessionId: 's', activity: 'Zipline', startsAt: '2026-12-01T20:00:00.000Z', hour: 9, capacity: 10, sold: 4, reserved: 1, held: 2, checkedIn: 3, closed: false, ...over });

  it('lists sessions in start order and adds them up by the hour they start, held places not booked', () => {
    const report = occupancyReport([
      session({ sessionId: 'b', startsAt: '2026-12-02T01:00:00.000Z', hour: 14, capacity: 20, sold: 20, reserved: 0, checkedIn: 18 }),
      session({ sessionId: 'a' }),
      session({ sessionId: 'c', startsAt: '2026-12-02T20:00:00.000Z', activity: 'Luge', capacity: 6, sold: 0, reserved: 0, held: 6, checkedIn: 0 }),
    ]);
    expect(report.sessions.map((s) => s.sessionId)).toEqual(['a', 'b', 'c']);
    expect(report.hours).toEqual([
      { hour: 9, sessions: 2, capacity: 16, booked: 5, checkedIn: 3 },
      { hour: 14, sessions: 1, capacity: 20, booked: 20, checkedIn: 18 },
    ]);
    expect(report.totals).toEqual({ sessions: 3, capacity: 36, booked: 25, checkedIn: 21 });
  });

  it('is empty for a range without sessions', () => {
    expect(occupancyReport([])).toEqual({ sessions: [], hours: [], totals: { sessions: 0, capacity: 0, booked: 0, checkedIn: 0 } });
  });

  it('writes a share in whole percent, and no capacity as 0', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('giftCardLiability', () => {
  it('goes from the opening balance to the closing one through each kind and each day', () => {
    const report = giftCardLiability(10_000, [
      { day: '2026-12-01', kind: 'purchase', amount: 5_000, entries: 1 },
      { day: '2026-12-01', kind: 'redemption', amount: -3_000, entries: 2 },
      { day: '2026-12-03', kind: 'void', amount: -1_500, entries: 1 },
    ]);
    expect(report.closing).toBe(10_500);
    expect(report.days).toEqual([
      { day: '2026-12-01', credits: 5_000, debits: 3_000, closing: 12_000 },
      { day: '2026-12-03', credits: 0, debits: 1_500, closing: 10_500 },
    ]);
    expect(report.movements.map((m) => m.kind)).toEqual([...GIFT_CARD_ENTRY_KINDS]);
    expect(report.movements.find((m) => m.kind === 'redemption')).toEqual({ kind: 'redemption', amount: -3_000, entries: 2 });
    expect(report.movements.find((m) => m.kind === 'bonus')).toEqual({ kind: 'bonus', amount: 0, entries: 0 });
  });

  it('always closes at opening + every movement, and the last day closes where the range does', () => {
    const movement = fc.record({
      day: fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`),
      kind: fc.constantFrom(...GIFT_CARD_ENTRY_KINDS),
      amount: fc.integer({ min: -100_000, max: 100_000 }),
      entries: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(movement, { maxLength: 40 }), (opening, movements) => {
        const report = giftCardLiability(opening, movements);
        const sum = movements.reduce((total, m) => total + m.amount, 0);
        expect(report.closing).toBe(opening + sum);
        expect(report.movements.reduce((total, m) => total + m.amount, 0)).toBe(sum);
        expect(report.days.at(-1)?.closing ?? opening).toBe(report.closing);
        const days = report.days.map((d) => d.day);
        expect(days).toEqual([...new Set(days)].sort());
      }),
    );
  });
});

describe('report kinds', () => {
  it('offers sales grouped each way, occupancy and the gift cards, and nothing else', () => {
    expect(['day', 'promoCode', 'occupancy', 'giftCards'].every(isReportKind)).toBe(true);
    expect(isReportKind('ledger')).toBe(false);
  });
});
