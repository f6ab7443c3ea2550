import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { DashboardDocument } from '@/graphql/generated/staff-operations';
import { DASHBOARD_POLL_MS } from '@/lib/domain/dashboard';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { BusinessCards, CheckInCards } from './today-cards';
import { usePageVisible, useRefetchWhenShown } from '../live-query';
import { screensFor } from '../navigation';
import { ParkChoice, useChosenPark } from '../park-choice';
import { PasskeysPanel } from '../passkeys-panel';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { longDay } from '../formats';
import { Panel, ScreenHeading } from '../ui';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 56px;
    padding: 8px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-size: 17px;
    font-weight: 800;
    text-align: center;
    text-decoration: none;
  }
`;

const DayOf = styled.p`
  margin: -8px 0 8px;
  font-size: 19px;
  font-weight: 700;
`;

const Status = styled.p`
  margin: 0 0 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The start screen, "Today": the chosen park's day live (every 30 s while the tab is shown): its sessions'
 * check-ins for everyone, its money, enquiries and mail for managers and owners (the server decides what
 * a role gets: lib/server/dashboard). Below, the member's screens as big targets for a phone at the gate,
 * their account and passkeys.
 */
export function StaffHomeScreen() {
  const t = useStaffT();
  const { staff, lang } = useStaffShell();
  const { parks, parkId, setParkId } = useChosenPark();
  const visible = usePageVisible();
  const query = useQuery(DashboardDocument, { variables: { parkId }, skip: !parkId, pollInterval: visible ? DASHBOARD_POLL_MS : 0 });
  useRefetchWhenShown(visible, query.refetch);
  if (!staff) return null;
  const today = query.data?.dashboard;
  const clock = (instant: string, timeZone: string) => dateTimeFormat(lang === 'zh-Hant' ? 'zh-Hant' : 'en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  return (
    <>
      <ScreenHeading>{t('home.heading')}</ScreenHeading>
      <ParkChoice name="park" label={t('dashboard.park')} parks={parks} value={parkId} onChange={setParkId} />
      {today ? (
        <>
          <DayOf>{t('dashboard.dayOf', { park: today.park.name, day: longDay(today.date, lang) })}</DayOf>
          <Status>{visible ? t('dashboard.updated', { time: clock(today.readAt, today.park.timeZone) }) : t('dashboard.paused')}</Status>
          {/* A manager's money first, above a long day's sessions; a gate is given none, so its check-in leads. */}
          <BusinessCards today={today} />
          <CheckInCards today={today} />
        </>
      ) : (
        parkId && <p role={query.error ? 'alert' : 'status'}>{query.error ? t('dashboard.error') : t('dashboard.loading')}</p>
      )}
      <h2>{t('dashboard.goTo')}</h2>
      <Tiles>
        {screensFor(staff.actions).map((screen) => (
          <li key={screen.href}>
            <a href={screen.href}>{t(screen.label)}</a>
          </li>
        ))}
      </Tiles>
      <Panel aria-labelledby="account-heading">
        <h2 id="account-heading">{t('home.account')}</h2>
        <p>{t('home.role', { role: t(`role.${staff.role}`) })}</p>
        <p>{t('home.parks', { parks: staff.parks.map((park) => park.name).join(', ') })}</p>
      </Panel>
      <PasskeysPanel />
    </>
  );
}
