import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { renderStaffSignInLink } from '@/lib/server/mail/staff-sign-in-link';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import {
  addStaff,
  auditTrail,
  CHALLENGE_MINUTES,
  createSignInLink,
  deleteExpiredSignIns,
  findStaffByEmail,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  sessionStaff,
  SIGN_IN_LINK_MINUTES,
  takeChallenge,
  userHandleOf,
} from '@/lib/server/staff';
import { deviceName } from '@/lib/server/staff/device-name';
import { ADMIN, cookieOf, startAdminHttp, type AdminHttp, type Reply } from '../helpers/admin-http';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Signing in to the back office (issue #22) on a real PostgreSQL, over HTTP as a browser reaches
 * ADMIN_HOST: the emailed link (the same answer whether the address has an account or not, rate limited),
 * and passkeys, with a real P-256 key made here playing the authenticator. Its answers are built byte
 * by byte as a WebAuthn authenticator builds them (authenticator data, COSE key, ECDSA signature), and
 * SimpleWebAuthn verifies them as it would a phone's: nothing of the verification is mocked.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
const RP_ID = 'admin.localhost';
const CLI = { label: 'command line' } as const;

beforeAll(async () => {
  useConfig(parseEnv({ NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: RP_ID, TRUST_PROXY: 'loopback' }));
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  http = await startAdminHttp();
});

afterAll(async () => {
  await http.close();
  await database.drop();
});

beforeEach(async () => {
  await database.pool.query('delete from rate_limits');
});
const json = (reply: Reply) => JSON.parse(reply.body) as Record<string, unknown>;

/** A signed-in browser's cookie, by a one-time link as `npm run staff -- link` makes one. */
async function signedIn(email: string): Promise<string> {
  const link = await createSignInLink(email, CLI);
  if (!link.ok) throw new Error(link.code);
  const reply = await http.send('/sign-in/link', { method: 'POST', body: `token=${link.token}`, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ADMIN } });
  expect(reply.status).toBe(303);
  return cookieOf(reply);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(Uint8Array.from(data));

/**
 * A platform authenticator with one discoverable P-256 credential, as a phone's: it answers a
 * registration's and a sign-in's options exactly as navigator.credentials would hand them over
 * (the JSON SimpleWebAuthn's browser half posts).
 */
class TestAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle: string | null = null;

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as COSE (EC2, ES256, P-256), as authenticator data carries it. */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Uint8Array.from(Buffer.from(jwk.x!, 'base64url'))],
        [-3, Uint8Array.from(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    // Flags: user present (0x01), user verified (0x04), and attested credential data (0x40) at registration.
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([flags]), counter];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() for these options. */
  register(options: { challenge: string; user: { id: string } }, { origin = ADMIN, rpId = RP_ID } = {}) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', Uint8Array.from(this.authenticatorData(rpId, true))]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get() for these options: signs authenticator data and the client data's hash. */
  authenticate(options: { challenge: string }, { origin = ADMIN, rpId = RP_ID, key = this.keys.privateKey as KeyObject, advance = true } = {}) {
    if (advance) this.counter += 1;
    const authenticatorData = this.authenticatorData(rpId, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle: this.userHandle ?? undefined },
    };
  }
}

/** A member with a fresh account, signed in, and a passkey registered through the endpoints. */
async function memberWithPasskey(email: string) {
  const added = await addStaff({ email, role: 'gate', parks: ['queenstown'], displayName: 'Pat Passkey' }, CLI);
  if (!added.ok) throw new Error(added.code);
  const cookie = await signedIn(email);
  const authenticator = new TestAuthenticator();
  const start = await http.postJson('/api/staff/passkeys/options', {}, { cookie });
  expect(start.status).toBe(200);
  const finish = await http.postJson('/api/staff/passkeys', { response: authenticator.register(json(start).options as never), name: 'Gate phone' }, { cookie });
  expect(finish.status).toBe(201);
  return { member: added.staff, cookie, authenticator };
}

async function signInOptions(): Promise<{ challenge: string; allowCredentials?: unknown[]; rpId: string; userVerification: string }> {
  const reply = await http.postJson('/sign-in/passkey/options', {});
  expect(reply.status).toBe(200);
  return json(reply).options as never;
}

describe('passkey challenges', () => {
  it('work once, for their purpose only, and for a few minutes', async () => {
    const options = await passkeySignInOptions();
    expect(await takeChallenge(options.challenge, 'registration', null)).toBe(false);
    expect(await takeChallenge(options.challenge, 'authentication', null)).toBe(true);
    expect(await takeChallenge(options.challenge, 'authentication', null)).toBe(false);

    const issued = new Date();
    const stale = await passkeySignInOptions(issued);
    expect(await takeChallenge(stale.challenge, 'authentication', null, new Date(issued.getTime() + (CHALLENGE_MINUTES * 60 + 1) * 1000))).toBe(false);
    const fresh = await passkeySignInOptions(issued);
    expect(await takeChallenge(fresh.challenge, 'authentication', null, new Date(issued.getTime() + (CHALLENGE_MINUTES * 60 - 1) * 1000))).toBe(true);
  });

  it('keep a registration’s challenge for the member who asked, and only its hash', async () => {
    const gate = await findStaffByEmail('gate@summit-rush.test');
    const manager = await findStaffByEmail('manager@summit-rush.test');
    if (!gate || !manager) throw new Error('no demo staff');
    const options = await passkeyRegistrationOptions(gate);
    expect(options).toMatchObject({ rp: { id: RP_ID }, user: { id: userHandleOf(gate.id), name: gate.email }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' }, attestation: 'none' });
    const { rows } = await database.pool.query(`select json_agg(c)::text as dump from staff_passkey_challenges c`);
    expect(rows[0].dump).not.toContain(options.challenge);
    expect(await takeChallenge(options.challenge, 'registration', manager.id)).toBe(false);
    expect(await takeChallenge(options.challenge, 'authentication', null)).toBe(false);
    expect(await takeChallenge(options.challenge, 'registration', gate.id)).toBe(true);
  });

  it('are deleted with the expired sessions and links', async () => {
    const long = new Date(Date.now() - 60 * 60_000);
    await passkeySignInOptions(long);
    const kept = await passkeySignInOptions();
    expect(await deleteExpiredSignIns()).toBeGreaterThanOrEqual(1);
    expect((await database.pool.query(`select count(*)::int as n from staff_passkey_challenges where expires_at < now()`)).rows[0].n).toBe(0);
    expect(await takeChallenge(kept.challenge, 'authentication', null)).toBe(true);
  });
});

describe('an emailed sign-in link', () => {
  const outboxFor = async (email: string) =>
    (await database.pool.query(`select kind, payload from outbox where kind = 'staff-sign-in-link' and payload->>'email' = $1`, [email])).rows as { kind: string; payload: Record<string, unknown> }[];

  it('answers the same whether the address has an account or not, and mails only an account, in its language', async () => {
    await addStaff({ email: 'mei@summit-rush.test', displayName: '陳美', role: 'gate', parks: ['hong-kong'], language: 'zh-Hant' }, CLI);
    const known = await http.postJson('/sign-in/email', { email: '  Mei@Summit-Rush.test ' });
    const unknown = await http.postJson('/sign-in/email', { email: 'nobody@summit-rush.test' });
    expect([known.status, known.body]).toEqual([200, JSON.stringify({ sent: true, minutes: SIGN_IN_LINK_MINUTES })]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await outboxFor('nobody@summit-rush.test')).toEqual([]);

    const [mail] = await outboxFor('mei@summit-rush.test');
    expect(mail.payload).toMatchObject({ language: 'zh-Hant', name: '陳美', minutes: SIGN_IN_LINK_MINUTES });
    const url = String(mail.payload.url);
    expect(url).toMatch(/^http:\/\/admin\.localhost:3000\/sign-in\/link\/[A-Za-z0-9_-]{43}$/);
    // The link it carries opens its page, and signs in.
    const token = url.split('/').pop()!;
    expect((await http.send(`/sign-in/link/${token}`)).status).toBe(200);
    const signIn = await http.send('/sign-in/link', { method: 'POST', body: `token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ADMIN } });
    expect(signIn.status).toBe(303);
    expect((await sessionStaff(cookieOf(signIn).split('=')[1]))?.email).toBe('mei@summit-rush.test');

    const [entry] = await auditTrail('staff:mei@summit-rush.test');
    expect((await auditTrail('staff:mei@summit-rush.test')).map((row) => `${row.actor} ${row.action}`)).toContain('sign-in screen staff.signInLinkEmail');
    expect(entry.action).toBe('staff.signIn');
  });

  it('is mailed in the member’s language with the link, and says what to do if they did not ask', async () => {
    const view = { name: '陳美', email: 'mei@summit-rush.test', url: 'http://admin.localhost:3000/sign-in/link/abc', minutes: 15 };
    const chinese = await renderStaffSignInLink({ ...view, language: 'zh-Hant' });
    expect(chinese.subject).toBe('您的 Summit Rush 後台登入連結');
    for (const part of [chinese.text, chinese.html]) {
      expect(part).toContain('陳美，您好：');
      expect(part).toContain('15 分鐘內有效');
      expect(part).toContain(view.url);
      expect(part).not.toContain('你');
    }
    const english = await renderStaffSignInLink({ ...view, name: 'Pat', language: 'en' });
    expect(english.subject).toBe('Your sign-in link for the Summit Rush back office');
    expect(english.text).toContain('It works once, for 15 minutes.');
    expect(english.html).toContain(`href="${view.url}"`);
    expect(english.senderName).toBe('Summit Rush back office');
  });

  it('is limited per address typed from one client address: past it the same answer and nothing sent, while the member elsewhere still gets theirs', async () => {
    const askFrom = (address: string, email: string) =>
      http.send('/sign-in/email', { method: 'POST', body: JSON.stringify({ email }), headers: { 'content-type': 'application/json', origin: ADMIN, 'x-forwarded-for': address } });
    for (const email of ['owner@summit-rush.test', 'stranger@summit-rush.test']) {
      for (let request = 0; request < 6; request += 1) {
        const reply = await askFrom('198.51.100.7', request === 5 ? email.toUpperCase() : email);
        expect([reply.status, json(reply).sent]).toEqual([200, true]);
      }
    }
    expect((await outboxFor('owner@summit-rush.test')).length).toBe(5);
    // A stranger's six requests used up only their own pair's budget: the owner, on their own network, gets a link.
    expect((await askFrom('203.0.113.9', 'owner@summit-rush.test')).status).toBe(200);
    expect((await outboxFor('owner@summit-rush.test')).length).toBe(6);
  });

  it('is limited per client address, whatever the addresses typed', async () => {
    const replies = await Promise.all(Array.from({ length: 31 }, (_, index) => http.postJson('/sign-in/email', { email: `someone${index}@example.com` })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(30);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(1);
  });

  it('refuses what is not an address, another site’s request, and a form post', async () => {
    expect([(await http.postJson('/sign-in/email', { email: 'not an address' })).status, json(await http.postJson('/sign-in/email', { email: 'a@b.c, d@e.f' })).error]).toEqual([400, 'invalidEmail']);
    expect((await http.postJson('/sign-in/email', { email: 'owner@summit-rush.test' }, { origin: 'http://nz.localhost:3000' })).status).toBe(403);
    expect((await http.send('/sign-in/email', { method: 'POST', body: 'email=owner%40summit-rush.test', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ADMIN } })).status).toBe(415);
    expect((await http.send('/sign-in/email')).status).toBe(405);
  });
});

describe('passkeys', () => {
  it('registers a passkey for the signed-in member only, audited', async () => {
    expect((await http.postJson('/api/staff/passkeys/options', {})).status).toBe(401);
    const cookie = await signedIn('manager@summit-rush.test');
    expect((await http.postJson('/api/staff/passkeys/options', {}, { cookie, origin: 'http://evil.example' })).status).toBe(403);

    const { member, authenticator } = await memberWithPasskey('reg@summit-rush.test');
    const { rows } = await database.pool.query(`select credential_id, counter, transports, name, device_type, last_used_at from staff_passkeys where staff_id = $1`, [member.id]);
    expect(rows).toEqual([{ credential_id: authenticator.id, counter: '0', transports: ['internal'], name: 'Gate phone', device_type: 'singleDevice', last_used_at: null }]);
    const [entry] = await auditTrail('staff:reg@summit-rush.test');
    expect(entry).toMatchObject({ actor: 'reg@summit-rush.test', action: 'staff.passkeyAdd', after: { name: 'Gate phone', deviceType: 'singleDevice' } });

    // The same authenticator again is already registered; its options name it so the phone says so first.
    const again = await http.postJson('/api/staff/passkeys/options', {}, { cookie: await signedIn('reg@summit-rush.test') });
    expect(json(again).options).toMatchObject({ excludeCredentials: [{ id: authenticator.id, type: 'public-key', transports: ['internal'] }] });
  });

  it('refuses a registration for another origin, or with a challenge handed to someone else', async () => {
    const cookie = await signedIn('gate@summit-rush.test');
    const wrongOrigin = await http.postJson('/api/staff/passkeys/options', {}, { cookie });
    const answer = new TestAuthenticator().register(json(wrongOrigin).options as never, { origin: 'http://nz.localhost:3000' });
    expect([(await http.postJson('/api/staff/passkeys', { response: answer }, { cookie })).status]).toEqual([400]);

    const theirs = await http.postJson('/api/staff/passkeys/options', {}, { cookie: await signedIn('owner@summit-rush.test') });
    const stolen = new TestAuthenticator().register(json(theirs).options as never);
    expect(json(await http.postJson('/api/staff/passkeys', { response: stolen }, { cookie }))).toEqual({ error: 'challenge' });
    expect((await database.pool.query(`select count(*)::int as n from staff_passkeys p join staff s on s.id = p.staff_id where s.email in ('gate@summit-rush.test', 'owner@summit-rush.test')`)).rows[0].n).toBe(0);
  });

  it('signs in with no address typed: a new session, the browser’s previous one ended, counter and last use kept', async () => {
    const { member, cookie: previous, authenticator } = await memberWithPasskey('pass@summit-rush.test');
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: RP_ID, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const reply = await http.postJson('/sign-in/passkey', { response: authenticator.authenticate(options) }, { cookie: previous });
    expect([reply.status, json(reply)]).toEqual([200, { signedIn: true }]);
    const [setCookie] = ([] as string[]).concat(reply.headers['set-cookie'] ?? []);
    expect(setCookie).toMatch(/^sr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Expires=/);
    const cookie = cookieOf(reply);
    expect(cookie).not.toBe(previous);
    expect((await http.send('/api/staff/session', { headers: { cookie } })).status).toBe(200);
    expect((await http.send('/api/staff/session', { headers: { cookie: previous } })).status).toBe(401);

    const { rows } = await database.pool.query(`select counter, last_used_at from staff_passkeys where staff_id = $1`, [member.id]);
    expect(rows[0].counter).toBe('1');
    expect(rows[0].last_used_at).toBeInstanceOf(Date);
    const { rows: sessions } = await database.pool.query(`select method from staff_sessions where staff_id = $1`, [member.id]);
    expect(sessions).toEqual([{ method: 'passkey' }]);
    const [entry] = await auditTrail('staff:pass@summit-rush.test');
    expect(entry).toMatchObject({ actor: 'pass@summit-rush.test', action: 'staff.signIn', after: { method: 'passkey', passkey: 'Gate phone' } });
  });

  it('uses a challenge once: the same answer replayed is refused', async () => {
    const { authenticator } = await memberWithPasskey('replay@summit-rush.test');
    const answer = authenticator.authenticate(await signInOptions());
    expect((await http.postJson('/sign-in/passkey', { response: answer })).status).toBe(200);
    expect([(await http.postJson('/sign-in/passkey', { response: answer })).status, json(await http.postJson('/sign-in/passkey', { response: answer })).error]).toEqual([400, 'refused']);
  });

  it('refuses an answer for another origin or relying party, signed by another key, or whose counter went back', async () => {
    const { authenticator } = await memberWithPasskey('wrong@summit-rush.test');
    const refused = async (answer: unknown) => {
      const reply = await http.postJson('/sign-in/passkey', { response: answer });
      return [reply.status, json(reply).error, reply.headers['set-cookie']];
    };
    expect(await refused(authenticator.authenticate(await signInOptions(), { origin: 'http://nz.localhost:3000' }))).toEqual([400, 'refused', undefined]);
    expect(await refused(authenticator.authenticate(await signInOptions(), { origin: 'https://admin.localhost' }))).toEqual([400, 'refused', undefined]);
    expect(await refused(authenticator.authenticate(await signInOptions(), { rpId: 'nz.localhost' }))).toEqual([400, 'refused', undefined]);
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(await refused(authenticator.authenticate(await signInOptions(), { key: stranger }))).toEqual([400, 'refused', undefined]);
    // An answer for a challenge we never gave.
    expect(await refused(authenticator.authenticate({ challenge: b64url(randomBytes(32)) }))).toEqual([400, 'refused', undefined]);

    // It signs in, then a clone of it whose counter is behind is refused.
    expect((await http.postJson('/sign-in/passkey', { response: authenticator.authenticate(await signInOptions()) })).status).toBe(200);
    authenticator.counter -= 1;
    expect(await refused(authenticator.authenticate(await signInOptions(), { advance: false }))).toEqual([400, 'refused', undefined]);
  });

  it('refuses a credential it does not know, and one claiming another account’s user handle', async () => {
    const unknown = new TestAuthenticator();
    unknown.userHandle = userHandleOf('00000000-0000-4000-8000-000000000000');
    const reply = await http.postJson('/sign-in/passkey', { response: unknown.authenticate(await signInOptions()) });
    expect([reply.status, json(reply)]).toEqual([400, { error: 'unknownCredential' }]);

    const { authenticator } = await memberWithPasskey('handle@summit-rush.test');
    const owner = await findStaffByEmail('owner@summit-rush.test');
    authenticator.userHandle = userHandleOf(owner!.id);
    expect(json(await http.postJson('/sign-in/passkey', { response: authenticator.authenticate(await signInOptions()) }))).toEqual({ error: 'refused' });
    expect(json(await http.postJson('/sign-in/passkey', { response: 'nonsense' }))).toEqual({ error: 'refused' });
  });

  it('counts failed passkey sign-ins against the address, and a good passkey is refused too while it lasts', async () => {
    const { authenticator } = await memberWithPasskey('limited@summit-rush.test');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await http.postJson('/sign-in/passkey', { response: authenticator.authenticate({ challenge: b64url(randomBytes(32)) }) })).status).toBe(400);
    }
    const limited = await http.postJson('/sign-in/passkey', { response: authenticator.authenticate(await signInOptions()) });
    expect([limited.status, json(limited).error]).toEqual([429, 'tooMany']);
  });

  it('signs in no disabled account', async () => {
    const { member, authenticator } = await memberWithPasskey('gone@summit-rush.test');
    await database.pool.query(`update staff set active = false where id = $1`, [member.id]);
    expect(json(await http.postJson('/sign-in/passkey', { response: authenticator.authenticate(await signInOptions()) }))).toEqual({ error: 'unknownCredential' });
  });

  it('lists and removes the member’s own passkeys through the back office’s API, audited', async () => {
    const { cookie, authenticator } = await memberWithPasskey('list@summit-rush.test');
    const graphql = (query: string, variables: Record<string, unknown> = {}, as = cookie) => http.postJson('/api/graphql', { query, variables }, { cookie: as });
    const listed = json(await graphql('{ myPasskeys { id name createdAt lastUsedAt } }')).data as { myPasskeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[] };
    expect(listed.myPasskeys).toEqual([{ id: expect.any(String), name: 'Gate phone', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), lastUsedAt: null }]);
    const [{ id }] = listed.myPasskeys;

    // Someone else's session can neither see it nor remove it.
    const other = await signedIn('owner@summit-rush.test');
    expect(json(await graphql('{ myPasskeys { id } }', {}, other)).data).toEqual({ myPasskeys: [] });
    const remove = 'mutation ($id: ID!) { removeMyPasskey(id: $id) }';
    expect(json(await graphql(remove, { id }, other)).data).toEqual({ removeMyPasskey: false });
    expect(json(await graphql(remove, { id: 'not-a-uuid' })).data).toEqual({ removeMyPasskey: false });

    expect(json(await graphql(remove, { id })).data).toEqual({ removeMyPasskey: true });
    expect(json(await graphql('{ myPasskeys { id } }')).data).toEqual({ myPasskeys: [] });
    const [entry] = await auditTrail('staff:list@summit-rush.test');
    expect(entry).toMatchObject({ actor: 'list@summit-rush.test', action: 'staff.passkeyRemove', before: { passkey: id, name: 'Gate phone' }, after: null });
    // It signs nobody in any more.
    expect(json(await http.postJson('/sign-in/passkey', { response: authenticator.authenticate(await signInOptions()) }))).toEqual({ error: 'unknownCredential' });
  });

  it('names a passkey after the browser and system it was added on when its owner gives no name', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')).toBe('Chrome · Android');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari · iPhone');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toBe('Edge · Windows');
    expect(deviceName(undefined)).toBe('Passkey');
  });
});

describe('housekeeping', () => {
  it('deletes the mail of an expired link, so its token is kept nowhere', async () => {
    await http.postJson('/sign-in/email', { email: 'gate@summit-rush.test' });
    await database.pool.query(`update outbox set created_at = now() - interval '20 minutes' where kind = 'staff-sign-in-link'`);
    await deleteExpiredSignIns();
    expect((await database.pool.query(`select count(*)::int as n from outbox where kind = 'staff-sign-in-link'`)).rows[0].n).toBe(0);
  });
});
