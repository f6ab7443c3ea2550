import { and, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { normaliseBookingId } from '@/lib/domain/find-booking';
import type { Database } from '../platform/db/client';
import { db } from '../platform/db/client';
import { plannedForItsValues } from '../platform/db/prepared-statements';
import { locales, orders, staffAudit } from '../platform/db/schema';

/**
 * Who did it: a signed-in staff member, or what acted without one (`npm run staff`, the demo's seed,
 * the sign-in screen when someone asks it to email an account a link, the background worker deleting
 * signed waivers past their park's retention).
 */
export type Actor = { staffId: string; email: string } | { label: 'command line' | 'demo' | 'sign-in screen' | 'worker' };

export interface AuditEntry {
  actor: Actor;
  /** What was done, a verb of the back office: `staff.add`, `ticket.checkIn`, `order.refund`… */
  action: string;
  /** What it was done to, as `kind:id`: `staff:gate@summit-rush.test`, `order:SR-ABCD-EFGH`. */
  subject: string;
  /** The park it concerned; null for the operator's own (staff accounts). */
  parkId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Executor = Pick<Database, 'insert'>;

/**
 * Writes the audit entry of one staff action. Every action calls it with the executor of its own
 * transaction, so the entry is there exactly when the change is: a rolled-back action leaves none, a
 * committed one cannot lack it. Entries are only ever inserted.
 */
export async function recordStaffAction(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(staffAudit).values({
    staffId: 'staffId' in entry.actor ? entry.actor.staffId : null,
    actor: 'staffId' in entry.actor ? entry.actor.email : entry.actor.label,
    action: entry.action,
    subject: entry.subject,
    parkId: entry.parkId,
    before: entry.before,
    after: entry.after,
  });
}

export interface AuditRecord {
  id: string;
  at: Date;
  actor: string;
  action: string;
  subject: string;
  parkId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const RECORD = {
  id: staffAudit.id,
  at: staffAudit.at,
  actor: staffAudit.actor,
  action: staffAudit.action,
  subject: staffAudit.subject,
  parkId: staffAudit.parkId,
  before: staffAudit.before,
  after: staffAudit.after,
};

/** The audit trail of one subject, newest first (what an order's page and an owner will read). */
export async function auditTrail(subject: string, limit = 100): Promise<AuditRecord[]> {
  return db().select(RECORD).from(staffAudit).where(eq(staffAudit.subject, subject)).orderBy(desc(staffAudit.at)).limit(limit);
}

export interface AuditQuery {
  /** Entries whose actor (an email, `command line`, `demo`) contains this. */
  actor?: string | null;
  /** Entries whose subject contains this (`order:SR-…`, `ticket:…`, `staff:…`). */
  subject?: string | null;
  /** Entries before this moment (the next page: the last entry's `at`). */
  before?: Date | null;
  limit: number;
}

/** Escapes LIKE's wildcards, so what an owner types is matched as text. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An entry of the whole trail, with the money and clock it is read in. */
export interface AuditSearchRecord extends AuditRecord {
  /** An order's entry: the order's currency; any other park's entry: the park's; none for the operator's own. */
  currency: string | null;
  /** The order's site's time zone, or the park's; UTC for the operator's own entries. */
  timeZone: string;
}

/** The site an entry is read on: its order's (`order:<booking id>`, through the unique index) or else its park's first. */
const entryLocale = sql`coalesce(
  case when ${staffAudit.subject} like 'order:%' then (select ${orders.localeId} from ${orders} where ${orders.bookingId} = substr(${staffAudit.subject}, 7)) end,
  (select ${locales.id} from ${locales} where ${locales.parkId} = ${staffAudit.parkId} order by ${locales.id} limit 1)
)`;

/**
 * The whole trail, newest first, filtered and paged (the owner's audit screen). Nothing typed: the newest
 * entries by `staff_audit_at`. Text typed is planned for its values: PostgreSQL then reads the newest
 * entries in turn for a text most share (`order:`), and a rare one's few through the trigram indexes
 * (migration 0039), where reading a year's 1.4 million entries newest first found an old order's in 0.7–2.4 s.
 * A booking ID is looked up as its order's subject.
 */
export async function searchAudit(query: AuditQuery): Promise<AuditSearchRecord[]> {
  const actor = query.actor?.trim();
  const subject = query.subject?.trim();
  const conditions: SQL[] = [];
  if (actor) conditions.push(ilike(staffAudit.actor, containing(actor)));
  // A booking ID with its SR- prefix, as staff paste one, is in one subject only: its order's, as the order
  // desk and the gate write it (`order:SR-…`), found through staff_audit_subject.
  const bookingId = subject && /^sr[-\s]/i.test(subject) ? normaliseBookingId(subject) : null;
  if (subject) conditions.push(bookingId ? eq(staffAudit.subject, `order:${bookingId}`) : ilike(staffAudit.subject, containing(subject)));
  if (query.before) conditions.push(lt(staffAudit.at, query.before));
  const { rows } = await db().execute<Omit<AuditSearchRecord, 'at'> & { at: string }>(sql`${plannedForItsValues(Boolean(actor || (subject && !bookingId)))}select
      ${staffAudit.id}, ${staffAudit.at}, ${staffAudit.actor}, ${staffAudit.action}, ${staffAudit.subject}, ${staffAudit.parkId} as "parkId", ${staffAudit.before}, ${staffAudit.after},
      (select ${locales.currency} from ${locales} where ${locales.id} = ${entryLocale}) as currency,
      coalesce((select ${locales.timeZone} from ${locales} where ${locales.id} = ${entryLocale}), 'UTC') as "timeZone"
    from ${staffAudit} ${conditions.length ? sql`where ${and(...conditions)}` : sql``}
    order by ${staffAudit.at} desc limit ${query.limit}`);
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
