import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { CheckInFieldsFragment, GateTicketFieldsFragment, ScanTicketMutation } from '@/graphql/generated/staff-operations';
import { shownCode } from '@/lib/domain/check-in';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { KioskLink, RidersAtGate } from './riders-at-gate';

export type ScanResult = ScanTicketMutation['scanTicket'];

type Tone = 'go' | 'stop' | 'ask' | 'undone';

/** Green for "come in", blue for "how many?", red for everything that keeps the ticket out; slate for an undo. */
export const toneOf = (verdict: string): Tone => (verdict === 'valid' ? 'go' : verdict === 'choosePeople' ? 'ask' : 'stop');

const COLOURS: Record<Tone, string> = { go: '#0b6b2f', ask: '#0047ba', stop: '#a4161a', undone: '#37474f' };

/** A code as one line of the screen: lib/domain/check-in.ts shownCode, an ellipsis where it was cut. */
export const shownCodeText = (code: string): string => {
  const shown = shownCode(code);
  return shown.cut ? `${shown.text}…` : shown.text;
};

const Code = styled.code`
  font-family: ui-monospace, Menlo, Consolas, monospace;
  font-size: 20px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** What was read or typed, so a typo or another QR code shows: escaped by React, cut when absurdly long. */
export function CodeRead({ code }: { code: string }) {
  const t = useStaffT();
  const shown = shownCode(code);
  return (
    <p>
      {t('checkIn.codeRead')} <Code>{shown.cut ? `${shown.text}…` : shown.text || '—'}</Code>
      {shown.cut && ` ${t('checkIn.codeLength', { count: shown.length })}`}
    </p>
  );
}

export const Overlay = styled.section<{ $tone: Tone }>`
  position: fixed;
  inset: 0;
  z-index: 10;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px 20px;
  overflow-y: auto;
  color: #fff;
  background: ${({ $tone }) => COLOURS[$tone]};
  h2 {
    margin: 0;
    font-size: 34px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
    font-size: 18px;
  }
  dt {
    opacity: 0.85;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: auto;
  button {
    flex: 1 1 140px;
    min-height: 56px;
    padding: 8px 16px;
    border: 2px solid #fff;
    border-radius: 12px;
    font: inherit;
    font-size: 18px;
    font-weight: 800;
    cursor: pointer;
    color: #fff;
    background: transparent;
  }
  button.primary {
    color: #111;
    background: #fff;
  }
`;

function TicketDetails({ ticket }: { ticket: GateTicketFieldsFragment }) {
  const t = useStaffT();
  const format = useStaffFormats();
  return (
    <dl>
      <dt>{t('checkIn.name')}</dt>
      <dd>{ticket.customerName}</dd>
      <dt>{t('checkIn.activity')}</dt>
      <dd>{ticket.activityTitle}</dd>
      <dt>{t('checkIn.session')}</dt>
      <dd>{format.when(ticket.sessionStartsAt, ticket.timeZone)}</dd>
      <dt>{t('checkIn.ticketType')}</dt>
      <dd>{ticket.ticketType}</dd>
      <dt>{t('checkIn.people')}</dt>
      <dd>{t('checkIn.peopleCount', { admitted: ticket.people.admitted, total: ticket.people.total })}</dd>
      {ticket.addOns.length > 0 && (
        <>
          <dt>{t('checkIn.addOns')}</dt>
          <dd>{ticket.addOns.map((addOn) => `${addOn.quantity} × ${addOn.title}`).join(', ')}</dd>
        </>
      )}
      {ticket.upgrade && (
        <>
          <dt>{t('checkIn.upgrade')}</dt>
          <dd>{ticket.upgrade}</dd>
        </>
      )}
      {ticket.dueOnArrival !== null && ticket.dueOnArrival !== undefined && ticket.currency && (
        <>
          <dt>{t('checkIn.due')}</dt>
          <dd>{format.money(ticket.dueOnArrival, ticket.currency)}</dd>
        </>
      )}
      <dt>{t('checkIn.booking')}</dt>
      <dd>{ticket.bookingId}</dd>
    </dl>
  );
}

function CheckInLine({ checkIn, timeZone }: { checkIn: CheckInFieldsFragment; timeZone: string }) {
  const t = useStaffT();
  const format = useStaffFormats();
  return (
    <li>
      {t(checkIn.gate ? 'checkIn.checkedInAtGate' : 'checkIn.checkedInAt', {
        time: format.time(checkIn.at, timeZone),
        name: checkIn.byName,
        people: checkIn.people,
        gate: checkIn.gate ?? '',
      })}
      {checkIn.undoneAt ? ` ${t('checkIn.undone')}` : ''}
    </li>
  );
}

interface Props {
  result: ScanResult & { code: string };
  onNext: () => void;
  onUndo: (checkInId: string) => void;
  onPeople: (people: number) => void;
  busy: boolean;
}

/**
 * The verdict, full screen, so it reads at arm's length in sunshine: its colour and heading say it, the
 * ticket's details below say why. "Next" goes back to the camera (focus is on it: Enter or a tap).
 */
export function VerdictView({ result, onNext, onUndo, onPeople, busy }: Props) {
  const t = useStaffT();
  const tone = toneOf(result.verdict);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), [result]);
  const ticket = result.ticket;
  const format = useStaffFormats();
  const riders = ticket?.riders ?? null;
  // A ticket its riders keep out is headed by what is wrong with them ("Waiver missing"), not a generic word.
  const headingKey =
    result.verdict === 'unknown' && result.reason === 'forged'
      ? 'checkIn.verdict.forged'
      : result.verdict === 'ridersNotReady' && riders
        ? `checkIn.riders.verdict.${riders.verdict}`
        : `checkIn.verdict.${result.verdict}`;
  return (
    <Overlay $tone={tone} role="alertdialog" aria-modal="true" aria-labelledby="verdict-heading" aria-describedby="verdict-detail" data-verdict={result.verdict}>
      <h2 id="verdict-heading">{t(headingKey)}</h2>
      <div id="verdict-detail">
        {result.verdict === 'valid' && result.checkIn && <p>{t('checkIn.admittedNow', { count: result.checkIn.people })}</p>}
        {(result.verdict === 'wrongDay' || result.verdict === 'wrongSession' || result.verdict === 'wrongPark') && ticket && (
          <p>{t('checkIn.isFor', { park: ticket.parkName, session: format.when(ticket.sessionStartsAt, ticket.timeZone), activity: ticket.activityTitle })}</p>
        )}
        {result.verdict === 'alreadyCheckedIn' && ticket && (
          <ul>
            {(result.checkIns ?? []).map((checkIn) => (
              <CheckInLine key={checkIn.id} checkIn={checkIn} timeZone={ticket.timeZone} />
            ))}
          </ul>
        )}
        {result.verdict === 'unknown' && <CodeRead code={result.code} />}
        {result.verdict === 'choosePeople' && ticket && <p>{t('checkIn.howMany', { remaining: ticket.people.remaining, total: ticket.people.total })}</p>}
        {riders && <RidersAtGate riders={riders} refused={result.verdict === 'ridersNotReady'} />}
        {ticket && <TicketDetails ticket={ticket} />}
      </div>
      <Actions>
        {result.verdict === 'choosePeople' &&
          ticket &&
          Array.from({ length: ticket.people.remaining }, (_, index) => ticket.people.remaining - index).map((people) => (
            <button key={people} type="button" className={people === ticket.people.remaining ? 'primary' : undefined} disabled={busy} onClick={() => onPeople(people)}>
              {t('checkIn.admit', { count: people })}
            </button>
          ))}
        {result.verdict === 'ridersNotReady' && riders?.kioskPath && <KioskLink href={riders.kioskPath}>{t('checkIn.riders.kiosk')}</KioskLink>}
        {result.verdict === 'valid' && result.checkIn && (
          <button type="button" disabled={busy} onClick={() => onUndo(result.checkIn!.id)}>
            {t('checkIn.undo')}
          </button>
        )}
        <button ref={next} type="button" className={result.verdict === 'choosePeople' ? undefined : 'primary'} onClick={onNext}>
          {result.verdict === 'choosePeople' ? t('checkIn.cancelScan') : t('checkIn.next')}
        </button>
      </Actions>
    </Overlay>
  );
}

/**
 * A check-in just undone, full screen like a verdict so it cannot be missed: its ticket is held (the
 * camera skips it, check-in-screen.tsx) until "Scan again" checks it deliberately; "Next ticket" (focused)
 * goes back to the camera for the next visitor.
 */
export function UndoneView({ ticket, onNext, onScanAgain, busy }: { ticket: GateTicketFieldsFragment; onNext: () => void; onScanAgain: () => void; busy: boolean }) {
  const t = useStaffT();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), [ticket]);
  return (
    <Overlay $tone="undone" role="alertdialog" aria-modal="true" aria-labelledby="verdict-heading" aria-describedby="verdict-detail" data-verdict="undone">
      <h2 id="verdict-heading">{t('checkIn.undoneHeading')}</h2>
      <div id="verdict-detail">
        <p>{t('checkIn.undoneText')}</p>
        <TicketDetails ticket={ticket} />
      </div>
      <Actions>
        <button type="button" disabled={busy} onClick={onScanAgain}>
          {t('checkIn.scanAgain')}
        </button>
        <button ref={next} type="button" className="primary" onClick={onNext}>
          {t('checkIn.next')}
        </button>
      </Actions>
    </Overlay>
  );
}
