import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/domain/form-validation';
import { asRequirements, riderFormPath, riderProblemField, riderRequirementsSchema } from '@/lib/domain/riders-form';

const typed = { minAge: '', maxAge: '', minHeightCm: '', maxHeightCm: '', maxWeightKg: '', accompanyingAdult: null, waiverId: '', healthQuestions: [] };
const question = (en: string, id = '') => ({ id, text: { en, zhHant: '' }, refusingAnswer: 'true' });

describe('the "who can ride" form', () => {
  it('reads numbers as typed, empty as no limit', async () => {
    const form = await validateForm(riderRequirementsSchema(), { ...typed, minAge: ' 8 ', maxWeightKg: '120', accompanyingAdult: { underAge: '6', adultAge: '16', childrenPerAdult: '1' } });
    expect(form.ok && asRequirements(form.values)).toEqual({
      minAge: 8,
      maxAge: null,
      minHeightCm: null,
      maxHeightCm: null,
      maxWeightKg: 120,
      accompanyingAdult: { underAge: 6, adultAge: 16, childrenPerAdult: 1 },
      waiverId: null,
      healthQuestions: [],
    });
  });

  it('says a number that is none once, not again as out of range', async () => {
    const form = await validateForm(riderRequirementsSchema(), { ...typed, minAge: '8.5', maxAge: '1e2', minHeightCm: '-1' });
    expect(form.ok ? [] : form.fields.map((problem) => [problem.field, problem.message])).toEqual([
      ['minAge', { key: 'catalogue.validation.wholeNumber' }],
      ['maxAge', { key: 'catalogue.validation.wholeNumber' }],
      ['minHeightCm', { key: 'catalogue.validation.heightRange' }],
    ]);
  });

  it('takes two new questions (no ids yet) as two questions, and the same id twice as one question twice', async () => {
    expect((await validateForm(riderRequirementsSchema(), { ...typed, healthQuestions: [question('A?'), question('B?')] })).ok).toBe(true);
    const twice = await validateForm(riderRequirementsSchema(), { ...typed, healthQuestions: [question('A?', 'a'), question('B?', 'a')] });
    expect(twice.ok ? [] : twice.fields.map((problem) => riderProblemField(problem.field))).toEqual([{ field: 'healthQuestions', index: 1 }]);
  });

  it('names a question’s field and its place, and back', () => {
    for (const path of ['maxAge', 'accompanyingAdult.adultAge', 'healthQuestions.2.text.zhHant', 'healthQuestions.0.refusingAnswer', 'healthQuestions.1.id']) {
      const { field, index } = riderProblemField(path.replace(/\.(\d+)\./, '[$1].'));
      expect(riderFormPath(field, index)).toBe(path);
    }
  });
});
