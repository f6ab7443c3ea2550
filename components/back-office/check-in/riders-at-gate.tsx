import styled from 'styled-components';
import type { GateTicketFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';

type GateRiders = NonNullable<GateTicketFieldsFragment['riders']>;
type GateRider = GateRiders['riders'][number];

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 18px;
  > li {
    padding: 10px 12px;
    border: 2px solid rgba(255, 255, 255, 0.6);
    border-radius: 10px;
  }
  > li.stop {
    border-color: #fff;
    background: rgba(0, 0, 0, 0.28);
  }
  strong {
    font-size: 20px;
  }
`;

/** What a rider has and lacks, side by side: what keeps them out stands out in yellow, as the kiosk's button. */
const States = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border: 1px solid rgba(255, 255, 255, 0.8);
    border-radius: 999px;
    font-size: 16px;
  }
  li.lacks {
    border-color: #ffd54f;
    color: #111;
    background: #ffd54f;
    font-weight: 800;
  }
`;

/** The list's title: not a heading, so the verdict keeps one heading (what the gate reads first). */
const Title = styled.p`
  margin: 4px 0 6px;
  font-size: 22px;
  font-weight: 800;
`;

/** A link that looks like the verdict's primary button: the kiosk is where the gate sends an unsigned rider. */
export const KioskLink = styled.a`
  display: flex;
  flex: 1 1 140px;
  align-items: center;
  justify-content: center;
  min-height: 56px;
  padding: 8px 16px;
  border: 2px solid #fff;
  border-radius: 12px;
  font-size: 18px;
  font-weight: 800;
  color: #111;
  background: #ffd54f;
  text-decoration: none;
  &:focus-visible {
    outline: 4px solid #fff;
    outline-offset: 2px;
  }
`;

/** One rider: who, how old today, the waiver, and each limit they do not meet (or that they meet them). */
function RiderLine({ rider }: { rider: GateRider }) {
  const t = useStaffT();
  const stop = !rider.name || rider.waiver === 'missing' || rider.problems.length > 0;
  return (
    <li className={stop ? 'stop' : undefined}>
      <strong>{rider.name ?? `${t('checkIn.riders.seat', { seat: rider.seat + 1 })}: ${t('checkIn.riders.notNamed')}`}</strong>
      {rider.name && rider.ageToday !== null && rider.ageToday !== undefined && <> · {t('checkIn.riders.age', { count: rider.ageToday })}</>}
      <States>
        {rider.waiver !== 'notAsked' && <li className={rider.waiver === 'missing' ? 'lacks' : undefined}>{t(`checkIn.riders.waiver.${rider.waiver}`)}</li>}
        {rider.name && rider.problems.length === 0 && <li>{t('checkIn.riders.limitsMet')}</li>}
        {rider.problems.map((problem, index) => (
          <li key={index} className="lacks">
            {t(`checkIn.riders.problem.${problem.code}`, { limit: problem.limit ?? '', question: problem.question ?? '' })}
          </li>
        ))}
      </States>
    </li>
  );
}

/** A ticket's riders at the gate; for a ticket they keep out, what is wrong and what to do first. */
export function RidersAtGate({ riders, refused }: { riders: GateRiders; refused: boolean }) {
  const t = useStaffT();
  const adult = riders.adultNeeded;
  return (
    <section aria-labelledby="riders-heading">
      {refused && riders.verdict !== 'ready' && (
        <p>{t(`checkIn.riders.explain.${riders.verdict}`, adult ? { underAge: adult.underAge, adultAge: adult.adultAge, adultsNeeded: adult.adultsNeeded, adults: adult.adults } : {})}</p>
      )}
      <Title id="riders-heading">{t('checkIn.riders.heading')}</Title>
      <List>
        {riders.riders.map((rider) => (
          <RiderLine key={rider.seat} rider={rider} />
        ))}
      </List>
    </section>
  );
}
