import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { DaySheetDocument } from '@/graphql/generated/staff-operations';
import { addDays } from '@/lib/domain/calendar';
import { isCalendarDay, parkDate } from '@/lib/domain/day-sheet';
import { DayControls, type DayChoice } from '../day-controls';
import { livePollInterval, usePageVisible, useRefetchWhenShown } from '../live-query';
import { DaySheetPrintStyle } from './print-style';
import { ConflictsPanel } from './conflicts-panel';
import { GroupsPanel } from './groups-panel';
import { SessionsTable } from './sessions-table';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { longDay, parkClock } from '../formats';
import { Refusal, ScreenHeading } from '../ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 12px;
  button,
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    padding: 6px 14px;
    border-radius: 8px;
    font: inherit;
    font-weight: 700;
  }
  button {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    cursor: pointer;
  }
`;

const SheetOf = styled.p`
  margin: -8px 0 16px;
  font-size: 19px;
  font-weight: 700;
  span {
    white-space: nowrap;
  }
`;

const Status = styled.p`
  margin: 0 0 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Legend = styled.p`
  margin: 12px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The day sheet (/day?park=…&date=…): a park's sessions of one day with their counts, live; each opens
 * its manifest. The park and day are in the address, so a sheet can be bookmarked and reloaded.
 */
export function DaySheetScreen() {
  const t = useStaffT();
  const router = useRouter();
  const { staff, lang } = useStaffShell();
  const parks = staff?.parks ?? [];
  const asked = single(router.query.park);
  const park = parks.find((candidate) => candidate.id === asked) ?? parks[0];
  const today = park ? parkDate(new Date(), park.timeZone) : '';
  const wanted = single(router.query.date);
  const choice: DayChoice = { parkId: asked ?? park?.id ?? '', date: wanted && isCalendarDay(wanted) ? wanted : today };
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const visible = usePageVisible();
  const mine = parks.some((candidate) => candidate.id === choice.parkId);
  const sheet = useQuery(DaySheetDocument, { variables: choice, skip: !mine, pollInterval: livePollInterval(visible) });
  useRefetchWhenShown(visible, sheet.refetch);

  const choose = useCallback(
    (next: Partial<DayChoice>, shift = 0) => {
      const parkId = next.parkId ?? choice.parkId;
      // Another park's "today" may be another day (Hong Kong is hours behind Queenstown): today stays today.
      const nextPark = parks.find((candidate) => candidate.id === parkId);
      const from = next.date ?? (next.parkId && nextPark && choice.date === today ? parkDate(new Date(), nextPark.timeZone) : choice.date);
      if (!isCalendarDay(from)) return;
      const date = addDays(from, shift);
      setOpen(new Set());
      // The page is pages/staff/day.tsx; the address the member sees is the back office's own (/day).
      void router.replace({ pathname: router.pathname, query: { park: parkId, date } }, `/day?${new URLSearchParams({ park: parkId, date })}`, { shallow: true, scroll: false });
    },
    [choice.parkId, choice.date, today, parks, router],
  );
  const toggle = useCallback((id: string) => setOpen((current) => (current.has(id) ? new Set([...current].filter((open) => open !== id)) : new Set([...current, id]))), []);

  if (!staff || !park) return null;
  // A park that is not the member's (an edited address): the server would refuse it, and says nothing of it.
  if (!mine) return <Refusal kind="forbidden" />;
  const data = sheet.data?.daySheet;
  const day = longDay(choice.date, lang);
  return (
    <>
      <DaySheetPrintStyle />
      <ScreenHeading>{t('daySheet.heading')}</ScreenHeading>
      <SheetOf>
        {park.name} · <span>{day}</span>
      </SheetOf>
      <DayControls parks={parks} value={choice} today={today} onChange={choose} />
      <Actions className="screen-only">
        <button type="button" onClick={() => window.print()}>
          {t('daySheet.print')}
        </button>
        {data && (
          <a href={data.csvPath} download>
            {t('daySheet.downloadCsv')}
          </a>
        )}
      </Actions>
      {!data ? (
        <p role={sheet.error ? 'alert' : 'status'}>{sheet.error ? t('daySheet.error') : t('daySheet.loading')}</p>
      ) : (
        <>
          <Status className="screen-only">{visible ? t('daySheet.live', { time: parkClock(data.readAt, data.park.timeZone) }) : t('daySheet.paused')}</Status>
          {data.sessions.length ? (
            <SessionsTable sessions={data.sessions} currency={data.currency ?? null} caption={t('daySheet.caption', { date: day })} open={open} onToggle={toggle} visible={visible} />
          ) : (
            <p>{t('daySheet.noSessions')}</p>
          )}
          <Legend>{t('daySheet.legend')}</Legend>
          <GroupsPanel groups={data.groups} currency={data.currency ?? null} />
          <ConflictsPanel conflicts={data.conflicts} timeZone={data.park.timeZone} />
        </>
      )}
    </>
  );
}
