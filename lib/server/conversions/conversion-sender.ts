import { sql } from 'drizzle-orm';
import { backoffDelayMs } from '@/lib/domain/backoff';
import { CONVERSION_MAX_AGE_MS, conversionUrl, isTooOld, secretEnvOf, sendFailure, type ConversionDestination } from '@/lib/domain/conversions';
import { env } from '../platform/config';
import { db } from '../platform/db/client';
import { log } from '../platform/logger';

/** A claimed row is the worker's for this long; a crash mid-batch lets it lapse, and the row is retried. */
const LEASE_MS = 2 * 60_000;
/** A provider that does not answer within this is tried again later. */
const SEND_TIMEOUT_MS = 10_000;
/** Sent or given-up rows are kept this long for staff and support to look at, then deleted. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

type ClaimedRow = {
  id: string;
  destination: ConversionDestination;
  account: string;
  body: object;
  attempts: number;
  paid_at: Date;
  ga4_api_secret_env: string | null;
  meta_access_token_env: string | null;
};

export interface ConversionRun {
  sent: number;
  failed: number;
  dropped: number;
}

const BASES: Record<ConversionDestination, () => string> = { ga4: () => env().CONVERSIONS_GA4_URL, meta: () => env().CONVERSIONS_META_URL };

/**
 * Sends due conversions, as the mail outbox sends mail (lib/server/mail/outbox.ts): rows are claimed with
 * a lease in one short statement (`for update skip locked`: instances take disjoint rows), the requests go
 * out of any transaction, and each row is then marked sent, rescheduled with backoff, or given up. The
 * secret is read from the environment variable the site's owner named, at the moment of sending: it never
 * reaches the database.
 */
export async function sendDueConversions(now = new Date(), limit = 20): Promise<ConversionRun> {
  const run: ConversionRun = { sent: 0, failed: 0, dropped: 0 };
  const lease = new Date(now.getTime() + LEASE_MS);
  const { rows } = await db().execute<ClaimedRow>(sql`
    update conversions c set next_attempt_at = ${lease.toISOString()}::timestamptz
    from orders o join locales l on l.id = o.locale_id
    where o.id = c.order_id and c.id in (
      select id from conversions
      where sent_at is null and dropped_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning c.id, c.destination, c.account, c.body, c.attempts, c.paid_at, l.ga4_api_secret_env, l.meta_access_token_env`);
  for (const row of rows) {
    if (isTooOld(new Date(row.paid_at), now)) {
      await finish(row.id, sql`dropped_at = ${now.toISOString()}::timestamptz, last_error = coalesce(last_error, 'too old to count')`);
      run.dropped++;
      continue;
    }
    const outcome = await send(row);
    if (outcome.ok) {
      await finish(row.id, sql`sent_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1, last_error = null`);
      run.sent++;
    } else if (sendFailure(outcome.status) === 'give-up') {
      await finish(row.id, sql`dropped_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1, last_error = ${outcome.error}`);
      log('conversions').warn({ conversion: row.id, destination: row.destination, error: outcome.error }, 'A conversion was refused; it is not sent again');
      run.dropped++;
    } else {
      const next = new Date(now.getTime() + backoffDelayMs(row.attempts + 1));
      await finish(row.id, sql`next_attempt_at = ${next.toISOString()}::timestamptz, attempts = attempts + 1, last_error = ${outcome.error}`);
      run.failed++;
    }
  }
  return run;
}

const finish = (id: string, set: ReturnType<typeof sql>) => db().execute(sql`update conversions set ${set} where id = ${id}`);

type Outcome = { ok: true } | { ok: false; status: number | null; error: string };

async function send(row: ClaimedRow): Promise<Outcome> {
  const name = secretEnvOf({ ga4ApiSecretEnv: row.ga4_api_secret_env, metaAccessTokenEnv: row.meta_access_token_env }, row.destination);
  const secret = name ? process.env[name] : undefined;
  // The owner may set the variable after the fact: retried (until too old) rather than given up.
  if (!name || !secret) return { ok: false, status: null, error: `the secret's environment variable ${name ?? '(none named)'} is not set` };
  try {
    const response = await fetch(conversionUrl(row.destination, BASES[row.destination](), row.account, secret), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(row.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // Read (and bounded) so the connection is reused; the provider's words go into last_error only.
    const text = (await response.text()).slice(0, 500);
    return response.ok ? { ok: true } : { ok: false, status: response.status, error: `${response.status} ${text}`.trim() };
  } catch (error) {
    return { ok: false, status: null, error: (error as Error).name === 'TimeoutError' ? 'no answer in time' : (error as Error).message.slice(0, 200) };
  }
}

/**
 * Rows no longer needed: sent or given up a month ago, and those of orders never paid (their visit's ids
 * kept no longer than a conversion could still count).
 */
export async function deleteOldConversions(now = new Date()): Promise<number> {
  const kept = new Date(now.getTime() - KEEP_MS).toISOString();
  const unpaid = new Date(now.getTime() - CONVERSION_MAX_AGE_MS).toISOString();
  const { rowCount } = await db().execute(sql`
    delete from conversions
    where coalesce(sent_at, dropped_at) < ${kept}::timestamptz
       or (body is null and created_at < ${unpaid}::timestamptz)`);
  return rowCount ?? 0;
}
