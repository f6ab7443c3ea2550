import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { SiteLayout } from '@/components/layout/site-layout';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { Price, useFormatMoney } from '@/components/ui/price';
import { GetOrderDocument, type OrderProblemCode } from '@/graphql/generated/operations';
import { usePurchaseEvent } from '@/lib/client/analytics';
import { useTokenlessAddress } from '@/lib/client/tokenless-address';
import { brandOf, isRevenue, orderPurchase } from '@/lib/domain/analytics';
import { RESERVATION_CONFIRM_MINUTES } from '@/lib/domain/order-status';
import { sessionWhen } from '@/lib/domain/time';
import { withLiveData } from '@/lib/client/live-data';

export const Page = styled.div`
  padding: 48px 0 80px;
  display: grid;
  gap: 20px;

  h1 {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 14px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li time {
    display: block;
  }
  h2 {
    font-size: 20px;
    margin: 0;
  }
`;

const BookingId = styled.p`
  margin: 0;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 18px;
  strong {
    display: block;
    font-size: 32px;
    letter-spacing: 0.04em;
  }
`;

const Row = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
  font-size: ${({ $strong }) => ($strong ? 20 : 16)}px;
`;

/** Why there is no confirmation. A Record: a new problem fails the type check until it has words. */
const PROBLEMS: Record<OrderProblemCode, string> = {
  NOT_FOUND: 'confirmation.notFound',
  NO_ACTIVITIES: 'confirmation.noActivities',
  NOT_COMPLETE: 'confirmation.notComplete',
};

/** Where a booking's confirmation lives once its token is out of the address bar. */
export const BOOKING_ROUTE = '/booking';

/** Booking confirmation: "You're all booked", the booking ID, and where the tickets went. */
function Confirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const format = useFormatMoney();
  const { data } = useQuery(GetOrderDocument, { variables: { token } });
  const result = data?.getOrder;
  useTokenlessAddress(BOOKING_ROUTE, token, result);
  // The paid order's 'purchase' conversion, once (a reload or a second visit reports nothing). A
  // reservation (pay on arrival) is no purchase: no money was taken.
  usePurchaseEvent(result?.__typename === 'Order' && isRevenue(result) ? orderPurchase(result, brandOf(locale)) : null);

  if (!result || result.__typename === 'OrderProblem') {
    const text = t(PROBLEMS[result?.code ?? 'NOT_FOUND'] ?? 'confirmation.notFound');
    return (
      <SiteLayout title={text}>
        <Container $narrow>
          <Page>
            <h1>{text}</h1>
            <ButtonLink href="/">{t('confirmation.home')}</ButtonLink>
          </Page>
        </Container>
      </SiteLayout>
    );
  }
  // Pay on arrival is a reservation (issue #21): the page says what the visitor must do, plainly.
  const awaiting = result.status === 'awaiting_confirmation';
  const reserved = result.status === 'reserved';
  const due = result.dueOnArrival ? format(result.dueOnArrival) : '';
  const title = t(awaiting ? 'confirmation.awaitingTitle' : reserved ? 'confirmation.reservedTitle' : 'confirmation.title');
  return (
    <SiteLayout title={title}>
      <Container $narrow>
        <Page>
          <h1>{title}</h1>
          {awaiting && (
            <Notice role="status" $tone="info" style={{ margin: 0 }}>
              <strong>{t('confirmation.awaitingText', { minutes: RESERVATION_CONFIRM_MINUTES })}</strong>
              <br />
              {t('confirmation.awaitingSentTo', { email: result.email })}
            </Notice>
          )}
          <BookingId>
            {t('confirmation.bookingId')}
            <strong>{result.bookingId}</strong>
          </BookingId>
          {awaiting ? (
            <Notice $tone="info" style={{ margin: 0 }}>
              {t('confirmation.awaitingPay', { amount: due })}
            </Notice>
          ) : (
            <Notice role="status" $tone="success" style={{ margin: 0 }}>
              {reserved ? (
                <>
                  <strong>{t('confirmation.reserved', { amount: due })}</strong>
                  <br />
                </>
              ) : null}
              {t('confirmation.sentTo', { email: result.email })}
            </Notice>
          )}
          {!awaiting && !reserved && result.dueOnArrival && (
            <Notice $tone="info" style={{ margin: 0 }}>
              {t('confirmation.payOnArrival', { amount: due })}
            </Notice>
          )}
          <p style={{ margin: 0 }}>{t('confirmation.thanks', { name: result.firstName })}</p>
          <ul>
            {result.lines.map((line) => (
              <li key={line.id}>
                <Row>
                  <h2>{line.activity.title}</h2>
                  <Price money={line.total} />
                </Row>
                <time dateTime={line.session.startsAt}>{sessionWhen(line.session)}</time>
                <div>
                  {line.tickets.map((ticket) => `${ticket.quantity} × ${ticket.variation.title}`).join(', ')}
                  {line.addOns.map((choice) => ` · ${choice.addOn.title}`).join('')}
                  {line.upgrade ? ` · ${line.upgrade.title}` : ''}
                </div>
              </li>
            ))}
          </ul>
          <div>
            {result.discount.amount > 0 && (
              <Row>
                <span>{t('checkout.discount')}</span>
                <span>−{format(result.discount)}</span>
              </Row>
            )}
            {result.giftCard.amount > 0 && (
              <Row>
                <span>{t('checkout.giftCard')}</span>
                <span>−{format(result.giftCard)}</span>
              </Row>
            )}
            {result.cardFee.amount > 0 && (
              <Row>
                <span>{t('checkout.cardFee')}</span>
                <Price money={result.cardFee} />
              </Row>
            )}
            {/* Pay on arrival collected nothing: the total is what the desk will ask for. */}
            <Row $strong>
              <span>{t(result.dueOnArrival ? 'confirmation.dueOnArrival' : 'checkout.total')}</span>
              <Price money={result.dueOnArrival ?? result.total} />
            </Row>
          </div>
          <p style={{ margin: 0, color: '#56606b' }}>{t('confirmation.times')}</p>
          <div>
            <ButtonLink href="/">{t('confirmation.home')}</ButtonLink>
          </div>
        </Page>
      </Container>
    </SiteLayout>
  );
}

export const ConfirmationView = withLiveData(Confirmation, [GetOrderDocument]);
