import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/domain/calendar';
import {
  balanceDueOn,
  balanceShares,
  groupCartPlaces,
  depositFor,
  groupTerms,
  isGroupBooking,
  numbersChangeMoney,
  numbersRefusal,
  overdueAction,
  reminderStage,
  taxIncluded,
  type GroupRules,
} from '@/lib/domain/group-booking';
import { validateForm } from '@/lib/domain/form-validation';
import { groupsSchema } from '@/lib/domain/park-settings';

const rules: GroupRules = { minPeople: 15, depositKind: 'percent', depositValue: 25, balanceDaysBefore: 14, duePolicy: 'release' };

describe('group bookings (lib/domain/group-booking.ts)', () => {
  it('makes a booking of the park’s group size or more a group, and none where the park takes no groups', () => {
    expect(isGroupBooking(rules, 14)).toBe(false);
    expect(isGroupBooking(rules, 15)).toBe(true);
    expect(isGroupBooking(rules, 40)).toBe(true);
    expect(isGroupBooking(null, 400)).toBe(false);
  });

  it('asks a percentage rounded to the nearest minor unit, or an amount per person, never more than the booking costs', () => {
    expect(depositFor(rules, 100_000, 40)).toBe(25_000);
    // 25% of 1001 cents is 250.25: 250.
    expect(depositFor(rules, 1_001, 15)).toBe(250);
    // 25% of 1002 is 250.5: rounded half up, 251.
    expect(depositFor(rules, 1_002, 15)).toBe(251);
    expect(depositFor({ depositKind: 'per_person', depositValue: 1_000 }, 100_000, 40)).toBe(40_000);
    expect(depositFor({ depositKind: 'per_person', depositValue: 5_000 }, 100_000, 40)).toBe(100_000);
    expect(depositFor({ depositKind: 'percent', depositValue: 100 }, 99_999, 40)).toBe(99_999);
  });

  it('dates the balance the park’s days before the visit, across months and years', () => {
    expect(balanceDueOn('2027-03-10', 14)).toBe('2027-02-24');
    expect(balanceDueOn('2027-01-05', 7)).toBe('2026-12-29');
    expect(balanceDueOn('2028-03-01', 1)).toBe('2028-02-29');
    expect(balanceDueOn('2027-03-10', 0)).toBe('2027-03-10');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('takes the deposit now and the rest by the due day, or everything now once the due day has come', () => {
    const booking = { due: 120_000, people: 40, visitDay: '2027-03-10' };
    expect(groupTerms(rules, { ...booking, today: '2027-01-10' })).toEqual({ deposit: 30_000, balance: 90_000, dueOn: '2027-02-24' });
    expect(groupTerms(rules, { ...booking, today: '2027-02-23' })).toEqual({ deposit: 30_000, balance: 90_000, dueOn: '2027-02-24' });
    expect(groupTerms(rules, { ...booking, today: '2027-02-24' })).toEqual({ deposit: 120_000, balance: 0, dueOn: '2027-02-24' });
  });

  it('always splits a booking into a deposit and a balance that add up to what it costs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 500 }), fc.constantFrom('percent', 'per_person'), fc.integer({ min: 1, max: 100 }), (due, people, kind, value) => {
        const terms = groupTerms({ ...rules, depositKind: kind as GroupRules['depositKind'], depositValue: kind === 'percent' ? value : value * 100 }, { due, people, visitDay: '2027-03-10', today: '2027-01-01' });
        expect(terms.deposit + terms.balance).toBe(due);
        expect(terms.deposit).toBeGreaterThanOrEqual(0);
        expect(terms.balance).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('shares the balance over the tickets by their value, exactly', () => {
    expect(balanceShares(1_000, [{ ticketId: 'a', value: 100 }, { ticketId: 'b', value: 100 }, { ticketId: 'c', value: 100 }])).toEqual([
      { ticketId: 'a', amount: 334 },
      { ticketId: 'b', amount: 333 },
      { ticketId: 'c', amount: 333 },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 60 }), (balance, values) => {
        const shares = balanceShares(balance, values.map((value, index) => ({ ticketId: `t${String(index).padStart(2, '0')}`, value })));
        expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(balance);
      }),
    );
  });

  it('reminds a week before, the day before and on the due day, and not after it', () => {
    expect(reminderStage('2027-02-24', '2027-02-10')).toBeNull();
    expect(reminderStage('2027-02-24', '2027-02-17')).toBe(7);
    expect(reminderStage('2027-02-24', '2027-02-20')).toBe(7);
    expect(reminderStage('2027-02-24', '2027-02-23')).toBe(1);
    expect(reminderStage('2027-02-24', '2027-02-24')).toBe(0);
    expect(reminderStage('2027-02-24', '2027-02-25')).toBeNull();
  });

  it('applies the park’s policy to a balance still due once its due day has passed, and to nothing else', () => {
    expect(overdueAction(rules, { dueOn: '2027-02-24', status: 'due' }, '2027-02-24')).toBeNull();
    expect(overdueAction(rules, { dueOn: '2027-02-24', status: 'due' }, '2027-02-25')).toBe('release');
    expect(overdueAction({ duePolicy: 'keep' }, { dueOn: '2027-02-24', status: 'due' }, '2027-03-01')).toBe('keep');
    expect(overdueAction(rules, { dueOn: '2027-02-24', status: 'paid' }, '2027-02-25')).toBeNull();
    expect(overdueAction(rules, { dueOn: '2027-02-24', status: 'cancelled' }, '2027-02-25')).toBeNull();
  });

  it('lets the organiser change numbers while the group stays a group, until the due day', () => {
    const change = { from: 40, dueOn: '2027-02-24', today: '2027-02-01' };
    expect(numbersRefusal(rules, { ...change, to: 35 })).toBeNull();
    expect(numbersRefusal(rules, { ...change, to: 45 })).toBeNull();
    expect(numbersRefusal(rules, { ...change, to: 40 })).toBe('unchanged');
    expect(numbersRefusal(rules, { ...change, to: 14 })).toBe('belowGroupSize');
    expect(numbersRefusal(rules, { ...change, to: 45, today: '2027-02-25' })).toBe('pastDueDate');
  });

  it('re-prices a numbers change as a move: more owed as the balance, more paid than it costs given back', () => {
    expect(numbersChangeMoney(30_000, 135_000)).toEqual({ balance: 105_000, giveBack: 0 });
    expect(numbersChangeMoney(30_000, 30_000)).toEqual({ balance: 0, giveBack: 0 });
    expect(numbersChangeMoney(120_000, 105_000)).toEqual({ balance: 0, giveBack: 15_000 });
  });

  it('prints the tax included in a price, rounded to the minor unit', () => {
    expect(taxIncluded(11_500, 1_500)).toBe(1_500);
    expect(taxIncluded(10_000, 1_500)).toBe(1_304);
    expect(taxIncluded(10_000, 0)).toBe(0);
  });
});

describe('the park’s group settings as typed (lib/domain/park-settings.ts groupsSchema)', () => {
  const typed = {
    groupsEnabled: true,
    groupMinPeople: '15',
    groupDepositKind: 'percent',
    groupDepositValue: '25',
    groupBalanceDaysBefore: '14',
    groupDuePolicy: 'release',
    invoiceBusinessName: 'Summit Rush Adventure Parks Ltd',
    invoiceBusinessAddress: '1 Skyline Road, Queenstown',
    invoiceTaxNumber: '123-456-789',
    invoiceTaxLabel: 'GST',
    invoiceTaxPercent: '15',
  };
  const problems = async (values: Record<string, unknown>) => {
    const checked = await validateForm(groupsSchema, values);
    return checked.ok ? [] : checked.fields.map((field) => `${field.field}:${typeof field.message === 'string' ? field.message : field.message.key}`);
  };

  it('takes the rules and the invoice details as a park types them', async () => {
    expect(await problems(typed)).toEqual([]);
    expect(await problems({ ...typed, groupDepositKind: 'per_person', groupDepositValue: '12.50' })).toEqual([]);
    expect(await problems({ ...typed, groupsEnabled: false, invoiceBusinessName: '' })).toEqual([]);
  });

  it('refuses each mistake with its own message', async () => {
    expect(await problems({ ...typed, groupMinPeople: '1' })).toEqual(['groupMinPeople:settings.validation.groupSize']);
    expect(await problems({ ...typed, groupDepositValue: '0' })).toEqual(['groupDepositValue:settings.validation.deposit']);
    expect(await problems({ ...typed, groupDepositValue: '101' })).toEqual(['groupDepositValue:settings.validation.deposit']);
    expect(await problems({ ...typed, groupDepositKind: 'per_person', groupDepositValue: '12.505' })).toEqual(['groupDepositValue:settings.validation.deposit']);
    expect(await problems({ ...typed, groupDepositKind: 'everything' })).toEqual(['groupDepositKind:settings.validation.choice']);
    expect(await problems({ ...typed, groupBalanceDaysBefore: '181' })).toEqual(['groupBalanceDaysBefore:settings.validation.balanceDays']);
    expect(await problems({ ...typed, groupDuePolicy: 'forget' })).toEqual(['groupDuePolicy:settings.validation.choice']);
    expect(await problems({ ...typed, invoiceBusinessName: '' })).toEqual(['invoiceBusinessName:settings.validation.businessNameRequired']);
    expect(await problems({ ...typed, invoiceTaxPercent: '51' })).toEqual(['invoiceTaxPercent:settings.validation.taxPercent']);
  });
});

describe('a group’s cart (lib/domain/group-booking.ts groupCartPlaces)', () => {
  const limits = { PLACES_PER_CART: 20, PLACES_PER_ADDRESS: 40 };
  it('holds a cart’s 20 places, or an address’s 40 once its places make it a group at a park that takes groups', () => {
    expect(groupCartPlaces(null, 40, limits)).toBe(20);
    expect(groupCartPlaces(25, 21, limits)).toBe(20);
    expect(groupCartPlaces(25, 25, limits)).toBe(40);
    expect(groupCartPlaces(25, 41, limits)).toBe(40);
  });
});
