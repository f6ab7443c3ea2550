import { eq, sql, type SQL } from 'drizzle-orm';
import { typedBookingIds } from '@/lib/domain/find-booking';
import type { Language } from '@/lib/domain/language';
import { nameQuery } from '@/lib/domain/name-words';
import type { HealthQuestion } from '@/lib/domain/riders';
import { mayAct } from '@/lib/domain/staff-access';
import { db } from '../platform/db/client';
import { plannedForItsValues } from '../platform/db/prepared-statements';
import { activities, locales, nameWordsOf, orderItems, orders, parks, riders, tickets, waivers, waiverSignatures, waiverTexts } from '../platform/db/schema';
import { parkViews, type StaffMember } from '../staff';
import { waiverSeal } from './waiver-seal';
import type { WaiverVersionRecord } from './waiver-desk';

/*
 * Signed waivers as the park's staff read and print them. A signature's park is its rider's booking's
 * (rider → ticket → order line → order → locale → park), as the order desk scopes an order
 * (lib/server/order-desk/staff-resolvers.ts orderFor): a signature of another park, and one that does not
 * exist, are the same "not found".
 */

export interface SignedRider {
  name: string;
  dateOfBirth: string | null;
  heightCm: number | null;
  weightKg: number | null;
  answers: { questionId: string; question: string | null; answer: boolean }[];
}

export interface SignatureView {
  id: string;
  parkName: string;
  timeZone: string;
  bookingId: string;
  text: WaiverVersionRecord;
  language: Language;
  waiverName: string;
  rider: SignedRider;
  signerName: string;
  signerEmail: string | null;
  guardianRelationship: string | null;
  drawing: string | null;
  signedAt: Date;
  clientAddress: string;
  userAgent: string;
  seal: string;
  sealVerified: boolean;
}

export interface SignatureSummary {
  id: string;
  signedAt: Date;
  riderName: string;
  signerName: string;
  bookingId: string;
  waiverTitle: string;
  language: Language;
  version: number;
}

/** The most a page of the list holds. */
export const SIGNATURE_PAGE_MAX = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The signature's own copy of the rider, read defensively: it is whatever the signing page stored. */
function signedRider(rider: Record<string, unknown>, questions: readonly HealthQuestion[], language: Language): SignedRider {
  const answers = rider.answers && typeof rider.answers === 'object' ? Object.entries(rider.answers as Record<string, unknown>) : [];
  return {
    name: str(rider.name) ?? '',
    dateOfBirth: str(rider.dateOfBirth),
    heightCm: int(rider.heightCm),
    weightKg: int(rider.weightKg),
    answers: answers
      .filter(([, answer]) => typeof answer === 'boolean')
      .map(([questionId, answer]) => {
        const question = questions.find((q) => q.id === questionId);
        // The member's language, or the English where the park wrote no Chinese.
        const text = question && (language === 'zh-Hant' && question.text.zhHant ? question.text.zhHant : question.text.en);
        return { questionId, question: text || null, answer: answer as boolean };
      }),
  };
}

/** One signed waiver exactly as signed, its seal recomputed, for a member who may read its park's; null otherwise. */
export async function signatureView(staff: StaffMember, id: string): Promise<SignatureView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db()
    .select({ signature: waiverSignatures, text: waiverTexts, waiverName: waivers.name, bookingId: orders.bookingId, parkId: locales.parkId, questions: activities.healthQuestions })
    .from(waiverSignatures)
    .innerJoin(waiverTexts, eq(waiverTexts.id, waiverSignatures.waiverTextId))
    .innerJoin(waivers, eq(waivers.id, waiverTexts.waiverId))
    .innerJoin(riders, eq(riders.id, waiverSignatures.riderId))
    .innerJoin(tickets, eq(tickets.id, riders.ticketId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(activities, eq(activities.id, orderItems.activityId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(locales, eq(locales.id, orders.localeId))
    .where(eq(waiverSignatures.id, id));
  if (!row?.parkId || !mayAct(staff, 'readWaivers', row.parkId)) return null;
  const [park] = await parkViews([row.parkId]);
  if (!park) return null;
  const { signature, text } = row;
  const seal = waiverSeal({
    waiverTextId: text.id,
    waiverBody: text.body,
    rider: signature.rider,
    signerName: signature.signerName,
    signerEmail: signature.signerEmail,
    guardianRelationship: signature.guardianRelationship,
    drawing: signature.drawing,
    signedAt: signature.signedAt,
    clientAddress: signature.clientAddress,
    userAgent: signature.userAgent,
  });
  return {
    id: signature.id,
    parkName: park.name,
    timeZone: park.timeZone,
    bookingId: row.bookingId,
    text: { id: text.id, version: text.version, title: text.title, body: text.body, createdAt: text.createdAt, createdBy: text.createdBy },
    language: text.language,
    waiverName: row.waiverName,
    rider: signedRider(signature.rider, row.questions ?? [], staff.language),
    signerName: signature.signerName,
    signerEmail: signature.signerEmail,
    guardianRelationship: signature.guardianRelationship,
    drawing: signature.drawing,
    signedAt: signature.signedAt,
    clientAddress: signature.clientAddress,
    userAgent: signature.userAgent,
    seal: signature.seal,
    sealVerified: seal === signature.seal,
  };
}

export interface SignatureQuery {
  parkId: string;
  /** A booking ID, or words of the rider's name as signed (lib/domain/name-words.ts). */
  search?: string | null;
  /** Signed before this moment (the next page: the last one's signedAt). */
  before?: Date | null;
  limit: number;
}

/**
 * What a search asks of the signatures: a booking ID (in the forms typedBookingIds gives, as at the order
 * desk) through its order's index; else the words of the rider's name through
 * waiver_signatures_rider_name_words. Null when the text has neither (punctuation alone).
 */
function signatureSearch(search: string): { condition: SQL; byName: boolean } | null {
  const bookingIds = typedBookingIds(search);
  if (bookingIds.length) return { condition: sql`o.booking_id in ${bookingIds}`, byName: false };
  const words = nameQuery(search);
  return words ? { condition: sql`${nameWordsOf(sql`ws.rider->>'name'`)} @@ to_tsquery('simple', ${words})`, byName: true } : null;
}

/**
 * A park's signed waivers, newest first, for a member who may read them there; null otherwise. A name is
 * planned for its values: a common one's newest signatures are read in turn, a rare one's few through its
 * words (on a season, 4.7 s for part of a name read newest first, and 10 s for a name nobody has).
 */
export async function parkSignatures(staff: StaffMember, query: SignatureQuery): Promise<SignatureSummary[] | null> {
  if (!mayAct(staff, 'readWaivers', query.parkId)) return null;
  const [park] = await db().select({ id: parks.id }).from(parks).where(eq(parks.id, query.parkId));
  if (!park) return null;
  const conditions: SQL[] = [sql`l.park_id = ${query.parkId}`];
  const search = query.search?.trim();
  const found = search ? signatureSearch(search) : null;
  if (search && !found) return [];
  if (found) conditions.push(found.condition);
  if (query.before) conditions.push(sql`ws.signed_at < ${query.before.toISOString()}`);
  const { rows } = await db().execute<Omit<SignatureSummary, 'signedAt' | 'riderName'> & { signedAt: string; riderName: string | null }>(sql`${plannedForItsValues(found?.byName ?? false)}select
      ws.id, ws.signed_at as "signedAt", ws.rider->>'name' as "riderName", ws.signer_name as "signerName", o.booking_id as "bookingId",
      wt.title as "waiverTitle", wt.language, wt.version
    from waiver_signatures ws
    join waiver_texts wt on wt.id = ws.waiver_text_id
    join riders r on r.id = ws.rider_id
    join tickets t on t.id = r.ticket_id
    join order_items i on i.id = t.order_item_id
    join orders o on o.id = i.order_id
    join locales l on l.id = o.locale_id
    where ${sql.join(conditions, sql` and `)}
    order by ws.signed_at desc, ws.id desc
    limit ${Math.min(Math.max(Math.trunc(query.limit), 1), SIGNATURE_PAGE_MAX)}`);
  return rows.map((row) => ({ ...row, signedAt: new Date(row.signedAt), riderName: row.riderName ?? '' }));
}
