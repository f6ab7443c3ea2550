import styled from 'styled-components';
import type { GateTicketFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';

type GateRiders = NonNullable<GateTicketFieldsFragment['riders']>;
type GateRider = GateRiders['riders'][number];

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 18px;
  li {
    padding: 10px 12px;
    border: 2px solid rgba(255, 255, 255, 0.6);
    border-radius: 10px;
  }
  li.stop {
    border-color: #fff;
    background: rgba(0, 0, 0, 0.28);
  }
  strong {
    font-size: 20px;
  }
  ul {
    margin: 4px 0 0;
    padding-left: 20px;
  }
`;

const Heading = styled.h3`
  margin: 4px 0 0;
  font-size: 22px;
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
      <ul>
        {rider.waiver !== 'notAsked' && <li>{t(`checkIn.riders.waiver.${rider.waiver}`)}</li>}
        {rider.name && rider.problems.length === 0 && <li>{t('checkIn.riders.limitsMet')}</li>}
        {rider.problems.map((problem, index) => (
          <li key={index}>{t(`checkIn.riders.problem.${problem.code}`, { limit: problem.limit ?? '', question: problem.question ?? '' })}</li>
        ))}
      </ul>
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
      <Heading id="riders-heading">{t('checkIn.riders.heading')}</Heading>
      <List>
        {riders.riders.map((rider) => (
          <RiderLine key={rider.seat} rider={rider} />
        ))}
      </List>
    </section>
  );
}
