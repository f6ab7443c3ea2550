import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { deleteMailOfKind, enqueueMail } from '../mail';
import { db as processDb, type Database } from '../platform/db/client';
import { staff, staffPasskeyChallenges, staffSessions, staffSignInLinks } from '../platform/db/schema';
import { STAFF_COLUMNS, findStaffByEmail, type StaffMember } from './accounts';
import { signInUrl } from './admin-origin';
import { recordStaffAction, type Actor } from './audit';
import { looksLikeToken, newToken, tokenHash } from './tokens';

/** How long an emailed sign-in link works: long enough to open the mail, short enough to be worthless later. */
export const SIGN_IN_LINK_MINUTES = 15;
/** How long a signed-in browser stays signed in: one long shift at the gate. */
export const SESSION_HOURS = 12;

export type SignInMethod = 'link' | 'passkey';

export type SignInLinkResult = { ok: true; token: string; expiresAt: Date; staff: StaffMember } | { ok: false; code: 'unknownStaff' | 'inactive' };

/**
 * A new one-time sign-in link's token for an active account (the caller builds the URL: signInUrl).
 * Only its hash is stored; earlier links of the account keep working until they expire or are used.
 */
export async function createSignInLink(email: string, actor: Actor, now = new Date(), database: Database = processDb()): Promise<SignInLinkResult> {
  const member = await findStaffByEmail(email, database);
  if (!member) return { ok: false, code: 'unknownStaff' };
  if (!member.active) return { ok: false, code: 'inactive' };
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  await database.transaction(async (tx) => {
    await tx.insert(staffSignInLinks).values({ tokenHash: tokenHash(token), staffId: member.id, createdAt: now, expiresAt });
    await recordStaffAction(tx, { actor, action: 'staff.signInLink', subject: `staff:${member.email}`, parkId: null, before: null, after: { expiresAt: expiresAt.toISOString() } });
  });
  return { ok: true, token, expiresAt, staff: member };
}

const SIGN_IN_MAIL = 'staff-sign-in-link';

/**
 * Emails an account a one-time sign-in link, asked for on the sign-in screen by someone who typed its
 * address: the link, its mail (through the outbox, in the member's language) and the audit entry are
 * one transaction. For an unknown or disabled address it does nothing, and says nothing: the screen
 * answers the same either way (lib/server/staff/endpoints.ts).
 */
export async function emailSignInLink(email: string, requestedFrom: string | null, now = new Date(), database: Database = processDb()): Promise<void> {
  const member = await findStaffByEmail(email, database);
  if (!member?.active) return;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  await database.transaction(async (tx) => {
    const [link] = await tx.insert(staffSignInLinks).values({ tokenHash: tokenHash(token), staffId: member.id, createdAt: now, expiresAt }).returning({ id: staffSignInLinks.id });
    await enqueueMail(tx, {
      dedupeKey: `staff-sign-in-link:${link.id}`,
      kind: SIGN_IN_MAIL,
      payload: { language: member.language, name: member.displayName, email: member.email, url: signInUrl(token), minutes: SIGN_IN_LINK_MINUTES },
    });
    await recordStaffAction(tx, {
      actor: { label: 'sign-in screen' },
      action: 'staff.signInLinkEmail',
      subject: `staff:${member.email}`,
      parkId: null,
      before: null,
      after: { expiresAt: expiresAt.toISOString(), from: requestedFrom },
    });
  });
}

/** The account a sign-in link is for while it still works, without using it (the page that asks to confirm). */
export async function peekSignInLink(token: string, now = new Date(), database: Database = processDb()): Promise<StaffMember | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await database
    .select(STAFF_COLUMNS)
    .from(staffSignInLinks)
    .innerJoin(staff, eq(staff.id, staffSignInLinks.staffId))
    .where(and(eq(staffSignInLinks.tokenHash, tokenHash(token)), isNull(staffSignInLinks.usedAt), gt(staffSignInLinks.expiresAt, now), eq(staff.active, true)));
  return row ?? null;
}

export type SignInResult = { ok: true; token: string; expiresAt: Date; staff: StaffMember } | { ok: false };

/**
 * Signs in with a link: uses it up and opens a session, in one transaction. The update that marks the
 * link used is also the check that it was unused and unexpired, so of two browsers opening one link at
 * once exactly one is signed in. `previousToken` is the session this browser had, if any: it ends, so
 * signing in always gives the browser a new session (no session fixation).
 */
export async function signInWithLink(token: string, previousToken: string | null, now = new Date(), database: Database = processDb()): Promise<SignInResult> {
  if (!looksLikeToken(token)) return { ok: false };
  return database.transaction(async (tx) => {
    const [link] = await tx
      .update(staffSignInLinks)
      .set({ usedAt: now })
      .where(and(eq(staffSignInLinks.tokenHash, tokenHash(token)), isNull(staffSignInLinks.usedAt), gt(staffSignInLinks.expiresAt, now)))
      .returning({ staffId: staffSignInLinks.staffId });
    if (!link) return { ok: false } as const;
    const opened = await openSession(tx, link.staffId, 'link', previousToken, now);
    return opened ?? ({ ok: false } as const);
  });
}

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

/**
 * Opens a session for an active account, ending the one this browser had (whoever's it was: a shared
 * phone at the gate changes hands) and the account's expired ones. A link used for a disabled account
 * stays used and opens nothing. `detail` goes into the audit entry beside the method (which passkey).
 */
export async function openSession(
  executor: Executor,
  staffId: string,
  method: SignInMethod,
  previousToken: string | null,
  now = new Date(),
  detail: Record<string, unknown> = {},
): Promise<Extract<SignInResult, { ok: true }> | null> {
  const [member] = await executor.select(STAFF_COLUMNS).from(staff).where(and(eq(staff.id, staffId), eq(staff.active, true)));
  if (!member) return null;
  if (looksLikeToken(previousToken)) await executor.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(previousToken)));
  await executor.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, now)));
  const sessionToken = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await executor.insert(staffSessions).values({ tokenHash: tokenHash(sessionToken), staffId, method, createdAt: now, expiresAt });
  await recordStaffAction(executor, { actor: { staffId, email: member.email }, action: 'staff.signIn', subject: `staff:${member.email}`, parkId: null, before: null, after: { method, ...detail } });
  return { ok: true, token: sessionToken, expiresAt, staff: member };
}

/** The signed-in staff member of a session token: an unexpired session of an active account, or null. */
export async function sessionStaff(token: string | null, now = new Date(), database: Database = processDb()): Promise<StaffMember | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await database
    .select(STAFF_COLUMNS)
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, now), eq(staff.active, true)));
  return row ?? null;
}

/** Signs out: the session is deleted, so its cookie opens nothing any more, wherever a copy of it is. */
export async function endSession(token: string | null, database: Database = processDb()): Promise<void> {
  if (!looksLikeToken(token)) return;
  await database.transaction(async (tx) => {
    const [ended] = await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token))).returning({ staffId: staffSessions.staffId, method: staffSessions.method });
    if (!ended) return;
    const [member] = await tx.select({ email: staff.email }).from(staff).where(eq(staff.id, ended.staffId));
    await recordStaffAction(tx, { actor: { staffId: ended.staffId, email: member.email }, action: 'staff.signOut', subject: `staff:${member.email}`, parkId: null, before: { method: ended.method }, after: null });
  });
}

/**
 * Deletes sessions, sign-in links and passkey challenges past their expiry (the background work,
 * hourly): none can be used any more, and the audit trail keeps who signed in when. The mails that
 * carried expired links go too, so a link's token is kept nowhere once it is worthless. Safe on many
 * instances at once.
 */
export async function deleteExpiredSignIns(now = new Date(), database: Database = processDb()): Promise<number> {
  const sessions = await database.delete(staffSessions).where(lt(staffSessions.expiresAt, now)).returning({ id: staffSessions.id });
  const links = await database.delete(staffSignInLinks).where(lt(staffSignInLinks.expiresAt, now)).returning({ id: staffSignInLinks.id });
  const challenges = await database.delete(staffPasskeyChallenges).where(lt(staffPasskeyChallenges.expiresAt, now)).returning({ hash: staffPasskeyChallenges.challengeHash });
  const mails = await deleteMailOfKind(SIGN_IN_MAIL, new Date(now.getTime() - SIGN_IN_LINK_MINUTES * 60_000), database);
  return sessions.length + links.length + challenges.length + mails;
}
