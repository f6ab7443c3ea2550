import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/domain/form-validation';
import { isCalendarDay, riderFormSchema, signingFormSchema } from '@/lib/domain/rider-form';

/** The visitor's rider forms (lib/domain/rider-form.ts): what the browser refuses before asking the server. */
const zipline = { height: true, weight: true, questions: [] };
const swing = { height: true, weight: true, questions: [{ id: 'heart' }] };
const problems = async (schema: Parameters<typeof validateForm>[0], input: unknown) => {
  const checked = await validateForm(schema, input);
  return checked.ok ? [] : checked.fields.map((field) => [field.field, field.message.key]);
};

describe("a rider's details form", () => {
  it('asks height and weight as whole numbers only where the activity limits them, and drops them elsewhere', async () => {
    expect(await problems(riderFormSchema(zipline), { riderName: 'Tama', riderDateOfBirth: '2016-05-01', riderHeightCm: '', riderWeightKg: '30.5' })).toEqual([
      ['riderHeightCm', 'validation.fieldRequired'],
      ['riderWeightKg', 'riderSeats.details.invalidNumber'],
    ]);
    const luge = await validateForm(riderFormSchema({ height: false, weight: false, questions: [] }), { riderName: ' Tama ', riderDateOfBirth: '2016-05-01', riderHeightCm: '', riderWeightKg: 'x', riderAnswers: {} });
    expect(luge).toEqual({ ok: true, values: { riderName: 'Tama', riderDateOfBirth: '2016-05-01', riderAnswers: {} } });
  });

  it('refuses a day that is not one, a name on two lines, and a question left unanswered', async () => {
    expect(await problems(riderFormSchema(swing), { riderName: 'Ta\nma', riderDateOfBirth: '2016-02-30', riderHeightCm: 130, riderWeightKg: 30, riderAnswers: {} })).toEqual([
      ['riderName', 'validation.oneLine'],
      ['riderDateOfBirth', 'riderSeats.details.invalidDate'],
      ['riderAnswers.heart', 'riderSeats.details.answerRequired'],
    ]);
    expect(isCalendarDay('2016-02-29')).toBe(true);
    expect(isCalendarDay('2015-02-29')).toBe(false);
  });
});

describe("the waiver's signer form", () => {
  it("asks a guardian's relationship only for a minor, and always an email for the copy", async () => {
    expect(await problems(signingFormSchema(true), { signerName: 'Mere', guardianRelationship: ' ', signerEmail: 'mere@' })).toEqual([
      ['guardianRelationship', 'riderSeats.waiver.signerProblem.guardianRelationship.missing'],
      ['signerEmail', 'validation.invalidEmail'],
    ]);
    expect(await validateForm(signingFormSchema(false), { signerName: ' Aroha ', guardianRelationship: 'x', signerEmail: 'aroha@example.com' })).toEqual({
      ok: true,
      values: { signerName: 'Aroha', signerEmail: 'aroha@example.com' },
    });
  });
});
