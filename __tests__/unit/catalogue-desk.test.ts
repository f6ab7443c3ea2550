import { describe, expect, it } from 'vitest';
import { activityDetailsSchema, daysAsTyped, highlightLines, moveInOrder, priceRuleSchema, typedDays, typedPrice, variationSchema } from '@/lib/domain/catalogue-desk';
import { itemTotal, itemTotalAt, linePricesOn } from '@/lib/domain/cart';

const errors = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
    return [];
  } catch (error) {
    return (error as { errors: unknown[] }).errors;
  }
};

describe('a price as staff type it', () => {
  it('is read in the park’s currency into minor units, never through floating point', () => {
    expect(typedPrice('12.50', 'NZD')).toBe(1250);
    expect(typedPrice(' 1,299.9 ', 'HKD')).toBe(129990);
    expect(typedPrice('0.29', 'NZD')).toBe(29);
    expect(typedPrice('149', 'NZD')).toBe(14900);
    expect(typedPrice('1500', 'JPY')).toBe(1500);
  });

  it('is not a number when negative, with too many decimals, or not a plain amount', () => {
    for (const text of ['-5', '12.345', 'twelve', '1e3', '12.5.0', '$12', '']) expect(typedPrice(text, 'NZD')).toBeNaN();
    expect(typedPrice('12.5', 'JPY')).toBeNaN();
  });
});

describe('the ticket type form', () => {
  const schema = variationSchema({ currency: 'NZD' });

  it('gives minor units and trimmed titles', async () => {
    expect(await schema.validate({ titleEn: ' Adult ', titleZh: '', participants: '1', price: '12.50' })).toEqual({ titleEn: 'Adult', titleZh: '', participants: 1, price: 1250 });
    expect(await schema.validate({ titleEn: 'Free', titleZh: '免費', participants: 4, price: 0 })).toMatchObject({ participants: 4, price: 0 });
  });

  it('refuses an invalid price, title or participants with the field’s key', async () => {
    expect(await errors(() => schema.validate({ titleEn: 'A', titleZh: '', participants: '1', price: '-1' }))).toEqual([{ key: 'catalogue.validation.price' }]);
    expect(await errors(() => schema.validate({ titleEn: 'A', titleZh: '', participants: '1', price: '1.001' }))).toEqual([{ key: 'catalogue.validation.price' }]);
    expect(await errors(() => schema.validate({ titleEn: 'A', titleZh: '', participants: '1', price: '' }))).toEqual([{ key: 'catalogue.validation.priceRequired' }]);
    expect(await errors(() => schema.validate({ titleEn: 'A', titleZh: '', participants: '1', price: '100000.01' }))).toEqual([{ key: 'catalogue.validation.priceMax' }]);
    expect(await errors(() => schema.validate({ titleEn: '  ', titleZh: '', participants: '1', price: '1' }))).toEqual([{ key: 'catalogue.validation.titleRequired' }]);
    expect(await errors(() => schema.validate({ titleEn: 'A', titleZh: '', participants: '0', price: '1' }))).toEqual([{ key: 'catalogue.validation.participants' }]);
    expect(await errors(() => schema.validate({ titleEn: 'A', titleZh: '', participants: '1.5', price: '1' }))).toEqual([{ key: 'catalogue.validation.participants' }]);
  });
});

describe('the activity details form', () => {
  it('reads an empty duration or age as none, and refuses out-of-range ones', async () => {
    const base = { titleEn: 'Zip', titleZh: '', summaryEn: '', summaryZh: '', descriptionEn: '', descriptionZh: '', highlightsEn: '', highlightsZh: '', imageId: 'img' };
    expect(await activityDetailsSchema().validate({ ...base, durationMinutes: '', minAge: '' })).toMatchObject({ durationMinutes: null, minAge: null });
    expect(await activityDetailsSchema().validate({ ...base, durationMinutes: '90', minAge: '0' })).toMatchObject({ durationMinutes: 90, minAge: 0 });
    expect(await errors(() => activityDetailsSchema().validate({ ...base, durationMinutes: '0', minAge: '120' }, { abortEarly: false }))).toEqual([
      { key: 'catalogue.validation.duration' },
      { key: 'catalogue.validation.minAge' },
    ]);
  });

  it('takes highlights one per line', () => {
    expect(highlightLines(' One \n\nTwo\n  ')).toEqual(['One', 'Two']);
  });
});

describe('moving an activity in its park’s list', () => {
  it('swaps it with its neighbour, and cannot move past either end', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', 'up')).toBeNull();
    expect(moveInOrder(['a', 'b', 'c'], 'c', 'down')).toBeNull();
    expect(moveInOrder(['a', 'b', 'c'], 'x', 'up')).toBeNull();
  });
});

describe('the prices a cart item keeps', () => {
  const variations = [
    { id: 'adult', price: 10000, participants: 1 },
    { id: 'family', price: 30000, participants: 4 },
  ];
  const addOns = [{ id: 'photos', price: 1500, perParticipant: true }];
  const weekend = [{ kind: 'weekend' as const, dates: [], percent: 10 }];
  const item = { tickets: [{ variationId: 'adult', quantity: 2 }, { variationId: 'family', quantity: 1 }], addOns: [{ addOnId: 'photos', quantity: 1 }] };

  it('are the day’s prices, rules applied: the same total as pricing from the catalogue on that day', () => {
    const saturday = '2030-03-02';
    const kept = linePricesOn(saturday, variations, addOns, weekend, 2000);
    expect(kept).toEqual({ tickets: { adult: 11000, family: 33000 }, addOns: { photos: { price: 1500, perParticipant: true } }, upgrade: 2000 });
    expect(itemTotalAt(item, kept, kept, variations, addOns)).toBe(itemTotal({ ...item, upgradePrice: 2000, day: saturday }, variations, addOns, weekend));
  });

  it('stay what they were when the catalogue’s prices change', () => {
    const kept = linePricesOn('2030-03-04', variations, addOns, [], null);
    const dearer = variations.map((variation) => ({ ...variation, price: variation.price * 2 }));
    const now = linePricesOn('2030-03-04', dearer, addOns, [], null);
    expect(itemTotalAt(item, kept, now, dearer, addOns)).toBe(2 * 10000 + 30000 + 6 * 1500);
    // An add-on now charged once per booking is still charged per participant for the item that kept it so.
    const perBooking = addOns.map((addOn) => ({ ...addOn, perParticipant: false }));
    expect(itemTotalAt(item, kept, linePricesOn('2030-03-04', dearer, perBooking, [], null), dearer, perBooking)).toBe(2 * 10000 + 30000 + 6 * 1500);
    // An add-on the kept prices do not name (added to the catalogue since) is priced as it is now.
    const more = [...addOns, { id: 'video', price: 900, perParticipant: false }];
    const withVideo = { ...item, addOns: [...item.addOns, { addOnId: 'video', quantity: 1 }] };
    expect(itemTotalAt(withVideo, kept, linePricesOn('2030-03-04', dearer, more, [], null), dearer, more)).toBe(2 * 10000 + 30000 + 6 * 1500 + 900);
  });
});

describe('the price rule form', () => {
  const schema = priceRuleSchema({ currency: 'NZD' });

  it('reads days as listed or as a range FROM..TO, sorted and once each; leaves what is neither for the schema to refuse', () => {
    expect(typedDays('2027-01-03, 2027-01-01\n2027-01-01')).toEqual(['2027-01-01', '2027-01-03']);
    expect(typedDays('2026-12-30..2027-01-02 2027-01-10')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-10']);
    expect(typedDays('2027-02-27..2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(typedDays('2027-01-05..2027-01-01')).toEqual(['2027-01-05..2027-01-01']);
    expect(typedDays('2027-01-01..2028-06-01')).toEqual(['2027-01-01..2028-06-01']);
  });

  it('shows saved days again as they would be typed: runs of three or more as a range, which reads back the same', () => {
    const days = typedDays('2027-02-27..2027-03-02 2027-03-10 2027-03-12, 2027-03-13');
    expect(daysAsTyped(days)).toBe('2027-02-27..2027-03-02\n2027-03-10\n2027-03-12\n2027-03-13');
    expect(typedDays(daysAsTyped(days))).toEqual(days);
    expect(daysAsTyped([])).toBe('');
  });

  it('takes an uplift’s percentage and a dated price’s ticket type and price, each only for its kind', async () => {
    expect(await schema.validate({ kind: 'dates', percent: '20%', dates: '2027-01-01', variationId: 'x', price: '9' })).toEqual({ kind: 'dates', percent: 20, dates: ['2027-01-01'] });
    expect(await schema.validate({ kind: 'price', percent: '', dates: '2027-01-01..2027-01-03', variationId: 'nz-zipline-adult', price: '99.50' })).toEqual({
      kind: 'price',
      dates: ['2027-01-01', '2027-01-02', '2027-01-03'],
      variationId: 'nz-zipline-adult',
      price: 9950,
    });
  });

  it('refuses a dated price without its ticket type, price or days, with each field’s key', async () => {
    const refused = async (input: Record<string, string>) => errors(() => schema.validate({ kind: 'price', percent: '', dates: '2027-01-01', variationId: 'a', price: '1', ...input }, { abortEarly: false }));
    expect(await refused({ variationId: ' ' })).toEqual([{ key: 'catalogue.validation.ticketType' }]);
    expect(await refused({ price: '' })).toEqual([{ key: 'catalogue.validation.priceRequired' }]);
    expect(await refused({ price: '1.005' })).toEqual([{ key: 'catalogue.validation.price' }]);
    expect(await refused({ dates: '' })).toEqual([{ key: 'catalogue.validation.daysRequired' }]);
    expect(await refused({ dates: '2027-02-30' })).toEqual([{ key: 'catalogue.validation.days' }]);
    expect(await refused({ dates: '2027-01-09..2027-01-01' })).toEqual([{ key: 'catalogue.validation.days' }]);
  });
});
