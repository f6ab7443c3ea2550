import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ScanTicketDocument, UndoCheckInDocument } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldLabel, Input } from '@/components/ui/field';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { Panel, ScreenHeading } from '../ui';
import { CameraScanner, type IgnoredCode } from './camera-scanner';
import { signal } from './feedback';
import { VerdictView, type ScanResult } from './verdict-view';

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
 * camera while its holder walks on. Undo clears it: the ticket is to be scanned again at once.
 */
const SAME_TICKET_MS = 4000;

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
 * The gate (issue #22): the camera reads a ticket's QR code, or the code is typed, and the server's
 * verdict fills the screen with a sound and a buzz. A group ticket asks how many of its people are
 * here; a mistaken check-in can be undone for two minutes.
 */
export function CheckInScreen() {
  const t = useStaffT();
  const { staff } = useStaffShell();
  const parks = staff?.parks ?? [];
  const [parkId, setParkId] = useDeviceSetting('sr-gate-park', parks[0]?.id ?? '');
  const [gate, setGate] = useDeviceSetting('sr-gate-name', '');
  const [result, setResult] = useState<(ScanResult & { code: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ignored, setIgnored] = useState<IgnoredCode | null>(null);
  const [scan, { loading: scanning }] = useMutation(ScanTicketDocument);
  const [undo, { loading: undoing }] = useMutation(UndoCheckInDocument);
  const park = parks.find((candidate) => candidate.id === parkId) ?? parks[0];

  // One scan at a time: the camera reads the next frame before React has re-rendered with `scanning`.
  const inFlight = useRef(false);
  const send = useCallback(
    async (code: string, people?: number) => {
      if (!park || inFlight.current) return;
      inFlight.current = true;
      setProblem(null);
      try {
        const { data } = await scan({ variables: { input: { code: code.trim().toUpperCase(), parkId: park.id, gate: gate.trim() || null, people: people ?? null } } });
        if (!data) throw new Error('no answer');
        setResult({ ...data.scanTicket, code });
        if (data.scanTicket.verdict !== 'choosePeople') signal(data.scanTicket.verdict === 'valid');
      } catch {
        setProblem(t('checkIn.failed'));
        signal(false);
      } finally {
        inFlight.current = false;
      }
    },
    [gate, park, scan, t],
  );

  const onUndo = async (checkInId: string) => {
    const { data } = await undo({ variables: { checkInId } }).catch(() => ({ data: undefined }));
    const answer = data?.undoCheckIn;
    if (answer?.__typename === 'CheckInUndone') {
      setResult(null);
      setProblem(null);
      setIgnored(null);
    } else setProblem(t(`checkIn.undoRefused.${answer?.__typename === 'UndoCheckInRefused' ? answer.problem : 'failed'}`));
  };

  const typed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    if (!field.value.trim()) return setProblem(t('checkIn.typeCode'));
    void send(field.value);
    field.value = '';
  };

  if (!park) return <p>{t('forbidden.text')}</p>;
  return (
    <>
      <ScreenHeading>{t('checkIn.heading', { park: park.name })}</ScreenHeading>
      <CameraScanner onCode={(code) => void send(code)} paused={!!result || scanning} ignored={ignored} />
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
            setIgnored({ text: result.code, until: Date.now() + SAME_TICKET_MS });
            setResult(null);
          }}
          onUndo={(id) => void onUndo(id)}
          onPeople={(people) => void send(result.code, people)}
        />
      )}
    </>
  );
}
