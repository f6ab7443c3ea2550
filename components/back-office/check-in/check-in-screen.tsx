import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ScanTicketDocument, UndoCheckInDocument, type GateTicketFieldsFragment } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldLabel, Input } from '@/components/ui/field';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { CameraScanner } from './camera-scanner';
import { signal } from './feedback';
import { OfflineVerdictView, ScannerStatus } from './offline/offline-views';
import { registerScanner } from './offline/service-worker';
import { isNetworkFailure, useOfflineScanner, type OfflineOutcome } from './offline/use-offline-scanner';
import { UndoneView, VerdictView, shownCodeText, type ScanResult } from './verdict-view';
import { Panel, ScreenHeading } from '../ui';

const Settings = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  select {
    width: 100%;
    min-height: 44px;
    font: inherit;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: #fff;
  }
`;

const Typed = styled.form`
  display: flex;
  gap: 8px;
  align-items: end;
  > div {
    flex: 1;
  }
`;

/**
 * After a verdict, the same ticket is not read again for this long: it is likely still in front of the
 * camera while its holder walks on.
 */
const SAME_TICKET_MS = 4000;

/**
 * A ticket whose check-in was just undone is held: the camera skips it until the attendant presses "Scan
 * again" (or types its code). An undo is a correction (the wrong ticket, the wrong number of a group), and
 * the ticket is still in front of the camera when it is pressed: read again at once it was admitted again
 * within the second. Waiting for the code to leave the camera instead would hang on the visitor lowering
 * their phone and on the decoder missing a frame, which a shaking hand or a glare makes happen anyway; one
 * tap is what a busy gate can rely on, and the camera keeps reading the next visitors' tickets meanwhile.
 */
interface HeldTicket {
  code: string;
  name: string;
}

/**
 * The undone tickets held at once, newest first: a visitor turned away leaves a notice until "Scan again",
 * and a shift's worth of them would push the typed entry off a phone's screen. An older one goes back to
 * being read (by then its holder has long left the camera).
 */
const HELD_AT_MOST = 3;

/** The code as the server is asked about it and the screen shows it: what the camera read or was typed. */
const asChecked = (text: string) => text.trim().toUpperCase();

const HeldNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  max-width: 480px;
  margin: 12px auto 16px;
  padding: 10px 12px;
  border: 2px solid #37474f;
  border-radius: 10px;
  background: #eceff1;
  p {
    flex: 1 1 220px;
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;

/** This device's gate settings (its park, its name), kept on the device: a gate phone is set up once. */
function useDeviceSetting(key: string, initial: string): [string, (value: string) => void] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const stored = window.localStorage.getItem(key);
    if (stored !== null) setValue(stored);
  }, [key]);
  const update = useCallback(
    (next: string) => {
      setValue(next);
      window.localStorage.setItem(key, next);
    },
    [key],
  );
  return [value, update];
}

/**
 * The gate: the camera reads a ticket's QR code, or the code is typed, and the server's verdict fills the
 * screen with a sound and a buzz. A group ticket asks how many of its people are here; a mistaken
 * check-in can be undone for two minutes. Without a server to ask, the device rules itself from the
 * day's list it keeps (offline/use-offline-scanner.ts) and syncs later; the screen says which it is doing.
 */
export function CheckInScreen() {
  const t = useStaffT();
  const { staff } = useStaffShell();
  const parks = staff?.parks ?? [];
  const [parkId, setParkId] = useDeviceSetting('sr-gate-park', parks[0]?.id ?? '');
  const [gate, setGate] = useDeviceSetting('sr-gate-name', '');
  const [result, setResult] = useState<(ScanResult & { code: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [recent, setRecent] = useState<{ code: string; until: number } | null>(null);
  const [held, setHeld] = useState<HeldTicket[]>([]);
  const [undone, setUndone] = useState<{ code: string; ticket: GateTicketFieldsFragment } | null>(null);
  const [offline, setOffline] = useState<(OfflineOutcome & { text: string }) | null>(null);
  const [scan, { loading: scanning }] = useMutation(ScanTicketDocument);
  const [undo, { loading: undoing }] = useMutation(UndoCheckInDocument);
  const park = parks.find((candidate) => candidate.id === parkId) ?? parks[0];
  const scanner = useOfflineScanner(park?.id ?? '', gate);
  useEffect(() => void registerScanner(), []);

  /** The device's own ruling, when the server cannot be asked. */
  const checkHere = useCallback(
    async (text: string, people?: number) => {
      const outcome = await scanner.check(text, people);
      setResult(null);
      setOffline({ ...outcome, text });
      const verdict = typeof outcome.verdict === 'string' ? outcome.verdict : outcome.verdict.verdict;
      if (verdict !== 'choosePeople') signal(verdict === 'valid');
    },
    [scanner],
  );

  // One scan at a time: the camera reads the next frame before React has re-rendered with `scanning`.
  const inFlight = useRef(false);
  const send = useCallback(
    async (read: string, people?: number) => {
      if (!park || inFlight.current) return;
      inFlight.current = true;
      setProblem(null);
      const code = asChecked(read);
      // The camera never hands over a held code: this is the attendant's own scan of it.
      setHeld((current) => current.filter((ticket) => ticket.code !== code));
      try {
        if (!scanner.online) return await checkHere(read, people);
        const { data } = await scan({ variables: { input: { code, parkId: park.id, gate: gate.trim() || null, people: people ?? null } } });
        if (!data) throw new Error('no answer');
        const answer = data.scanTicket;
        setResult({ ...answer, code });
        if (answer.verdict === 'valid' && answer.ticket && answer.checkIn) scanner.admittedOnline(answer.ticket.code, answer.checkIn.people, answer.checkIn.id);
        if (answer.verdict !== 'choosePeople') signal(answer.verdict === 'valid');
      } catch (error) {
        // No answer from the server: the device rules, and the queue syncs when it answers again.
        if (isNetworkFailure(error)) {
          scanner.unreachable();
          await checkHere(read, people);
        } else {
          setProblem(t('checkIn.failed'));
          signal(false);
        }
      } finally {
        inFlight.current = false;
      }
    },
    [gate, park, scan, t, scanner, checkHere],
  );

  const onUndo = async (checkInId: string, code: string) => {
    const { data } = await undo({ variables: { checkInId } }).catch(() => ({ data: undefined }));
    const answer = data?.undoCheckIn;
    if (answer?.__typename === 'CheckInUndone') {
      scanner.undoneOnline(checkInId);
      setHeld((current) => [{ code, name: answer.ticket.customerName }, ...current.filter((ticket) => ticket.code !== code)].slice(0, HELD_AT_MOST));
      setUndone({ code, ticket: answer.ticket });
      setResult(null);
      setProblem(null);
    } else setProblem(t(`checkIn.undoRefused.${answer?.__typename === 'UndoCheckInRefused' ? answer.problem : 'failed'}`));
  };

  const typed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    if (!field.value.trim()) return setProblem(t('checkIn.typeCode'));
    void send(field.value);
    field.value = '';
  };

  const ignores = (text: string) => {
    const code = asChecked(text);
    return held.some((ticket) => ticket.code === code) || (recent?.code === code && Date.now() < recent.until);
  };

  if (!park) return <p>{t('forbidden.text')}</p>;
  return (
    <>
      <ScreenHeading>{t('checkIn.heading', { park: park.name })}</ScreenHeading>
      <ScannerStatus scanner={scanner} timeZone={park.timeZone} />
      <CameraScanner onCode={(code) => void send(code)} paused={!!result || !!undone || !!offline || scanning} ignores={ignores} />
      {held.map((ticket) => (
        <HeldNotice key={ticket.code}>
          <p>{t('checkIn.held', { name: ticket.name, code: shownCodeText(ticket.code) })}</p>
          <Button type="button" $variant="secondary" disabled={scanning} onClick={() => void send(ticket.code)}>
            {t('checkIn.scanAgain')}
          </Button>
        </HeldNotice>
      ))}
      {problem && <Problem role="alert">{problem}</Problem>}
      <Panel>
        <Typed onSubmit={typed}>
          <div>
            <FieldLabel htmlFor="ticket-code">{t('checkIn.typed')}</FieldLabel>
            <Input id="ticket-code" name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="SR1-…" />
          </div>
          <Button type="submit" disabled={scanning}>
            {t('checkIn.check')}
          </Button>
        </Typed>
      </Panel>
      <Panel>
        <Settings>
          {parks.length > 1 && (
            <div>
              <FieldLabel htmlFor="gate-park">{t('checkIn.park')}</FieldLabel>
              <select id="gate-park" value={park.id} onChange={(event) => setParkId(event.target.value)}>
                {parks.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <FieldLabel htmlFor="gate-name">{t('checkIn.gateName')}</FieldLabel>
            <Input id="gate-name" value={gate} maxLength={60} onChange={(event) => setGate(event.target.value)} />
          </div>
        </Settings>
      </Panel>
      {result && (
        <VerdictView
          result={result}
          busy={scanning || undoing}
          onNext={() => {
            setRecent({ code: result.code, until: Date.now() + SAME_TICKET_MS });
            setResult(null);
          }}
          onUndo={(id) => void onUndo(id, result.code)}
          onPeople={(people) => void send(result.code, people)}
        />
      )}
      {offline && (
        <OfflineVerdictView
          outcome={offline}
          onNext={() => {
            setRecent({ code: asChecked(offline.text), until: Date.now() + SAME_TICKET_MS });
            setOffline(null);
          }}
          onPeople={(people) => void send(offline.text, people)}
        />
      )}
      {undone && (
        <UndoneView
          ticket={undone.ticket}
          busy={scanning}
          onNext={() => setUndone(null)}
          onScanAgain={() => {
            setUndone(null);
            void send(undone.code);
          }}
        />
      )}
    </>
  );
}
