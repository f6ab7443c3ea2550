import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { env } from '../platform/config';
import { db as processDb, type Database } from '../platform/db/client';
import { staff, staffPasskeyChallenges, staffPasskeys } from '../platform/db/schema';
import type { StaffMember } from './accounts';
import { adminOrigin } from './admin-origin';
import { recordStaffAction } from './audit';
import { deviceName } from './device-name';
import { openSession, type SignInResult } from './sign-in';
import { tokenHash } from './tokens';

/*
 * Passkeys (WebAuthn) for the back office (issue #22), through SimpleWebAuthn: it parses and checks
 * every byte of the ceremonies (client data, authenticator data, COSE keys, signatures, counters); this
 * file only keeps what it hands out and what it returns.
 *
 * - The relying party is ADMIN_HOST, and the only origin accepted is the back office's configured one
 *   (adminOrigin()): a passkey made for the back office works nowhere else, and a park's site cannot
 *   use one.
 * - Signing in is usernameless: the options name no credential, the phone offers the passkeys it holds
 *   for this host, and the answer names its credential, which we look up. User verification (the
 *   phone's screen lock, a fingerprint) is required.
 * - Every challenge is kept server-side as a SHA-256, is used up by the first answer that names it
 *   (whether that answer then verifies or not) and lapses after CHALLENGE_MINUTES. A registration's
 *   challenge belongs to the member who asked for it, and only their session can use it.
 */

/** How long a ceremony's challenge works: time to find the phone and touch the sensor. */
export const CHALLENGE_MINUTES = 5;
/** How long a member's name for a passkey may be. */
export const PASSKEY_NAME_LENGTH = 60;

type Purpose = 'authentication' | 'registration';

/** The relying party's id: the back office's own host name, never a request's Host. */
const rpId = (): string => env().ADMIN_HOST;

/**
 * The WebAuthn user handle of an account: its id's 16 bytes. Opaque (no email, no name), the same on
 * every passkey of the account, so a phone that already has one for this account replaces it.
 */
export const userHandleOf = (staffId: string): string => isoBase64URL.fromBuffer(Uint8Array.from(Buffer.from(staffId.replace(/-/g, ''), 'hex')));

async function keepChallenge(database: Pick<Database, 'insert'>, challenge: string, purpose: Purpose, staffId: string | null, now: Date): Promise<void> {
  await database.insert(staffPasskeyChallenges).values({
    challengeHash: tokenHash(challenge),
    purpose,
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
}

/**
 * Uses a challenge up: true when it was handed out for this purpose (and, for a registration, to this
 * member), unused and unexpired. The delete is the check, so of two answers naming it exactly one gets it.
 */
export async function takeChallenge(challenge: string, purpose: Purpose, staffId: string | null, now = new Date(), database: Database = processDb()): Promise<boolean> {
  const used = await database
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challengeHash, tokenHash(challenge)),
        eq(staffPasskeyChallenges.purpose, purpose),
        staffId === null ? isNull(staffPasskeyChallenges.staffId) : eq(staffPasskeyChallenges.staffId, staffId),
        gt(staffPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning({ purpose: staffPasskeyChallenges.purpose });
  return used.length === 1;
}

/** The challenge an answer's client data names, or null when it has none we could read. */
function challengeOf(answer: { response?: { clientDataJSON?: unknown } }): string | null {
  const clientData = answer.response?.clientDataJSON;
  if (typeof clientData !== 'string' || clientData.length > 4096 || !isoBase64URL.isBase64URL(clientData)) return null;
  try {
    const { challenge } = decodeClientDataJSON(clientData);
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shape SimpleWebAuthn expects of an answer; what is inside it, it checks itself. */
const looksLikeAnswer = (value: unknown): value is { id: string; rawId: string; type: string; response: Record<string, unknown> } =>
  isObject(value) && typeof value.id === 'string' && value.id.length <= 1024 && typeof value.rawId === 'string' && typeof value.type === 'string' && isObject(value.response);

/** The options for signing in with a passkey on this device: no account named, a fresh challenge kept. */
export async function passkeySignInOptions(now = new Date(), database: Database = processDb()): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rpId(), userVerification: 'required', timeout: CHALLENGE_MINUTES * 60_000 });
  await keepChallenge(database, options.challenge, 'authentication', null, now);
  return options;
}

export type PasskeySignInResult = Extract<SignInResult, { ok: true }> | { ok: false; code: 'challenge' | 'unknownCredential' | 'refused' };

/**
 * Signs in with a passkey's answer: its challenge is used up first, then the credential it names is
 * looked up and SimpleWebAuthn verifies the signature over our challenge, origin and RP id, with user
 * verification, and that the counter moved on. Then, in one transaction, the passkey's counter and last
 * use are written (only if no other sign-in moved the counter meanwhile) and a session opens, ending the
 * one this browser had (`previousToken`).
 */
export async function signInWithPasskey(answer: unknown, previousToken: string | null, now = new Date(), database: Database = processDb()): Promise<PasskeySignInResult> {
  if (!looksLikeAnswer(answer)) return { ok: false, code: 'refused' };
  const challenge = challengeOf(answer);
  if (!challenge || !(await takeChallenge(challenge, 'authentication', null, now, database))) return { ok: false, code: 'challenge' };
  const [passkey] = await database
    .select({ id: staffPasskeys.id, staffId: staffPasskeys.staffId, credentialId: staffPasskeys.credentialId, publicKey: staffPasskeys.publicKey, counter: staffPasskeys.counter, transports: staffPasskeys.transports, name: staffPasskeys.name })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(and(eq(staffPasskeys.credentialId, answer.id), eq(staff.active, true)));
  if (!passkey) return { ok: false, code: 'unknownCredential' };
  // A discoverable credential says whose it is: it must be the account the credential is stored under.
  const userHandle = answer.response.userHandle;
  if (userHandle !== undefined && userHandle !== null && userHandle !== userHandleOf(passkey.staffId)) return { ok: false, code: 'refused' };
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: answer as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: adminOrigin(),
      expectedRPID: rpId(),
      credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
      requireUserVerification: true,
    });
  } catch {
    // A wrong origin or RP id, a bad signature, a counter that went backwards: SimpleWebAuthn says which; the answer is no.
    return { ok: false, code: 'refused' };
  }
  if (!verified.verified) return { ok: false, code: 'refused' };
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  return database.transaction(async (tx) => {
    const [moved] = await tx
      .update(staffPasskeys)
      .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: now })
      .where(and(eq(staffPasskeys.id, passkey.id), eq(staffPasskeys.counter, passkey.counter)))
      .returning({ id: staffPasskeys.id });
    if (!moved) return { ok: false, code: 'refused' } as const;
    const opened = await openSession(tx, passkey.staffId, 'passkey', previousToken, now, { passkey: passkey.name });
    return opened ?? ({ ok: false, code: 'refused' } as const);
  });
}

/** A passkey as its owner sees it in the back office. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const VIEW = { id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt, lastUsedAt: staffPasskeys.lastUsedAt };

/** A member's passkeys, oldest first. */
export async function passkeysOf(member: Pick<StaffMember, 'id'>, database: Database = processDb()): Promise<PasskeyView[]> {
  return database.select(VIEW).from(staffPasskeys).where(eq(staffPasskeys.staffId, member.id)).orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

/**
 * The options for adding a passkey to the signed-in member's account: a discoverable credential (so
 * signing in needs no typing) with user verification, none of the passkeys they already have (the phone
 * says it has one), and a fresh challenge kept for this member only.
 */
export async function passkeyRegistrationOptions(member: StaffMember, now = new Date(), database: Database = processDb()): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await database.select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.staffId, member.id));
  const options = await generateRegistrationOptions({
    rpName: 'Summit Rush back office',
    rpID: rpId(),
    userName: member.email,
    userDisplayName: member.displayName,
    userID: isoBase64URL.toBuffer(userHandleOf(member.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    timeout: CHALLENGE_MINUTES * 60_000,
  });
  await keepChallenge(database, options.challenge, 'registration', member.id, now);
  return options;
}

export type AddPasskeyResult = { ok: true; passkey: PasskeyView } | { ok: false; code: 'challenge' | 'refused' | 'taken' };

/** A member's name for a passkey: one line, trimmed, at most PASSKEY_NAME_LENGTH characters; else the device's. */
function passkeyName(name: unknown, userAgent: string | undefined): string {
  const typed = typeof name === 'string' ? name.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim() : '';
  return (typed || deviceName(userAgent)).slice(0, PASSKEY_NAME_LENGTH);
}

/**
 * Adds the passkey of a registration answer to the signed-in member's account, audited: the challenge
 * must be one handed to this member (used up first), and SimpleWebAuthn verifies the attestation for our
 * origin and RP id with user verification. A credential already on an account is refused.
 */
export async function addPasskey(member: StaffMember, answer: unknown, name: unknown, userAgent: string | undefined, now = new Date(), database: Database = processDb()): Promise<AddPasskeyResult> {
  if (!looksLikeAnswer(answer)) return { ok: false, code: 'refused' };
  const challenge = challengeOf(answer);
  if (!challenge || !(await takeChallenge(challenge, 'registration', member.id, now, database))) return { ok: false, code: 'challenge' };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: answer as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: adminOrigin(),
      expectedRPID: rpId(),
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, code: 'refused' };
  }
  if (!verified.verified) return { ok: false, code: 'refused' };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const label = passkeyName(name, userAgent);
  return database.transaction(async (tx) => {
    const [added] = await tx
      .insert(staffPasskeys)
      .values({
        staffId: member.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: label,
        createdAt: now,
      })
      .onConflictDoNothing({ target: staffPasskeys.credentialId })
      .returning(VIEW);
    if (!added) return { ok: false, code: 'taken' } as const;
    await recordStaffAction(tx, {
      actor: { staffId: member.id, email: member.email },
      action: 'staff.passkeyAdd',
      subject: `staff:${member.email}`,
      parkId: null,
      before: null,
      after: { passkey: added.id, name: label, deviceType: credentialDeviceType },
    });
    return { ok: true, passkey: added } as const;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one of the member's own passkeys, audited; false when they have none with this id. */
export async function removePasskey(member: StaffMember, id: string, database: Database = processDb()): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return database.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, member.id)))
      .returning({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt });
    if (!removed) return false;
    await recordStaffAction(tx, {
      actor: { staffId: member.id, email: member.email },
      action: 'staff.passkeyRemove',
      subject: `staff:${member.email}`,
      parkId: null,
      before: { passkey: removed.id, name: removed.name, createdAt: removed.createdAt.toISOString() },
      after: null,
    });
    return true;
  });
}
