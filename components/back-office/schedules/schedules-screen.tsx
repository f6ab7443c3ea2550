import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { SchedulesDocument } from '@/graphql/generated/staff-operations';
import { parkDate } from '@/lib/domain/day-sheet';
import { SelectField } from '../gift-cards/form-parts';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { ScreenHeading } from '../ui';
import { ActivitySchedules } from './activity-schedules';

/**
 * Schedules (/schedules, issue #23), for managers and owners, one park at a time: each bookable
 * activity's weekly patterns and one-off sessions, added, edited and ended here. A single session's
 * capacity is changed from the day view (/closures).
 */
export function SchedulesScreen() {
  const t = useStaffT();
  const { staff } = useStaffShell();
  const parks = staff?.parks ?? [];
  const [parkId, setParkId] = useState(parks[0]?.id ?? '');
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
      {parks.length > 1 && (
        <div style={{ maxWidth: 360, marginBottom: 16 }}>
          <SelectField
            name="schedules-park"
            label={t('schedules.park')}
            value={parkId}
            options={parks.map((park) => ({ value: park.id, label: park.name }))}
            onChange={(event) => {
              setParkId(event.target.value);
              setMessage(null);
            }}
          />
        </div>
      )}
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
