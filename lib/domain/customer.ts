import { boolean, object, string, type InferType } from 'yup';
import { isOneLine, ONE_LINE_MESSAGE } from './one-line';

/**
 * The checkout's "Your details" rules, run by react-hook-form in the browser and again on the server.
 * Messages are translation keys with the field's label key as a parameter (SPEC §5 '{field} is required').
 */
export const customerSchema = object({
  firstName: string().trim().required({ key: 'validation.fieldRequired', field: 'checkout.firstName' }).max(80).test('one-line', ONE_LINE_MESSAGE, isOneLine),
  lastName: string().trim().required({ key: 'validation.fieldRequired', field: 'checkout.lastName' }).max(80).test('one-line', ONE_LINE_MESSAGE, isOneLine),
  email: string()
    .trim()
    .required({ key: 'validation.fieldRequired', field: 'checkout.email' })
    .max(254)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: { key: 'validation.invalidEmail' } }),
  mobilePhone: string()
    .trim()
    .required({ key: 'validation.fieldRequired', field: 'checkout.mobilePhone' })
    .matches(/^\+?[0-9 ()-]{6,20}$/, { message: { key: 'validation.invalidPhone' } }),
});

/**
 * The whole checkout form. A payment method and the terms are needed only when there is something to pay
 * (validate with context `{ needsPayment }`): a zero total completes without either.
 */
export const checkoutSchema = customerSchema.shape({
  gatewayId: string().when('$needsPayment', {
    is: true,
    then: (schema) => schema.required({ key: 'validation.required' }),
    otherwise: (schema) => schema.optional(),
  }),
  acceptTerms: boolean().when('$needsPayment', {
    is: true,
    then: (schema) => schema.oneOf([true], { key: 'validation.acceptTerms' }).required({ key: 'validation.acceptTerms' }),
    otherwise: (schema) => schema.optional(),
  }),
});

export type CustomerDetails = InferType<typeof customerSchema>;
export type CheckoutForm = InferType<typeof checkoutSchema>;

/** A validation message as the schema gives it: a translation key and, for '{field} is required', the field. */
export interface MessageKey {
  key: string;
  field?: string;
}

/**
 * A yup error's message as a translation key. The schemas give keys; yup's built-in messages (a wrong
 * type, say) are plain text and become a general 'check this field'.
 */
export const toMessageKey = (message: unknown): MessageKey =>
  message && typeof message === 'object' && 'key' in message ? (message as MessageKey) : { key: 'validation.invalid' };
