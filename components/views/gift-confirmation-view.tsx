import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { VoucherPreview } from '@/components/gifts/voucher-preview';
import { SiteLayout } from '@/components/layout/site-layout';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { Price } from '@/components/ui/price';
import { GetGiftPurchaseConfirmationDocument, GetGiftPurchaseDocument, type GetGiftPurchaseQuery, type OrderProblemCode } from '@/graphql/generated/operations';
import { usePurchaseEvent } from '@/lib/client/purchase-event';
import { useConfirmationHandOver } from '@/lib/client/confirmation-hand-over';
import { useSiteLocale } from '@/components/layout/site-context';
import { brandOf, giftVoucherPurchase } from '@/lib/domain/purchase';
import { GIFT_CONFIRMATION_ROUTE } from '@/lib/domain/paths';
import { withLiveData } from '@/lib/client/live-data';
import { ReopenLink } from './confirmation-view';
import { HandingOver } from './hand-over';
import { withFormsTranslations } from '@/components/layout/translations';

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

type Lookup = GetGiftPurchaseQuery['getGiftPurchase'] | undefined;

/**
 * The gift purchase confirmation, launched when the payment succeeds. The card's code comes masked
 * (the recipient gets it by email only); on the token-free page the emails come masked too.
 */
function GiftConfirmationContent({ result, handingOver = false }: { result: Lookup; handingOver?: boolean }) {
  const t = useT();
  const page = (title: string, body: ReactNode) => (
    <SiteLayout title={handingOver ? t('confirmation.opening') : title}>
      <Container $narrow>
        <Page>{handingOver ? <HandingOver>{body}</HandingOver> : body}</Page>
      </Container>
    </SiteLayout>
  );
  if (!result || result.__typename === 'OrderProblem') {
    const text = t(PROBLEMS[result?.code ?? 'NOT_FOUND'] ?? 'confirmation.notFound');
    return page(
      text,
      <>
        <h1>{text}</h1>
        <ButtonLink href="/gift-vouchers">{t('gift.backToVouchers')}</ButtonLink>
      </>,
    );
  }
  return page(
    t('gift.confirmed'),
    <>
      <h1>{t('gift.confirmed')}</h1>
      <Notice role="status" $tone="success" style={{ margin: 0 }}>
        {t('gift.sent', { name: result.recipientName, email: result.recipientEmail })}
      </Notice>
      <VoucherPreview amount={result.amount.amount} to={result.recipientName} from={result.senderName} message={result.message ?? ''} maskedCode={result.maskedCode} />
      <p style={{ margin: 0 }}>{t('gift.codeMasked', { name: result.recipientName })}</p>
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
    </>,
  );
}

/** The purchase's link page (first-party scripts only), handing over to the token-free page (as a booking's). */
function LinkedGiftConfirmation({ token }: { token: string }) {
  const result = useQuery(GetGiftPurchaseDocument, { variables: { token } }).data?.getGiftPurchase;
  const handingOver = useConfirmationHandOver(GIFT_CONFIRMATION_ROUTE, !!result && !(result.__typename === 'OrderProblem' && result.code === 'NOT_FOUND'));
  return <GiftConfirmationContent result={result} handingOver={handingOver} />;
}

/** `/gift-vouchers/purchase`, with the trackers: the purchase the confirmation cookie names, and its conversion once. */
function CookieGiftConfirmation() {
  const locale = useSiteLocale();
  const { data, error } = useQuery(GetGiftPurchaseConfirmationDocument, { fetchPolicy: 'network-only', skip: typeof window === 'undefined' });
  const result = data?.getGiftPurchaseConfirmation;
  usePurchaseEvent(result?.__typename === 'GiftPurchase' && result.placedByThisVisitor ? giftVoucherPurchase(result, brandOf(locale)) : null);
  if (!result) return error ? <ReopenLink /> : <Waiting />;
  if (result.__typename === 'OrderProblem' && result.code === 'NOT_FOUND') return <ReopenLink />;
  return <GiftConfirmationContent result={result} />;
}

function Waiting() {
  return (
    <SiteLayout title="">
      <Container $narrow>
        <Page />
      </Container>
    </SiteLayout>
  );
}

export const GiftConfirmationView = withFormsTranslations(withLiveData(LinkedGiftConfirmation, [GetGiftPurchaseDocument]));
export const GiftPurchaseConfirmationView = withFormsTranslations(withLiveData(CookieGiftConfirmation));
