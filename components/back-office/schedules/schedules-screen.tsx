import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { SchedulesDocument } from '@/graphql/generated/staff-operations';
import { parkDate } from '@/lib/domain/day-sheet';
import { ParkChoice, useChosenPark } from '../park-choice';
import { useStaffT } from '../translations';
import { ActivitySchedules } from './activity-schedules';
import { ScreenHeading } from '../ui';

/**
 * Schedules (/schedules, issue #23), for managers and owners, one park at a time: each bookable
 * activity's weekly patterns and one-off sessions, added, edited and ended here. A single session's
 * capacity is changed from the day view (/closures).
 */
export function SchedulesScreen() {
  const t = useStaffT();
  const { parks, parkId, setParkId } = useChosenPark();
  const [message, setMessage] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(SchedulesDocument, { variables: { parkId }, skip: !parkId });
  const schedules = data?.schedules;
  const today = schedules ? parkDate(new Date(), schedules.park.timeZone) : '';
  const changed = async (text: string) => {
    setMessage(text);
    await refetch();
  };

  return (
    <>
      <ScreenHeading>{t('schedules.heading')}</ScreenHeading>
      <p>{t('schedules.intro')}</p>
      <ParkChoice
        name="schedules-park"
        label={t('schedules.park')}
        parks={parks}
        value={parkId}
        onChange={(next) => {
          setParkId(next);
          setMessage(null);
        }}
      />
      {message && (
        <Notice role="status" $tone="success">
          {message}
        </Notice>
      )}
      {loading && !schedules && <p role="status">{t('schedules.loading')}</p>}
      {error && !schedules && (
        <Notice role="alert" $tone="error">
          {t('schedules.error')}
        </Notice>
      )}
      {schedules && !schedules.activities.length && <p>{t('schedules.noActivities')}</p>}
      {schedules?.activities.map((activity) => <ActivitySchedules key={`${schedules.park.id}-${activity.id}`} activity={activity} today={today} onChanged={changed} />)}
    </>
  );
}
