import { object, type InferType } from 'yup';
import { emailField } from './contact-fields';

/*
 * The back office's sign-in screen (issue #22): the address a one-time link is emailed to, checked by
 * the same rule in the browser and on the server. Messages are keys of locales/<lng>/admin.json.
 */
export const signInEmailSchema = object({
  email: emailField({ key: 'signIn.email.required' }),
});

export type SignInEmailValues = InferType<typeof signInEmailSchema>;
