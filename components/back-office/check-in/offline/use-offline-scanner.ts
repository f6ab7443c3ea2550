import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { v4 as uuid } from 'uuid';
import { ScannerDayDocument, SyncOfflineCheckInsDocument } from '@/graphql/generated/staff-operations';
import { todayIn } from '@/lib/domain/calendar';
import { admittedHere, readOffline, ruleOffline, syncTurns, type OfflineList, type OfflineVerdict } from '@/lib/domain/offline-check-in';
import type { TicketPublicKey } from '@/lib/domain/ticket-signature';
import { keepBundlesLoaded } from './service-worker';
import { deviceCheckIns, forgetCounted, forgetOnline, keepCheckIn, keepList, keptList, markSynced, type DeviceCheckIn, type KeptList } from './store';

/*
 * The scanner's offline half (docs/back-office.md, "The offline scanner"). While the server answers, the
 * gate asks it about every ticket (check-in-screen.tsx) and this keeps the park's day list fresh. When it
 * does not (no network, or a network that drops requests), the gate rules here: the signature with the
 * park's public keys, the ticket from the kept list, and the people this device let in since
 * (lib/domain/offline-check-in.ts). Those check-ins wait in IndexedDB and are sent, oldest first, when the
 * server answers again; the server rules on them once more.
 */

/** How often the kept list is asked for again while online: new sales, cancellations and signed waivers. */
const LIST_REFRESH_MS = 2 * 60_000;
/** How often the server is tried again while check-ins wait, or while it does not answer though the browser thinks it is online. */
const RETRY_MS = 20_000;

export type OfflineOutcome = { code: string; verdict: OfflineVerdict } | { code: string; verdict: 'unknown'; reason: 'malformed' | 'forged' } | { code: string; verdict: 'noList' };

export interface OfflineScanner {
  /** What the gate shows: online (the server answers) or offline. */
  online: boolean;
  /** The kept list's size, or null when this device has none for the park. */
  tickets: number | null;
  /** When the device last exchanged with the server (sent its check-ins and got the day's list). */
  lastSyncAt: number | null;
  /** Check-ins made offline, not yet synced. */
  waiting: number;
  /** Rules on a ticket from the kept list, and records its check-in when it admits. */
  check: (text: string, people?: number | null) => Promise<OfflineOutcome>;
  /** A check-in the server made for this device: counted here until a list counts it. */
  admittedOnline: (code: string, people: number, checkInId: string) => void;
  undoneOnline: (checkInId: string) => void;
  /** A request to the server failed for the network: rule here until it answers again. */
  unreachable: () => void;
}

/** A network failure, as opposed to the server's answer (a refusal, an error it reported). */
export const isNetworkFailure = (error: unknown): boolean => !CombinedGraphQLErrors.is(error);

/** This device's name for itself in a sync: one per installed scanner, kept with its gate settings. */
function deviceName(): string {
  const key = 'sr-gate-device';
  let name = window.localStorage.getItem(key);
  if (!name) window.localStorage.setItem(key, (name = `Scanner ${uuid().slice(0, 6).toUpperCase()}`));
  return name;
}

/** The kept list as the ruling reads it: made once per list (thousands of tickets), its day told at each scan. */
/** Consecutive check-ins of one gate name. */
function byGate(turn: readonly DeviceCheckIn[]): DeviceCheckIn[][] {
  const runs: DeviceCheckIn[][] = [];
  for (const checkIn of turn) {
    const run = runs.at(-1);
    if (run && run[0].gate === checkIn.gate) run.push(checkIn);
    else runs.push([checkIn]);
  }
  return runs;
}

const asList = (kept: KeptList): Omit<OfflineList, 'today'> => ({
  tickets: new Map(kept.day.tickets.map((ticket) => [ticket.code, ticket])),
  revoked: new Set(kept.day.revoked),
  unknownTickets: kept.day.unknownTickets,
});

export function useOfflineScanner(parkId: string, gate: string): OfflineScanner {
  const client = useApolloClient();
  const [browserOnline, setBrowserOnline] = useState(true);
  const [reachable, setReachable] = useState(true);
  const [kept, setKept] = useState<KeptList | null>(null);
  const [checkIns, setCheckIns] = useState<DeviceCheckIn[]>([]);
  const busy = useRef(false);
  const list = useMemo(() => (kept ? asList(kept) : null), [kept]);
  const latest = useRef({ parkId, gate, kept, list, checkIns });
  latest.current = { parkId, gate, kept, list, checkIns };

  /** What the device kept for the park, when the screen opens or changes park. */
  const load = useCallback(async (park: string) => {
    const [list, made] = await Promise.all([keptList(park), deviceCheckIns(park)]);
    if (latest.current.parkId !== park) return;
    setKept(list ?? null);
    setCheckIns(made);
  }, []);

  /**
   * Sends what waits, then asks for the day's list; stops at the first failure (the next try resends).
   * What is on screen changes in step with the store, never reloaded from it: a check-in made while this
   * runs is in the state at once, and a read begun before it was stored must not drop it.
   */
  const exchange = useCallback(async () => {
    const park = latest.current.parkId;
    if (busy.current || !park || !navigator.onLine) return;
    busy.current = true;
    try {
      for (const turn of syncTurns(await deviceCheckIns(park))) {
        // One gate per request (the API's): a gate renamed in the middle of a queue splits its turn.
        for (const sent of byGate(turn)) {
          await client.mutate({
            mutation: SyncOfflineCheckInsDocument,
            variables: { input: { parkId: park, device: deviceName(), gate: sent[0].gate, checkIns: sent.map(({ id, code, people, at }) => ({ id, code, people, at: new Date(at).toISOString() })) } },
          });
          const syncedAt = Date.now();
          const ids = new Set(sent.map((checkIn) => checkIn.id));
          await markSynced([...ids], syncedAt);
          setCheckIns((current) => current.map((checkIn) => (ids.has(checkIn.id) ? { ...checkIn, syncedAt } : checkIn)));
        }
      }
      const askedAt = Date.now();
      const { data } = await client.query({ query: ScannerDayDocument, variables: { parkId: park }, fetchPolicy: 'no-cache' });
      if (data && latest.current.parkId === park) {
        const list = { parkId: park, askedAt, day: data.scannerDay };
        await keepList(list);
        await forgetCounted(park, askedAt);
        setKept(list);
        setCheckIns((current) => current.filter((checkIn) => checkIn.syncedAt === null || checkIn.syncedAt >= askedAt));
      }
      setReachable(true);
      keepBundlesLoaded();
    } catch (error) {
      if (isNetworkFailure(error)) setReachable(false);
    } finally {
      busy.current = false;
    }
  }, [client]);

  useEffect(() => {
    if (!parkId) return;
    void load(parkId).then(exchange);
    const refresh = setInterval(() => void exchange(), LIST_REFRESH_MS);
    return () => clearInterval(refresh);
  }, [parkId, load, exchange]);

  const waiting = checkIns.filter((checkIn) => checkIn.syncedAt === null).length;
  useEffect(() => {
    if (!waiting && reachable) return;
    const retry = setInterval(() => void exchange(), RETRY_MS);
    return () => clearInterval(retry);
  }, [waiting, reachable, exchange]);

  useEffect(() => {
    const update = () => {
      setBrowserOnline(navigator.onLine);
      if (navigator.onLine) void exchange();
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [exchange]);

  const record = useCallback(async (checkIn: Omit<DeviceCheckIn, 'parkId' | 'gate'>) => {
    const kept: DeviceCheckIn = { ...checkIn, parkId: latest.current.parkId, gate: latest.current.gate.trim() || null };
    // In the state first: the next scan rules with it, whatever the store is doing.
    latest.current.checkIns = [...latest.current.checkIns, kept];
    setCheckIns((current) => [...current, kept]);
    await keepCheckIn(kept);
  }, []);

  const check = useCallback(
    async (text: string, people?: number | null): Promise<OfflineOutcome> => {
      const { kept, list, checkIns: made } = latest.current;
      const code = text.trim().toUpperCase();
      if (!kept || !list) return { code, verdict: 'noList' };
      const reading = await readOffline(text, kept.day.keys as TicketPublicKey[]);
      if (!reading.ok) return { code, verdict: 'unknown', reason: reading.reason };
      const today = todayIn(kept.day.timeZone);
      const verdict = ruleOffline({ ...list, today }, reading.code, admittedHere(made, reading.code, kept.askedAt), people, reading.signed);
      if (verdict.verdict === 'valid') await record({ id: uuid(), code: reading.code, people: verdict.people, at: Date.now(), flagged: verdict.flagged, syncedAt: null, onlineId: null });
      return { code: reading.code, verdict };
    },
    [record],
  );

  const admittedOnline = useCallback(
    (code: string, people: number, checkInId: string) => {
      setReachable(true);
      const now = Date.now();
      void record({ id: uuid(), code, people, at: now, flagged: false, syncedAt: now, onlineId: checkInId });
    },
    [record],
  );

  const undoneOnline = useCallback((checkInId: string) => {
    setCheckIns((current) => current.filter((checkIn) => checkIn.onlineId !== checkInId));
    void forgetOnline(checkInId);
  }, []);

  const unreachable = useCallback(() => setReachable(false), []);

  return useMemo(
    () => ({
      online: browserOnline && reachable,
      tickets: kept ? kept.day.tickets.length : null,
      lastSyncAt: kept?.askedAt ?? null,
      waiting,
      check,
      admittedOnline,
      undoneOnline,
      unreachable,
    }),
    [browserOnline, reachable, kept, waiting, check, admittedOnline, undoneOnline, unreachable],
  );
}
