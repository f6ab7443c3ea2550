import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { SchedulesQuery, StaffScheduleEntryFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { EndForm, OneOffForm } from './one-off-form';
import { PatternForm } from './pattern-form';
import { RowButtons, Panel } from '../ui';

type Activity = SchedulesQuery['schedules']['activities'][number];
type Open = { kind: 'addPattern' | 'addOneOff' } | { kind: 'edit' | 'end'; id: string } | null;

const Entries = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    list-style: none;
    display: grid;
    gap: 8px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
  }
  p {
    margin: 0;
  }
`;

const Badge = styled.span`
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 14px;
  background: ${({ theme }) => theme.colors.surface};
`;

const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A pattern's days, times, places and season in a line or two. */
function Summary({ entry }: { entry: StaffScheduleEntryFieldsFragment }) {
  const t = useStaffT();
  const days = WEEK.filter((weekday) => entry.weekdays.includes(weekday)).map((weekday) => t(`schedules.weekday.${weekday}`));
  const season = entry.endsOn ? t('schedules.season', { from: entry.startsOn, to: entry.endsOn }) : t('schedules.from', { from: entry.startsOn });
  return (
    <>
      <p>
        <strong>{entry.oneOff ? `${entry.startsOn} ${entry.times[0]}` : `${days.join(' ')} · ${entry.times.join(', ')}`}</strong>
        {entry.ended && <Badge>{t('schedules.endedBadge')}</Badge>}
      </p>
      <p>
        {t('schedules.places', { count: entry.capacity })}
        {!entry.oneOff && ` · ${season}`}
      </p>
    </>
  );
}

/**
 * One activity's weekly patterns and one-off sessions, each with its forms (one open at a time). What
 * the server answers is read again from it once a change is done (`onChanged`).
 */
export function ActivitySchedules({ activity, today, onChanged }: { activity: Activity; today: string; onChanged: (message: string) => Promise<void> }) {
  const t = useStaffT();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    void onChanged(message);
  };
  const entry = (schedule: StaffScheduleEntryFieldsFragment) => (
    <li key={schedule.id}>
      <Summary entry={schedule} />
      {open && 'id' in open && open.id === schedule.id ? (
        open.kind === 'end' ? (
          <EndForm schedule={schedule} today={today} onDone={done} onCancel={close} />
        ) : schedule.oneOff ? (
          <OneOffForm activityId={activity.id} oneOff={schedule} onDone={done} onCancel={close} />
        ) : (
          <PatternForm activityId={activity.id} pattern={schedule} onDone={done} onCancel={close} />
        )
      ) : (
        !schedule.ended && (
          <RowButtons>
            <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'edit', id: schedule.id })}>
              {t('schedules.edit')}
            </Button>
            {!schedule.oneOff && (
              <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'end', id: schedule.id })}>
                {t('schedules.end')}
              </Button>
            )}
          </RowButtons>
        )
      )}
    </li>
  );
  const headingId = `activity-${activity.id}`;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        {activity.name}
        {activity.retired && <Badge>{t('schedules.retired')}</Badge>}
      </h2>
      <h3>{t('schedules.patterns')}</h3>
      {activity.patterns.length ? <Entries>{activity.patterns.map(entry)}</Entries> : <p>{t('schedules.noPatterns')}</p>}
      {open?.kind === 'addPattern' ? (
        <PatternForm activityId={activity.id} onDone={done} onCancel={close} />
      ) : (
        <p>
          <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'addPattern' })}>
            {t('schedules.addPattern')}
          </Button>
        </p>
      )}
      <h3>{t('schedules.oneOffs')}</h3>
      {activity.oneOffs.length ? <Entries>{activity.oneOffs.map(entry)}</Entries> : <p>{t('schedules.noOneOffs')}</p>}
      {open?.kind === 'addOneOff' ? (
        <OneOffForm activityId={activity.id} onDone={done} onCancel={close} />
      ) : (
        <p>
          <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'addOneOff' })}>
            {t('schedules.addOneOff')}
          </Button>
        </p>
      )}
    </Panel>
  );
}
