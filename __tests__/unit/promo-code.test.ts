import { describe, expect, it } from 'vitest';
import { isCalendarDay, nextDay, parkMidnight, promoCodeSchema, promoStatus, typedPromoValue, windowDays, windowInstants } from '@/lib/domain/promo-code';

const errors = (run: () => unknown): unknown => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { errors: unknown[] }).errors;
  }
};

describe('a promo code’s days', () => {
  it('start at midnight at the park, whatever the zone and the change of clocks', () => {
    expect(parkMidnight('2030-03-11', 'Pacific/Auckland').toISOString()).toBe('2030-03-10T11:00:00.000Z'); // NZDT
    expect(parkMidnight('2030-07-11', 'Pacific/Auckland').toISOString()).toBe('2030-07-10T12:00:00.000Z'); // NZST
    expect(parkMidnight('2030-03-11', 'Asia/Hong_Kong').toISOString()).toBe('2030-03-10T16:00:00.000Z');
    expect(parkMidnight('2030-04-07', 'Pacific/Auckland').toISOString()).toBe('2030-04-06T11:00:00.000Z'); // clocks go back at 3:00 that night
    expect(parkMidnight('2030-09-29', 'Pacific/Auckland').toISOString()).toBe('2030-09-28T12:00:00.000Z'); // clocks go forward at 2:00
  });

  it('are a window from the first day’s midnight to the midnight after the last, and read back as the same days', () => {
    const window = windowInstants('2030-03-01', '2030-03-31', 'Pacific/Auckland');
    expect(window).toEqual({ validFrom: new Date('2030-02-28T11:00:00.000Z'), validUntil: new Date('2030-03-31T11:00:00.000Z') });
    expect(windowDays(window.validFrom, window.validUntil, 'Pacific/Auckland')).toEqual({ from: '2030-03-01', until: '2030-03-31' });
    expect(windowInstants(null, null, 'Asia/Hong_Kong')).toEqual({ validFrom: null, validUntil: null });
    expect(nextDay('2030-12-31')).toBe('2031-01-01');
    expect(isCalendarDay('2032-02-29')).toBe(true);
    expect(isCalendarDay('2030-02-29')).toBe(false);
    expect(isCalendarDay('2030-2-1')).toBe(false);
  });
});

describe('the promo code form', () => {
  const schema = promoCodeSchema({ currency: 'NZD' });
  const ok = { code: 'winter20', kind: 'percent', value: '20', validFrom: '', validUntil: '', maxUses: '', activityIds: [] };
  const keys = (values: Record<string, unknown>) => errors(() => schema.validateSync({ ...ok, ...values }, { abortEarly: false }));

  it('reads what staff type: the code upper case, a percentage or an amount, empty dates and limit as none', () => {
    expect(schema.validateSync(ok)).toEqual({ code: 'WINTER20', kind: 'percent', value: 20, validFrom: null, validUntil: null, maxUses: null, activityIds: [] });
    expect(schema.validateSync({ ...ok, kind: 'fixed', value: '12.50', maxUses: '10', validFrom: '2030-06-01' })).toMatchObject({ value: 1250, maxUses: 10, validFrom: '2030-06-01' });
    // The API's integers are taken as they are.
    expect(schema.validateSync({ ...ok, kind: 'fixed', value: 1250, maxUses: 10 })).toMatchObject({ value: 1250, maxUses: 10 });
    expect(typedPromoValue('15%', 'percent', 'NZD')).toBe(15);
    expect(typedPromoValue('7.5', 'percent', 'NZD')).toBeNaN();
  });

  it('refuses a code visitors could not type, a value out of range, days out of order, a limit below one', () => {
    expect(keys({ code: 'ab' })).toEqual([{ key: 'promoCodes.validation.codeFormat' }]);
    expect(keys({ code: 'TOO-MANY' })).toEqual([{ key: 'promoCodes.validation.codeFormat' }]);
    expect(keys({ code: 'A'.repeat(16) })).toEqual([{ key: 'promoCodes.validation.codeFormat' }]);
    expect(keys({ code: '' })).toEqual([{ key: 'promoCodes.validation.codeRequired' }]);
    expect(keys({ value: '0' })).toEqual([{ key: 'promoCodes.validation.percent' }]);
    expect(keys({ value: '101' })).toEqual([{ key: 'promoCodes.validation.percent' }]);
    expect(keys({ value: '' })).toEqual([{ key: 'promoCodes.validation.value' }]);
    expect(keys({ kind: 'fixed', value: '0' })).toEqual([{ key: 'promoCodes.validation.amount' }]);
    expect(keys({ kind: 'fixed', value: '0.005' })).toEqual([{ key: 'promoCodes.validation.value' }]);
    expect(keys({ validFrom: '2030-05-02', validUntil: '2030-05-01' })).toEqual([{ key: 'promoCodes.validation.order' }]);
    expect(keys({ validFrom: '2030-05-02', validUntil: '2030-05-02' })).toEqual([]);
    expect(keys({ validUntil: '2030-13-01' })).toEqual([{ key: 'promoCodes.validation.day' }]);
    expect(keys({ maxUses: '0' })).toEqual([{ key: 'promoCodes.validation.maxUses' }]);
    expect(keys({ maxUses: '1.5' })).toEqual([{ key: 'promoCodes.validation.maxUses' }]);
  });
});

describe('a promo code’s status', () => {
  const rule = { kind: 'percent' as const, value: 10, validFrom: null, validUntil: null, maxUses: null, uses: 0, activityIds: [], disabledAt: null };
  const now = new Date('2030-05-01T00:00:00Z');
  it('is disabled, expired, used up, scheduled or active, in that order', () => {
    expect(promoStatus(rule, now)).toBe('active');
    expect(promoStatus({ ...rule, validFrom: new Date('2030-06-01T00:00:00Z') }, now)).toBe('scheduled');
    expect(promoStatus({ ...rule, validUntil: now }, now)).toBe('expired');
    expect(promoStatus({ ...rule, maxUses: 3, uses: 3 }, now)).toBe('usedUp');
    expect(promoStatus({ ...rule, maxUses: 3, uses: 3, disabledAt: now }, now)).toBe('disabled');
  });
});
