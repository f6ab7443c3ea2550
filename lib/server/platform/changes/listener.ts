import { Client, type Notification } from 'pg';
import { backoffDelayMs } from '@/lib/domain/backoff';
import { log as componentLog } from '../logger';
import { CHANNEL } from './record';

/*
 * Every instance's ear for changes (issue #23): a dedicated connection (not the pool's: LISTEN belongs to
 * one session, and a pooled client is handed to others) that LISTENs on `site_changes`, reconnecting with
 * backoff when it drops; and, whatever the connection does, a poll of the `site_changes` rows every
 * `pollMs` (one indexed query) for anything the notifications missed: a change committed while the
 * connection was down reaches this instance within the poll, never later. Each change is handed to
 * `onChange` once (by its id), in the order it arrives.
 */

export interface ChangeListenerOptions {
  connectionString: string;
  /** Called with each change's JSON (checked by the caller: lib/domain/site-changes.ts parseChange). */
  onChange: (change: unknown, id: number) => void;
  /** How often the rows are read: the longest a missed notification waits. */
  pollMs?: number;
  /** How far back the poll looks: a change's row is dated at its transaction's start, which may precede its commit. */
  lookBackSeconds?: number;
}

export interface ChangeListener {
  /** Resolves once listening (the first connection made, or failed and retrying). */
  ready: Promise<void>;
  /** Reads the rows now (tests, and after a reconnection). */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

const log = () => componentLog('changes');

export function listenForChanges({ connectionString, onChange, pollMs = 2_000, lookBackSeconds = 60 }: ChangeListenerOptions): ChangeListener {
  // Ids seen, with when: a change arrives by notification and again by the poll; it is applied once.
  const seen = new Map<number, number>();
  let client: Client | null = null;
  let stopped = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;

  const deliver = (id: number, change: unknown) => {
    if (!Number.isFinite(id) || seen.has(id)) return;
    seen.set(id, Date.now());
    try {
      onChange(change, id);
    } catch (error) {
      log().error({ err: error }, 'Applying a change failed');
    }
  };

  const forget = () => {
    const before = Date.now() - (lookBackSeconds + 60) * 1000;
    for (const [id, at] of seen) if (at < before) seen.delete(id);
  };

  const recent = async (reader: Client) =>
    (await reader.query<{ id: string; change: unknown }>(`select id, change from ${CHANNEL} where recorded_at > now() - make_interval(secs => $1) order by id`, [lookBackSeconds])).rows;

  const readRows = async () => {
    // On the listening connection while it is up (it is otherwise idle); on a connection of its own while
    // it is down, so a change still arrives within the poll.
    const listening = client;
    let rows: { id: string; change: unknown }[];
    if (listening) rows = await recent(listening);
    else {
      const reader = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
      reader.on('error', () => {});
      try {
        await reader.connect();
        rows = await recent(reader);
      } finally {
        await reader.end().catch(() => {});
      }
    }
    for (const row of rows) deliver(Number(row.id), row.change);
    forget();
  };

  const poll = () => {
    polling ??= readRows()
      .catch((error: Error) => log().warn(`Reading changes failed: ${error.message}`))
      .finally(() => {
        polling = null;
      });
    return polling;
  };

  const onNotification = (message: Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    let parsed: { id?: unknown; change?: unknown };
    try {
      parsed = JSON.parse(message.payload) as typeof parsed;
    } catch {
      return void poll();
    }
    // A payload too large to send came as its id: the row has it.
    if (parsed.change === undefined) return void poll();
    deliver(Number(parsed.id), parsed.change);
  };

  const connectOnce = async (): Promise<void> => {
    if (stopped) return;
    // Named, so an operator (or a test) can tell it in pg_stat_activity.
    const next = new Client({ connectionString, connectionTimeoutMillis: 5_000, keepAlive: true, application_name: 'site-changes-listener' });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      void next.end().catch(() => {});
      if (stopped) return;
      failures += 1;
      const wait = backoffDelayMs(failures, 500, 10_000);
      log().warn(`Change listener lost its connection${error ? ` (${error.message})` : ''}; reconnecting in ${wait} ms`);
      reconnectTimer = setTimeout(() => void connectOnce(), wait);
      reconnectTimer.unref();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (stopped) return void (await next.end());
      client = next;
      failures = 0;
      // What was committed while no one listened (a poll already under way may have used the old connection).
      await polling;
      await poll();
    } catch (error) {
      onLost(error as Error);
    }
  };

  const ready = connectOnce();
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();

  return {
    ready,
    poll,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(reconnectTimer);
      await polling;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
