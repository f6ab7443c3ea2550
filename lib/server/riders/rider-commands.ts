import { sql } from 'drizzle-orm';
import { todayIn } from '@/lib/domain/calendar';
import { MY_BOOKING_LINK_DAYS } from '@/lib/domain/find-booking';
import type { Language } from '@/lib/domain/language';
import {
  ageOn,
  keptDetails,
  riderProblems,
  signedDetails,
  signerProblems,
  type GroupProblem,
  type RiderDetails,
  type RiderProblem,
  type Signer,
  type SignerProblem,
} from '@/lib/domain/riders';
import { lockKey } from '../platform/db/advisory-locks';
import { db, type Database } from '../platform/db/client';
import { linkKey, signLink, verifyLink } from '../platform/signed-links';
import { riderSeats, sessionGroupProblems, type RiderSeat } from './rider-seats';
import { queueWaiverCopy } from './waiver-copy';
import { waiverSeal } from './waiver-seal';
import { currentWaiverText } from './waivers';

/*
 * What changes a booking's riders: naming one (by the buyer on My booking, by the rider through their own
 * link, by staff at the gate's kiosk), making a rider's personal link, and signing a waiver. Each runs in
 * its own transaction under the booking's riders lock, reads the booking's seats once (rider-seats.ts),
 * asks the pure rules (lib/domain/riders.ts) and writes. A rider the ride refuses is never saved, so no
 * ticket carries one; a signature is a new row, sealed, never an update.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A seat as its caller knows it: a booking's ticket and seat (My booking, the kiosk), or a rider's link. */
export type SeatRef = { orderId: string; ticketCode: string; seat: number } | { riderId: string };

/** Until when a seat may change: visitors until the session starts, staff at the kiosk until its park day ends. */
export type OpenUntil = 'start' | 'dayEnd';

export type RiderRefusal =
  | { code: 'notFound' }
  | { code: 'closed' }
  | { code: 'riderProblems'; problems: RiderProblem[] }
  | { code: 'groupProblems'; problems: GroupProblem[] }
  | { code: 'notNamed' }
  | { code: 'waiverNotAsked' }
  | { code: 'alreadySigned' }
  | { code: 'textChanged' }
  | { code: 'signerProblems'; problems: SignerProblem[] };

export type RiderOutcome<T = RiderSeat> = { ok: true; seat: T } | { ok: false; refusal: RiderRefusal };

/** Where the signature was made: kept with it, and sealed. */
export interface SigningClient {
  address: string;
  userAgent: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether the seat may still change at `now`. */
export function isOpen(seat: RiderSeat, until: OpenUntil, now: Date): boolean {
  if (until === 'start') return now < seat.startsAt;
  // The park day of `now` is not after the session's.
  return todayIn(seat.timeZone, now) <= seat.day;
}

/** Locks the booking's riders and reads its seats; the seat named, or null. */
async function lockedSeat(tx: Tx, ref: SeatRef): Promise<{ seat: RiderSeat; seats: RiderSeat[] } | null> {
  let orderId: string;
  if ('riderId' in ref) {
    if (!UUID.test(ref.riderId)) return null;
    const { rows } = await tx.execute<{ order_id: string }>(
      sql`select i.order_id from riders r join tickets t on t.id = r.ticket_id join order_items i on i.id = t.order_item_id where r.id = ${ref.riderId}`,
    );
    if (!rows[0]) return null;
    orderId = rows[0].order_id;
  } else orderId = ref.orderId;
  await lockKey(tx, 'bookingRiders', orderId);
  const seats = await riderSeats(tx, { orderId });
  const seat = seats.find((candidate) => ('riderId' in ref ? candidate.riderId === ref.riderId : candidate.ticketCode === ref.ticketCode && candidate.seat === ref.seat));
  return seat ? { seat, seats } : null;
}

/**
 * Names a seat's rider, or changes their details: refused, with each limit named, when the ride refuses
 * them, or when the booking's riders of that session could no longer meet the accompanying-adult rule.
 * A change after signing leaves the old signature as it was; the rider signs again (it no longer covers them).
 */
export async function saveRider(ref: SeatRef, details: RiderDetails, until: OpenUntil, now = new Date()): Promise<RiderOutcome> {
  return db().transaction(async (tx) => {
    const found = await lockedSeat(tx, ref);
    if (!found) return { ok: false, refusal: { code: 'notFound' } };
    const { seat, seats } = found;
    if (!isOpen(seat, until, now)) return { ok: false, refusal: { code: 'closed' } };
    const kept = keptDetails(seat.requirements, details);
    const problems = riderProblems(seat.requirements, kept, seat.day);
    if (problems.length) return { ok: false, refusal: { code: 'riderProblems', problems } };
    const after = seats.map((other) => (other === seat ? { ...other, rider: kept } : other));
    const group = sessionGroupProblems(after, seat.orderId, seat.sessionId);
    if (group.length) return { ok: false, refusal: { code: 'groupProblems', problems: group } };
    await tx.execute(sql`
      insert into riders (ticket_id, seat, name, date_of_birth, height_cm, weight_kg, answers, updated_at)
      values (${seat.ticketId}, ${seat.seat}, ${kept.name}, ${kept.dateOfBirth}, ${kept.heightCm ?? null}, ${kept.weightKg ?? null}, ${JSON.stringify(kept.answers)}::jsonb, ${now.toISOString()})
      on conflict (ticket_id, seat) do update set name = excluded.name, date_of_birth = excluded.date_of_birth, height_cm = excluded.height_cm,
        weight_kg = excluded.weight_kg, answers = excluded.answers, updated_at = excluded.updated_at`);
    return { ok: true, seat: (await riderSeats(tx, { ticketIds: [seat.ticketId] })).find((s) => s.seat === seat.seat)! };
  });
}

/** A kiosk link lives this long: the tablet is handed over at the gate, the rider signs, and hands it back. */
export const KIOSK_LINK_MINUTES = 30;

const LINK_PURPOSES = { visitor: 'rider', kiosk: 'rider-kiosk' } as const;

/**
 * A rider's personal link: the buyer shares it, and whoever holds it names that one seat's rider and signs
 * their waiver, and sees no other rider of the booking. Signed (lib/server/platform/signed-links.ts) over
 * the rider's row, made now if the seat has none, so it outlives a move to another session. It lives until
 * a day after the session, and at least as long as a My booking link; it stops changing anything once the
 * session starts. A kiosk link (staff at the gate hand a tablet over: lib/server/riders/kiosk.ts) is the
 * same page for KIOSK_LINK_MINUTES, open until the session's park day ends.
 */
export async function riderLink(ref: SeatRef, now = new Date(), kind: keyof typeof LINK_PURPOSES = 'visitor'): Promise<RiderOutcome<{ token: string; expiresAt: Date }>> {
  const until: OpenUntil = kind === 'kiosk' ? 'dayEnd' : 'start';
  return db().transaction(async (tx) => {
    const found = await lockedSeat(tx, ref);
    if (!found) return { ok: false, refusal: { code: 'notFound' } };
    const { seat } = found;
    if (!isOpen(seat, until, now)) return { ok: false, refusal: { code: 'closed' } };
    const riderId =
      seat.riderId ??
      (
        await tx.execute<{ id: string }>(sql`
          insert into riders (ticket_id, seat) values (${seat.ticketId}, ${seat.seat})
          on conflict (ticket_id, seat) do update set seat = excluded.seat returning id`)
      ).rows[0].id;
    const expiresAt =
      kind === 'kiosk'
        ? new Date(now.getTime() + KIOSK_LINK_MINUTES * 60_000)
        : new Date(Math.max(seat.startsAt.getTime() + 86_400_000, now.getTime() + MY_BOOKING_LINK_DAYS * 86_400_000));
    const purpose = LINK_PURPOSES[kind];
    return { ok: true, seat: { token: signLink(purpose, riderId, expiresAt, linkKey(purpose)), expiresAt } };
  });
}

/** The rider a personal or kiosk link names, and until when it may change them; or why not. */
export function verifyRiderLink(token: string, now = new Date()): { ok: true; riderId: string; until: OpenUntil } | { ok: false; code: 'NOT_FOUND' | 'LINK_EXPIRED' } {
  let expired = false;
  for (const kind of ['visitor', 'kiosk'] as const) {
    const purpose = LINK_PURPOSES[kind];
    const checked = verifyLink(purpose, token, linkKey(purpose), now);
    if (checked.ok) return UUID.test(checked.subject) ? { ok: true, riderId: checked.subject, until: kind === 'kiosk' ? 'dayEnd' : 'start' } : { ok: false, code: 'NOT_FOUND' };
    expired ||= checked.reason === 'expired';
  }
  return { ok: false, code: expired ? 'LINK_EXPIRED' : 'NOT_FOUND' };
}

/** What a signer sends: who signs, and the text version they read (a newer one since is refused: read it first). */
export interface Signing {
  signer: Signer;
  waiverTextId: string;
  language: Language;
  client: SigningClient;
  /** Visitors give an address for their copy; at the gate's kiosk it may be left out. */
  emailRequired: boolean;
}

/**
 * Signs the seat's rider's waiver: the rider must be named and fit the ride, the activity must ask for a
 * waiver, and the version read must still be the current one in the signer's language. A minor's waiver
 * is signed by a guardian, who says who they are to the rider. Once signed for these details, signing
 * again is refused (a retried request signs once); after a change of details the rider signs anew, and
 * the earlier signature stays. The signer's PDF copy is queued in the same transaction.
 */
export async function signWaiver(ref: SeatRef, signing: Signing, until: OpenUntil, now = new Date()): Promise<RiderOutcome> {
  return db().transaction(async (tx) => {
    const found = await lockedSeat(tx, ref);
    if (!found) return { ok: false, refusal: { code: 'notFound' } };
    const { seat } = found;
    if (!isOpen(seat, until, now)) return { ok: false, refusal: { code: 'closed' } };
    if (!seat.requirements.waiverId) return { ok: false, refusal: { code: 'waiverNotAsked' } };
    if (!seat.rider || !seat.riderId) return { ok: false, refusal: { code: 'notNamed' } };
    if (seat.verdict.problems.length) return { ok: false, refusal: { code: 'riderProblems', problems: seat.verdict.problems } };
    if (seat.signature) return { ok: false, refusal: { code: 'alreadySigned' } };
    const text = await currentWaiverText(tx, seat.requirements.waiverId, signing.language);
    if (!text || text.id !== signing.waiverTextId) return { ok: false, refusal: { code: 'textChanged' } };
    const problems = signerProblems(signing.signer, ageOn(seat.rider.dateOfBirth, seat.day), signing.emailRequired);
    if (problems.length) return { ok: false, refusal: { code: 'signerProblems', problems } };
    const fields = {
      waiverTextId: text.id,
      waiverBody: text.body,
      rider: signedDetails(seat.rider),
      signerName: signing.signer.name.trim(),
      signerEmail: signing.signer.email?.trim() || null,
      guardianRelationship: signing.signer.guardianRelationship?.trim() || null,
      drawing: signing.signer.drawing || null,
      signedAt: now,
      clientAddress: signing.client.address.slice(0, 64),
      userAgent: signing.client.userAgent.slice(0, 512),
    };
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signer_email, guardian_relationship, drawing, signed_at, client_address, user_agent, seal)
      values (${seat.riderId}, ${text.id}, ${JSON.stringify(fields.rider)}::jsonb, ${fields.signerName}, ${fields.signerEmail}, ${fields.guardianRelationship},
        ${fields.drawing}, ${now.toISOString()}, ${fields.clientAddress}, ${fields.userAgent}, ${waiverSeal(fields)})
      returning id`);
    // Last, after the locks: drawing the PDF takes a moment (lib/server/riders/waiver-copy.ts).
    await queueWaiverCopy(tx, rows[0].id);
    return { ok: true, seat: (await riderSeats(tx, { ticketIds: [seat.ticketId] })).find((s) => s.seat === seat.seat)! };
  });
}
