import { Fragment } from 'react';
import styled from 'styled-components';
import type { DaySheetQuery } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { ManifestPanel } from './manifest-panel';
import { StackedTable } from './stacked-table';
import { OutlineButton } from '../ui';

type Session = DaySheetQuery['daySheet']['sessions'][number];

/**
 * The numbers of a session, in the columns' order: what is sold (paid) and what is reserved unpaid, with
 * what it owes at the desk, side by side and apart, first (on a phone, the first line of three), then the
 * capacity and the rest.
 */
const COUNTS = ['sold', 'reserved', 'dueAtDesk', 'capacity', 'held', 'free', 'checkedIn', 'waiting'] as const;

const Manifest = styled.tr`
  && > td {
    padding: 0 0 12px;
  }
  @media screen and (max-width: 719px) {
    && {
      display: block;
      padding: 0;
      border: 0;
      background: none;
    }
  }
`;

const SheetTable = styled(StackedTable)`
  & > tbody > tr > * {
    vertical-align: middle;
  }
  td.time,
  td.money {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  @media screen and (max-width: 719px) {
    && > tbody > tr > .time {
      font-weight: 800;
    }
    && > tbody > tr > .activity {
      grid-column: span 2;
    }
  }
`;

/** A closed session says so beside its name (issue #23), in the error colour. */
const Closed = styled.span`
  color: ${({ theme }) => theme.colors.error};
  white-space: nowrap;
`;

/** Riders named and waivers signed, "14/16"; a dash where the activity asks none. */
const RIDER_COUNTS = ['ridersNamed', 'waivers'] as const;
type Tally = { riders: number; named: number; waiversAsked: number; waiversSigned: number };
const riderShown = (key: (typeof RIDER_COUNTS)[number], tally: Tally | null | undefined): string => {
  if (!tally) return '–';
  if (key === 'ridersNamed') return `${tally.named}/${tally.riders}`;
  return tally.waiversAsked ? `${tally.waiversSigned}/${tally.waiversAsked}` : '–';
};
const addTallies = (sessions: Session[]): Tally | null =>
  sessions.reduce<Tally | null>(
    (sum, session) =>
      session.riders
        ? {
            riders: (sum?.riders ?? 0) + session.riders.riders,
            named: (sum?.named ?? 0) + session.riders.named,
            waiversAsked: (sum?.waiversAsked ?? 0) + session.riders.waiversAsked,
            waiversSigned: (sum?.waiversSigned ?? 0) + session.riders.waiversSigned,
          }
        : sum,
    null,
  );

const time = (session: Session) => (session.endTime ? `${session.startTime}–${session.endTime}` : session.startTime);

/**
 * The day's sessions with their counts, each opening its manifest beneath it (several may be open: what
 * is open is what prints). The totals row adds the day up.
 */
export function SessionsTable({
  sessions,
  currency,
  caption,
  open,
  onToggle,
  visible,
}: {
  sessions: Session[];
  /** The park's currency, which dueAtDesk is in (null: a park with no site, which sells nothing). */
  currency: string | null;
  caption: string;
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  visible: boolean;
}) {
  const t = useStaffT();
  const { money } = useStaffFormats();
  const total = (key: (typeof COUNTS)[number]) => sessions.reduce((sum, session) => sum + session[key], 0);
  // An amount in the park's currency; a dash where nothing is due, so the owed ones stand out.
  const shown = (key: (typeof COUNTS)[number], value: number) => (key !== 'dueAtDesk' ? value : value > 0 && currency ? money(value, currency) : '–');
  return (
    <SheetTable $cells={3}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('daySheet.column.time')}</th>
          <th scope="col">{t('daySheet.column.activity')}</th>
          {COUNTS.map((key) => (
            <th key={key} scope="col" className="number">
              {t(`daySheet.column.${key}`)}
            </th>
          ))}
          {RIDER_COUNTS.map((key) => (
            <th key={key} scope="col" className="number">
              {t(`daySheet.column.${key}`)}
            </th>
          ))}
          <th scope="col" className="screen-only">
            {t('daySheet.column.manifest')}
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => {
          const expanded = open.has(session.id);
          const panelId = `manifest-${session.id}`;
          return (
            <Fragment key={session.id}>
              <tr>
                <td className="time">{time(session)}</td>
                <th scope="row" className="activity">
                  {session.activityName}
                  {session.closed && <Closed> · {t('daySheet.closed')}</Closed>}
                  {session.resourcesShort.length > 0 && <Closed> · {t('daySheet.resourcesShort', { names: session.resourcesShort.join(', ') })}</Closed>}
                </th>
                {COUNTS.map((key) => (
                  <td key={key} className={key === 'dueAtDesk' ? 'number money' : 'number'} data-label={t(`daySheet.column.${key}`)}>
                    {shown(key, session[key])}
                  </td>
                ))}
                {RIDER_COUNTS.map((key) => (
                  <td key={key} className="number" data-label={t(`daySheet.column.${key}`)}>
                    {riderShown(key, session.riders)}
                  </td>
                ))}
                <td className="wide screen-only">
                  <OutlineButton type="button" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={() => onToggle(session.id)} aria-label={t('daySheet.manifestFor', { time: session.startTime, activity: session.activityName })}>
                    {t('daySheet.showManifest')}
                  </OutlineButton>
                </td>
              </tr>
              {expanded && (
                <Manifest>
                  <td colSpan={COUNTS.length + RIDER_COUNTS.length + 3} className="wide">
                    <ManifestPanel session={session} id={panelId} visible={visible} />
                  </td>
                </Manifest>
              )}
            </Fragment>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="wide">
            {t('daySheet.total')}
          </th>
          {COUNTS.map((key) => (
            <td key={key} className={key === 'dueAtDesk' ? 'number money' : 'number'} data-label={t(`daySheet.column.${key}`)}>
              {shown(key, total(key))}
            </td>
          ))}
          {RIDER_COUNTS.map((key) => (
            <td key={key} className="number" data-label={t(`daySheet.column.${key}`)}>
              {riderShown(key, addTallies(sessions))}
            </td>
          ))}
          <td className="screen-only" />
        </tr>
      </tfoot>
    </SheetTable>
  );
}
