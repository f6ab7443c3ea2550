import type { FieldProblemCode } from '@/graphql/generated/enums';

/**
 * The words of each problem a visitor form's field may be refused with: a key of locales/<lng>/forms.json.
 * A module of its own, so the forms' error display (components/ui/field.tsx) takes no validation library.
 */
export const FIELD_PROBLEM_KEYS: Readonly<Record<FieldProblemCode, string>> = {
  fieldRequired: 'validation.fieldRequired',
  invalid: 'validation.invalid',
  invalidEmail: 'validation.invalidEmail',
  invalidPhone: 'validation.invalidPhone',
  acceptTerms: 'validation.acceptTerms',
  tooLong: 'validation.tooLong',
  oneLine: 'validation.oneLine',
  invalidBookingId: 'findBooking.invalidBookingId',
  giftAmountRequired: 'gift.amountRequired',
  giftAmountRange: 'gift.amountRange',
  giftMessageTooLong: 'gift.messageTooLong',
  placesRange: 'waitingList.placesRange',
  guestsRange: 'enquiry.guestsRange',
  datePast: 'enquiry.datePast',
  dateTooFar: 'enquiry.dateTooFar',
};
