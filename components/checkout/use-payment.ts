import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import type { FieldProblems } from '@/components/ui/field';
import { errorMessageKey } from '@/lib/client/api-error';
import { clearDraft, clearDrafts, readDraft, saveDraft } from '@/lib/client/form-draft';
import {
  CancelPaymentDocument,
  ConfirmPaymentDocument,
  type CheckoutProblemCode,
  type OrderOutcomeFieldsFragment,
  type PaymentOutcome,
} from '@/graphql/generated/operations';
import { UNCONFIRMED_RESERVATIONS_LIMIT } from '@/lib/domain/order-status';
import { embeddedLink, useEmbedding } from '@/lib/client/widget-embedding';
import { unpaidOutcomeKey } from './payment-outcome';

type Placed = Extract<OrderOutcomeFieldsFragment, { __typename: 'OrderPlaced' }>;
export type PaymentStep = NonNullable<Placed['payment']>;

export interface Message {
  tone: 'error' | 'success' | 'info';
  text: string;
}

/**
 * What the server said of a checkout problem, as the visitor reads it, for every code the API has: a
 * new one fails tsc until it has words. INVALID_DETAILS has none: the form shows each field's.
 */
const PROBLEM_KEYS: Record<CheckoutProblemCode, string | null> = {
  ORDER_EMPTY: 'cart.orderEmpty',
  INVALID_DETAILS: null,
  INVALID_CODE: 'checkout.invalidCode',
  UNSUPPORTED_PAYMENT: 'paymentOutcome.UNSUPPORTED',
  TERMS_NOT_ACCEPTED: 'validation.acceptTerms',
  SOLD_OUT: 'checkout.soldOut',
  TOO_MANY_ATTEMPTS: 'checkout.tooManyAttemptsLater',
  PAYMENT_ERROR: 'paymentOutcome.ERROR',
  IDEMPOTENCY_KEY_REUSED: 'checkout.keyReused',
  TOO_MANY_RESERVATIONS: 'checkout.tooManyReservations',
  RESERVED_PLACES_PER_EMAIL: 'checkout.reservedPlacesPerEmail',
  RESERVED_PLACES_PER_ADDRESS: 'checkout.reservedPlacesPerAddress',
  RESERVED_PLACES_PER_DOMAIN: 'checkout.reservedPlacesPerDomain',
  RESERVATION_SHARE_FULL: 'checkout.reservationShareFull',
  RIDER_REFUSED: 'checkout.riderRefused',
};

/**
 * Outcomes after which the order's page is where the visitor goes: paid, nothing to pay, or a
 * pay-on-arrival reservation (its page says to confirm by email, or what to pay on the day).
 */
const FINISHED: readonly PaymentOutcome[] = ['PAID', 'NOTHING_TO_PAY', 'AWAITING_CONFIRMATION', 'RESERVED'];

/** An order whose payment the visitor left for a provider's page, and that page. */
type Away = { token: string; url: string; confirmationPath: string };

/**
 * Paying for an order or a gift voucher, the same way for both: the answer of the placing mutation
 * (a problem, a payment step, or done), the payment step's confirm and back, and where each outcome
 * leads. `onUnpaid` runs when the visitor comes back from a payment that did not complete. `away` is a
 * payment on a provider's page the visitor came back from with the browser's Back, neither paid nor
 * cancelled: they may go back to it or cancel it, which gives the cart back.
 */
export function usePayment(flow: 'checkout' | 'gift', onUnpaid: () => Promise<unknown>) {
  const t = useT();
  const router = useRouter();
  const returned = router.query.payment;
  const awayDraft = flow === 'checkout' ? 'checkoutPayment' : 'giftPayment';
  const [message, setMessage] = useState<Message | null>(() => {
    if (returned === 'cancelled') return { tone: 'error', text: t('paymentOutcome.CANCELLED') };
    if (returned === 'error') return { tone: 'error', text: t('paymentOutcome.ERROR') };
    return null;
  });
  const [away, setAway] = useState<Away | null>(() => {
    const kept = returned ? null : readDraft<Away>(awayDraft);
    return kept?.token && kept.url && kept.confirmationPath ? (kept as Away) : null;
  });
  // Back through the provider's return (?payment=…): that payment has been settled by the server.
  useEffect(() => {
    if (returned) clearDraft(awayDraft);
  }, [returned, awayDraft]);
  const [step, setStep] = useState<{ token: string; confirmationPath: string; payment: PaymentStep } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm] = useMutation(ConfirmPaymentDocument);
  const [cancel] = useMutation(CancelPaymentDocument);
  // In the booking widget (docs/widget.md): the confirmation is the widget's, and a provider's page opens in a new tab.
  const embedding = useEmbedding();

  /**
   * Paid, or nothing to pay: the draft kept for a return from a payment page has served. The confirmation
   * link's page loads as a new document: its token never enters the address of this one, where the card
   * provider's script runs (lib/client/confirmation-hand-over.ts).
   */
  async function done(confirmationPath: string) {
    clearDrafts();
    window.location.assign(embeddedLink(confirmationPath, embedding).href);
    await new Promise<never>(() => undefined);
  }

  async function settle(confirmationPath: string, outcome: PaymentOutcome, keepStep = false) {
    if (FINISHED.includes(outcome)) return void (await done(confirmationPath));
    setMessage({ tone: 'error', text: t(unpaidOutcomeKey(outcome)) });
    if (!keepStep) {
      setStep(null);
      await onUnpaid();
    }
  }

  /** Runs the placing mutation and follows its answer; returns the field problems for the form. */
  async function place(run: () => Promise<OrderOutcomeFieldsFragment | undefined>): Promise<FieldProblems> {
    setBusy(true);
    setMessage(null);
    try {
      const result = await run();
      if (!result) throw new Error('No answer');
      if (result.__typename === 'CheckoutProblem') {
        // A code newer than this page (a deploy in between) reads as an unknown error.
        const key = PROBLEM_KEYS[result.code];
        if (key !== null) setMessage({ tone: 'error', text: t(key ?? 'paymentOutcome.UNKNOWN', { count: UNCONFIRMED_RESERVATIONS_LIMIT }) });
        if (result.code === 'SOLD_OUT' || result.code === 'ORDER_EMPTY') await onUnpaid();
        return result.fields;
      }
      const { order, payment, outcome } = result;
      if (FINISHED.includes(outcome)) {
        if (outcome === 'NOTHING_TO_PAY') setMessage({ tone: 'success', text: t('paymentOutcome.NOTHING_TO_PAY') });
        await done(order.confirmationPath);
      } else if (payment?.__typename === 'PaymentRedirect' && embedding) {
        // The provider's page never shows inside another site's frame (nor would its return come back to
        // the frame): the step offers it in a new tab and waits for the order to be paid.
        setStep({ token: order.token, confirmationPath: order.confirmationPath, payment });
      } else if (payment?.__typename === 'PaymentRedirect') {
        saveDraft(awayDraft, { token: order.token, url: payment.url, confirmationPath: order.confirmationPath });
        window.location.assign(payment.url);
      } else if (payment) {
        setStep({ token: order.token, confirmationPath: order.confirmationPath, payment });
      } else {
        await settle(order.confirmationPath, outcome);
      }
    } catch (error) {
      setMessage({ tone: 'error', text: t(errorMessageKey(error, 'paymentOutcome.UNKNOWN')) });
    } finally {
      setBusy(false);
    }
    return [];
  }

  /** The visitor says they have paid (or the provider's frame says so): the server asks the provider. */
  async function confirmPaid(options: { quiet?: boolean } = {}) {
    if (!step) return;
    if (!options.quiet) setBusy(true);
    try {
      const { data } = await confirm({ variables: { token: step.token } });
      const outcome = data?.confirmPayment.outcome ?? 'UNKNOWN';
      if (options.quiet && outcome === 'NOT_PAID') return;
      await settle(step.confirmationPath, outcome, outcome === 'NOT_PAID');
    } catch (error) {
      if (!options.quiet) setMessage({ tone: 'error', text: t(errorMessageKey(error, 'paymentOutcome.UNKNOWN')) });
    } finally {
      if (!options.quiet) setBusy(false);
    }
  }

  /** Cancels an order's payment (the server asks the provider first: a paid one is kept) and follows the outcome. */
  async function cancelPayment(token: string, confirmationPath: string) {
    setBusy(true);
    try {
      const { data } = await cancel({ variables: { token } });
      await settle(confirmationPath, data?.cancelPayment.outcome ?? 'UNKNOWN');
    } catch (error) {
      setMessage({ tone: 'error', text: t(errorMessageKey(error, 'paymentOutcome.UNKNOWN')) });
    } finally {
      setBusy(false);
    }
  }

  const back = async () => step && (await cancelPayment(step.token, step.confirmationPath));

  /** The payment the visitor left on a provider's page: cancelled, which gives the cart back. */
  async function abandon() {
    if (!away) return;
    clearDraft(awayDraft);
    setAway(null);
    await cancelPayment(away.token, away.confirmationPath);
  }

  const resume = () => away && window.location.assign(away.url);

  return { message, step, busy, place, confirmPaid, back, away, resume, abandon };
}
