import { number, object, string, type InferType } from 'yup';
import type { GiftCardDeskProblemCode } from '@/graphql/generated/staff-operations';
import { isOneLine, SINGLE_ADDRESS } from './contact-fields';
import { fromDecimalAmount } from './decimal-amount';
import { GIFT_MESSAGE_MAX } from './gift';
import { LANGUAGES } from './language';

/*
 * The back office's gift-card forms (issue #22): a complimentary card, an adjustment, a void. Each is run
 * by react-hook-form in the browser and again on the server over what the API received. The amount is the
 * one sum of money staff type: a whole number of minor units in the park's currency, positive (an
 * adjustment may be negative), never more than `max` (the park's largest gift card). Messages are keys
 * of locales/<lng>/admin.json.
 */

/**
 * Every problem the staff API answers for these forms (GiftCardDeskProblemCode) and its words: the server
 * turns the schemas' keys (and its own refusals) into codes, the screen turns codes back into words, both
 * through this list; a new code without words here does not compile.
 */
export const GIFT_CARD_DESK_PROBLEM_KEYS = {
  amount: 'giftCards.validation.amount',
  tooLarge: 'giftCards.validation.tooLarge',
  belowZero: 'giftCards.validation.belowZero',
  reasonRequired: 'giftCards.validation.reasonRequired',
  nameRequired: 'giftCards.validation.nameRequired',
  emailRequired: 'giftCards.validation.emailRequired',
  email: 'validation.invalidEmail',
  oneLine: 'giftCards.validation.oneLine',
  tooLong: 'giftCards.validation.tooLong',
  language: 'giftCards.validation.language',
  key: 'giftCards.errors.key',
  voided: 'giftCards.errors.voided',
  failed: 'giftCards.errors.failed',
} as const satisfies Record<GiftCardDeskProblemCode, string>;

export type { GiftCardDeskProblemCode };

/** What bounds a typed amount: the park's currency, and the largest amount (minor units) staff may move at once. */
export interface StaffAmountBounds {
  currency: string;
  max: number;
}

/** The reason staff give for an adjustment or a void: kept in the ledger and the audit trail. */
export const STAFF_REASON_MAX = 300;
export const RECIPIENT_NAME_MAX = 120;

/**
 * An amount as staff type it, in minor units: '25', '25.50', '-10', '+5' (signs only when `signed`); NaN
 * when it is not an amount of this currency (letters, three decimals of dollars, an exponent).
 */
export function typedAmount(text: string, currency: string, signed = false): number {
  const match = /^([+-]?)\s*(.+)$/.exec(text.trim().replace(/,/g, ''));
  if (!match || (match[1] && !signed)) return Number.NaN;
  const minor = fromDecimalAmount(match[2], currency);
  if (minor === null) return Number.NaN;
  return match[1] === '-' ? -minor : minor;
}

/** An amount field: what staff typed (or the API's integer) as minor units, checked against the bounds. */
function amountField(bounds: StaffAmountBounds, signed: boolean) {
  return number()
    .transform((value: unknown, original: unknown) => (typeof original === 'number' ? original : typeof original === 'string' ? typedAmount(original, bounds.currency, signed) : value))
    .typeError({ key: 'giftCards.validation.amount' })
    .required({ key: 'giftCards.validation.amount' })
    .integer({ key: 'giftCards.validation.amount' })
    .test('non-zero', { key: 'giftCards.validation.amount' }, (value) => value === undefined || (signed ? value !== 0 : value > 0))
    .test('bounded', { key: 'giftCards.validation.tooLarge' }, (value) => value === undefined || Math.abs(value) <= bounds.max);
}

const reasonField = () =>
  string()
    .trim()
    .required({ key: 'giftCards.validation.reasonRequired' })
    .max(STAFF_REASON_MAX, { key: 'giftCards.validation.tooLong', max: STAFF_REASON_MAX });

/** A complimentary card: its amount, whom its email goes to, an optional message, the email's language. */
export const complimentaryCardSchema = (bounds: StaffAmountBounds) =>
  object({
    amount: amountField(bounds, false),
    recipientName: string()
      .trim()
      .required({ key: 'giftCards.validation.nameRequired' })
      .max(RECIPIENT_NAME_MAX, { key: 'giftCards.validation.tooLong', max: RECIPIENT_NAME_MAX })
      .test('one-line', { key: 'giftCards.validation.oneLine' }, isOneLine),
    recipientEmail: string()
      .trim()
      .required({ key: 'giftCards.validation.emailRequired' })
      .max(254, { key: 'validation.invalidEmail' })
      .matches(SINGLE_ADDRESS, { message: { key: 'validation.invalidEmail' } }),
    message: string()
      .transform((value: string | null | undefined) => value ?? '')
      .trim()
      .max(GIFT_MESSAGE_MAX, { key: 'giftCards.validation.tooLong', max: GIFT_MESSAGE_MAX })
      .default(''),
    language: string().oneOf(LANGUAGES, { key: 'giftCards.validation.language' }).required({ key: 'giftCards.validation.language' }),
  });

export type ComplimentaryCardValues = InferType<ReturnType<typeof complimentaryCardSchema>>;

/**
 * An adjustment: a signed amount and why. With the card's balance in the context (`{ balance }`), an
 * amount that would take it below zero is refused here too; the server checks it again under the card's lock.
 */
export const adjustmentSchema = (bounds: StaffAmountBounds) =>
  object({
    amount: amountField(bounds, true).test('not-below-zero', { key: 'giftCards.validation.belowZero' }, (value, context) => {
      const balance = (context.options.context as { balance?: number } | undefined)?.balance;
      return value === undefined || balance === undefined || balance + value >= 0;
    }),
    reason: reasonField(),
  });

export type AdjustmentValues = InferType<ReturnType<typeof adjustmentSchema>>;

export const voidSchema = object({ reason: reasonField() });

export type VoidValues = InferType<typeof voidSchema>;

/** A gift card's code as staff type it: letters and digits, with or without its dashes and spaces. */
export const GIFT_CODE_TYPED = /^[A-Za-z0-9\s-]{4,40}$/;
