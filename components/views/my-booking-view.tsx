import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import { SiteLayout } from '@/components/layout/site-layout';
import { ParkAddress, Downloads, GroupFacts, Payments, PolicyText } from '@/components/my-booking/booking-facts';
import { ChangeDone, ChangePanel } from '@/components/my-booking/change-panel';
import { TicketCards } from '@/components/my-booking/ticket-cards';
import { useParkDateTime } from '@/components/my-booking/use-my-booking-formats';
import { BookedLines } from '@/components/booking/booked-lines';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { useFormatMoney } from '@/components/ui/price';
import { GetMyBookingDocument, type MyBookingChangeFieldsFragment, type MyBookingFieldsFragment } from '@/graphql/generated/operations';
import { withLiveData } from '@/lib/client/live-data';
import { FIND_BOOKING_PATH } from '@/lib/domain/paths';
import { confirmationState } from '@/lib/domain/order-status';
import { Page } from './confirmation-view';
import { withFormsTranslations } from '@/components/layout/translations';

/**
 * The riders' section, for bookings whose activities ask riders: its own chunk, fetched only then, so no
 * other page's (nor a booking without riders') JavaScript grows (docs/performance.md).
 */
const RidersSection = dynamic(() => import('@/components/riders/riders-section').then((m) => m.RidersSection), { ssr: false });

/** The page for a link that opens nothing: not ours (404), or expired (410), with the way to a new one. */
function NoBooking({ expired }: { expired: boolean }) {
  const t = useT();
  const title = t(expired ? 'myBooking.expiredTitle' : 'myBooking.notFoundTitle');
  return (
    <SiteLayout title={title}>
      <Container $narrow>
        <Page>
          <h1>{title}</h1>
          <p style={{ margin: 0 }}>{t('myBooking.newLink')}</p>
          <div>
            <ButtonLink href={FIND_BOOKING_PATH}>{t('myBooking.findBooking')}</ButtonLink>
          </div>
        </Page>
      </Container>
    </SiteLayout>
  );
}

function Booking({ token, booking, onChanged, change }: { token: string; booking: MyBookingFieldsFragment; onChanged: (change: MyBookingChangeFieldsFragment) => Promise<void>; change: MyBookingChangeFieldsFragment | null }) {
  const t = useT();
  const when = useParkDateTime();
  const format = useFormatMoney();
  const { order } = booking;
  const everyCancelled = booking.tickets.length > 0 && booking.tickets.every((ticket) => ticket.cancelled);
  const state = confirmationState(order.status, everyCancelled) ?? 'booked';
  const title = t('myBooking.title');
  const asksRiders = booking.tickets.some((ticket) => !ticket.cancelled && 'riders' in ticket.activity && ticket.activity.riders);
  return (
    <SiteLayout title={title}>
      <Container $narrow>
        <Page>
          <h1>{title}</h1>
          <p style={{ margin: 0 }}>
            {t('confirmation.bookingId')}: <strong>{order.bookingId}</strong> · {t(`myBooking.state.${state}`)}
          </p>
          {change ? <ChangeDone change={change} /> : null}
          {order.dueOnArrival ? (
            <Notice $tone="info" style={{ margin: 0 }}>
              {t('confirmation.payOnArrival', { amount: format(order.dueOnArrival) })}
            </Notice>
          ) : null}
          {booking.group ? <GroupFacts group={booking.group} /> : null}
          <TicketCards tickets={booking.tickets} />
          {asksRiders && <RidersSection token={token} />}
          <section aria-labelledby="my-booking-order">
            <h2 id="my-booking-order">{t('myBooking.order')}</h2>
            {/* The order's total as placed, with the differences paid since: what the payments below add up to. */}
            <BookedLines order={{ ...order, total: booking.total }} differencesPaid={booking.differencesPaid} ended={state === 'cancelled' || state === 'refunded'} heading="h3" />
          </section>
          <ChangePanel token={token} booking={booking} onChanged={onChanged} payOffered={Boolean(change?.payPath)} />
          <Downloads booking={booking} />
          <ParkAddress park={booking.park} />
          <Payments payments={booking.payments} />
          <PolicyText policy={booking.policy} />
          <p style={{ margin: 0, color: '#56606b' }}>
            {t('confirmation.times')} {t('myBooking.linkUntil', { when: when(booking.linkExpiresAt) })}
          </p>
        </Page>
      </Container>
    </SiteLayout>
  );
}

/**
 * A visitor's My booking page (issue #24; `/my-booking/<token>`, first-party scripts only): the tickets'
 * QR codes for the gate, the PDF and calendar downloads, the park's address, the money, the policy, and
 * the changes it allows. A change answers with the booking as it stands, shown at once.
 */
function MyBooking({ token }: { token: string }) {
  const { data, refetch } = useQuery(GetMyBookingDocument, { variables: { token } });
  const result = data?.myBooking;
  const [change, setChange] = useState<MyBookingChangeFieldsFragment | null>(null);
  if (result?.__typename !== 'MyBooking') {
    if (!result) return <SiteLayout title="">{null}</SiteLayout>;
    return <NoBooking expired={result.code === 'LINK_EXPIRED'} />;
  }
  const changed = async (done: MyBookingChangeFieldsFragment) => {
    await refetch();
    setChange(done);
  };
  return <Booking token={token} booking={result} change={change} onChanged={changed} />;
}

export const MyBookingView = withFormsTranslations(withLiveData(MyBooking));
