import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { ExternalButtonLink } from '@/components/ui/button';
import { useFormatMoney } from '@/components/ui/price';
import type { MyBookingFieldsFragment } from '@/graphql/generated/operations';
import { sessionWhen } from '@/lib/domain/time';
import { useParkDateTime, useParkDay } from './use-my-booking-formats';

type Booking = MyBookingFieldsFragment;

const Block = styled.section`
  display: grid;
  gap: 10px;
  h2 {
    font-size: 20px;
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 16px;
  dt {
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** Where the park is, with a map link. */
export function ParkAddress({ park }: { park: Booking['park'] }) {
  const t = useT();
  if (!park.address && !park.mapUrl) return null;
  return (
    <Block aria-labelledby="my-booking-where">
      <h2 id="my-booking-where">{t('myBooking.where')}</h2>
      <p>
        <strong>{park.name}</strong>
        {park.address ? (
          <>
            <br />
            <span style={{ whiteSpace: 'pre-line' }}>{park.address}</span>
          </>
        ) : null}
      </p>
      {park.mapUrl ? (
        <p>
          <a href={park.mapUrl} target="_blank" rel="noopener noreferrer">
            {t('myBooking.map')}
          </a>
        </p>
      ) : null}
    </Block>
  );
}

/** The tickets as a PDF, the sessions as a calendar file, and each session in Google Calendar. */
export function Downloads({ booking }: { booking: Booking }) {
  const t = useT();
  const standing = booking.tickets.some((ticket) => !ticket.cancelled);
  if (!standing) return null;
  return (
    <Block aria-labelledby="my-booking-keep">
      <h2 id="my-booking-keep">{t('myBooking.keep')}</h2>
      <Links>
        <ExternalButtonLink href={booking.pdfPath} download $variant="secondary">
          {t('myBooking.pdf')}
        </ExternalButtonLink>
        <ExternalButtonLink href={booking.icsPath} download $variant="secondary">
          {t('myBooking.ics')}
        </ExternalButtonLink>
      </Links>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {booking.sessions.map((entry) => (
          <li key={entry.session.id}>
            <a href={entry.googleCalendarUrl} target="_blank" rel="noopener noreferrer">
              {t('myBooking.google', { activity: entry.activity.title, when: sessionWhen(entry.session) })}
            </a>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Money in and out: payments, refunds, and charges of moves (one due links to its payment page). */
export function Payments({ payments }: { payments: Booking['payments'] }) {
  const t = useT();
  const format = useFormatMoney();
  const when = useParkDateTime();
  if (!payments.length) return null;
  return (
    <Block aria-labelledby="my-booking-payments">
      <h2 id="my-booking-payments">{t('myBooking.payments')}</h2>
      <Rows>
        {payments.map((payment, index) => (
          <div key={index} style={{ display: 'contents' }}>
            <dt>
              {t(`myBooking.paymentKind.${payment.kind}`)} · {payment.gatewayTitle ?? t(`myBooking.paymentMethod.${payment.method}`)}
              <br />
              <small>
                {when(payment.at)} · {t(`myBooking.paymentStatus.${payment.status}`)}
              </small>
              {payment.payPath ? (
                <>
                  <br />
                  <a href={payment.payPath}>{t('myBooking.payNow', { amount: format(payment.amount) })}</a>
                </>
              ) : null}
            </dt>
            <dd>{payment.kind === 'refund' ? `−${format(payment.amount)}` : format(payment.amount)}</dd>
          </div>
        ))}
      </Rows>
    </Block>
  );
}

/** The park's policy in words: until when changes are allowed, and where money goes. */
export function PolicyText({ policy }: { policy: Booking['policy'] }) {
  const t = useT();
  const lines = [
    policy.rescheduleHoursBefore === null || policy.rescheduleHoursBefore === undefined
      ? t('myBooking.policy.noReschedule')
      : t('myBooking.policy.reschedule', { count: policy.rescheduleHoursBefore }),
    policy.cancelHoursBefore === null || policy.cancelHoursBefore === undefined ? t('myBooking.policy.noCancel') : t('myBooking.policy.cancel', { count: policy.cancelHoursBefore }),
    policy.cancelHoursBefore === null || policy.cancelHoursBefore === undefined
      ? null
      : policy.refundTo.length > 1
        ? t('myBooking.policy.refundChoice')
        : t(`myBooking.policy.refundTo.${policy.refundTo[0]}`),
    policy.giftCardBonusPercent > 0 ? t('myBooking.policy.bonus', { percent: policy.giftCardBonusPercent }) : null,
  ].filter(Boolean);
  return (
    <Block aria-labelledby="my-booking-policy">
      <h2 id="my-booking-policy">{t('myBooking.policy.title')}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Block>
  );
}

/**
 * A group booking's organiser's part (lib/server/groups): the school or company, the numbers, the deposit
 * paid and the balance still due by its day with the link that pays it, and the invoice. Its riders, their
 * waivers and links are the riders' section's, above.
 */
export function GroupFacts({ group }: { group: NonNullable<Booking['group']> }) {
  const t = useT();
  const format = useFormatMoney();
  const day = useParkDay();
  return (
    <Block aria-labelledby="my-booking-group">
      <h2 id="my-booking-group">{t('myBooking.group.heading', { organisation: group.organisation })}</h2>
      <Rows>
        <dt>{t('myBooking.group.people')}</dt>
        <dd>{group.people}</dd>
        <dt>{t('myBooking.group.deposit')}</dt>
        <dd>{format(group.deposit)}</dd>
        {group.balancePaid.amount > 0 ? (
          <>
            <dt>{t('myBooking.group.balancePaid')}</dt>
            <dd>{format(group.balancePaid)}</dd>
          </>
        ) : null}
        {group.balanceDue.amount > 0 ? (
          <>
            <dt>{t('myBooking.group.balanceDue', { day: day(group.dueOn) })}</dt>
            <dd>{format(group.balanceDue)}</dd>
          </>
        ) : null}
      </Rows>
      <p>{t('myBooking.group.invoiceTo', { email: group.invoiceEmail })}</p>
      <Links>
        {group.payPath ? <ExternalButtonLink href={group.payPath}>{t('myBooking.group.pay', { amount: format(group.balanceDue) })}</ExternalButtonLink> : null}
        {group.invoicePath ? (
          <ExternalButtonLink href={group.invoicePath} download $variant="secondary">
            {t('myBooking.group.invoice')}
          </ExternalButtonLink>
        ) : null}
      </Links>
    </Block>
  );
}
