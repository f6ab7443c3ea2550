import { inArray, sql } from 'drizzle-orm';
import { backoffDelayMs } from '@/lib/domain/backoff';
import { db, type Database } from '../platform/db/client';
import { outbox } from '../platform/db/schema';
import { env } from '../platform/config';
import { log as componentLog } from '../platform/logger';
import { bookingLinksMail } from './booking-links';
import { bookingTicketsMail } from './booking-tickets';
import { enquiryAcknowledgementMail } from './enquiry-acknowledgement';
import { enquiryNotificationMail } from './enquiry-notification';
import { enquiryReplyMail } from './enquiry-reply';
import { giftCardReceiptMail, giftCardRecipientMail } from './gift-card';
import { groupBalanceMail, groupInvoiceMail, groupOverdueMail } from './group-balance';
import { orderConfirmationMail } from './order-confirmation';
import { orderUpdateMail } from './order-update';
import { sessionClosureMail } from './session-closure';
import { reservationReleasedMail } from './reservation-released';
import { reservationRequestMail } from './reservation-request';
import { ridersReminderMail } from './riders-reminder';
import { staffSignInLinkMail } from './staff-sign-in-link';
import { waitingListConfirmMail, waitingListOfferMail } from './waiting-list';
import { waiverCopyMail } from './waiver-copy';
import { closeMailTransport, mailDirectory, mailMode, sendRenderedMail } from './transport';
import type { MailDefinition } from './types';

/*
 * The transactional outbox. A service writes the message in the same transaction as the fact it reports
 * (an order marked paid), so mail is sent if and only if the fact committed. A worker on every app
 * instance sends due rows; an SMTP outage delays mail, never loses it; the dedupe key keeps one message
 * per fact however often the fact is reported (a retried notification, a second browser tab).
 * Without SMTP_URL the transport writes each message to a file instead (transport.ts), which counts as
 * sent: on a development machine and in the demo, mail shows up in /dev/mailbox at once.
 */

/** Every kind of mail, by the `kind` stored in the outbox. Adding a kind is one line here. */
const MAIL_KINDS = {
  'order-confirmation': orderConfirmationMail,
  'booking-tickets': bookingTicketsMail,
  'order-update': orderUpdateMail,
  'session-closure': sessionClosureMail,
  'reservation-request': reservationRequestMail,
  'reservation-released': reservationReleasedMail,
  'gift-card-recipient': giftCardRecipientMail,
  'gift-card-receipt': giftCardReceiptMail,
  'enquiry-notification': enquiryNotificationMail,
  'enquiry-acknowledgement': enquiryAcknowledgementMail,
  'enquiry-reply': enquiryReplyMail,
  'staff-sign-in-link': staffSignInLinkMail,
  'booking-links': bookingLinksMail,
  'waiting-list-confirm': waitingListConfirmMail,
  'waiting-list-offer': waitingListOfferMail,
  'waiver-copy': waiverCopyMail,
  'riders-reminder': ridersReminderMail,
  'group-balance': groupBalanceMail,
  'group-overdue': groupOverdueMail,
  'group-invoice': groupInvoiceMail,
} satisfies Record<string, MailDefinition<never>>;

export type MailKind = keyof typeof MAIL_KINDS;
export type MailPayload<K extends MailKind> = (typeof MAIL_KINDS)[K] extends MailDefinition<infer P> ? P : never;

/** A claimed row is ours for this long; another instance may take it over only after it lapses. */
const LEASE_MS = 2 * 60_000;
/**
 * Stop starting sends this long after the claim, so that the last send (bounded by the transport's
 * timeouts, about a minute at worst) finishes inside the lease and no other instance sends it too.
 */
const SEND_BUDGET_MS = LEASE_MS / 2;
const ERROR_LENGTH = 300;

// ---- logging (structured, LOG_LEVEL decides): never the message body or the recipient (personal data).
type Level = 'debug' | 'info' | 'warn' | 'error';
const log = (level: Level, message: string): void => void componentLog('mail')[level](message);

/** Where this process's mail goes, for the log: never the SMTP credentials. */
function describeMailMode(): string {
  if (mailMode() === 'files') return `Mail is written to ${mailDirectory()} (SMTP_URL is unset)`;
  let host = 'the SMTP server';
  try {
    host = new URL(env().SMTP_URL ?? '').host || host;
  } catch {
    // SMTP_URL was validated at start-up; a URL that does not parse here is still not worth failing for.
  }
  return `Mail is sent through ${host} (SMTP_URL)`;
}

/** A drizzle database or transaction: pass the transaction that records the fact the mail reports. */
export type MailExecutor = Pick<Database, 'insert'>;

/** A message to queue: its dedupe key (the fact it reports), its kind and its view. */
export interface QueuedMail<K extends MailKind> {
  dedupeKey: string;
  kind: K;
  payload: MailPayload<K>;
  notBefore?: Date;
  /** The row's id, made by the caller when its fact names its message (an enquiry's reply). */
  id?: string;
}

/**
 * Queues a message. Returns false when a message with this dedupe key already exists (sent or not):
 * the fact was already reported, and the first message stands.
 */
export async function enqueueMail<K extends MailKind>(executor: MailExecutor, mail: QueuedMail<K>): Promise<boolean> {
  const inserted = await executor
    .insert(outbox)
    .values({
      ...(mail.id ? { id: mail.id } : {}),
      dedupeKey: mail.dedupeKey,
      kind: mail.kind,
      // The payload is JSON captured now, so a retry tomorrow sends what was true when the fact happened.
      payload: mail.payload as unknown as Record<string, unknown>,
      ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

/**
 * Queues `first`, and `next` only when `first` was queued (its key new): a message that goes with another,
 * as a booking's tickets go with its confirmation, in one statement where enqueueMail twice takes two.
 * Answers whether `first` was queued.
 */
export async function enqueueMailWith<First extends MailKind, Next extends MailKind>(
  executor: Pick<Database, 'execute'>,
  first: Pick<QueuedMail<First>, 'dedupeKey' | 'kind' | 'payload'>,
  next: Pick<QueuedMail<Next>, 'dedupeKey' | 'kind' | 'payload'>,
): Promise<boolean> {
  const { rows } = await executor.execute<{ queued: boolean }>(sql`
    with first as (
      insert into outbox (dedupe_key, kind, payload) values (${first.dedupeKey}, ${first.kind}, ${JSON.stringify(first.payload)}::jsonb)
      on conflict (dedupe_key) do nothing returning id
    ),
    next as (
      insert into outbox (dedupe_key, kind, payload) select ${next.dedupeKey}, ${next.kind}, ${JSON.stringify(next.payload)}::jsonb where exists (select 1 from first)
      on conflict (dedupe_key) do nothing
    )
    select exists (select 1 from first) as queued`);
  return rows[0].queued;
}

/**
 * When each of these messages was sent (null: still queued, or being retried); a message that is gone
 * (deleted) has no entry. For a fact that names its message, such as an enquiry's reply.
 */
export async function mailSentAt(ids: readonly string[], database: Pick<Database, 'select'> = db()): Promise<Map<string, Date | null>> {
  if (!ids.length) return new Map();
  const rows = await database.select({ id: outbox.id, sentAt: outbox.sentAt }).from(outbox).where(inArray(outbox.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.sentAt]));
}

/**
 * Deletes the messages of a kind queued before `before`, sent or not: for mail whose content stops being
 * worth anything and should not be kept (a one-time sign-in link, once it has expired). Returns how many.
 */
export async function deleteMailOfKind(kind: MailKind, before: Date, database: Pick<Database, 'execute'> = db()): Promise<number> {
  const { rows } = await database.execute<{ id: string }>(sql`delete from outbox where kind = ${kind} and created_at < ${before.toISOString()}::timestamptz returning id`);
  return rows.length;
}

type ClaimedRow = {
  id: string;
  dedupe_key: string;
  kind: string;
  payload: unknown;
  attempts: number;
};

/** A stored error: short, single-line, and from the transport (code, SMTP reply), never the message. */
function shortError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const parts = [typeof e?.code === 'string' ? e.code : null, typeof e?.responseCode === 'number' ? String(e.responseCode) : null];
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return [...parts.filter(Boolean), message].join(' ').replace(/\s+/g, ' ').slice(0, ERROR_LENGTH);
}

/**
 * Whether the failure is the SMTP server's (unreachable, timing out, refusing our login) or, for mail
 * written to files, the folder's (no permission, a full or read-only disk) rather than this message's:
 * then the rest of the batch would fail the same way, each after its own timeout.
 */
const TRANSPORT_DOWN = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ECONNREFUSED', 'EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'EDQUOT', 'ENOTDIR']);
function isTransportDown(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSPORT_DOWN.has(code);
}

export interface DeliveryResult {
  sent: number;
  /** Rows tried and failed; each is rescheduled with backoff. */
  failed: number;
  /** Rows claimed but not tried (the server went down mid-batch, or the batch ran out of time). */
  deferred: number;
}

/**
 * Sends due mail. Rows are claimed in a short statement that pushes their next_attempt_at forward by a
 * lease (`for update skip locked`, so concurrent workers on several instances take disjoint rows and
 * never wait for each other); the sends then happen outside any transaction, so a slow SMTP server never
 * holds a database connection or lock. A crash mid-batch leaves rows whose lease lapses and are retried.
 */
export async function deliverDueMail(now = new Date(), limit = 20): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, deferred: 0 };

  const lease = new Date(now.getTime() + LEASE_MS);
  // One statement is one transaction: the rows are locked, skipped by others, leased and released at commit.
  const { rows } = await db().execute<ClaimedRow>(sql`
    update outbox set next_attempt_at = ${lease.toISOString()}::timestamptz
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked
    )
    returning id, dedupe_key, kind, payload, attempts`);
  if (!rows.length) return result;

  const started = performance.now();
  const queue = [...rows];
  while (queue.length) {
    if (performance.now() - started > SEND_BUDGET_MS) break;
    const row = queue.shift()!;
    try {
      // hasOwn: a stored kind such as "constructor" must not find Object.prototype's members.
      const definition = Object.hasOwn(MAIL_KINDS, row.kind) ? (MAIL_KINDS[row.kind as MailKind] as MailDefinition<unknown>) : undefined;
      // An unknown kind is retried rather than dropped: a newer instance that knows it may be running.
      if (!definition) throw new Error(`No renderer for mail kind "${row.kind}"`);
      const rendered = await definition.render(row.payload);
      await sendRenderedMail(row.dedupe_key, definition.recipient(row.payload), rendered);
    } catch (error) {
      const attempts = row.attempts + 1;
      const next = new Date(now.getTime() + backoffDelayMs(attempts, env().MAIL_RETRY_BASE_SECONDS * 1000));
      const message = shortError(error);
      await db().execute(sql`
        update outbox set attempts = ${attempts}, last_error = ${message}, next_attempt_at = ${next.toISOString()}::timestamptz
        where id = ${row.id} and sent_at is null`);
      result.failed += 1;
      log('warn', `${row.kind} ${row.id} not sent (attempt ${attempts}, next at ${next.toISOString()}): ${message}`);
      if (isTransportDown(error)) {
        // Everyone else in the batch waits as long as this row: trying them now would only time out again.
        await release(queue, next);
        result.deferred += queue.length;
        queue.length = 0;
      }
      continue;
    }
    // Sent. If this update is lost (a crash, the database gone) the row is sent again after its lease,
    // with the same Message-ID; a duplicate is better than a booking without its tickets.
    await db().execute(sql`
      update outbox set sent_at = ${now.toISOString()}::timestamptz, attempts = ${row.attempts + 1}
      where id = ${row.id} and sent_at is null`);
    result.sent += 1;
    log('debug', `${row.kind} ${row.id} sent`);
  }
  if (queue.length) {
    await release(queue, now);
    result.deferred += queue.length;
  }
  return result;
}

/** Hands claimed but untried rows back before their lease ends, due at `at`. */
async function release(rows: ClaimedRow[], at: Date): Promise<void> {
  if (!rows.length) return;
  const ids = rows.map((row) => row.id);
  await db().execute(sql`
    update outbox set next_attempt_at = ${at.toISOString()}::timestamptz
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and sent_at is null`);
}

/**
 * Runs deliverDueMail every `intervalMs` on this instance, for serve.ts. Runs never overlap (the next is
 * scheduled when one ends), a full batch is followed at once by another to drain a backlog, and the timer
 * is unref'd so it never keeps the process alive. Every instance may run one: claims are disjoint.
 * It says once, at start, where mail goes (SMTP, or files when SMTP_URL is unset).
 * The returned stop function waits for a run in progress and closes the SMTP connections.
 */
export function startMailWorker({ intervalMs = 10_000, batchSize = 20 }: { intervalMs?: number; batchSize?: number } = {}): () => Promise<void> {
  log('info', describeMailMode());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
      });
    }, delay);
    timer.unref();
  };
  const run = async () => {
    let delay = intervalMs;
    try {
      const { sent, failed, deferred } = await deliverDueMail(new Date(), batchSize);
      if (sent + failed + deferred > 0) log('info', `sent ${sent}, failed ${failed}, deferred ${deferred}`);
      if (sent + failed >= batchSize && deferred === 0) delay = 0;
    } catch (error) {
      // The database is unreachable or similar: the rows are untouched or leased; the next run retries.
      log('error', `delivery run failed: ${shortError(error)}`);
    }
    schedule(delay);
  };
  schedule(0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    closeMailTransport();
  };
}

/** A message about an order, as the back office lists them (issue #22): what, when queued, when sent, and the last failure. */
export interface OrderMailRecord {
  kind: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

/** The mail queued about an order (every order mail's payload names it), oldest first. */
export async function orderMail(orderId: string): Promise<OrderMailRecord[]> {
  const { rows } = await db().execute<{ kind: string; created_at: string; sent_at: string | null; attempts: number; last_error: string | null }>(sql`
    select kind, created_at, sent_at, attempts, last_error from outbox where payload->>'orderId' = ${orderId} order by created_at, id`);
  return rows.map((row) => ({
    kind: row.kind,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
