import styled from 'styled-components';
import type { DashboardQuery } from '@/graphql/generated/staff-operations';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { useStaffFormats } from '../formats';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';

/*
 * Today's cards (components/back-office/dashboard/home-screen.tsx): big figures a gate reads at arm's
 * length on a phone, in one column at 390 px and a grid at 1280 px. Each card is a section with its own
 * heading; figures are description lists, so a screen reader reads "Expected 7", not a bare number.
 */

type Today = DashboardQuery['dashboard'];
type Money = NonNullable<Today['money']>;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 12px;
  margin-bottom: 16px;
`;

export const Card = styled.section`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: #fff;
  min-width: 0;
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 4px 0 0;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(68px, 1fr));
  gap: 4px;
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 28px;
    font-weight: 800;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const Big = styled.p`
  font-size: 32px;
  font-weight: 800;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 15px;
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;

const Lines = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  div:last-child {
    border-bottom: 0;
  }
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
  }
`;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const percentText = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value}%`);

/** The check-in part, the whole of it a gate sees: the day's totals, then each session. */
export function CheckInCards({ today }: { today: Today }) {
  const t = useStaffT();
  return (
    <section aria-labelledby="today-check-in">
      <h2 id="today-check-in">{t('dashboard.checkIn')}</h2>
      <Cards>
        <Card aria-label={t('dashboard.dayOccupancy')}>
          <Figures>
            <Figure label={t('dashboard.expected')} value={today.expected} />
            <Figure label={t('dashboard.checkedIn')} value={today.checkedIn} />
            <Figure label={t('dashboard.dayOccupancy')} value={percentText(today.occupancy)} />
            <Figure label={t('dashboard.missingWaivers')} value={today.missingWaivers} />
          </Figures>
          <Muted>{t('dashboard.ofCapacity', { booked: today.expected, capacity: today.capacity })}</Muted>
        </Card>
        {today.sessions.map((session) => (
          <Card key={session.id} aria-labelledby={`session-${session.id}`} data-session={session.id}>
            <h3 id={`session-${session.id}`}>
              {session.startTime}
              {session.endTime ? `–${session.endTime}` : ''} {session.activityName}
            </h3>
            <Figures>
              <Figure label={t('dashboard.expected')} value={session.expected} />
              <Figure label={t('dashboard.checkedIn')} value={session.checkedIn} />
              <Figure label={t('dashboard.noShows')} value={session.noShows ?? '–'} />
              <Figure label={t('dashboard.occupancy')} value={percentText(session.occupancy)} />
            </Figures>
            {session.noShows === null && <Muted>{t('dashboard.notStarted')}</Muted>}
            {session.missingWaivers > 0 && <Warning>{`${t('dashboard.missingWaivers')}: ${session.missingWaivers}`}</Warning>}
            {session.closed && <Warning>{t('dashboard.closed')}</Warning>}
          </Card>
        ))}
      </Cards>
      {!today.sessions.length && <p>{t('dashboard.noSessions')}</p>}
    </section>
  );
}

/** "+NZ$101.35 (+101%)": today's against last week's. */
function useChange() {
  const t = useStaffT();
  const formats = useStaffFormats();
  return (comparison: Money['sales'], currency: string) => {
    const difference = formats.signedMoney(comparison.difference, currency);
    return comparison.percentChange === null
      ? t('dashboard.changeNoPercent', { difference })
      : t('dashboard.change', { difference, percent: `${comparison.percentChange > 0 ? '+' : ''}${comparison.percentChange}%` });
  };
}

/** The money, the inbox and the mail: a manager's and an owner's (the API gives a gate none of it). */
export function BusinessCards({ today }: { today: Today }) {
  const t = useStaffT();
  const formats = useStaffFormats();
  const { lang } = useStaffShell();
  const change = useChange();
  const { money, enquiries, outbox } = today;
  const weekday = dateTimeFormat(lang === 'zh-Hant' ? 'zh-Hant' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${today.comparedWith}T12:00:00Z`));
  if (!money && !enquiries && !outbox) return null;
  return (
    <section aria-labelledby="today-money">
      <h2 id="today-money">{t('dashboard.money')}</h2>
      <Cards>
        {money && (
          <>
            <Card aria-labelledby="today-sales">
              <h3 id="today-sales">{t('dashboard.sales')}</h3>
              <Big data-figure="sales">{formats.money(money.sales.today, money.currency)}</Big>
              <p>{change(money.sales, money.currency)}</p>
              <Muted>{t('dashboard.lastWeek', { weekday, amount: formats.money(money.sales.lastWeek, money.currency) })}</Muted>
            </Card>
            <Card aria-labelledby="today-refunds">
              <h3 id="today-refunds">{t('dashboard.refunds')}</h3>
              <Big data-figure="refunds">{formats.money(money.refunds.today, money.currency)}</Big>
              <p>{t('dashboard.refundCount', { count: money.refundCount })}</p>
              <Muted>{t('dashboard.lastWeek', { weekday, amount: formats.money(money.refunds.lastWeek, money.currency) })}</Muted>
            </Card>
            <Card aria-labelledby="today-channels">
              <h3 id="today-channels">{t('dashboard.byChannel')}</h3>
              <Lines>
                {money.byChannel.map((line) => (
                  <div key={line.channel}>
                    <dt>{t(`dashboard.channel.${line.channel}`)}</dt>
                    <dd>{formats.money(line.amount, money.currency)}</dd>
                  </div>
                ))}
              </Lines>
            </Card>
            <Card aria-labelledby="today-unpaid">
              <h3 id="today-unpaid">{t('dashboard.unpaid')}</h3>
              <Big data-figure="unpaid">{money.unpaidReservations.count}</Big>
              <p>{t('dashboard.unpaidDue', { amount: formats.money(money.unpaidReservations.due, money.currency) })}</p>
            </Card>
          </>
        )}
        {enquiries && (
          <Card aria-labelledby="today-enquiries">
            <h3 id="today-enquiries">{t('dashboard.enquiries')}</h3>
            <Big data-figure="enquiries">{enquiries.waiting}</Big>
            {enquiries.oldest && <Muted>{t('dashboard.oldestEnquiry', { time: formats.moment(enquiries.oldest, today.park.timeZone) })}</Muted>}
            <p>
              <a href="/enquiries">{t('dashboard.openEnquiries')}</a>
            </p>
          </Card>
        )}
        {outbox && (
          <Card aria-labelledby="today-outbox">
            <h3 id="today-outbox">{t('dashboard.outbox')}</h3>
            {outbox.health === 'HEALTHY' ? <p>{t(`dashboard.health.${outbox.health}`)}</p> : <Warning>{t(`dashboard.health.${outbox.health}`)}</Warning>}
            <Figures>
              <Figure label={t('dashboard.queued')} value={outbox.queued} />
              <Figure label={t('dashboard.failing')} value={outbox.failing} />
            </Figures>
            {outbox.oldestQueuedMinutes !== null && <Muted>{t('dashboard.oldestQueued', { minutes: outbox.oldestQueuedMinutes })}</Muted>}
          </Card>
        )}
      </Cards>
    </section>
  );
}
