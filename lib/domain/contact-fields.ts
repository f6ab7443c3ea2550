import { string } from 'yup';

/*
 * The contact fields every form shares (checkout, gift vouchers, enquiries), one rule each, run in the
 * browser and again on the server. Messages are translation keys; `required` is the form's own
 * '{field} is required' message.
 */

/**
 * One mailbox, nothing more: no whitespace, and none of the characters that separate or quote addresses
 * (`,;<>()[]":\`), so an address can never become a list of recipients of our mail.
 */
export const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;

/** Digits with the usual separators and an optional leading +. */
export const PHONE_NUMBER = /^\+?[0-9 ()-]{6,20}$/;

type Message = Record<string, unknown>;

export const emailField = (required: Message) =>
  string()
    .trim()
    .required(required)
    .max(254, { key: 'validation.invalidEmail' })
    .matches(SINGLE_ADDRESS, { message: { key: 'validation.invalidEmail' } });

export const phoneField = (required: Message) =>
  string()
    .trim()
    .required(required)
    .matches(PHONE_NUMBER, { message: { key: 'validation.invalidPhone' } });

/** The form's '{field} is required' message for the field labelled by `field` (a translation key). */
export const fieldRequired = (field: string) => ({ key: 'validation.fieldRequired', field });

/**
 * A person's name goes into mail headers (To, From and Reply-To display names): a line break there would
 * start a new header, so a name is one line.
 */
export const isOneLine = (value: string | undefined | null) => !value || !/[\r\n\u2028\u2029]/.test(value);

export const nameField = (field: string, max: number) =>
  string()
    .trim()
    .required(fieldRequired(field))
    .max(max, { key: 'validation.tooLong', max })
    .test('one-line', { key: 'validation.oneLine' }, isOneLine);
