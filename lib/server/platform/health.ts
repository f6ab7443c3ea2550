import { pool } from './db/client';

/** Mail that has failed this many times is reported as failing (it is still retried). */
export const FAILING_AFTER_ATTEMPTS = 3;
/** Mail still unsent this long after it was written makes the instance report `degraded`. */
export const OUTBOX_STALE_SECONDS = 15 * 60;

export interface OutboxHealth {
  /** Unsent messages, failing ones included. */
  pending: number;
  /** Unsent messages that have failed at least FAILING_AFTER_ATTEMPTS times. */
  failing: number;
  /** Age of the oldest unsent message, in seconds; null when none waits. */
  oldestPendingSeconds: number | null;
}

export interface Health {
  /**
   * `down`: this instance cannot reach its database (503: take it out of the load balancer);
   * `degraded`: it serves, but mail is not going out (200: every instance shares the outbox, so taking
   * them out would turn a mail outage into a site outage; alert on it instead).
   */
  status: 'ok' | 'degraded' | 'down';
  database: 'ok' | 'unreachable';
  outbox: OutboxHealth | null;
}

/** The rule: the database must answer, and no mail may wait longer than OUTBOX_STALE_SECONDS. */
export function healthStatus(database: Health['database'], outbox: OutboxHealth | null): Health['status'] {
  if (database !== 'ok') return 'down';
  return (outbox?.oldestPendingSeconds ?? 0) < OUTBOX_STALE_SECONDS ? 'ok' : 'degraded';
}

/**
 * What a load balancer and an operator need to know: can this instance reach its database, and is mail
 * going out? The load balancer only needs the status code (503 when down).
 */
export async function checkHealth(now = new Date()): Promise<Health> {
  try {
    const { rows } = await pool().query<{ pending: number; failing: number; oldest: number | null }>(
      `select count(*)::int as pending,
              count(*) filter (where attempts >= $1)::int as failing,
              floor(extract(epoch from ($2::timestamptz - min(created_at))))::int as oldest
       from outbox where sent_at is null`,
      [FAILING_AFTER_ATTEMPTS, now.toISOString()],
    );
    const outbox = { pending: rows[0].pending, failing: rows[0].failing, oldestPendingSeconds: rows[0].oldest };
    return { status: healthStatus('ok', outbox), database: 'ok', outbox };
  } catch {
    return { status: healthStatus('unreachable', null), database: 'unreachable', outbox: null };
  }
}
