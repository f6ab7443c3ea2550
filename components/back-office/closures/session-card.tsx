import styled from 'styled-components';
import type { ScheduleQuery } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';

export type ScheduleSession = ScheduleQuery['schedule']['sessions'][number];

export const Card = styled.li<{ $closed: boolean }>`
  list-style: none;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme, $closed }) => ($closed ? theme.colors.error : theme.colors.primary)};
  border-radius: 12px;
  background: #fff;
  display: grid;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 19px;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 10px;
  }
  p {
    margin: 0;
  }
`;

const Badge = styled.span<{ $closed: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 700;
  background: ${({ $closed }) => ($closed ? '#fbeeee' : '#e3f4e8')};
  color: ${({ $closed }) => ($closed ? '#8f2a2a' : '#1d6b35')};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 15px;
`;

const Bookings = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 2px 10px;
    align-items: baseline;
  }
  a {
    font-weight: 700;
    min-height: 32px;
    display: inline-flex;
    align-items: center;
  }
`;

/** A session: its time, activity, whether it is open, what it sold, and (closed) why and whom it concerns. */
export function SessionSummary({ session }: { session: ScheduleSession }) {
  const t = useStaffT();
  const status = session.closed ? t('closures.closed') : session.started ? t('closures.started') : t('closures.open');
  return (
    <>
      <h2>
        <span>
          {session.startTime} {session.activityName}
        </span>
        <Badge $closed={session.closed}>{status}</Badge>
      </h2>
      <p>
        <Muted>{t('closures.places', { sold: session.sold, reserved: session.reserved, held: session.held, free: session.free, capacity: session.capacity })}</Muted>
      </p>
      {session.closed && session.closedReason && (
        <p>
          <strong>{t('closures.reasonLabel')}</strong>
          {session.closedReason}
        </p>
      )}
    </>
  );
}

/** The bookings a closure tells (each a link to its order), or that there are none. */
export function AffectedBookings({ session }: { session: ScheduleSession }) {
  const t = useStaffT();
  if (!session.bookings.length) return <Muted>{t('closures.noBookings')}</Muted>;
  return (
    <section aria-label={t('closures.bookingsOf', { time: session.startTime, activity: session.activityName })}>
      <p>
        <strong>{session.closed ? t('closures.affected', { count: session.bookings.length }) : t('closures.wouldAffect', { count: session.bookings.length })}</strong>
      </p>
      <Bookings>
        {session.bookings.map((booking) => (
          <li key={booking.bookingId}>
            <a href={booking.orderPath}>{booking.bookingId}</a>
            <span>{booking.customerName}</span>
            <Muted>
              {t('closures.tickets', { count: booking.tickets })} · {booking.payAtDesk ? t('closures.payAtDesk') : t('closures.paid')} · {t(`closures.language.${booking.language === 'zh-Hant' ? 'zhHant' : 'en'}`)}
            </Muted>
          </li>
        ))}
      </Bookings>
    </section>
  );
}
