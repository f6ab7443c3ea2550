import { useQuery } from '@apollo/client/react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { GiftCardDocument } from '@/graphql/generated/staff-operations';
import { Notice } from '@/components/ui/notice';
import { formatGiftCode } from '@/lib/domain/gift';
import { useStaffT } from '../translations';
import { AdjustForm } from './adjust-form';
import { CardLedger, CardOrders } from './card-ledger';
import { CardSummary } from './card-summary';
import { FindCardForm } from './find-card-form';
import { VoidForm } from './void-form';
import { isForbidden, Panel } from '../ui';

/** The actions side by side at a desk, one above the other on a phone. */
const Actions = styled.div`
  display: grid;
  gap: 0 16px;
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Back = styled.p`
  margin: 0 0 8px;
`;

const Heading = styled.h1`
  font-size: 28px;
  margin: 8px 0 16px;
  span {
    white-space: nowrap;
  }
`;

/** "Gift card ABCD-EFGH-JKLM-NPQR", the code never broken across lines (it is read out and typed). */
function CardHeading({ code }: { code: string }) {
  const t = useStaffT();
  const marker = '\u0000';
  const [before, after = ''] = t('giftCards.card.heading', { code: marker }).split(marker);
  return (
    <>
      <Head>
        <title>{`${t('giftCards.card.heading', { code })} · ${t('title')}`}</title>
      </Head>
      <Heading>
        {before}
        <span>{code}</span>
        {after}
      </Heading>
    </>
  );
}

/**
 * One gift card (issue #22): its balance from the ledger, every entry, the orders that spent it, and
 * adjusting or voiding it with a reason and a second step. A card of another park, or none, gets the
 * same "no card of your parks" (the API says FORBIDDEN either way).
 */
export function GiftCardScreen() {
  const t = useStaffT();
  const { query } = useRouter();
  const code = formatGiftCode(typeof query.code === 'string' ? query.code : '');
  const { data, loading, error } = useQuery(GiftCardDocument, { variables: { code }, skip: !code });
  const card = data?.giftCard;

  return (
    <>
      <Back>
        <a href="/gift-cards">{t('giftCards.card.findAnother')}</a>
      </Back>
      <CardHeading code={code} />
      {loading && !card && <p>{t('loading')}</p>}
      {error && !card && (
        <Panel>
          {isForbidden(error) ? (
            <FindCardForm initial={code} problem={t('giftCards.find.notFound')} />
          ) : (
            <Notice role="alert" $tone="error">
              {t('giftCards.card.loadFailed')}
            </Notice>
          )}
        </Panel>
      )}
      {card && (
        <>
          <CardSummary card={card} />
          {card.voided ? (
            <Notice role="status" $tone="info" style={{ margin: '0 0 16px' }}>
              {t('giftCards.errors.voided')}
            </Notice>
          ) : (
            <Actions>
              <Panel aria-labelledby="adjust-heading">
                <h2 id="adjust-heading">{t('giftCards.adjust.heading')}</h2>
                <AdjustForm card={card} />
              </Panel>
              <Panel aria-labelledby="void-heading">
                <h2 id="void-heading">{t('giftCards.void.heading')}</h2>
                <VoidForm card={card} />
              </Panel>
            </Actions>
          )}
          <CardLedger card={card} />
          <CardOrders card={card} />
        </>
      )}
    </>
  );
}
