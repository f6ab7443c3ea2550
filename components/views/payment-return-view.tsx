import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { SiteLayout } from '@/components/layout/site-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { unpaidOutcomeKey } from '@/components/checkout/payment-outcome';
import { ConfirmPaymentDocument, type PaymentOutcome } from '@/graphql/generated/operations';
import { clearDrafts } from '@/lib/client/form-draft';
import { withLiveData } from '@/lib/client/live-data';
import { withFormsTranslations } from '@/components/layout/translations';

/**
 * Where a hosted payment page sends the visitor back. The result in the URL is only a hint: the server
 * asks the provider, then the visitor goes to the confirmation or back to checkout with the reason.
 */
function PaymentReturn() {
  const t = useT();
  const router = useRouter();
  const token = typeof router.query.order === 'string' ? router.query.order : null;
  const [confirm, { loading }] = useMutation(ConfirmPaymentDocument);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);

  const check = useCallback(async () => {
    if (!token) return setOutcome('UNKNOWN');
    try {
      const { data } = await confirm({ variables: { token } });
      const result = data?.confirmPayment.outcome ?? 'UNKNOWN';
      const order = data?.confirmPayment.order;
      // A gift voucher's payment returns to the gift page, a booking's to checkout.
      const from = order?.confirmationPath.startsWith('/gift-vouchers') ? '/gift-vouchers' : '/checkout';
      if ((result === 'PAID' || result === 'NOTHING_TO_PAY') && order) {
        clearDrafts();
        return void router.replace(order.confirmationPath);
      }
      if (result === 'CANCELLED') return void router.replace(`${from}?payment=cancelled`);
      if (result === 'ERROR') return void router.replace(`${from}?payment=error`);
      setOutcome(result);
    } catch {
      setOutcome('UNKNOWN');
    }
  }, [confirm, router, token]);

  useEffect(() => {
    if (router.isReady) void check();
  }, [router.isReady, check]);

  return (
    <SiteLayout title={t('checkout.returnTitle')}>
      <Container $narrow style={{ padding: '48px 20px 80px', display: 'grid', gap: 20 }}>
        <h1>{t('checkout.returnTitle')}</h1>
        {!outcome && <p role="status">{t('checkout.checking')}</p>}
        {outcome && (
          <>
            <Notice role="alert" $tone="error">
              {t(unpaidOutcomeKey(outcome))}
            </Notice>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              {outcome === 'NOT_PAID' && (
                <Button type="button" disabled={loading} onClick={() => void check()}>
                  {t('checkout.checkAgain')}
                </Button>
              )}
              <ButtonLink $variant="secondary" href="/checkout">
                {t('checkout.backToCheckout')}
              </ButtonLink>
            </div>
          </>
        )}
      </Container>
    </SiteLayout>
  );
}

export const PaymentReturnView = withFormsTranslations(withLiveData(PaymentReturn));
