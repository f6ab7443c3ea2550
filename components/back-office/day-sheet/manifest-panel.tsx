import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { SessionManifestDocument, type SessionManifestQuery } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { livePollInterval, useRefetchWhenShown } from '../live-query';
import { StackedTable } from './stacked-table';
import { parkClock } from '../formats';

type Booking = SessionManifestQuery['sessionManifest']['bookings'][number];
type WaitingEntry = SessionManifestQuery['sessionManifest']['waitingList'][number];

const Panel = styled.section`
  padding: 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 17px;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 15px;
  }
  p {
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Bookings = styled(StackedTable)`
  td.booking {
    white-space: nowrap;
  }
`;

const Badge = styled.span<{ $tone: 'good' | 'due' | 'pending' | 'quiet' }>`
  display: inline-block;
  margin: 0 4px 4px 0;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
  border: 1px solid currentColor;
  color: ${({ $tone }) => ({ good: '#185c2d', due: '#7a3c00', pending: '#4a4f57', quiet: '#4a4f57' })[$tone]};
  background: ${({ $tone }) => ({ good: '#e3f4e8', due: '#fff0dc', pending: '#eef0f3', quiet: '#fff' })[$tone]};
`;

const Download = styled.a`
  font-weight: 700;
`;

const PAYMENT_TONE = { PAID: 'good', PAY_AT_DESK: 'due', AWAITING_CONFIRMATION: 'pending', AWAITING_PAYMENT: 'pending' } as const;
const CHECK_IN_TONE = { NONE: 'quiet', PARTIAL: 'due', FULL: 'good' } as const;

function List({ lines }: { lines: string[] }) {
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const RIDERS_TONE = { ready: 'good', waiverMissing: 'due', ridersMissing: 'due', limitsNotMet: 'due', adultNeeded: 'due' } as const;

/** The booking's riders: the gate's verdict on them, then each with their age on the day, waiver and any limit not met. */
function Riders({ riders }: { riders: NonNullable<Booking['riders']> }) {
  const t = useStaffT();
  return (
    <>
      <Badge $tone={RIDERS_TONE[riders.verdict]}>{t(`checkIn.riders.verdict.${riders.verdict}`)}</Badge>
      <ul>
        {riders.riders.map((rider) => (
          <li key={`${rider.ticketCode}-${rider.seat}`}>
            {rider.name ? `${rider.name}${rider.age !== null && rider.age !== undefined ? ` (${rider.age})` : ''}` : t('checkIn.riders.notNamed')}
            {rider.waiver !== 'notAsked' && ` · ${t(`checkIn.riders.waiver.${rider.waiver}`)}`}
            {rider.problems.map((problem) => ` · ${t(`checkIn.riders.problem.${problem.code}`, { limit: problem.limit ?? '', question: problem.question ?? '' })}`).join('')}
          </li>
        ))}
      </ul>
    </>
  );
}

const counted = (items: { name: string; quantity: number }[]): string[] => items.map((item) => `${item.quantity} × ${item.name}`);

function BookingRow({ booking }: { booking: Booking }) {
  const t = useStaffT();
  const extras = [...counted(booking.addOns), ...booking.upgrades];
  return (
    <tr>
      <th scope="row" className="wide" data-label={t('daySheet.manifest.name')}>
        {booking.customerName}
      </th>
      <td className="booking" data-label={t('daySheet.manifest.booking')}>
        <a href={booking.orderPath}>{booking.bookingId}</a>
      </td>
      <td data-label={t('daySheet.manifest.people')} className="number">
        {booking.people}
      </td>
      <td className="wide" data-label={t('daySheet.manifest.contact')}>
        <a href={`tel:${booking.phone.replace(/[^+\d]/g, '')}`}>{booking.phone}</a>
        <br />
        <a href={`mailto:${booking.email}`}>{booking.email}</a>
      </td>
      <td data-label={t('daySheet.manifest.tickets')}>
        <List lines={counted(booking.tickets)} />
      </td>
      <td data-label={t('daySheet.manifest.extras')}>{extras.length ? <List lines={extras} /> : t('daySheet.manifest.noExtras')}</td>
      <td className="wide" data-label={t('daySheet.manifest.riders')}>
        {booking.riders ? <Riders riders={booking.riders} /> : '–'}
      </td>
      <td className="wide" data-label={t('daySheet.manifest.status')}>
        <Badge $tone={PAYMENT_TONE[booking.payment]}>{t(`daySheet.payment.${booking.payment}`)}</Badge>
        <Badge $tone={CHECK_IN_TONE[booking.checkIn]}>{t(`daySheet.checkIn.${booking.checkIn}`, { checkedIn: booking.checkedIn, people: booking.people })}</Badge>
        {booking.dueAtDesk && <div>{t('daySheet.manifest.due', { amount: booking.dueAtDesk })}</div>}
      </td>
    </tr>
  );
}

const WAITING_TONE = { unconfirmed: 'quiet', waiting: 'pending', offered: 'due', claimed: 'good', expired: 'quiet', left: 'quiet' } as const;

/** The session's waiting list (issue #24), in line order: who is waiting, who holds an offer and until when. */
function WaitingList({ entries, named, timeZone }: { entries: WaitingEntry[]; named: { time: string; activity: string }; timeZone: string }) {
  const t = useStaffT();
  const inLine = entries.filter((entry) => entry.status === 'waiting' || entry.status === 'offered').length;
  return (
    <>
      <h3>{t('daySheet.waitingList.heading', { count: inLine })}</h3>
      {entries.length ? (
        <Bookings $cells={2}>
          <caption>{t('daySheet.waitingList.caption', named)}</caption>
          <thead>
            <tr>
              {(['position', 'email', 'places', 'status', 'offeredUntil'] as const).map((key) => (
                <th key={key} scope="col" className={key === 'position' || key === 'places' ? 'number' : undefined}>
                  {t(`daySheet.waitingList.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.position}>
                <td className="number" data-label={t('daySheet.waitingList.position')}>
                  {entry.position}
                </td>
                <th scope="row" className="wide" data-label={t('daySheet.waitingList.email')}>
                  <a href={`mailto:${entry.email}`}>{entry.email}</a>
                </th>
                <td className="number" data-label={t('daySheet.waitingList.places')}>
                  {entry.places}
                </td>
                <td data-label={t('daySheet.waitingList.status')}>
                  <Badge $tone={WAITING_TONE[entry.status]}>{t(`daySheet.waitingList.statusName.${entry.status}`)}</Badge>
                </td>
                <td data-label={t('daySheet.waitingList.offeredUntil')}>{entry.status === 'offered' && entry.offeredUntil ? parkClock(entry.offeredUntil, timeZone) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </Bookings>
      ) : (
        <p>{t('daySheet.waitingList.none')}</p>
      )}
    </>
  );
}

/** A session's bookings, live: who is coming, what they bought, and how each stands at the desk and the gate. */
export function ManifestPanel({ session, id, visible }: { session: { id: string; startTime: string; activityName: string }; id: string; visible: boolean }) {
  const t = useStaffT();
  const { data, error, refetch } = useQuery(SessionManifestDocument, { variables: { sessionId: session.id }, pollInterval: livePollInterval(visible) });
  useRefetchWhenShown(visible, refetch);
  const manifest = data?.sessionManifest;
  const named = { time: session.startTime, activity: session.activityName };
  return (
    <Panel id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('daySheet.manifest.heading', named)}</h2>
      {!manifest ? (
        <p role={error ? 'alert' : undefined}>{error ? t('daySheet.error') : t('daySheet.loading')}</p>
      ) : (
        <>
          <p className="screen-only">
            <Download href={manifest.csvPath} download>
              {t('daySheet.manifest.downloadCsv')}
            </Download>
          </p>
          {manifest.bookings.length ? (
            <Bookings $cells={2}>
              <caption>{t('daySheet.manifest.caption', named)}</caption>
              <thead>
                <tr>
                  {(['name', 'booking', 'people', 'contact', 'tickets', 'extras', 'riders', 'status'] as const).map((key) => (
                    <th key={key} scope="col" className={key === 'people' ? 'number' : undefined}>
                      {t(`daySheet.manifest.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {manifest.bookings.map((booking) => (
                  <BookingRow key={booking.bookingId} booking={booking} />
                ))}
              </tbody>
            </Bookings>
          ) : (
            <p>{t('daySheet.manifest.none')}</p>
          )}
          <WaitingList entries={manifest.waitingList} named={named} timeZone={manifest.park.timeZone} />
        </>
      )}
    </Panel>
  );
}
