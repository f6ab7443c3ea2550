import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import type { GetSessionsQuery } from '@/graphql/generated/operations';

/** A start time as the slots show it: a day's session of the booking steps, or a time My booking could move tickets to (no prices: neither reads them here). */
export type SessionOption = Pick<GetSessionsQuery['getSessions'][number], 'id' | 'localTime' | 'remaining' | 'soldOut' | 'closed'>;

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(92px, 1fr));
  gap: 8px;
`;

const Slot = styled.button<{ $selected: boolean }>`
  min-height: 48px;
  border-radius: 12px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  small {
    display: block;
    font-size: 11px;
    font-weight: 500;
    color: inherit;
  }
  &[data-sold-out='true']:not([aria-pressed='true']) {
    color: #5b6570;
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    color: #8a939d;
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

interface Props {
  sessions: SessionOption[];
  selected: string | null;
  onSelect: (id: string) => void;
}

/**
 * The day's start times in the park's time zone, as the API writes them (lib/domain/time.ts); sold-out
 * times stay visible as sold out, and may be chosen to join their waiting list (issue #24); times the
 * park closed show as closed and cannot be chosen.
 */
export function TimeSlots({ sessions, selected, onSelect }: Props) {
  const t = useT();
  if (!sessions.length) return <p role="status">{t('booking.noTimeSlots')}</p>;
  return (
    <List role="group" aria-label={t('booking.time')}>
      {sessions.map((session) => (
        <Slot
          key={session.id}
          type="button"
          disabled={session.closed}
          $selected={session.id === selected}
          aria-pressed={session.id === selected}
          data-sold-out={session.soldOut}
          onClick={() => onSelect(session.id)}
        >
          {session.localTime}
          <small>{session.closed ? t('booking.closed') : session.soldOut ? t('booking.soldOut') : t('booking.placesLeft', { count: session.remaining })}</small>
        </Slot>
      ))}
    </List>
  );
}
