import styled from 'styled-components';
import { useT } from '@/lib/client/use-t';
import { sessionWhen } from '@/lib/domain/time';
import { useRiderWords, type Seat } from './rider-words';

/** A seat's card: My booking's list of riders, and a rider's own page. */
export const SeatCard = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;

  h2,
  h3 {
    margin: 0;
    font-size: 18px;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  p {
    margin: 0;
  }
`;

const STATE_COLOURS: Record<Seat['state'], string> = { toName: '#56606b', limitsNotMet: '#b44646', waiverMissing: '#8a5a00', ready: '#1e7a46' };

/** A seat's state as a label with its colour and its words (never the colour alone). */
export const StateLabel = styled.span<{ $state: Seat['state'] }>`
  font-size: 14px;
  font-weight: 700;
  padding: 2px 10px;
  border-radius: 999px;
  border: 2px solid ${({ $state }) => STATE_COLOURS[$state]};
  color: ${({ $state }) => STATE_COLOURS[$state]};
  background: #fff;
`;

/** What a seat says of its rider: the name and date of birth once named, and what is still to do. */
export function SeatSummary({ seat, heading, label }: { seat: Seat; heading: 'h2' | 'h3'; label: string }) {
  const t = useT();
  const words = useRiderWords();
  const Heading = heading;
  return (
    <>
      <Heading>
        <span>{label}</span>
        <StateLabel $state={seat.state}>{t(`riderSeats.state.${seat.state}`)}</StateLabel>
      </Heading>
      <p>{t('riderSeats.ticket', { activity: seat.activity.title, ticket: seat.variation.title, when: sessionWhen(seat.session) })}</p>
      <p>
        {seat.rider ? (
          <>
            <strong>{seat.rider.name}</strong> · {t('riderSeats.bornOn', { date: words.dateOfBirth(seat.rider.dateOfBirth) })}
          </>
        ) : (
          t('riderSeats.unnamed')
        )}
      </p>
      {seat.problems.map((problem) => (
        <p key={`${problem.code}-${problem.question ?? ''}`} style={{ color: '#b44646', fontWeight: 600 }}>
          {words.problem(problem, seat)}
        </p>
      ))}
    </>
  );
}
