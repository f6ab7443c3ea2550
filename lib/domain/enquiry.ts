import { emailField, fieldRequired, nameField, phoneField } from './contact-fields';
import { mixed, number, object, string, type InferType } from 'yup';

/** What the event is: Wedding, Party, Convention or Other. */
export const FUNCTION_TYPES = ['WEDDING', 'PARTY', 'CONVENTION', 'OTHER'] as const;
export type FunctionType = (typeof FUNCTION_TYPES)[number];

/** Day Trade (business hours) or Exclusive (including after hours). */
export const BOOKING_TYPES = ['DAY_TRADE', 'EXCLUSIVE'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const ENQUIRY_NAME_MAX = 120;
/** The reCAPTCHA v3 action of a sent enquiry: the browser names it, the server insists on it. */
export const ENQUIRY_RECAPTCHA_ACTION = 'venue_hire_enquiry';
export const ENQUIRY_MESSAGE_MAX = 2000;
export const ENQUIRY_GUESTS_MAX = 5000;
/** Events are booked well ahead, but not for a date no one can plan for yet. */
export const ENQUIRY_YEARS_AHEAD = 3;

const required = fieldRequired;

/** A local date 'YYYY-MM-DD' that exists on the calendar (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last date a preferred date may be: the same day ENQUIRY_YEARS_AHEAD years after `today`. */
export const latestPreferredDate = (today: string): string => `${Number(today.slice(0, 4)) + ENQUIRY_YEARS_AHEAD}${today.slice(4)}`;

/**
 * The venue-hire enquiry form, run by react-hook-form in the browser and again on the server. The
 * preferred date is checked against the park's today: validate with context `{ today }` ('YYYY-MM-DD' in
 * the park's time zone); without it only the date's form is checked. Messages are translation keys, with
 * the field's label key for '{field} is required'.
 */
export const enquirySchema = object({
  name: nameField('enquiry.name', ENQUIRY_NAME_MAX),
  email: emailField(required('enquiry.email')),
  mobilePhone: phoneField(required('enquiry.mobilePhone')),
  functionType: mixed<FunctionType>()
    .transform((value) => (value === '' || value === null ? undefined : value))
    .required(required('enquiry.functionType'))
    .oneOf(FUNCTION_TYPES, { key: 'validation.invalid' }),
  bookingType: mixed<BookingType>()
    .transform((value) => (value === '' || value === null ? undefined : value))
    .required(required('enquiry.bookingType'))
    .oneOf(BOOKING_TYPES, { key: 'validation.invalid' }),
  guests: number()
    // An empty number input is NaN: that is a missing answer, not a wrong one.
    .typeError(required('enquiry.guests'))
    .required(required('enquiry.guests'))
    .integer({ key: 'enquiry.guestsRange', max: ENQUIRY_GUESTS_MAX })
    .min(1, { key: 'enquiry.guestsRange', max: ENQUIRY_GUESTS_MAX })
    .max(ENQUIRY_GUESTS_MAX, { key: 'enquiry.guestsRange', max: ENQUIRY_GUESTS_MAX }),
  preferredDate: string()
    .trim()
    .required(required('enquiry.preferredDate'))
    .test('calendar-date', { key: 'validation.invalid' }, (value) => !value || isCalendarDate(value))
    .test('not-past', { key: 'enquiry.datePast' }, (value, context) => {
      const today = context.options.context?.today as string | undefined;
      return !value || !today || value >= today;
    })
    .test('not-too-far', { key: 'enquiry.dateTooFar', years: ENQUIRY_YEARS_AHEAD }, (value, context) => {
      const today = context.options.context?.today as string | undefined;
      return !value || !today || value <= latestPreferredDate(today);
    }),
  message: string()
    .transform((value) => value ?? '')
    .trim()
    .max(ENQUIRY_MESSAGE_MAX, { key: 'validation.tooLong', max: ENQUIRY_MESSAGE_MAX })
    .default(''),
});

export type EnquiryDetails = InferType<typeof enquirySchema>;
