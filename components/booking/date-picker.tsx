import { useQuery } from '@apollo/client/react';
import { format } from 'date-fns';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { useFormatMoney } from '@/components/ui/price';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { dayButtonLabel, type DayLabelState } from './day-label';
import { GetAvailabilityDocument } from '@/graphql/generated/operations';
import { dateLocale } from '@/lib/client/dates';
import { addMonths, dayToFocus, daysInMonth, monthGrid, toDay } from '@/lib/domain/calendar';
import { toLanguage } from '@/lib/domain/language';
import { parkDay } from '@/lib/domain/time';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;

  h3 {
    font-size: 18px;
    margin: 0;
  }
  button {
    width: 38px;
    height: 38px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-size: 18px;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    padding: 4px 0;
  }
  td {
    padding: 2px 1px;
  }
`;

const Day = styled.button<{ $selected: boolean; $limited: boolean }>`
  position: relative;
  width: 100%;
  min-height: 48px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1px;
  border-radius: 10px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  /* A day's price must fit its cell, down to a 320 px phone: '$470.80' shrinks with the screen. */
  small {
    font-size: min(10px, 2.6vw);
    letter-spacing: -0.02em;
    font-weight: 500;
    color: ${({ theme, $selected, $limited }) => ($selected ? theme.colors.onPrimary : $limited ? theme.colors.error : theme.colors.muted)};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: #9aa3ad;
    background: none;
    cursor: not-allowed;
    text-decoration: line-through;
  }
`;

/**
 * Arrow keys move between bookable days (up and down by a week), Home and End to the month's first
 * and last: a calendar grid reads as one control instead of thirty tab stops.
 */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const current = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-day]');
  if (!current) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-day]:not([disabled])')];
  const dateOf = (button: HTMLButtonElement) => Number(button.dataset.day!.slice(8));
  const target = dayToFocus(buttons.map(dateOf), dateOf(current), event.key);
  if (target === null) return;
  event.preventDefault();
  buttons.find((button) => dateOf(button) === target)?.focus();
}

interface Props {
  slug: string;
  today: string;
  selected: string | null;
  onSelect: (day: string) => void;
}

/**
 * A month calendar: bookable days with their lowest price, the rest greyed out; localised names. The
 * month and weekday headings are date-fns's; each day is read out as the cart and checkout write it.
 */
export function DatePicker({ slug, today, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const site = useSiteLocale();
  const formatMoney = useFormatMoney();
  const locale = dateLocale(toLanguage(i18n.language));
  const [start] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const [offset, setOffset] = useState(0);
  const { year, month } = addMonths(start.year, start.month, offset);
  const from = toDay(year, month, 1);
  const { data, loading } = useQuery(GetAvailabilityDocument, {
    variables: { slug, from: from < today ? today : from, to: toDay(year, month, daysInMonth(year, month)) },
  });
  const days = new Map((data?.getAvailability ?? []).map((day) => [day.date, day]));
  type DayInfo = ReturnType<typeof days.get>;
  const dayState = (info: DayInfo, bookable: boolean): DayLabelState => {
    if (info?.status === 'SOLD_OUT') return { kind: 'soldOut' };
    if (info?.status === 'CLOSED') return { kind: 'closed' };
    return bookable && info?.lowestPrice ? { kind: 'from', price: formatMoney(info.lowestPrice) } : { kind: 'plain' };
  };
  const weekdays = Array.from({ length: 7 }, (_, i) => format(new Date(Date.UTC(2026, 10, 23 + i)), 'EEEEEE', { locale }));
  const label = format(new Date(Date.UTC(year, month - 1, 15)), 'LLLL yyyy', { locale });
  return (
    <div>
      <Header>
        <button type="button" onClick={() => setOffset(offset - 1)} disabled={offset === 0} aria-label={t('booking.previousMonth')}>
          ‹
        </button>
        <h3 aria-live="polite">{label}</h3>
        <button type="button" onClick={() => setOffset(offset + 1)} disabled={offset >= 11} aria-label={t('booking.nextMonth')}>
          ›
        </button>
      </Header>
      <Grid aria-label={label} aria-busy={loading} onKeyDown={moveFocus}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const info = days.get(day);
                const bookable = info?.status === 'AVAILABLE' || info?.status === 'LIMITED';
                // A sold-out day opens too: its times offer the waiting list (issue #24).
                const soldOut = info?.status === 'SOLD_OUT';
                return (
                  <td key={day}>
                    <Day
                      type="button"
                      disabled={!bookable && !soldOut}
                      $selected={day === selected}
                      $limited={info?.status === 'LIMITED'}
                      aria-pressed={day === selected}
                      data-day={day}
                      onClick={() => onSelect(day)}
                    >
                      {/* Read out as one sentence of the day (and its price), drawn as the day's number and price. */}
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <VisuallyHidden>{dayButtonLabel(t, parkDay(day, site), dayState(info, bookable))}</VisuallyHidden>
                      {bookable && info?.lowestPrice && <small aria-hidden="true">{formatMoney(info.lowestPrice)}</small>}
                      {info?.status === 'CLOSED' && <small aria-hidden="true">{t('booking.closedDay')}</small>}
                      {soldOut && <small aria-hidden="true">{t('booking.soldOutDay')}</small>}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}
