import { array, boolean, number, object, string, ValidationError, type InferType } from 'yup';
import { RIDER_LIMITS_MAX, requirementsProblems, type RequirementsProblem, type RiderRequirements } from './riders';

/*
 * An activity's rider requirements as staff type them in the catalogue desk (the "Who can ride" form):
 * numbers as text (empty: no limit), the accompanying-adult rule or none, the park's waiver or none, and
 * the health questions in both languages. The same schema runs in the browser (react-hook-form) and on
 * the server over what the API received: the text parsed first, then the rules of `requirementsProblems`
 * (lib/domain/riders.ts) over the numbers, each problem on its own field. Messages are keys of
 * locales/<lng>/admin.json (catalogue.validation.<code>).
 */

/** The most health questions an activity asks: a rider answers each before every ride. */
export const HEALTH_QUESTIONS_MAX = 20;
/** A question's longest text, in either language. */
export const QUESTION_MAX = 300;
/** A question's id: kept when its text changes (riders' answers name it); a new one's is made by the screen or the server. */
export const QUESTION_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

const key = (code: string) => ({ key: `catalogue.validation.${code}` });

/** A whole number as typed: empty is null (no limit), anything else not a whole number is NaN for the type error. */
const typedWhole = (value: unknown, original: unknown) => {
  if (original === '' || original === null || original === undefined) return null;
  if (typeof original === 'number') return original;
  if (typeof original !== 'string') return value;
  const text = original.trim();
  if (!text) return null;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
};

const limit = () => number().transform(typedWhole).typeError(key('wholeNumber')).nullable().default(null);
/** One of the accompanying-adult rule's figures: required while the rule is on. */
const figure = () => number().transform(typedWhole).typeError(key('figureRequired')).nullable().default(null).nonNullable(key('figureRequired'));
const questionText = (required: boolean) => {
  const text = string()
    .transform((value: string | null | undefined) => (value ?? '').trim())
    .max(QUESTION_MAX, key('textLength'))
    .default('');
  return required ? text.required(key('questionText')) : text;
};

/** Each of requirementsProblems' problems as the form's path and message code. */
function problemOf(problem: RequirementsProblem): { path: string; code: string } {
  if (problem.field === 'healthQuestions')
    return problem.code === 'questionTextMissing'
      ? { path: `healthQuestions[${problem.index}].text.en`, code: 'questionText' }
      : { path: `healthQuestions[${problem.index}].id`, code: 'duplicateQuestion' };
  if (problem.code === 'belowMinimum') return { path: problem.field, code: 'belowMinimum' };
  switch (problem.field) {
    case 'minAge':
    case 'maxAge':
      return { path: problem.field, code: 'ageRange' };
    case 'minHeightCm':
    case 'maxHeightCm':
      return { path: problem.field, code: 'heightRange' };
    case 'maxWeightKg':
      return { path: problem.field, code: 'weightRange' };
    case 'underAge':
      return { path: 'accompanyingAdult.underAge', code: 'underAge' };
    case 'adultAge':
      return { path: 'accompanyingAdult.adultAge', code: 'adultAge' };
    case 'childrenPerAdult':
      return { path: 'accompanyingAdult.childrenPerAdult', code: 'childrenPerAdult' };
  }
}

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The form's fields, parsed (the rules over them together are riderRequirementsSchema's). */
const fieldsSchema = () =>
  object({
    minAge: limit(),
    maxAge: limit(),
    minHeightCm: limit(),
    maxHeightCm: limit(),
    maxWeightKg: limit(),
    accompanyingAdult: object({ underAge: figure(), adultAge: figure(), childrenPerAdult: figure() }).nullable().default(null),
    waiverId: string()
      .transform((value: string | null | undefined) => (value ?? '').trim())
      .default(''),
    healthQuestions: array(
      object({
        id: string()
          .transform((value: string | null | undefined) => (value ?? '').trim())
          .default('')
          .test('id', key('failed'), (value) => !value || QUESTION_ID.test(value)),
        text: object({ en: questionText(true), zhHant: questionText(false) }),
        refusingAnswer: boolean()
          .transform((value: unknown, original: unknown) => (original === 'true' ? true : original === 'false' ? false : value))
          .typeError(key('refusingAnswer'))
          .required(key('refusingAnswer')),
      }),
    )
      .default([])
      .max(HEALTH_QUESTIONS_MAX, key('questions')),
  });

export type RiderRequirementsValues = InferType<ReturnType<typeof fieldsSchema>>;

/** The form's values as the domain's requirements, a number not yet parsed counted as no limit (its own problem is said). */
export const asRequirements = (values: RiderRequirementsValues): RiderRequirements => ({
  minAge: finite(values.minAge),
  maxAge: finite(values.maxAge),
  minHeightCm: finite(values.minHeightCm),
  maxHeightCm: finite(values.maxHeightCm),
  maxWeightKg: finite(values.maxWeightKg),
  accompanyingAdult: values.accompanyingAdult
    ? { underAge: finite(values.accompanyingAdult.underAge) ?? 1, adultAge: finite(values.accompanyingAdult.adultAge) ?? RIDER_LIMITS_MAX.age, childrenPerAdult: finite(values.accompanyingAdult.childrenPerAdult) ?? 1 }
    : null,
  waiverId: values.waiverId || null,
  healthQuestions: (values.healthQuestions ?? []).map((question) => ({ id: question.id ?? '', text: { en: question.text?.en ?? '', zhHant: question.text?.zhHant ?? '' }, refusingAnswer: Boolean(question.refusingAnswer) })),
});

/**
 * The "Who can ride" form. A new question's id may be empty (the server makes one); a question's answer
 * that refuses is true (yes) or false (no). The waiver is only checked to be a park's here: the server
 * checks it is one of the activity's own park.
 */
export const riderRequirementsSchema = () =>
  fieldsSchema().test('requirements', function (values) {
    // A question with no English text is the field's own problem already: said once.
    // New questions have no id yet (the server makes them): not the same question for being both new.
    const requirements = asRequirements(values);
    const named = { ...requirements, healthQuestions: requirements.healthQuestions.map((question, index) => (question.id ? question : { ...question, id: ` new ${index}` })) };
    const problems = requirementsProblems(named).filter((problem) => problem.code !== 'questionTextMissing');
    if (!problems.length) return true;
    return new ValidationError(
      problems.map((problem) => {
        const { path, code } = problemOf(problem);
        return this.createError({ path, message: key(code) });
      }),
    );
  });

/** The form's field a problem's path names, as the API's CatalogueFormField, and the question it is about. */
export function riderProblemField(path: string): { field: string; index: number | null } {
  const question = /^healthQuestions\[(\d+)\](?:\.(.+))?$/.exec(path);
  if (question) {
    const index = Number(question[1]);
    const rest = question[2] ?? '';
    const field = rest === 'text.en' ? 'questionEn' : rest === 'text.zhHant' ? 'questionZhHant' : rest === 'refusingAnswer' ? 'refusingAnswer' : 'healthQuestions';
    return { field, index };
  }
  if (path.startsWith('accompanyingAdult.')) return { field: path.slice('accompanyingAdult.'.length), index: null };
  return { field: path || 'form', index: null };
}

/** A CatalogueFormField (and question) as the form names its field: riderProblemField's reverse. */
export function riderFormPath(field: string, index: number | null | undefined): string {
  if (index !== null && index !== undefined) {
    const rest = field === 'questionEn' ? '.text.en' : field === 'questionZhHant' ? '.text.zhHant' : field === 'refusingAnswer' ? '.refusingAnswer' : '.id';
    return `healthQuestions.${index}${rest}`;
  }
  if (field === 'underAge' || field === 'adultAge' || field === 'childrenPerAdult') return `accompanyingAdult.${field}`;
  return field;
}
