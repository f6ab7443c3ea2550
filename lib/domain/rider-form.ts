import { number, object, string, type InferType } from 'yup';
import { emailField, fieldRequired, isOneLine } from './contact-fields';
import { ageOn, RIDER_LIMITS_MAX, RIDER_TEXT_MAX } from './riders';

/*
 * The visitor's rider forms (My booking's riders, a rider's own link): a rider's details and the waiver's
 * signer, as react-hook-form checks them in the browser before anything is sent. Whether the rider fits
 * the ride is the server's word (lib/domain/riders.ts riderProblems, run by lib/server/riders), answered
 * with each limit named; these rules only catch what is not an answer at all. Messages are translation
 * keys (locales/<lng>/forms.json riderSeats).
 */

/** What the activity asks beyond a name and a date of birth (the API's RiderDetailsAsked). */
export interface AskedDetails {
  height: boolean;
  weight: boolean;
  questions: readonly { id: string }[];
}

const wholeNumber = (asked: boolean, label: string, max: number) =>
  asked
    ? number()
        .transform((value: number, original: unknown) => (original === '' || original === null || Number.isNaN(value) ? undefined : value))
        .required(fieldRequired(label))
        .integer({ key: 'riderSeats.details.invalidNumber' })
        .min(1, { key: 'riderSeats.details.invalidNumber' })
        .max(max, { key: 'riderSeats.details.invalidNumber' })
    : number().strip();

/** Whether a typed date of birth is a real day (YYYY-MM-DD, as a date field gives it). */
export const isCalendarDay = (value: string | undefined): boolean => Boolean(value && ageOn(value, value) === 0);

/** A rider's details form: the fields the activity asks, and an answer (yes or no) to each of its questions. */
export const riderFormSchema = (asked: AskedDetails) =>
  object({
    riderName: string()
      .trim()
      .required(fieldRequired('riderSeats.details.name'))
      .max(RIDER_TEXT_MAX.name, { key: 'validation.tooLong', max: RIDER_TEXT_MAX.name })
      .test('one-line', { key: 'validation.oneLine' }, isOneLine),
    riderDateOfBirth: string()
      .required(fieldRequired('riderSeats.details.dateOfBirth'))
      .test('calendar-day', { key: 'riderSeats.details.invalidDate' }, isCalendarDay),
    riderHeightCm: wholeNumber(asked.height, 'riderSeats.details.heightCm', RIDER_LIMITS_MAX.heightCm),
    riderWeightKg: wholeNumber(asked.weight, 'riderSeats.details.weightKg', RIDER_LIMITS_MAX.weightKg),
    riderAnswers: object(
      Object.fromEntries(asked.questions.map((question) => [question.id, string().oneOf(['yes', 'no'], { key: 'riderSeats.details.answerRequired' }).required({ key: 'riderSeats.details.answerRequired' })])),
    ),
  });

export type RiderFormValues = InferType<ReturnType<typeof riderFormSchema>>;

/** The signer's form: the typed name always; a guardian's relationship when the rider is a minor; an email for the copy. */
export const signingFormSchema = (guardianSigns: boolean) =>
  object({
    signerName: string()
      .trim()
      .required({ key: 'riderSeats.waiver.signerProblem.name.missing' })
      .max(RIDER_TEXT_MAX.name, { key: 'riderSeats.waiver.signerProblem.name.tooLong' })
      .test('one-line', { key: 'validation.oneLine' }, isOneLine),
    guardianRelationship: guardianSigns
      ? string()
          .trim()
          .required({ key: 'riderSeats.waiver.signerProblem.guardianRelationship.missing' })
          .max(RIDER_TEXT_MAX.relationship, { key: 'riderSeats.waiver.signerProblem.guardianRelationship.tooLong' })
      : string().strip(),
    signerEmail: emailField({ key: 'riderSeats.waiver.signerProblem.email.missing' }),
  });

export type SigningFormValues = InferType<ReturnType<typeof signingFormSchema>>;
