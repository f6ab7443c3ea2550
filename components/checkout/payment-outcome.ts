import type { PaymentOutcome } from '@/graphql/generated/operations';

/**
 * What the visitor reads of a payment's outcome, for every outcome the API has (a new one fails tsc
 * until it has words). PAID has none: the confirmation page says it.
 */
export const OUTCOME_KEYS: Record<PaymentOutcome, string | null> = {
  PAID: null,
  NOTHING_TO_PAY: 'paymentOutcome.NOTHING_TO_PAY',
  NOT_PAID: 'paymentOutcome.NOT_PAID',
  AWAITING_CONFIRMATION: 'paymentOutcome.AWAITING_CONFIRMATION',
  RESERVED: 'paymentOutcome.RESERVED',
  CANCELLED: 'paymentOutcome.CANCELLED',
  ERROR: 'paymentOutcome.ERROR',
  UNKNOWN: 'paymentOutcome.UNKNOWN',
};

/** The words of an outcome that did not pay; one newer than this page (a deploy in between) is unknown. */
export const unpaidOutcomeKey = (outcome: PaymentOutcome): string => OUTCOME_KEYS[outcome] ?? 'paymentOutcome.UNKNOWN';
