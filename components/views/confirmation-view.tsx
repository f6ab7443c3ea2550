import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { SiteLayout } from '@/components/layout/site-layout';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { useFormatMoney } from '@/components/ui/price';
import { GetBookingConfirmationDocument, GetOrderDocument, type GetOrderQuery, type OrderProblemCode } from '@/graphql/generated/operations';
import { usePurchaseEvent } from '@/lib/client/purchase-event';
import { useConfirmationHandOver } from '@/lib/client/confirmation-hand-over';
import { brandOf, isRevenue, orderPurchase } from '@/lib/domain/purchase';
import { confirmationState, RESERVATION_CONFIRM_MINUTES, type ConfirmationState } from '@/lib/domain/order-status';
import { greetingName, toLanguage } from '@/lib/domain/language';
import { BOOKING_CONFIRMATION_ROUTE, FIND_BOOKING_PATH } from '@/lib/domain/paths';
import { withLiveData } from '@/lib/client/live-data';
import { postToHost, useEmbedding } from '@/lib/client/widget-embedding';
import { bookingCompletedMessage } from '@/lib/domain/widget-messages';
import { BookedLines } from '@/components/booking/booked-lines';
import { HandingOver } from './hand-over';
import { withFormsTranslations } from '@/components/layout/translations';

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




/** The page's heading by how the booking stands. A Record: a new state fails the type check until it has words. */
const TITLES: Record<ConfirmationState, string> = {
  booked: 'confirmation.title',
  awaitingConfirmation: 'confirmation.awaitingTitle',
  reserved: 'confirmation.reservedTitle',
  cancelled: 'confirmation.cancelledTitle',
  refunded: 'confirmation.refundedTitle',
};

/** Why there is no confirmation. A Record: a new problem fails the type check until it has words. */
const PROBLEMS: Record<OrderProblemCode, string> = {
  NOT_FOUND: 'confirmation.notFound',
  NO_ACTIVITIES: 'confirmation.noActivities',
  NOT_COMPLETE: 'confirmation.notComplete',
};

type Lookup = GetOrderQuery['getOrder'] | undefined;

/**
 * Booking confirmation: "You're all booked", the booking ID, and where the tickets went. On the link's
 * page the email is the visitor's; on the token-free page it comes masked from the API.
 */
function ConfirmationContent({ result, handingOver = false }: { result: Lookup; handingOver?: boolean }) {
  const t = useT();
  // In the booking widget the way on is its activity list, not the site's home page.
  const onwards = t(useEmbedding() ? 'widget.allActivities' : 'confirmation.home');
  const site = useSiteLocale();
  const format = useFormatMoney();
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
        <ButtonLink href="/">{onwards}</ButtonLink>
      </>,
    );
  }
  // Pay on arrival is a reservation (issue #21): the page says what the visitor must do, plainly. A
  // booking staff cancelled (issue #22) says that it was, and refunded when it was paid.
  const state = confirmationState(result.status, result.lineParts.length > 0 && result.lineParts.every((part) => part.cancelled)) ?? 'booked';
  const awaiting = state === 'awaitingConfirmation';
  const reserved = state === 'reserved';
  const ended = state === 'cancelled' || state === 'refunded';
  const due = result.dueOnArrival ? format(result.dueOnArrival) : '';
  const title = t(TITLES[state]);
  return page(
    title,
    <>
      <h1>{title}</h1>
      {ended && (
        <Notice role="status" $tone="info" style={{ margin: 0 }}>
          {t(state === 'refunded' ? 'confirmation.refundedText' : 'confirmation.cancelledText')}
        </Notice>
      )}
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
      {ended ? null : awaiting ? (
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
      {state === 'booked' && result.dueOnArrival && (
        <Notice $tone="info" style={{ margin: 0 }}>
          {t('confirmation.payOnArrival', { amount: due })}
        </Notice>
      )}
      {!ended && <p style={{ margin: 0 }}>{t('confirmation.thanks', { name: greetingName(result, toLanguage(site.locale)) })}</p>}
      {/* The tickets where they stand now: staff may have moved some to another time, or cancelled some. */}
      <BookedLines order={result} ended={ended} />
      <p style={{ margin: 0, color: '#56606b' }}>{t('confirmation.times')}</p>
      <div>
        <ButtonLink href="/">{onwards}</ButtonLink>
      </div>
    </>,
  );
}

/**
 * The confirmation link's page (`/booking/<token>`, first-party scripts only): shows the booking from its
 * page data, then hands over to `/booking` (lib/client/confirmation-hand-over.ts). No purchase is
 * reported here: no tracker runs, and the token-free page reports it.
 */
function LinkedConfirmation({ token }: { token: string }) {
  const result = useQuery(GetOrderDocument, { variables: { token } }).data?.getOrder;
  const handingOver = useConfirmationHandOver(BOOKING_CONFIRMATION_ROUTE, !!result && !(result.__typename === 'OrderProblem' && result.code === 'NOT_FOUND'));
  return <ConfirmationContent result={result} handingOver={handingOver} />;
}

/** While the token-free page asks for its confirmation: the layout, and nothing to read yet. */
function Waiting() {
  return (
    <SiteLayout title="">
      <Container $narrow>
        <Page />
      </Container>
    </SiteLayout>
  );
}

/**
 * The token-free page a confirmation link's page opened, when the confirmation cookie names none. A
 * booking's visitor who lost the email can have its link sent again ("Find my booking", issue #24); a gift
 * purchase is no booking.
 */
export function ReopenLink({ booking = false }: { booking?: boolean }) {
  const t = useT();
  return (
    <SiteLayout title={t('confirmation.reopen')}>
      <Container $narrow>
        <Page>
          <h1>{t('confirmation.reopen')}</h1>
          <p style={{ margin: 0 }}>{t('confirmation.reopenText')}</p>
          {booking && <p style={{ margin: 0 }}>{t('confirmation.lostEmail')}</p>}
          {booking && <ButtonLink href={FIND_BOOKING_PATH}>{t('footer.findBooking')}</ButtonLink>}
          <ButtonLink href="/" $variant={booking ? 'secondary' : undefined}>
            {t('confirmation.home')}
          </ButtonLink>
        </Page>
      </Container>
    </SiteLayout>
  );
}

/**
 * `/booking`, with the site's trackers: the booking the browser's confirmation cookie names, asked of the
 * API in the browser (the cookie goes to the API only), and the order's 'purchase' conversion, once (a
 * reload or a second visit reports nothing).
 */
function CookieConfirmation() {
  const locale = useSiteLocale();
  const { data, error } = useQuery(GetBookingConfirmationDocument, { fetchPolicy: 'network-only', skip: typeof window === 'undefined' });
  const result = data?.getBookingConfirmation;
  // Only in the browser that placed it: the emailed link opened elsewhere reports nothing again. A
  // reservation (pay on arrival) is no purchase: no money was taken.
  usePurchaseEvent(result?.__typename === 'Order' && result.placedByThisVisitor && isRevenue(result) ? orderPurchase(result, brandOf(locale)) : null);
  if (!result) return error ? <ReopenLink booking /> : <Waiting />;
  if (result.__typename === 'OrderProblem' && result.code === 'NOT_FOUND') return <ReopenLink booking />;
  return <ConfirmationContent result={result} />;
}

/**
 * The booking widget's confirmation (`/embed/booking/<token>`, first-party scripts only): the booking from
 * its page data, with no hand-over (inside another site's frame the confirmation cookie is neither kept
 * nor sent), and, once it is done (paid, or a reservation), the completion told to the page that embeds
 * the widget (lib/domain/widget-messages.ts): its booking ID, nothing personal.
 */
function EmbeddedConfirmation({ token }: { token: string }) {
  const result = useQuery(GetOrderDocument, { variables: { token } }).data?.getOrder;
  const embedding = useEmbedding();
  const completed = result?.__typename === 'Order' ? confirmationState(result.status, false) : null;
  const bookingId = result?.__typename === 'Order' ? result.bookingId : null;
  useEffect(() => {
    if (!bookingId || (completed !== 'booked' && completed !== 'reserved' && completed !== 'awaitingConfirmation')) return;
    postToHost(bookingCompletedMessage(bookingId, completed === 'booked'), embedding?.host ?? null);
  }, [bookingId, completed, embedding?.host]);
  return <ConfirmationContent result={result} />;
}

export const ConfirmationView = withFormsTranslations(withLiveData(LinkedConfirmation, [GetOrderDocument]));
export const EmbeddedConfirmationView = withFormsTranslations(withLiveData(EmbeddedConfirmation, [GetOrderDocument]));
export const BookingConfirmationView = withFormsTranslations(withLiveData(CookieConfirmation));
