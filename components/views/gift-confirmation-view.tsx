import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VoucherPreview } from '@/components/gifts/voucher-preview';
import { SiteLayout } from '@/components/layout/site-layout';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { Price } from '@/components/ui/price';
import { GetGiftPurchaseDocument, type OrderProblemCode } from '@/graphql/generated/operations';
import { usePurchaseEvent } from '@/lib/client/analytics';
import { useTokenlessAddress } from '@/lib/client/tokenless-address';
import { useSiteLocale } from '@/components/layout/site-context';
import { brandOf, giftVoucherPurchase } from '@/lib/domain/analytics';
import { withLiveData } from '@/lib/client/live-data';

const Page = styled.div`
  padding: 48px 0 80px;
  display: grid;
  gap: 20px;
  h1 {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 8px 24px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Why there is no confirmation. A Record: a new problem fails the type check until it has words.
 * NO_ACTIVITIES is a booking's problem, never a gift purchase's.
 */
const PROBLEMS: Record<OrderProblemCode, string> = {
  NOT_FOUND: 'confirmation.notFound',
  NO_ACTIVITIES: 'confirmation.notFound',
  NOT_COMPLETE: 'gift.notComplete',
};

/** Where a gift purchase's confirmation lives once its token is out of the address bar. */
export const GIFT_PURCHASE_ROUTE = '/gift-vouchers/purchase';

/** The gift purchase confirmation, launched when the payment succeeds. */
function GiftConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const result = useQuery(GetGiftPurchaseDocument, { variables: { token } }).data?.getGiftPurchase;
  useTokenlessAddress(GIFT_PURCHASE_ROUTE, token, result);
  const locale = useSiteLocale();
  usePurchaseEvent(result?.__typename === 'GiftPurchase' ? giftVoucherPurchase(result, brandOf(locale)) : null);
  if (!result || result.__typename === 'OrderProblem') {
    const text = t(PROBLEMS[result?.code ?? 'NOT_FOUND'] ?? 'confirmation.notFound');
    return (
      <SiteLayout title={text}>
        <Container $narrow>
          <Page>
            <h1>{text}</h1>
            <ButtonLink href="/gift-vouchers">{t('gift.backToVouchers')}</ButtonLink>
          </Page>
        </Container>
      </SiteLayout>
    );
  }
  return (
    <SiteLayout title={t('gift.confirmed')}>
      <Container $narrow>
        <Page>
          <h1>{t('gift.confirmed')}</h1>
          <Notice role="status" $tone="success" style={{ margin: 0 }}>
            {t('gift.sent', { name: result.recipientName, email: result.recipientEmail })}
          </Notice>
          <VoucherPreview amount={result.amount.amount} to={result.recipientName} from={result.senderName} message={result.message ?? ''} code={result.cardCode} />
          <dl>
            <dt>{t('gift.purchaseReference')}</dt>
            <dd>{result.bookingId}</dd>
            <dt>{t('gift.amount')}</dt>
            <dd>
              <Price money={result.amount} />
            </dd>
            {result.cardFee.amount > 0 && (
              <>
                <dt>{t('checkout.cardFee')}</dt>
                <dd>
                  <Price money={result.cardFee} />
                </dd>
              </>
            )}
            <dt>{t('checkout.total')}</dt>
            <dd>
              <Price money={result.total} />
            </dd>
          </dl>
          <p style={{ margin: 0 }}>{t('gift.receiptSent', { email: result.senderEmail })}</p>
          <div>
            <ButtonLink href="/things-to-do">{t('checkout.browse')}</ButtonLink>
          </div>
        </Page>
      </Container>
    </SiteLayout>
  );
}

export const GiftConfirmationView = withLiveData(GiftConfirmation, [GetGiftPurchaseDocument]);
