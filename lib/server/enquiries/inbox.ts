import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { validate as isUuid } from 'uuid';
import type { BookingType, FunctionType } from '@/lib/domain/enquiry';
import { ENQUIRY_PAGE_MAX, ENQUIRY_SEARCH_MAX, ENQUIRY_STATUSES, statusAfterReply, type EnquiryStatus } from '@/lib/domain/enquiry-inbox';
import {
  ENQUIRY_INBOX_PROBLEM_KEYS,
  enquiryNoteSchema,
  enquiryReplySchema,
  type EnquiryInboxProblemCode,
  type EnquiryNoteValues,
  type EnquiryReplyValues,
} from '@/lib/domain/enquiry-inbox-forms';
import { problemCodeOf, validateForm } from '@/lib/domain/form-validation';
import { toLanguage, type Language } from '@/lib/domain/language';
import { mayAct } from '@/lib/domain/staff-access';
import { findLocaleById, mailSiteOf, siteOrigin } from '../locales';
import { enqueueMail, enquiryReplySubject, mailSentAt, type EnquiryReplyView } from '../mail';
import { db, type Database } from '../platform/db/client';
import { enquiries, enquiryNotes, enquiryReplies, locales, parks, staff as staffTable } from '../platform/db/schema';
import { allow, auditTrail, forbidden, recordStaffAction, type AuditRecord, type StaffContext } from '../staff';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';

/*
 * The back office's inbox of venue-hire enquiries (issue #22). An enquiry belongs to the park of the
 * locale it was sent to; every read and change asks `allow(context, 'manageEnquiries', thatPark)`, and an
 * enquiry that does not exist is refused the same way, so another park's member learns nothing. Each
 * change locks the enquiry's row, and writes its audit entry (subject `enquiry:<id>`) in its own
 * transaction. A reply is mailed through the outbox in the same transaction that stores it.
 */

const ACTION = 'manageEnquiries';

/** An enquiry as the inbox shows it. */
export interface EnquiryRecord {
  id: string;
  status: EnquiryStatus;
  receivedAt: Date;
  localeId: string;
  parkId: string | null;
  parkName: string;
  /** The domain of the site it was sent from. */
  site: string;
  language: Language;
  name: string;
  email: string;
  mobilePhone: string;
  functionType: FunctionType;
  bookingType: BookingType;
  guests: number;
  preferredDate: string;
  message: string;
  timeZone: string;
}

export interface EnquiryNoteRecord {
  id: string;
  text: string;
  at: Date;
  byName: string;
  byEmail: string;
}

export interface EnquiryReplyRecord {
  id: string;
  subject: string;
  body: string;
  at: Date;
  byName: string;
  byEmail: string;
  /** When its mail left; null while queued (or when the message is gone from the outbox). */
  sentAt: Date | null;
}

export type EnquiryCounts = Record<EnquiryStatus | 'all', number>;

export interface EnquiryPage {
  enquiries: EnquiryRecord[];
  nextBefore: string | null;
  counts: EnquiryCounts;
}

export interface EnquiryQuery {
  parkId?: string | null;
  status?: EnquiryStatus | null;
  search?: string | null;
  /** The cursor of the page before (EnquiryPage.nextBefore). */
  before?: string | null;
  limit?: number | null;
}

/** A field of the inbox's forms: a note's text, a reply's subject or body. */
export type EnquiryFormField = keyof EnquiryNoteValues | keyof EnquiryReplyValues;

export interface FieldProblem {
  field: EnquiryFormField;
  code: EnquiryInboxProblemCode;
  max: number | null;
}

export type EnquiryChange = { ok: true; enquiry: EnquiryRecord } | { ok: false; problems: FieldProblem[] };

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const COLUMNS = {
  id: enquiries.id,
  status: enquiries.status,
  receivedAt: enquiries.createdAt,
  localeId: enquiries.localeId,
  parkId: locales.parkId,
  parkName: sql<string>`coalesce(${parks.name}, ${locales.title})`,
  site: locales.domain,
  language: enquiries.language,
  name: enquiries.name,
  email: enquiries.email,
  mobilePhone: enquiries.mobilePhone,
  functionType: enquiries.functionType,
  bookingType: enquiries.bookingType,
  guests: enquiries.guests,
  preferredDate: enquiries.preferredDate,
  message: enquiries.message,
  timeZone: locales.timeZone,
};

type Row = Omit<EnquiryRecord, 'language'> & { language: string };
const record = (row: Row): EnquiryRecord => ({ ...row, language: toLanguage(row.language) });

/**
 * Which enquiries a member may see: those of the parks they manage enquiries for, and (an owner's) those
 * sent to a site of no park. Refused when there are none, or when `parkId` names a park not theirs.
 */
function scope(context: StaffContext, parkId: string | null | undefined): SQL {
  const { staff } = context;
  if (!staff.active) throw forbidden();
  if (parkId) {
    allow(context, ACTION, parkId);
    return eq(locales.parkId, parkId);
  }
  const mine = staff.parks.filter((park) => mayAct(staff, ACTION, park));
  const global = mayAct(staff, ACTION, null);
  if (!mine.length && !global) throw forbidden();
  const conditions = [mine.length ? inArray(locales.parkId, mine) : undefined, global ? isNull(locales.parkId) : undefined].filter(Boolean) as SQL[];
  return conditions.length === 1 ? conditions[0] : or(...conditions)!;
}

/** Escapes LIKE's wildcards, so what staff type is matched as text. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page's cursor: the last enquiry's time, to the microsecond, and its id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f-]{36})$/i;
const CURSOR_AT = sql<string>`to_char(${enquiries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The inbox: newest first, filtered, paged, with how many of each status match the park and search. */
export async function listEnquiries(context: StaffContext, query: EnquiryQuery = {}, database: Database = db()): Promise<EnquiryPage> {
  const inScope = scope(context, query.parkId);
  const search = query.search?.trim() ?? '';
  if (search.length > ENQUIRY_SEARCH_MAX) throw badInput('Search too long');
  const limit = Math.min(Math.max(query.limit ?? 50, 1), ENQUIRY_PAGE_MAX);
  const matching: SQL[] = [inScope];
  if (search) {
    const text = containing(search);
    matching.push(or(ilike(enquiries.name, text), ilike(enquiries.email, text), ilike(enquiries.mobilePhone, text), ilike(enquiries.message, text))!);
  }
  const listed = [...matching];
  if (query.status) listed.push(eq(enquiries.status, query.status));
  if (query.before) {
    const cursor = CURSOR.exec(query.before);
    if (!cursor) throw badInput('Not a cursor');
    listed.push(sql`(${enquiries.createdAt}, ${enquiries.id}) < (${cursor[1]}::timestamptz, ${cursor[2]}::uuid)`);
  }

  const [rows, counted] = await Promise.all([
    database
      .select({ ...COLUMNS, cursorAt: CURSOR_AT })
      .from(enquiries)
      .innerJoin(locales, eq(locales.id, enquiries.localeId))
      .leftJoin(parks, eq(parks.id, locales.parkId))
      .where(and(...listed))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit + 1),
    database
      .select({ status: enquiries.status, count: count() })
      .from(enquiries)
      .innerJoin(locales, eq(locales.id, enquiries.localeId))
      .where(and(...matching))
      .groupBy(enquiries.status),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const counts = Object.fromEntries([['all', 0], ...ENQUIRY_STATUSES.map((status) => [status, 0])]) as EnquiryCounts;
  for (const row of counted) {
    counts[row.status] = row.count;
    counts.all += row.count;
  }
  return {
    enquiries: page.map(({ cursorAt: _cursorAt, ...row }) => record(row)),
    nextBefore: rows.length > limit && last ? `${last.cursorAt}_${last.id}` : null,
    counts,
  };
}

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * One enquiry, if the member may manage its park's enquiries: refused alike when it is another park's
 * and when there is none. `lock`: its row is locked for the rest of the caller's transaction.
 */
async function permittedEnquiry(context: StaffContext, id: string, executor: Executor, lock = false): Promise<EnquiryRecord> {
  if (!context.staff.active || !isUuid(id)) throw forbidden();
  const selected = executor
    .select(COLUMNS)
    .from(enquiries)
    .innerJoin(locales, eq(locales.id, enquiries.localeId))
    .leftJoin(parks, eq(parks.id, locales.parkId))
    .where(eq(enquiries.id, id));
  const [row] = await (lock ? selected.for('update', { of: enquiries }) : selected);
  if (!row) throw forbidden();
  allow(context, ACTION, row.parkId);
  return record(row);
}

/** One enquiry of the member's parks (its notes, replies and trail are read by enquiryNotes and the rest). */
export const findEnquiry = (context: StaffContext, id: string, database: Database = db()): Promise<EnquiryRecord> => permittedEnquiry(context, id, database);

/** Its notes, oldest first (for an enquiry already allowed). */
export async function notesOf(enquiryId: string, database: Database = db()): Promise<EnquiryNoteRecord[]> {
  return database
    .select({ id: enquiryNotes.id, text: enquiryNotes.text, at: enquiryNotes.at, byName: sql<string>`coalesce(${staffTable.displayName}, ${enquiryNotes.actor})`, byEmail: enquiryNotes.actor })
    .from(enquiryNotes)
    .leftJoin(staffTable, eq(staffTable.id, enquiryNotes.staffId))
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.at), asc(enquiryNotes.id));
}

/** Its replies, oldest first, each with when its mail left (for an enquiry already allowed). */
export async function repliesOf(enquiryId: string, database: Database = db()): Promise<EnquiryReplyRecord[]> {
  const rows = await database
    .select({
      id: enquiryReplies.id,
      subject: enquiryReplies.subject,
      body: enquiryReplies.body,
      at: enquiryReplies.at,
      byName: sql<string>`coalesce(${staffTable.displayName}, ${enquiryReplies.actor})`,
      byEmail: enquiryReplies.actor,
      outboxId: enquiryReplies.outboxId,
    })
    .from(enquiryReplies)
    .leftJoin(staffTable, eq(staffTable.id, enquiryReplies.staffId))
    .where(eq(enquiryReplies.enquiryId, enquiryId))
    .orderBy(asc(enquiryReplies.at), asc(enquiryReplies.id));
  const sent = await mailSentAt(rows.flatMap((row) => (row.outboxId ? [row.outboxId] : [])), database);
  return rows.map(({ outboxId, ...row }) => ({ ...row, sentAt: (outboxId && sent.get(outboxId)) || null }));
}

/** Its audit trail, newest first (for an enquiry already allowed). */
export const enquiryTrail = (enquiryId: string): Promise<AuditRecord[]> => auditTrail(`enquiry:${enquiryId}`);

/** The subject a reply gets when none is typed: the mail's own, in the enquirer's language. */
export async function defaultReplySubject(enquiry: EnquiryRecord): Promise<string> {
  const locale = await findLocaleById(enquiry.localeId);
  return enquiryReplySubject(enquiry.language, mailSiteOf(locale, enquiry.language).parkName);
}

const actorOf = (context: StaffContext) => ({ staffId: context.staff.id, email: context.staff.email });

const problemsOf = (fields: { field: string; message: { key: string } }[]): FieldProblem[] =>
  fields.map(({ field, message }) => {
    const { max } = message as { max?: unknown };
    // The paths of the forms' own schemas: their fields' names.
    return { field: field as EnquiryFormField, code: problemCodeOf(ENQUIRY_INBOX_PROBLEM_KEYS, message.key, 'failed'), max: typeof max === 'number' ? max : null };
  });

/** Sets an enquiry's status, audited; the status it already has changes nothing and writes nothing. */
export async function setEnquiryStatus(context: StaffContext, id: string, status: EnquiryStatus, database: Database = db()): Promise<EnquiryChange> {
  if (!(ENQUIRY_STATUSES as readonly string[]).includes(status)) throw badInput('Unknown status');
  const enquiry = await database.transaction(async (tx) => {
    const found = await permittedEnquiry(context, id, tx, true);
    if (found.status === status) return found;
    await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id));
    await recordStaffAction(tx, { actor: actorOf(context), action: 'enquiry.status', subject: `enquiry:${id}`, parkId: found.parkId, before: { status: found.status }, after: { status } });
    return { ...found, status };
  });
  return { ok: true, enquiry };
}

/** Appends an internal note, audited. */
export async function addEnquiryNote(context: StaffContext, id: string, text: string, database: Database = db()): Promise<EnquiryChange> {
  return database.transaction(async (tx) => {
    const found = await permittedEnquiry(context, id, tx, true);
    const checked = await validateForm(enquiryNoteSchema, { text });
    if (!checked.ok) return { ok: false, problems: problemsOf(checked.fields) };
    const [note] = await tx
      .insert(enquiryNotes)
      .values({ enquiryId: id, staffId: context.staff.id, actor: context.staff.email, text: checked.values.text })
      .returning({ id: enquiryNotes.id });
    await recordStaffAction(tx, { actor: actorOf(context), action: 'enquiry.note', subject: `enquiry:${id}`, parkId: found.parkId, before: null, after: { noteId: note.id, text: checked.values.text } });
    return { ok: true, enquiry: found };
  });
}

export interface ReplyRequest {
  subject?: string | null;
  body: string;
  /** Made once per reply form by the client: the same key again sends nothing more. */
  idempotencyKey: string;
}


/** Thrown inside a reply's transaction when another request took its key meanwhile: undoes this one's work. */
class TakenMeanwhile extends Error {}

/**
 * Emails a reply to the enquirer through the outbox, in their language, and stores it with its audit
 * entry, all in one transaction; a new enquiry becomes replied. The enquiry's row is locked first, so two
 * requests with one key (a double click) are taken one after the other: the second finds the first's
 * reply and does nothing. A key already used for another enquiry is refused.
 */
export async function replyToEnquiry(context: StaffContext, id: string, request: ReplyRequest, database: Database = db()): Promise<EnquiryChange> {
  if (!isIdempotencyKey(request.idempotencyKey)) throw badInput('Not an idempotency key');
  try {
    return await database.transaction(async (tx): Promise<EnquiryChange> => {
      const found = await permittedEnquiry(context, id, tx, true);
      const checked = await validateForm(enquiryReplySchema, { subject: request.subject ?? '', body: request.body });
      if (!checked.ok) return { ok: false, problems: problemsOf(checked.fields) };

      const [earlier] = await tx.select({ enquiryId: enquiryReplies.enquiryId }).from(enquiryReplies).where(eq(enquiryReplies.idempotencyKey, request.idempotencyKey));
      if (earlier) {
        if (earlier.enquiryId !== id) throw badInput('This idempotency key was used for another enquiry');
        return { ok: true, enquiry: found };
      }

      const locale = await findLocaleById(found.localeId);
      const site = mailSiteOf(locale, found.language);
      const subject = checked.values.subject || enquiryReplySubject(found.language, site.parkName);
      const replyId = randomUUID();
      const outboxId = randomUUID();
      const view: EnquiryReplyView = {
        enquiryId: id,
        replyId,
        language: found.language,
        ...site,
        siteUrl: locale ? siteOrigin(locale) : '',
        inbox: locale?.venueHireEmail ?? null,
        receivedAt: found.receivedAt.toISOString(),
        name: found.name,
        email: found.email,
        mobilePhone: found.mobilePhone,
        functionType: found.functionType,
        bookingType: found.bookingType,
        guests: found.guests,
        preferredDate: found.preferredDate,
        staffName: context.staff.displayName,
        subject,
        body: checked.values.body,
      };
      await enqueueMail(tx, { id: outboxId, dedupeKey: `enquiry-reply:${replyId}`, kind: 'enquiry-reply', payload: view });
      const [stored] = await tx
        .insert(enquiryReplies)
        .values({ id: replyId, idempotencyKey: request.idempotencyKey, enquiryId: id, staffId: context.staff.id, actor: context.staff.email, subject, body: checked.values.body, outboxId })
        .onConflictDoNothing({ target: enquiryReplies.idempotencyKey })
        .returning({ id: enquiryReplies.id });
      if (!stored) throw new TakenMeanwhile();

      const status = statusAfterReply(found.status);
      if (status !== found.status) await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id));
      await recordStaffAction(tx, {
        actor: actorOf(context),
        action: 'enquiry.reply',
        subject: `enquiry:${id}`,
        parkId: found.parkId,
        before: { status: found.status },
        after: { status, replyId, subject, to: found.email, language: found.language },
      });
      return { ok: true, enquiry: { ...found, status } };
    });
  } catch (error) {
    if (!(error instanceof TakenMeanwhile)) throw error;
    // Another request with this key committed between our look and our insert: it is the one reply.
    const [taken] = await database.select({ enquiryId: enquiryReplies.enquiryId }).from(enquiryReplies).where(eq(enquiryReplies.idempotencyKey, request.idempotencyKey));
    if (taken?.enquiryId !== id) throw badInput('This idempotency key was used for another enquiry');
    return { ok: true, enquiry: await permittedEnquiry(context, id, database) };
  }
}
