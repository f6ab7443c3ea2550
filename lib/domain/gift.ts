import { emailField, fieldRequired, nameField } from './contact-fields';
import { number, object, string, type InferType } from 'yup';

/** The gift message is optional, at most 240 characters. */
export const GIFT_MESSAGE_MAX = 240;

export interface GiftAmounts {
  presets: number[];
  min: number;
  max: number;
}


/**
 * The gift voucher form, run by react-hook-form in the browser and again on the server. The amount's
 * bounds are the locale's (validate with context `{ amounts }`); amounts are minor units.
 */
export const giftSchema = object({
  amount: number()
    .typeError({ key: 'gift.amountRequired' })
    .required({ key: 'gift.amountRequired' })
    .integer({ key: 'gift.amountRange' })
    .test('within-bounds', { key: 'gift.amountRange' }, (value, context) => {
      const amounts = context.options.context?.amounts as GiftAmounts | undefined;
      return value === undefined || !amounts || (value >= amounts.min && value <= amounts.max);
    }),
  senderFirstName: nameField('gift.senderFirstName', 80),
  senderLastName: nameField('gift.senderLastName', 80),
  senderEmail: emailField(fieldRequired('gift.senderEmail')),
  recipientName: nameField('gift.recipientName', 120),
  recipientEmail: emailField(fieldRequired('gift.recipientEmail')),
  message: string()
    .transform((value) => value ?? '')
    .trim()
    .max(GIFT_MESSAGE_MAX, { key: 'gift.messageTooLong', max: GIFT_MESSAGE_MAX })
    .default(''),
});

export type GiftForm = InferType<typeof giftSchema>;

/** What a gift purchase bought, kept on its order. */
export interface GiftDetails {
  amount: number;
  sender: { firstName: string; lastName: string; email: string };
  recipient: { name: string; email: string };
  message: string | null;
}

/** Gift-card codes: 16 characters of a 32-letter alphabet without look-alikes = 80 bits, shown in fours. */
export const GIFT_CODE_LENGTH = 16;
export const formatGiftCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase().match(/.{1,4}/g)?.join('-') ?? '';
