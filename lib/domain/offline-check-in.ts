import type { OrderStanding } from './check-in';
import type { RidersVerdict } from './riders';
import { verifySignedTicket, type TicketPublicKey } from './ticket-signature';

/*
 * Check-ins a scanner made without a network (a gate in a canyon), synced later. The scanner decided
 * alone, from the day's list it kept; the people it let in are in the park. The server applies its
 * check-ins in the order the device made them, once each (by the id the device gave each), and never
 * counts a ticket's people twice: when another gate already admitted some of them, only those left are
 * counted, and the rest is a conflict staff see on the day sheet with both gates and times. Pure, so the
 * rules and their invariants are tested without a database (__tests__/unit/offline-check-in.test.ts);
 * lib/server/check-in applies them under each ticket's lock.
 */

/**
 * What an offline scanner does with a code whose signature is the park's but which its list does not
 * have (sold after its last sync, or for another day): refuse it (the default: a person at the gate can
 * still go to the desk, while a ticket for another day let in cannot be taken back), or admit it and flag
 * it for the day sheet, for parks whose late sales matter more.
 */
export const OFFLINE_UNKNOWN_TICKETS = ['refuse', 'admitAndFlag'] as const;
export type OfflineUnknownTickets = (typeof OFFLINE_UNKNOWN_TICKETS)[number];
export const DEFAULT_OFFLINE_UNKNOWN_TICKETS: OfflineUnknownTickets = 'refuse';
export const isOfflineUnknownTickets = (value: unknown): value is OfflineUnknownTickets => (OFFLINE_UNKNOWN_TICKETS as readonly unknown[]).includes(value);

/** Why a synced check-in did not count all the people it let in. */
export const OFFLINE_CONFLICTS = ['alreadyAdmitted', 'notStanding', 'unknownTicket'] as const;
export type OfflineConflict = (typeof OFFLINE_CONFLICTS)[number];

/** A check-in as the device recorded it. */
export interface OfflineScan {
  /** The device's own id for it (a UUID): a retried sync applies it once. */
  id: string;
  code: string;
  people: number;
  /** When the device admitted them, by its clock. */
  at: Date;
}

/**
 * The most check-ins one sync carries: what fits in the API's 64 kB request body (at most about 130 bytes each,
 * lib/server/platform/http/body.ts). A scanner sends a longer queue in turns, oldest first.
 */
export const OFFLINE_SYNC_MAX = 400;

/** What the server counts of one offline check-in, given the ticket as it stands when it is applied. */
export type OfflineRuling = { counted: number; conflict: OfflineConflict | null };

/**
 * The people a synced check-in counts: as many as it let in, up to those the ticket has left; nobody for
 * a ticket that no longer admits (cancelled or moved after the device's last sync) or that does not exist.
 */
export function ruleOnOfflineScan(ticket: { standing: OrderStanding | 'ticketCancelled'; total: number; admitted: number } | null, people: number): OfflineRuling {
  if (!ticket) return { counted: 0, conflict: 'unknownTicket' };
  if (ticket.standing !== 'admits' && ticket.standing !== 'payAtDesk') return { counted: 0, conflict: 'notStanding' };
  const left = Math.max(0, ticket.total - ticket.admitted);
  const counted = Math.min(left, Math.max(0, Math.floor(people)));
  return { counted, conflict: counted < people ? 'alreadyAdmitted' : null };
}

/** A sync's check-ins in the order they were made (the device's clock, then its order), each id once. */
export function syncOrder(scans: readonly OfflineScan[]): OfflineScan[] {
  const seen = new Set<string>();
  return scans
    .map((scan, index) => ({ scan, index }))
    .sort((a, b) => a.scan.at.getTime() - b.scan.at.getTime() || a.index - b.index)
    .map(({ scan }) => scan)
    .filter((scan) => !seen.has(scan.id) && seen.add(scan.id));
}

/** A ticket as an offline scanner keeps it (the staff API's ScannerTicket). */
export interface KeptTicket {
  code: string;
  people: number;
  /** Admitted when the list was read (all gates, online). */
  admitted: number;
  /** The park's day of its session (YYYY-MM-DD). */
  day: string;
  payAtDesk: boolean;
  /** Its riders' verdict when the list was read (lib/domain/riders.ts ridersVerdict); null when its activity asks nothing of them. */
  riders: RidersVerdict | null;
}

/** What a scanner without a network has to go on. */
export interface OfflineList {
  tickets: ReadonlyMap<string, KeptTicket>;
  revoked: ReadonlySet<string>;
  unknownTickets: OfflineUnknownTickets;
  /** The park's day today, by the device's clock. */
  today: string;
}

export type OfflineVerdict =
  | { verdict: 'valid'; people: number; flagged: boolean }
  | { verdict: 'choosePeople'; left: number; total: number }
  | { verdict: 'ridersNotReady'; riders: Exclude<RidersVerdict, 'ready'> }
  | { verdict: 'alreadyCheckedIn' | 'revoked' | 'payAtDesk' | 'wrongDay' | 'notInList' | 'tooManyPeople' };

export type OfflineVerdictName = OfflineVerdict['verdict'];

/**
 * The offline scanner's ruling on a ticket whose signature it has checked (or whose code it was typed):
 * from its kept list and the people this device let in since, never more than the ticket admits. As
 * online (lib/domain/check-in.ts ruleOnScan), the ticket's own standing comes first, then its riders, then
 * its people; a group with several people left asks how many are here. A code the list lacks follows the
 * park's rule. Staff at the desk settle what the gate refuses, as online.
 */
export function ruleOffline(list: OfflineList, code: string, admittedHere: number, requested?: number | null, signed = true): OfflineVerdict {
  if (list.revoked.has(code)) return { verdict: 'revoked' };
  const ticket = list.tickets.get(code);
  // Only a signature checked here vouches for a code the list lacks (readOffline): a typed SR1 code never.
  if (!ticket) return signed && list.unknownTickets === 'admitAndFlag' ? { verdict: 'valid', people: requested ?? 1, flagged: true } : { verdict: 'notInList' };
  if (ticket.day !== list.today) return { verdict: 'wrongDay' };
  if (ticket.payAtDesk) return { verdict: 'payAtDesk' };
  const left = ticket.people - ticket.admitted - admittedHere;
  if (left <= 0) return { verdict: 'alreadyCheckedIn' };
  if (ticket.riders && ticket.riders !== 'ready') return { verdict: 'ridersNotReady', riders: ticket.riders };
  if (requested === undefined || requested === null) return left > 1 ? { verdict: 'choosePeople', left, total: ticket.people } : { verdict: 'valid', people: 1, flagged: false };
  if (!Number.isInteger(requested) || requested < 1 || requested > left) return { verdict: 'tooManyPeople' };
  return { verdict: 'valid', people: requested, flagged: false };
}

/** The typed text printed under a ticket's QR code (lib/server/orders/signed-ticket-code.ts): its code and an HMAC only the server can check. */
const TYPED_TEXT = /^SR1-([23456789A-HJ-NP-Z]{6,32})-[23456789A-HJ-NP-Z]{16}$/;

/**
 * What an offline scanner makes of a text read or typed: an SR2 code whose Ed25519 signature it checked
 * with the park's public keys (signed), or an SR1 code whose HMAC it cannot check (unsigned: only a code in
 * its list admits, and that list came from the server, so the code is the proof), else refused before any
 * ruling. A ticket code has 11 random characters (55 bits): as hard to guess as the 80-bit HMAC is, at one try per scan.
 */
export type OfflineReading = { ok: true; code: string; signed: boolean } | { ok: false; reason: 'malformed' | 'forged' };

export async function readOffline(text: string, keys: readonly TicketPublicKey[], subtle?: SubtleCrypto): Promise<OfflineReading> {
  const typed = text.trim().toUpperCase().match(TYPED_TEXT);
  if (typed) return { ok: true, code: typed[1], signed: false };
  const verified = await verifySignedTicket(text, keys, subtle);
  if (verified.ok) return { ok: true, code: verified.code, signed: true };
  return { ok: false, reason: verified.reason === 'malformed' ? 'malformed' : 'forged' };
}

/** A check-in as a scanner keeps it on its device (components/back-office/check-in/offline/store.ts). */
export interface KeptCheckIn {
  code: string;
  people: number;
  /** When the device let them in, by its clock (ms). */
  at: number;
  /** When the server had it (device clock, ms); null while it waits to be synced. */
  syncedAt: number | null;
}

/**
 * The people this device let in on `code` that its list does not count yet: those waiting to be synced,
 * and those the server had only after the list was asked for (a list asked for later counts them). With
 * ruleOffline, a ticket admits at most its people on one device, online and offline together.
 */
export function admittedHere(checkIns: readonly KeptCheckIn[], code: string, listAskedAt: number): number {
  return checkIns.reduce((sum, checkIn) => (checkIn.code === code && (checkIn.syncedAt === null || checkIn.syncedAt >= listAskedAt) ? sum + checkIn.people : sum), 0);
}

/** The check-ins waiting to be synced, in the turns a sync sends them: oldest first, at most OFFLINE_SYNC_MAX a turn. */
export function syncTurns<T extends KeptCheckIn>(checkIns: readonly T[]): T[][] {
  const waiting = checkIns.filter((checkIn) => checkIn.syncedAt === null).sort((a, b) => a.at - b.at);
  return Array.from({ length: Math.ceil(waiting.length / OFFLINE_SYNC_MAX) }, (_, turn) => waiting.slice(turn * OFFLINE_SYNC_MAX, (turn + 1) * OFFLINE_SYNC_MAX));
}
