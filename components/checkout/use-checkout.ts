import { useMutation, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v4 as uuidv4 } from 'uuid';
import {
  CancelPaymentDocument,
  ConfirmPaymentDocument,
  CreateAndCompleteOrderDocument,
  GetCheckoutDocument,
  type CreateAndCompleteOrderMutation,
} from '@/graphql/generated/operations';
import type { CustomerDetails } from '@/lib/domain/customer';

type Placed = Extract<CreateAndCompleteOrderMutation['createAndCompleteOrder'], { __typename: 'OrderPlaced' }>;
export type PaymentStep = NonNullable<Placed['payment']>;
export type FieldProblems = { field: string; message: string }[];

export interface Message {
  tone: 'error' | 'success' | 'info';
  text: string;
}

/** What the server said of a checkout problem or a payment outcome, as the visitor reads it (SPEC §5, §8). */
const PROBLEM_KEYS: Record<string, string> = {
  ORDER_EMPTY: 'cart.orderEmpty',
  INVALID_CODE: 'checkout.invalidCode',
  UNSUPPORTED_PAYMENT: 'paymentOutcome.UNSUPPORTED',
  TERMS_NOT_ACCEPTED: 'validation.acceptTerms',
  SOLD_OUT: 'checkout.soldOut',
  PAYMENT_ERROR: 'paymentOutcome.ERROR',
};

/**
 * The checkout's state and actions: the priced checkout from the server (re-run when the code or the
 * payment method changes), placing the order once per Pay now (one idempotency key, reused by the
 * client's retries), and the payment step's confirm and cancel.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const router = useRouter();
  const [code, setCode] = useState<string | null>(null);
  const [gatewayId, setGatewayId] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(() => outcomeMessage(router.query.payment));
  const [step, setStep] = useState<{ token: string; payment: PaymentStep } | null>(null);
  const [busy, setBusy] = useState(false);
  // What the visitor typed, kept for the form's return after a declined or cancelled payment.
  const [details, setDetails] = useState<{ customer: CustomerDetails; acceptTerms: boolean } | null>(null);
  const query = useQuery(GetCheckoutDocument, { variables: { code, gatewayId }, fetchPolicy: 'cache-and-network', ssr: false });
  const [place] = useMutation(CreateAndCompleteOrderDocument);
  const [confirm] = useMutation(ConfirmPaymentDocument);
  const [cancel] = useMutation(CancelPaymentDocument);
  const checkout = query.data?.getCheckout ?? query.previousData?.getCheckout;

  function outcomeMessage(outcome: unknown): Message | null {
    if (outcome === 'cancelled') return { tone: 'error', text: t('paymentOutcome.CANCELLED') };
    if (outcome === 'error') return { tone: 'error', text: t('paymentOutcome.ERROR') };
    return null;
  }

  const toConfirmation = (token: string) => router.push(`/booking/${encodeURIComponent(token)}`);

  /** After the payment step: paid goes to the confirmation; anything else says why, with the cart restored. */
  async function settle(token: string, outcome: string, keepStep = false) {
    if (outcome === 'PAID' || outcome === 'NOTHING_TO_PAY') return toConfirmation(token);
    setMessage({ tone: 'error', text: t(`paymentOutcome.${outcome in { CANCELLED: 1, ERROR: 1, NOT_PAID: 1 } ? outcome : 'UNKNOWN'}`) });
    if (!keepStep) {
      setStep(null);
      await query.refetch();
    }
  }

  async function submit(customer: CustomerDetails, acceptTerms: boolean): Promise<FieldProblems> {
    setBusy(true);
    setMessage(null);
    setDetails({ customer, acceptTerms });
    try {
      const { data } = await place({
        variables: { input: { idempotencyKey: uuidv4(), customer, code, gatewayId, acceptTerms } },
      });
      const result = data?.createAndCompleteOrder;
      if (!result) throw new Error('No answer');
      if (result.__typename === 'CheckoutProblem') {
        if (result.code !== 'INVALID_DETAILS') setMessage({ tone: 'error', text: t(PROBLEM_KEYS[result.code] ?? 'paymentOutcome.UNKNOWN') });
        if (result.code === 'SOLD_OUT' || result.code === 'ORDER_EMPTY') await query.refetch();
        return result.fields;
      }
      if (result.outcome === 'PAID' || result.outcome === 'NOTHING_TO_PAY') {
        if (result.outcome === 'NOTHING_TO_PAY') setMessage({ tone: 'success', text: t('paymentOutcome.NOTHING_TO_PAY') });
        await toConfirmation(result.order.token);
      } else if (result.payment?.kind === 'REDIRECT' && result.payment.url) {
        window.location.assign(result.payment.url);
      } else if (result.payment) {
        setStep({ token: result.order.token, payment: result.payment });
      } else {
        await settle(result.order.token, result.outcome);
      }
    } catch {
      setMessage({ tone: 'error', text: t('paymentOutcome.UNKNOWN') });
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
      await settle(step.token, outcome, outcome === 'NOT_PAID');
    } catch {
      if (!options.quiet) setMessage({ tone: 'error', text: t('paymentOutcome.UNKNOWN') });
    } finally {
      if (!options.quiet) setBusy(false);
    }
  }

  async function back() {
    if (!step) return;
    setBusy(true);
    try {
      const { data } = await cancel({ variables: { token: step.token } });
      await settle(step.token, data?.cancelPayment.outcome ?? 'UNKNOWN');
    } catch {
      setMessage({ tone: 'error', text: t('paymentOutcome.UNKNOWN') });
    } finally {
      setBusy(false);
    }
  }

  return { checkout, loading: query.loading && !checkout, details, code, setCode, gatewayId, setGatewayId, message, step, busy, submit, confirmPaid, back };
}
