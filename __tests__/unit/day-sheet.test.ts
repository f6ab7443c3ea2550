import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/domain/calendar';
import { bookingPayment, checkInProgress, csvCell, daySheetCsvPath, isCalendarDay, manifestCsvPath, orderPath, parkDate, placeCount, riderTally, sessionCounts } from '@/lib/domain/day-sheet';
import { ORDER_TRANSITIONS, type OrderStatus } from '@/lib/domain/order-status';

describe('the park’s day', () => {
  it('knows a calendar day from anything else', () => {
    expect(['2026-11-26', '2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-02-31', '2026-13-01', '2026-1-5', '26/11/2026', '', '2026-11-26T00:00', '0000-01-01'].map(isCalendarDay)).toEqual([
      false, false, false, false, false, false, false, false, false,
    ]);
    expect([null, undefined, 20261126, {}].map(isCalendarDay)).toEqual([false, false, false, false]);
  });

  it('is the day on the park’s clock, whatever the server’s', () => {
    // 11:30 UTC on 26 November is already the 27th in New Zealand (UTC+13 in summer), still the 26th in Hong Kong.
    const instant = new Date('2026-11-26T11:30:00Z');
    expect(parkDate(instant, 'Pacific/Auckland')).toBe('2026-11-27');
    expect(parkDate(instant, 'Asia/Hong_Kong')).toBe('2026-11-26');
    // Just before and after midnight in Auckland on the night daylight saving starts (27 September 2026).
    expect(parkDate(new Date('2026-09-26T11:59:00Z'), 'Pacific/Auckland')).toBe('2026-09-26');
    expect(parkDate(new Date('2026-09-26T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-09-27');
  });

  it('steps a day back and forth across months, years and daylight saving', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-09-26', 1)).toBe('2026-09-27');
    expect(addDays('2026-04-05', -1)).toBe('2026-04-04');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('how a booking counts and shows', () => {
  it('counts paid with nothing due as sold, what the desk collects as reserved, and what may still go back as held', () => {
    expect(bookingPayment('paid', 0)).toBe('PAID');
    // An old order marked paid through a Blank payment that collected nothing: its money is still due at the desk.
    expect(bookingPayment('paid', 13900)).toBe('PAY_AT_DESK');
    expect(bookingPayment('reserved', 13900)).toBe('PAY_AT_DESK');
    expect(bookingPayment('awaiting_confirmation', 13900)).toBe('AWAITING_CONFIRMATION');
    expect(bookingPayment('awaiting_payment', 0)).toBe('AWAITING_PAYMENT');
    expect(['PAID', 'PAY_AT_DESK', 'AWAITING_CONFIRMATION', 'AWAITING_PAYMENT'].map((payment) => placeCount(payment as never))).toEqual(['sold', 'reserved', 'held', 'held']);
  });

  it('shows no booking whose places were given back, for every status there is', () => {
    const released: OrderStatus[] = ['cancelled', 'failed', 'expired', 'refund_due', 'refunded'];
    for (const status of Object.keys(ORDER_TRANSITIONS) as OrderStatus[]) {
      expect(bookingPayment(status, 0) === null).toBe(released.includes(status));
    }
  });

  it('adds a session up: sold, reserved and held from its bookings and carts, free from its ledger', () => {
    const counts = sessionCounts(16, 8, 3, [
      { payment: 'PAID', places: 2 },
      { payment: 'PAID', places: 4 },
      { payment: 'PAY_AT_DESK', places: 1 },
      { payment: 'AWAITING_CONFIRMATION', places: 1 },
    ]);
    expect(counts).toEqual({ capacity: 16, sold: 6, reserved: 1, dueAtDesk: 0, held: 4, free: 5 });
    // What the reserved places owe is counted apart from the paid ones, only where it is collected (a
    // booking's first session), and never for places not yet the desk's to take (awaiting the email).
    const owed = sessionCounts(16, 9, 0, [
      { payment: 'PAID', places: 3, dueHere: 0 },
      { payment: 'PAY_AT_DESK', places: 2, dueHere: 9000 },
      { payment: 'PAY_AT_DESK', places: 2, dueHere: 0 },
      { payment: 'AWAITING_CONFIRMATION', places: 2, dueHere: 4500 },
    ]);
    expect(owed).toEqual({ capacity: 16, sold: 3, reserved: 4, dueAtDesk: 9000, held: 2, free: 7 });
    // Never below zero, even if the ledger and the holds overlap for a moment.
    expect(sessionCounts(4, 4, 2, []).free).toBe(0);
  });

  it('says whether a booking’s people have come in', () => {
    expect([checkInProgress(4, 0), checkInProgress(4, 3), checkInProgress(4, 4), checkInProgress(1, 2)]).toEqual(['NONE', 'PARTIAL', 'FULL', 'FULL']);
  });

  it('addresses the order screen and the CSV exports', () => {
    expect(orderPath('SR-ABCD-EFGH')).toBe('/orders/SR-ABCD-EFGH');
    expect(daySheetCsvPath('hong-kong', '2026-11-26')).toBe('/day/hong-kong/2026-11-26.csv');
    expect(manifestCsvPath('3f2b0b8e-0000-4000-8000-000000000000')).toBe('/sessions/3f2b0b8e-0000-4000-8000-000000000000/manifest.csv');
  });
});

describe('a CSV cell', () => {
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Open")')).toBe('\'=HYPERLINK("http://evil.example","Open")');
    expect(['+64 21 555 0101', '-1+1', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual(["'+64 21 555 0101", "'-1+1", "'@SUM(A1)", "'\t=1", "'\r=1"]);
  });

  it('leaves other text, numbers and blanks as they are', () => {
    expect(['Aroha Ngata', '陳大文', 'a=b', ' =1', ''].map(csvCell)).toEqual(['Aroha Ngata', '陳大文', 'a=b', ' =1', '']);
    expect([csvCell(16), csvCell(0), csvCell(null)]).toEqual([16, 0, '']);
  });
});

describe('a session’s riders on the sheet', () => {
  it('counts riders named, and waivers signed of those asked ("waivers 14/16"); nothing where none are asked', () => {
    expect(riderTally([])).toBeNull();
    expect(
      riderTally([
        { named: true, waiver: 'signed' },
        { named: true, waiver: 'missing' },
        { named: false, waiver: 'missing' },
      ]),
    ).toEqual({ riders: 3, named: 2, waiversAsked: 3, waiversSigned: 1 });
    expect(riderTally([{ named: true, waiver: 'notAsked' }])).toEqual({ riders: 1, named: 1, waiversAsked: 0, waiversSigned: 0 });
  });
});
