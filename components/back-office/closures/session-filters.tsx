import styled from 'styled-components';
import { DAY_PARTS, SESSION_STATES, type DayPart, type SessionFilter, type SessionState } from '@/lib/domain/closures';
import { useStaffT } from '../translations';
import { SelectField } from '../ui';

const Bar = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 8px 12px;
  margin: 0 0 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  legend {
    padding: 0 6px;
    font-weight: 800;
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

const ALL = '';

/**
 * Narrows a day's sessions by activity, part of the day and state (lib/domain/closures.ts
 * filterSessions), and says how many are shown: a phone finds its session without scrolling past the rest.
 */
export function SessionFilters({ activities, value, shown, count, onChange }: { activities: readonly string[]; value: SessionFilter; shown: number; count: number; onChange: (next: SessionFilter) => void }) {
  const t = useStaffT();
  return (
    <Bar>
      <legend>{t('closures.filter.legend')}</legend>
      <SelectField
        name="activity"
        id="filter-activity"
        label={t('closures.filter.activity')}
        value={value.activity ?? ALL}
        onChange={(event) => onChange({ ...value, activity: event.target.value || null })}
        options={[{ value: ALL, label: t('closures.filter.allActivities') }, ...activities.map((name) => ({ value: name, label: name }))]}
      />
      <SelectField
        name="part"
        id="filter-part"
        label={t('closures.filter.part')}
        value={value.part ?? ALL}
        onChange={(event) => onChange({ ...value, part: (event.target.value || null) as DayPart | null })}
        options={[{ value: ALL, label: t('closures.filter.anyTime') }, ...DAY_PARTS.map((part) => ({ value: part, label: t(`closures.filter.parts.${part}`) }))]}
      />
      <SelectField
        name="state"
        id="filter-state"
        label={t('closures.filter.state')}
        value={value.state ?? ALL}
        onChange={(event) => onChange({ ...value, state: (event.target.value || null) as SessionState | null })}
        options={[{ value: ALL, label: t('closures.filter.anyState') }, ...SESSION_STATES.map((state) => ({ value: state, label: t(`closures.${state}`) }))]}
      />
      <p role="status">{t('closures.filter.shown', { shown, count })}</p>
    </Bar>
  );
}
