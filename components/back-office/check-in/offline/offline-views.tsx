import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useStaffFormats } from '../../formats';
import { useStaffT } from '../../translations';
import { Actions, CodeRead, Overlay, shownCodeText, toneOf } from '../verdict-view';
import type { OfflineOutcome, OfflineScanner } from './use-offline-scanner';

const Bar = styled.section<{ $online: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  max-width: 480px;
  margin: 0 auto 12px;
  padding: 8px 12px;
  border-radius: 10px;
  color: #fff;
  background: ${({ $online }) => ($online ? '#0b6b2f' : '#8a3a00')};
  font-size: 15px;
  p {
    flex-basis: 100%;
    margin: 0;
    font-weight: 700;
  }
`;

/**
 * Always on screen: online or offline, when the device last synced, and how many check-ins wait to. A
 * region, not a status: only going on or off line is announced (the camera's own line is the status).
 */
export function ScannerStatus({ scanner, timeZone }: { scanner: OfflineScanner; timeZone: string }) {
  const t = useStaffT();
  const format = useStaffFormats();
  return (
    <Bar aria-label={t('checkIn.offline.label')} $online={scanner.online} data-online={scanner.online}>
      <p aria-live="polite">{t(scanner.online ? 'checkIn.offline.online' : 'checkIn.offline.offline')}</p>
      <span>{scanner.lastSyncAt === null ? t('checkIn.offline.neverSynced') : t('checkIn.offline.lastSync', { time: format.time(new Date(scanner.lastSyncAt).toISOString(), timeZone) })}</span>
      <span data-waiting={scanner.waiting}>{t('checkIn.offline.waiting', { count: scanner.waiting })}</span>
      <span>{scanner.tickets === null ? t('checkIn.offline.noList') : t('checkIn.offline.tickets', { count: scanner.tickets })}</span>
    </Bar>
  );
}

interface Props {
  outcome: OfflineOutcome;
  onNext: () => void;
  onPeople: (people: number) => void;
}

/** The heading of an offline verdict: the online wording where the meaning is the same. */
function headingOf(outcome: OfflineOutcome): string {
  if (outcome.verdict === 'unknown') return outcome.reason === 'forged' ? 'checkIn.verdict.forged' : 'checkIn.verdict.unknown';
  if (outcome.verdict === 'noList') return 'checkIn.offline.verdict.noList';
  const ruling = outcome.verdict;
  if (ruling.verdict === 'ridersNotReady') return `checkIn.riders.verdict.${ruling.riders}`;
  if (ruling.verdict === 'revoked' || ruling.verdict === 'notInList') return `checkIn.offline.verdict.${ruling.verdict}`;
  return `checkIn.verdict.${ruling.verdict}`;
}

/**
 * An offline verdict, full screen like the server's (verdict-view.tsx). The device knows a ticket's code and
 * people, not its holder, so it says what it decided and why; "Next" goes back to the camera.
 */
export function OfflineVerdictView({ outcome, onNext, onPeople }: Props) {
  const t = useStaffT();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), [outcome]);
  const ruling = typeof outcome.verdict === 'string' ? null : outcome.verdict;
  const name = typeof outcome.verdict === 'string' ? outcome.verdict : outcome.verdict.verdict;
  return (
    <Overlay $tone={toneOf(name)} role="alertdialog" aria-modal="true" aria-labelledby="verdict-heading" aria-describedby="verdict-detail" data-verdict={name} data-offline="true">
      <h2 id="verdict-heading">{t(headingOf(outcome))}</h2>
      <div id="verdict-detail">
        {ruling?.verdict === 'valid' && <p>{t('checkIn.admittedNow', { count: ruling.people })}</p>}
        {ruling?.verdict === 'valid' && ruling.flagged && <p>{t('checkIn.offline.explain.flagged')}</p>}
        {ruling?.verdict === 'choosePeople' && <p>{t('checkIn.howMany', { remaining: ruling.left, total: ruling.total })}</p>}
        {(name === 'revoked' || name === 'notInList' || name === 'noList') && <p>{t(`checkIn.offline.explain.${name}`)}</p>}
        {name === 'ridersNotReady' && <p>{t('checkIn.offline.explain.riders')}</p>}
        {name === 'unknown' ? <CodeRead code={outcome.code} /> : <p>{t('checkIn.codeRead')} <strong>{shownCodeText(outcome.code)}</strong></p>}
        <p>{t('checkIn.offline.checkedHere')}</p>
      </div>
      <Actions>
        {ruling?.verdict === 'choosePeople' &&
          Array.from({ length: ruling.left }, (_, index) => ruling.left - index).map((people) => (
            <button key={people} type="button" className={people === ruling.left ? 'primary' : undefined} onClick={() => onPeople(people)}>
              {t('checkIn.admit', { count: people })}
            </button>
          ))}
        <button ref={next} type="button" className={name === 'choosePeople' ? undefined : 'primary'} onClick={onNext}>
          {name === 'choosePeople' ? t('checkIn.cancelScan') : t('checkIn.next')}
        </button>
      </Actions>
    </Overlay>
  );
}
