import { describe, expect, it } from 'vitest';
import { buildASTSchema, concatAST, isEnumType, parse } from 'graphql';
import {
  ACTION_PROBLEMS,
  activityDetailsSchema,
  addOnSchema,
  daysAsTyped,
  formPath,
  highlightLines,
  moveInOrder,
  newActivitySchema,
  priceRuleSchema,
  problemCode,
  problemField,
  problemMessage,
  typedDays,
  typedPrice,
  upgradeSchema,
  variationSchema,
} from '@/lib/domain/catalogue-desk';
import { validateForm } from '@/lib/domain/form-validation';
import { riderProblemField, riderRequirementsSchema } from '@/lib/domain/riders-form';
import { readTypeDefs } from '@/lib/server/graphql/schema';
import enAdmin from '@/locales/en/admin.json';
import zhAdmin from '@/locales/zh-Hant/admin.json';
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
    expect(await schema.validate({ title: { en: ' Adult ', zhHant: '' }, participants: '1', price: '12.50' })).toEqual({ title: { en: 'Adult', zhHant: '' }, participants: 1, price: 1250 });
    expect(await schema.validate({ title: { en: 'Free', zhHant: '免費' }, participants: 4, price: 0 })).toMatchObject({ participants: 4, price: 0 });
  });

  it('refuses an invalid price, title or participants with the field’s key', async () => {
    expect(await errors(() => schema.validate({ title: { en: 'A', zhHant: '' }, participants: '1', price: '-1' }))).toEqual([{ key: 'catalogue.validation.price' }]);
    expect(await errors(() => schema.validate({ title: { en: 'A', zhHant: '' }, participants: '1', price: '1.001' }))).toEqual([{ key: 'catalogue.validation.price' }]);
    expect(await errors(() => schema.validate({ title: { en: 'A', zhHant: '' }, participants: '1', price: '' }))).toEqual([{ key: 'catalogue.validation.priceRequired' }]);
    expect(await errors(() => schema.validate({ title: { en: 'A', zhHant: '' }, participants: '1', price: '100000.01' }))).toEqual([{ key: 'catalogue.validation.priceMax' }]);
    expect(await errors(() => schema.validate({ title: { en: '  ', zhHant: '' }, participants: '1', price: '1' }))).toEqual([{ key: 'catalogue.validation.titleRequired' }]);
    expect(await errors(() => schema.validate({ title: { en: 'A', zhHant: '' }, participants: '0', price: '1' }))).toEqual([{ key: 'catalogue.validation.participants' }]);
    expect(await errors(() => schema.validate({ title: { en: 'A', zhHant: '' }, participants: '1.5', price: '1' }))).toEqual([{ key: 'catalogue.validation.participants' }]);
  });
});

describe('the activity details form', () => {
  it('reads an empty duration as none, and refuses an out-of-range one', async () => {
    const none = { en: '', zhHant: '' };
    const base = { title: { en: 'Zip', zhHant: '' }, summary: none, description: none, highlights: none, imageId: 'img' };
    expect(await activityDetailsSchema().validate({ ...base, durationMinutes: '' })).toMatchObject({ durationMinutes: null });
    expect(await activityDetailsSchema().validate({ ...base, durationMinutes: '90' })).toMatchObject({ durationMinutes: 90 });
    expect(await errors(() => activityDetailsSchema().validate({ ...base, durationMinutes: '0' }, { abortEarly: false }))).toEqual([{ key: 'catalogue.validation.duration' }]);
  });

  it('leaves the youngest age to the riders form: one column, edited in one place', async () => {
    const none = { en: '', zhHant: '' };
    const values = await validateForm(activityDetailsSchema(), { title: { en: 'Zip', zhHant: '' }, summary: none, description: none, highlights: none, imageId: 'img', durationMinutes: '', minAge: '8' });
    expect(values.ok && 'minAge' in values.values).toBe(false);
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

  it('takes the API’s list of days as the text box’s: sorted, each once', async () => {
    expect(await schema.validate({ kind: 'dates', percent: '5', dates: ['2027-01-03', '2027-01-01', '2027-01-03'] })).toMatchObject({ dates: ['2027-01-01', '2027-01-03'] });
    expect(await errors(() => schema.validate({ kind: 'dates', percent: '5', dates: [] }))).toEqual([{ key: 'catalogue.validation.daysRequired' }]);
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

describe('a form’s problems as the back office’s API answers them', () => {
  const staff = buildASTSchema(concatAST(readTypeDefs('staff').map((typeDefs) => parse(typeDefs))));
  const values = (name: string) => {
    const type = staff.getType(name);
    if (!isEnumType(type)) throw new Error(`${name} is no enum`);
    return type.getValues().map((value) => value.name);
  };
  const fields = values('CatalogueFormField');
  const codes = values('CatalogueProblemCode');

  it('names a text’s language by its LocalizedTextInput key, and a list’s item by its list, both ways', () => {
    expect(problemField('title.en')).toBe('titleEn');
    expect(problemField('highlights.zhHant')).toBe('highlightsZhHant');
    expect(problemField('includedActivityIds[1]')).toBe('includedActivityIds');
    expect(problemField('price')).toBe('price');
    for (const field of fields) expect(problemField(formPath(field))).toBe(field);
    expect(formPath('summaryZhHant')).toBe('summary.zhHant');
    expect(formPath('form')).toBe('form');
  });

  it('has a field and a code in the SDL for every problem the shared schemas give', async () => {
    const nothing = { en: 'x'.repeat(5000), zhHant: 'x'.repeat(5000) };
    const bad = {
      title: { en: '', zhHant: 'x'.repeat(81) },
      summary: nothing,
      description: nothing,
      highlights: nothing,
      participants: '0',
      price: '-1',
      perParticipant: 'maybe',
      durationMinutes: '0',
      minAge: '200',
      imageId: '',
      kind: 'sometimes',
      percent: '0',
      dates: 'someday',
      variationId: '',
      type: 'Other',
      slug: 'No Slug',
      includedActivityIds: [''],
      externalUrl: 'http://x',
      partnerName: '',
      partnerFromPrice: '-1',
    };
    const given: { field: string; code: string }[] = [];
    const schemas = [
      variationSchema({ currency: 'NZD' }),
      activityDetailsSchema(),
      addOnSchema({ currency: 'NZD' }),
      upgradeSchema({ currency: 'NZD' }),
      priceRuleSchema({ currency: 'NZD' }),
      newActivitySchema({ currency: 'NZD' }),
    ];
    for (const schema of schemas) {
      for (const input of [bad, { ...bad, kind: 'price', type: 'ComboActivity' }, { ...bad, kind: 'dates', type: 'ThirdPartyActivity', price: '', dates: '' }]) {
        const form = await validateForm(schema, input);
        if (!form.ok) given.push(...form.fields.map((problem) => ({ field: problemField(problem.field), code: problemCode((problem.message as { key: string }).key) })));
      }
    }
    const riders = await validateForm(riderRequirementsSchema(), {
      minAge: 'x',
      maxAge: '200',
      minHeightCm: '300',
      maxHeightCm: '10',
      maxWeightKg: '-1',
      accompanyingAdult: { underAge: '', adultAge: '0', childrenPerAdult: '30' },
      waiverId: '',
      healthQuestions: [
        { id: 'BAD ID', text: { en: '', zhHant: 'x'.repeat(301) }, refusingAnswer: 'maybe' },
        { id: 'a', text: { en: 'A?', zhHant: '' }, refusingAnswer: true },
        { id: 'a', text: { en: 'B?', zhHant: '' }, refusingAnswer: true },
      ],
    });
    if (!riders.ok) given.push(...riders.fields.map((problem) => ({ field: riderProblemField(problem.field).field, code: problemCode((problem.message as { key: string }).key) })));
    expect(new Set(given.filter((problem) => ['minAge', 'underAge', 'questionEn', 'healthQuestions'].includes(problem.field)).map((problem) => problem.field)).size).toBe(4);
    expect(given.length).toBeGreaterThan(20);
    expect(given.filter((problem) => !fields.includes(problem.field)).map((problem) => problem.field)).toEqual([]);
    expect(given.filter((problem) => !codes.includes(problem.code)).map((problem) => problem.code)).toEqual([]);
  });

  it('shows every code with a message of its own in both languages', () => {
    const catalogue = (admin: unknown) => (admin as { catalogue: { errors: Record<string, string>; validation: Record<string, string> } }).catalogue;
    for (const code of codes) {
      const [group, key] = problemMessage(code).split('.').slice(1);
      expect(group).toBe((ACTION_PROBLEMS as readonly string[]).includes(code) ? 'errors' : 'validation');
      for (const admin of [enAdmin, zhAdmin]) expect(catalogue(admin)[group as 'errors' | 'validation'][key], `${code} in ${group}`).toBeTruthy();
    }
  });
});
