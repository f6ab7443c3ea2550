import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTotal, buildJournals, journalsBalance, salesReport, shareByWeight, validRange, xeroDate, xeroRows, type RefundFact, type SaleFact, type TakingFact } from '@/lib/domain/reports';

const sale = (over: Partial<SaleFact>): SaleFact => ({ orderId: 'o1', day: '2026-12-01', serviceDay: '2026-12-05', activity: 'Zipline', ticketType: 'Adult', channel: 'site', promoCode: null, quantity: 1, amount: 1000, ...over });
const refund = (over: Partial<RefundFact>): RefundFact => ({ orderId: 'o1', day: '2026-12-02', activity: 'Zipline', channel: 'site', promoCode: null, amount: 300, to: 'money', ...over });

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
    { orderId: 'o1', day: '2026-12-01', kind: 'booking', money: 700, giftCard: 300 },
    { orderId: 'g1', day: '2026-12-01', kind: 'giftCardSale', money: 5000, giftCard: 0 },
  ];
  const sales = [sale({ amount: 1000 })];
  const refunds = [refund({ amount: 200 }), refund({ amount: 100, to: 'giftCard' })];
  const input = { sales, takings, refunds, from: '2026-12-01', to: '2026-12-31' };

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
        sales: s.map((x) => sale(x)),
        takings: t.map((x) => ({ orderId: 'o', ...x })),
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
