import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  asksRiders,
  checkoutPeople,
  checkoutRidersCheck,
  CHECKOUT_RIDERS_MAX,
  detailsAsked,
  groupProblems,
  NO_REQUIREMENTS,
  requirementsProblems,
  riderProblems,
  ridersVerdict,
  seatVerdict,
  signatureCovers,
  signedDetails,
  signerProblems,
  type RiderRequirements,
} from '@/lib/domain/riders';

/** A zipline as parks publish it: 9 and up, 120–200 cm, at most 120 kg, a waiver, one health question. */
const ZIPLINE: RiderRequirements = {
  ...NO_REQUIREMENTS,
  minAge: 9,
  minHeightCm: 120,
  maxHeightCm: 200,
  maxWeightKg: 120,
  waiverId: 'zipline-waiver',
  healthQuestions: [{ id: 'heart', text: { en: 'Do you have a heart condition?', zhHant: '您有心臟病嗎？' }, refusingAnswer: true }],
};

/** A luge: under 10 rides with an adult, at most 2 children per adult. */
const LUGE: RiderRequirements = { ...NO_REQUIREMENTS, accompanyingAdult: { underAge: 10, adultAge: 18, childrenPerAdult: 2 } };

const fits = { name: 'Aroha Ngata', dateOfBirth: '2010-05-01', heightCm: 150, weightKg: 50, answers: { heart: false } };

describe('a rider’s age on the day of the session', () => {
  it('counts a birthday on the day, and not the day before', () => {
    expect(ageOn('2017-06-10', '2026-06-10')).toBe(9);
    expect(ageOn('2017-06-10', '2026-06-09')).toBe(8);
    expect(ageOn('2017-06-10', '2017-06-10')).toBe(0);
  });

  it('turns someone born on 29 February a year older on 1 March in a common year', () => {
    expect(ageOn('2016-02-29', '2025-02-28')).toBe(8);
    expect(ageOn('2016-02-29', '2025-03-01')).toBe(9);
    expect(ageOn('2016-02-29', '2028-02-29')).toBe(12);
  });

  it('is no age for a day that is not one, or a birth after the day', () => {
    expect(ageOn('2017-02-31', '2026-06-10')).toBeNull();
    expect(ageOn('10/06/2017', '2026-06-10')).toBeNull();
    expect(ageOn('2026-06-11', '2026-06-10')).toBeNull();
  });

  it('grows by one a year, whatever the days', () => {
    const day = fc.date({ min: new Date('1950-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (born, on) => {
        const age = ageOn(born, on);
        if (born > on) {
          expect(age).toBeNull();
        } else {
          expect(age).toBeGreaterThanOrEqual(0);
          // A year on (29 February aside, which has no same day a year on).
          const nextYear = `${Number(on.slice(0, 4)) + 1}${on.slice(4)}`;
          if (!on.endsWith('-02-29')) expect(ageOn(born, nextYear)).toBe(age! + 1);
        }
      }),
    );
  });
});

describe('one rider against an activity’s limits', () => {
  it('lets a rider who fits ride', () => {
    expect(riderProblems(ZIPLINE, fits, '2026-06-10')).toEqual([]);
  });

  it('names each limit a rider breaks', () => {
    const problems = riderProblems(ZIPLINE, { name: ' ', dateOfBirth: '2019-01-01', heightCm: 110, weightKg: 130, answers: { heart: true } }, '2026-06-10');
    expect(problems).toEqual([
      { code: 'nameMissing' },
      { code: 'tooYoung', limit: 9 },
      { code: 'tooShort', limit: 120 },
      { code: 'tooHeavy', limit: 120 },
      { code: 'answerRefuses', question: 'heart' },
    ]);
    expect(riderProblems({ ...ZIPLINE, maxAge: 70 }, { ...fits, dateOfBirth: '1950-01-01' }, '2026-06-10')).toEqual([{ code: 'tooOld', limit: 70 }]);
    expect(riderProblems(ZIPLINE, { ...fits, heightCm: 201 }, '2026-06-10')).toEqual([{ code: 'tooTall', limit: 200 }]);
  });

  it('asks height, weight and answers only where the activity limits or asks them', () => {
    expect(riderProblems(ZIPLINE, { name: 'Aroha', dateOfBirth: '2010-05-01' }, '2026-06-10')).toEqual([
      { code: 'heightMissing' },
      { code: 'weightMissing' },
      { code: 'answerMissing', question: 'heart' },
    ]);
    expect(riderProblems(LUGE, { name: 'Aroha', dateOfBirth: '2010-05-01' }, '2026-06-10')).toEqual([]);
    expect(detailsAsked(LUGE)).toEqual({ height: false, weight: false, questions: [] });
    expect(detailsAsked(ZIPLINE)).toEqual({ height: true, weight: true, questions: ['heart'] });
  });

  it('says a birth in the future or an impossible height is a mistake, not a limit', () => {
    expect(riderProblems(ZIPLINE, { ...fits, dateOfBirth: '2030-01-01' }, '2026-06-10')).toEqual([{ code: 'dateOfBirthInvalid' }]);
    expect(riderProblems(ZIPLINE, { ...fits, dateOfBirth: '1800-01-01' }, '2026-06-10')).toEqual([{ code: 'dateOfBirthInvalid' }]);
    expect(riderProblems(ZIPLINE, { ...fits, heightCm: 900 }, '2026-06-10')).toEqual([{ code: 'heightMissing' }]);
    expect(riderProblems(ZIPLINE, { ...fits, weightKg: -3 }, '2026-06-10')).toEqual([{ code: 'weightMissing' }]);
  });

  it('never lets a rider under the minimum age, or over the weight, ride', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 299 }), (years, weightKg) => {
        const rider = { ...fits, dateOfBirth: `${2026 - years}-06-10`, weightKg };
        const codes = riderProblems(ZIPLINE, rider, '2026-06-10').map((problem) => problem.code);
        expect(codes.includes('tooYoung')).toBe(years < 9);
        expect(codes.includes('tooHeavy')).toBe(weightKg > 120);
      }),
    );
  });

  it('asks nothing of riders of an activity without requirements', () => {
    expect(asksRiders(NO_REQUIREMENTS)).toBe(false);
    expect(asksRiders(LUGE)).toBe(true);
    expect(asksRiders({ ...NO_REQUIREMENTS, waiverId: 'w' })).toBe(true);
  });
});

describe('a booking’s riders together', () => {
  const child = { dateOfBirth: '2020-01-01' };
  const adult = { dateOfBirth: '1990-01-01' };
  const teen = { dateOfBirth: '2012-01-01' };

  it('needs one adult for every two children under 10', () => {
    expect(groupProblems(LUGE, [child, child, adult], '2026-06-10')).toEqual([]);
    expect(groupProblems(LUGE, [child, child, child, adult], '2026-06-10')).toEqual([
      { code: 'adultNeeded', children: 3, adults: 1, adultsNeeded: 2, rule: LUGE.accompanyingAdult },
    ]);
    // A 14-year-old is neither a child under 10 nor an adult.
    expect(groupProblems(LUGE, [child, teen], '2026-06-10')).toHaveLength(1);
    expect(groupProblems(LUGE, [teen, teen], '2026-06-10')).toEqual([]);
  });

  it('waits for riders not named yet', () => {
    expect(groupProblems(LUGE, [child, { dateOfBirth: '' }], '2026-06-10')).toHaveLength(1);
    expect(groupProblems(LUGE, [{ dateOfBirth: '' }, { dateOfBirth: '' }], '2026-06-10')).toEqual([]);
  });

  it('holds for any group: enough adults for its children, or a problem', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(child, adult, teen), { maxLength: 12 }), (riders) => {
        const children = riders.filter((rider) => rider === child).length;
        const adults = riders.filter((rider) => rider === adult).length;
        expect(groupProblems(LUGE, riders, '2026-06-10').length === 0).toBe(adults * 2 >= children);
      }),
    );
  });
});

describe('requirements as staff enter them', () => {
  it('may be saved when each figure is in range and maxima are not below minima', () => {
    expect(requirementsProblems(ZIPLINE)).toEqual([]);
    expect(requirementsProblems(LUGE)).toEqual([]);
  });

  it('refuses what cannot be, naming the field', () => {
    expect(
      requirementsProblems({
        ...ZIPLINE,
        minAge: 12,
        maxAge: 8,
        maxHeightCm: 100,
        maxWeightKg: 1.5,
        accompanyingAdult: { underAge: 10, adultAge: 5, childrenPerAdult: 0 },
        healthQuestions: [ZIPLINE.healthQuestions[0], { ...ZIPLINE.healthQuestions[0], text: { en: '', zhHant: '' } }],
      }),
    ).toEqual([
      { field: 'maxWeightKg', code: 'outOfRange' },
      { field: 'maxAge', code: 'belowMinimum' },
      { field: 'maxHeightCm', code: 'belowMinimum' },
      { field: 'adultAge', code: 'outOfRange' },
      { field: 'childrenPerAdult', code: 'outOfRange' },
      { field: 'healthQuestions', code: 'questionTextMissing', index: 1 },
      { field: 'healthQuestions', code: 'duplicateQuestion', index: 1 },
    ]);
  });
});

describe('seats still to be named', () => {
  const child = { dateOfBirth: '2020-01-01' };
  it('may each yet be an adult, so a child named first is not refused while enough stay open', () => {
    // Under 10 with someone 18 or older, two children per adult.
    expect(groupProblems(LUGE, [child, child], '2026-06-10', 1)).toEqual([]);
    expect(groupProblems(LUGE, [child, child, child], '2026-06-10', 2)).toEqual([]);
    expect(groupProblems(LUGE, [child, child, child], '2026-06-10', 1)).toHaveLength(1);
    expect(groupProblems(LUGE, [child, child, child, child, child], '2026-06-10', 2)).toHaveLength(1);
    expect(groupProblems(LUGE, [child], '2026-06-10', 0)).toHaveLength(1);
  });
});

describe('a signature', () => {
  it('covers the rider only as they were when signed, whatever the order of their answers', () => {
    const signed = signedDetails({ ...fits, answers: { b: false, a: true } });
    expect(signatureCovers(JSON.parse(JSON.stringify(signed)), { ...fits, name: ' Aroha Ngata ', answers: { a: true, b: false } })).toBe(true);
    expect(signatureCovers(signed, { ...fits, weightKg: 51, answers: { a: true, b: false } })).toBe(false);
    expect(signatureCovers(null, fits)).toBe(false);
  });

  it('takes a typed name alone; a guardian for a minor says who they are; a drawing is path data only', () => {
    const signer = { name: 'Mere Ngata', email: null, guardianRelationship: null, drawing: null };
    expect(signerProblems(signer, 30, false)).toEqual([]);
    expect(signerProblems(signer, 17, false)).toEqual([{ field: 'guardianRelationship', code: 'missing' }]);
    expect(signerProblems({ ...signer, guardianRelationship: 'father' }, 17, false)).toEqual([]);
    expect(signerProblems({ ...signer, name: '  ' }, 30, true)).toEqual([
      { field: 'name', code: 'missing' },
      { field: 'email', code: 'invalid' },
    ]);
    expect(signerProblems({ ...signer, drawing: 'M0 0 L10 10' }, 30, false)).toEqual([]);
    expect(signerProblems({ ...signer, drawing: '<script>' }, 30, false)).toEqual([{ field: 'drawing', code: 'invalid' }]);
  });
});

describe("the gate's verdict on a ticket's riders", () => {
  it('says the worst first: unnamed, then limits, then the adult rule, then the waiver', () => {
    const young = { ...fits, dateOfBirth: '2020-01-01' };
    const ready = seatVerdict(ZIPLINE, fits, true, '2026-06-10');
    expect(ready).toEqual({ named: true, problems: [], waiver: 'signed' });
    const unsigned = seatVerdict(ZIPLINE, fits, false, '2026-06-10');
    expect(ridersVerdict([ready, seatVerdict(ZIPLINE, null, false, '2026-06-10'), seatVerdict(ZIPLINE, young, true, '2026-06-10')], [])).toBe('ridersMissing');
    expect(ridersVerdict([unsigned, seatVerdict(ZIPLINE, young, true, '2026-06-10')], [])).toBe('limitsNotMet');
    expect(ridersVerdict([unsigned], groupProblems(LUGE, [young], '2026-06-10'))).toBe('adultNeeded');
    expect(ridersVerdict([ready, unsigned], [])).toBe('waiverMissing');
    expect(ridersVerdict([ready, seatVerdict(LUGE, fits, false, '2026-06-10')], [])).toBe('ready');
  });
});

describe('riders named at checkout', () => {
  const zipline = { itemId: 'zip', requirements: ZIPLINE, day: '2026-06-10', people: 4 };
  const luge = { itemId: 'luge', requirements: LUGE, day: '2026-06-10', people: 3 };
  const child = { name: 'Rua', dateOfBirth: '2020-01-01' };

  it('may name none, some or all; each must fit, and the adult rule counts the unnamed as open seats', () => {
    expect(checkoutRidersCheck([zipline, luge], [])).toEqual({ ok: true });
    expect(checkoutRidersCheck([zipline, luge], [{ itemId: 'zip', person: 3, details: fits }, { itemId: 'luge', person: 0, details: child }])).toEqual({ ok: true });
    expect(checkoutRidersCheck([zipline], [{ itemId: 'zip', person: 1, details: { ...fits, dateOfBirth: '2020-01-01' } }])).toEqual({
      ok: false,
      malformed: false,
      riders: [{ itemId: 'zip', person: 1, problems: [{ code: 'tooYoung', limit: 9 }] }],
      groups: [],
    });
    // Three children under 10 need two adults, and no seat is left open for one.
    const three = [0, 1, 2].map((person) => ({ itemId: 'luge', person, details: child }));
    const check = checkoutRidersCheck([luge], three);
    expect(check.ok || (!check.malformed && check.groups.map((group) => group.itemId))).toEqual(['luge']);
  });

  it('refuses what only a script sends: an unknown item, a person out of range, a person named twice, an item that names no one', () => {
    const free = { itemId: 'free', requirements: NO_REQUIREMENTS, day: '2026-06-10', people: 2 };
    for (const riders of [
      [{ itemId: 'nope', person: 0, details: fits }],
      [{ itemId: 'zip', person: 4, details: fits }],
      [{ itemId: 'zip', person: -1, details: fits }],
      [{ itemId: 'zip', person: 0.5, details: fits }],
      [{ itemId: 'zip', person: 1, details: fits }, { itemId: 'zip', person: 1, details: fits }],
      [{ itemId: 'free', person: 0, details: fits }],
    ]) {
      expect(checkoutRidersCheck([zipline, free], riders), JSON.stringify(riders)).toEqual({ ok: false, malformed: true });
    }
  });

  it("numbers an item's people over its ticket lines, each ticket carrying its type's participants", () => {
    expect(checkoutPeople([{ quantity: 1, participants: 4 }, { quantity: 2, participants: 1 }, { quantity: 1, participants: 0 }])).toEqual([0, 0, 0, 0, 1, 1, 2]);
  });

  it('checks at most CHECKOUT_RIDERS_MAX riders: one more is refused unread', () => {
    const crowd = { itemId: 'crowd', requirements: ZIPLINE, day: '2026-06-10', people: CHECKOUT_RIDERS_MAX + 1 };
    const riders = Array.from({ length: CHECKOUT_RIDERS_MAX + 1 }, (_, person) => ({ itemId: 'crowd', person, details: fits }));
    expect(checkoutRidersCheck([crowd], riders.slice(0, CHECKOUT_RIDERS_MAX))).toEqual({ ok: true });
    expect(checkoutRidersCheck([crowd], riders)).toEqual({ ok: false, malformed: true });
  });
});
