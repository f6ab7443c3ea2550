import styled from 'styled-components';
import type { StaffParkProps } from './staff-props';
import { useStaffT } from './translations';
import { OutlineButton } from './ui';

/** The bar of choices above a sheet (the day sheet's and the reports'): labelled fields, touch-sized. */
export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px 12px;
  margin-bottom: 12px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
    font-size: 14px;
  }
  select,
  input {
    min-height: 44px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 8px;
    font: inherit;
    background: #fff;
  }
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
`;

export interface DayChoice {
  parkId: string;
  date: string;
}

/** Which park (when the member has several) and which day: a date field, the days either side, and today. */
export function DayControls({ parks, value, today, onChange }: { parks: StaffParkProps[]; value: DayChoice; today: string; onChange: (next: Partial<DayChoice>, shift?: number) => void }) {
  const t = useStaffT();
  return (
    <Bar className="screen-only" onSubmit={(event) => event.preventDefault()}>
      {parks.length > 1 && (
        <label>
          {t('daySheet.park')}
          <select value={value.parkId} onChange={(event) => onChange({ parkId: event.target.value })}>
            {parks.map((park) => (
              <option key={park.id} value={park.id}>
                {park.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <Days>
        <OutlineButton type="button" onClick={() => onChange({}, -1)}>
          <span aria-hidden="true">‹ </span>
          {t('daySheet.previousDay')}
        </OutlineButton>
        <label>
          {t('daySheet.date')}
          <input type="date" value={value.date} required onChange={(event) => event.target.value && onChange({ date: event.target.value })} />
        </label>
        <OutlineButton type="button" onClick={() => onChange({}, 1)}>
          {t('daySheet.nextDay')}
          <span aria-hidden="true"> ›</span>
        </OutlineButton>
        {value.date !== today && (
          <OutlineButton type="button" onClick={() => onChange({ date: today })}>
            {t('daySheet.today')}
          </OutlineButton>
        )}
      </Days>
    </Bar>
  );
}
