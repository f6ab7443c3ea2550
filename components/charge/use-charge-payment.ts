import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { unpaidOutcomeKey } from '@/components/checkout/payment-outcome';
import { ConfirmChargePaymentDocument, StartChargePaymentDocument, type ChargePaymentFieldsFragment } from '@/graphql/generated/operations';
import { errorMessageKey } from '@/lib/client/api-error';

type Answer = ChargePaymentFieldsFragment;

/**
 * Paying a charge from its link's page (issue #22), as the checkout pays an order: Pay starts the
 * charge's payment on the server (which answers the same payment again while it is under way, and
 * starts nothing once the charge is paid); a hosted page is left for, card fields, a QR code or a frame
 * are shown; then the server asks the provider. Back from a hosted page (?result=…), it asks at once.
 */
export function useChargePayment(token: string) {
  const t = useT();
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [start] = useMutation(StartChargePaymentDocument);
  const [confirm] = useMutation(ConfirmChargePaymentDocument);
  const shown = useRef<Answer['payment']>(null);

  const follow = useCallback(
    (result: Answer, quiet = false) => {
      if (quiet && result.outcome === 'NOT_PAID') return;
      // A check answers no step: the one on screen stays while the charge is not paid yet.
      const payment = result.outcome === 'NOT_PAID' ? (result.payment ?? shown.current) : null;
      shown.current = payment;
      setAnswer({ ...result, payment });
      if (payment?.__typename === 'PaymentRedirect') return void window.location.assign(payment.url);
      if (result.outcome !== 'PAID' && (result.outcome !== 'NOT_PAID' || !payment)) setMessage(t(unpaidOutcomeKey(result.outcome)));
    },
    [t],
  );

  const run = useCallback(
    async (send: () => Promise<Answer | undefined>, quiet = false) => {
      if (!quiet) {
        setBusy(true);
        setMessage(null);
      }
      try {
        const result = await send();
        if (result) follow(result, quiet);
      } catch (error) {
        if (!quiet) setMessage(t(errorMessageKey(error, 'paymentOutcome.UNKNOWN')));
      } finally {
        if (!quiet) setBusy(false);
      }
    },
    [follow, t],
  );

  const pay = () => run(async () => (await start({ variables: { token } })).data?.startChargePayment);
  const check = useCallback(
    (options: { quiet?: boolean } = {}) => run(async () => (await confirm({ variables: { token } })).data?.confirmChargePayment, options.quiet),
    [confirm, run, token],
  );
  const back = () => {
    shown.current = null;
    setAnswer(null);
  };

  const returned = router.isReady && typeof router.query.result === 'string';
  useEffect(() => {
    if (returned) void check();
  }, [returned, check]);

  return { answer, step: answer?.payment ?? null, busy, message, pay, check, back };
}
