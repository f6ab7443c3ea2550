import { emailField, fieldRequired, nameField, phoneField } from './contact-fields';
import { invoiceEmailField, organisationField } from './group-booking';
import { boolean, object, string, type InferType } from 'yup';

/**
 * The checkout's "Your details" rules, run by react-hook-form in the browser and again on the server.
 * Messages are translation keys with the field's label key as a parameter ('{field} is required').
 */
export const customerSchema = object({
  firstName: nameField('checkout.firstName', 80),
  lastName: nameField('checkout.lastName', 80),
  email: emailField(fieldRequired('checkout.email')),
  mobilePhone: phoneField(fieldRequired('checkout.mobilePhone')),
});

/**
 * The whole checkout form. A payment method and the terms are needed only when there is something to pay
 * (validate with context `{ needsPayment }`): a zero total completes without either.
 */
export const checkoutSchema = customerSchema.shape({
  gatewayId: string().when('$needsPayment', {
    is: true,
    then: (schema) => schema.required(fieldRequired('checkout.paymentMethod')),
    otherwise: (schema) => schema.optional(),
  }),
  acceptTerms: boolean().when('$needsPayment', {
    is: true,
    then: (schema) => schema.oneOf([true], { key: 'validation.acceptTerms' }).required({ key: 'validation.acceptTerms' }),
    otherwise: (schema) => schema.optional(),
  }),
  // A group booking's organisation and invoice address (validate with context `{ group }`): the server's rules (lib/domain/group-booking.ts).
  organisation: string().when('$group', { is: true, then: organisationField, otherwise: (schema) => schema.optional() }),
  invoiceEmail: string().when('$group', { is: true, then: invoiceEmailField, otherwise: (schema) => schema.optional() }),
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
