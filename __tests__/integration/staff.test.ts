import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { demoStaff, seedDemoStaff } from '@/demo/staff';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { addStaff, adminHostProblem, auditTrail, createSignInLink, deleteExpiredSignIns, endSession, findStaffByEmail, recordStaffAction, sessionStaff, signInWithLink, SESSION_HOURS, SIGN_IN_LINK_MINUTES } from '@/lib/server/staff';
import { ADMIN, cookieOf, startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's foundation (issue #22) on a real PostgreSQL: accounts, one-time links, sessions,
 * the audit trail, and the sign-in endpoints on ADMIN_HOST over HTTP as a browser reaches them.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
const CLI = { label: 'command line' } as const;

beforeAll(async () => {
  useConfig(parseEnv({ NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost' }));
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
  // Each test starts with a fresh budget of failed sign-ins.
  await database.pool.query('delete from rate_limits');
});

const linkFor = async (email: string, now = new Date()) => {
  const link = await createSignInLink(email, CLI, now);
  if (!link.ok) throw new Error(link.code);
  return link.token;
};

describe('staff accounts', () => {
  it('seeds the demo’s owner, manager and gate, each with its role and parks', async () => {
    for (const member of demoStaff) {
      expect(await findStaffByEmail(member.email)).toMatchObject({ email: member.email, role: member.role, parks: [...member.parks].sort(), active: true });
    }
    // Seeding again adds nothing.
    expect(await seedDemoStaff(database.db)).toBe(0);
  });

  it('adds an account once per address, in lower case, for parks that exist, and audits it', async () => {
    const added = await addStaff({ email: '  Kiri@Summit-Rush.TEST ', role: 'gate', parks: ['hong-kong', 'queenstown', 'hong-kong'], language: 'zh-Hant' }, CLI);
    expect(added).toMatchObject({ ok: true, staff: { email: 'kiri@summit-rush.test', role: 'gate', parks: ['hong-kong', 'queenstown'], language: 'zh-Hant' } });
    expect(await addStaff({ email: 'KIRI@summit-rush.test', role: 'owner', parks: ['queenstown'] }, CLI)).toEqual({ ok: false, code: 'emailTaken' });
    expect(await addStaff({ email: 'x@summit-rush.test', role: 'gate', parks: ['atlantis'] }, CLI)).toEqual({
      ok: false,
      code: 'unknownPark',
      parks: ['atlantis'],
      known: ['gold-coast', 'hong-kong', 'queenstown', 'rotorua'],
    });
    expect(await addStaff({ email: 'x@summit-rush.test', role: 'janitor', parks: ['queenstown'] }, CLI)).toEqual({ ok: false, code: 'invalidRole' });
    expect(await addStaff({ email: 'not an address', role: 'gate', parks: ['queenstown'] }, CLI)).toEqual({ ok: false, code: 'invalidEmail' });
    expect(await addStaff({ email: 'x@summit-rush.test', role: 'gate', parks: [] }, CLI)).toEqual({ ok: false, code: 'noPark' });
    expect(await findStaffByEmail('x@summit-rush.test')).toBeNull();

    const [entry] = await auditTrail('staff:kiri@summit-rush.test');
    expect(entry).toMatchObject({ actor: 'command line', action: 'staff.add', parkId: null, before: null, after: { role: 'gate', parks: ['hong-kong', 'queenstown'], language: 'zh-Hant' } });
  });
});

describe('one-time sign-in links and sessions', () => {
  it('signs in once with a link, stores neither token, and a second use is refused', async () => {
    const token = await linkFor('gate@summit-rush.test');
    const first = await signInWithLink(token, null);
    expect(first).toMatchObject({ ok: true, staff: { email: 'gate@summit-rush.test', role: 'gate' } });
    expect(await signInWithLink(token, null)).toEqual({ ok: false });
    if (!first.ok) return;
    expect((await sessionStaff(first.token))?.email).toBe('gate@summit-rush.test');
    // Only hashes are kept: neither the link's token nor the session's is anywhere in the database.
    const { rows } = await database.pool.query(`select (select json_agg(l) from staff_sign_in_links l)::text || (select json_agg(s) from staff_sessions s)::text as dump`);
    expect(rows[0].dump).not.toContain(token);
    expect(rows[0].dump).not.toContain(first.token);
  });

  it('lets exactly one of two browsers opening one link at once sign in', async () => {
    const token = await linkFor('manager@summit-rush.test');
    const results = await Promise.all([signInWithLink(token, null), signInWithLink(token, null), signInWithLink(token, null)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('refuses a link after its minutes, and a session after its hours', async () => {
    const issued = new Date(Date.now() - 60 * 60_000);
    const stale = await linkFor('gate@summit-rush.test', issued);
    expect(await signInWithLink(stale, null, new Date(issued.getTime() + (SIGN_IN_LINK_MINUTES * 60 + 1) * 1000))).toEqual({ ok: false });
    const fresh = await linkFor('gate@summit-rush.test');
    const signedIn = await signInWithLink(fresh, null);
    if (!signedIn.ok) throw new Error('not signed in');
    expect(await sessionStaff(signedIn.token, new Date(Date.now() + (SESSION_HOURS * 60 - 1) * 60_000))).not.toBeNull();
    expect(await sessionStaff(signedIn.token, new Date(Date.now() + (SESSION_HOURS * 60 + 1) * 60_000))).toBeNull();
  });

  it('rotates the session on sign-in and ends it on sign-out', async () => {
    const first = await signInWithLink(await linkFor('owner@summit-rush.test'), null);
    if (!first.ok) throw new Error('not signed in');
    const second = await signInWithLink(await linkFor('owner@summit-rush.test'), first.token);
    if (!second.ok) throw new Error('not signed in');
    expect(second.token).not.toBe(first.token);
    expect(await sessionStaff(first.token)).toBeNull();
    expect((await sessionStaff(second.token))?.email).toBe('owner@summit-rush.test');
    await endSession(second.token);
    expect(await sessionStaff(second.token)).toBeNull();
  });

  it('signs in no disabled account, and ends its sessions’ effect at once', async () => {
    await addStaff({ email: 'leaver@summit-rush.test', role: 'manager', parks: ['queenstown'] }, CLI);
    const signedIn = await signInWithLink(await linkFor('leaver@summit-rush.test'), null);
    if (!signedIn.ok) throw new Error('not signed in');
    const pending = await linkFor('leaver@summit-rush.test');
    await database.pool.query(`update staff set active = false where email = 'leaver@summit-rush.test'`);
    expect(await sessionStaff(signedIn.token)).toBeNull();
    expect(await signInWithLink(pending, null)).toEqual({ ok: false });
    expect(await createSignInLink('leaver@summit-rush.test', CLI)).toEqual({ ok: false, code: 'inactive' });
    expect(await createSignInLink('nobody@summit-rush.test', CLI)).toEqual({ ok: false, code: 'unknownStaff' });
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions and links, and keeps those still good', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 2 * SESSION_HOURS * 3_600_000);
    const stale = await signInWithLink(await linkFor('owner@summit-rush.test', old), null, old);
    const fresh = await signInWithLink(await linkFor('owner@summit-rush.test'), null);
    const unused = await linkFor('owner@summit-rush.test');
    if (!stale.ok || !fresh.ok) throw new Error('not signed in');
    const count = async () => (await database.pool.query(`select (select count(*) from staff_sessions)::int + (select count(*) from staff_sign_in_links)::int as n`)).rows[0].n as number;
    const before = await count();
    expect(await deleteExpiredSignIns(now)).toBeGreaterThanOrEqual(2);
    expect(await count()).toBeLessThanOrEqual(before - 2);
    expect(await sessionStaff(fresh.token)).not.toBeNull();
    expect(await signInWithLink(unused, null)).toMatchObject({ ok: true });
    expect((await database.pool.query(`select count(*)::int as n from staff_sessions where expires_at < now()`)).rows[0].n).toBe(0);
  });

  it('refuses an ADMIN_HOST that is also a park’s domain', async () => {
    expect(await adminHostProblem()).toBeNull();
    useConfig(parseEnv({ NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'NZ.localhost' }));
    try {
      expect(await adminHostProblem()).toBe('ADMIN_HOST (nz.localhost) is also the domain of the locale nz: give the back office a host name of its own');
    } finally {
      useConfig(parseEnv({ NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost' }));
    }
  });
});

describe('the audit trail', () => {
  it('records who did what to what, before and after, within the action’s own transaction', async () => {
    const owner = await findStaffByEmail('owner@summit-rush.test');
    if (!owner) throw new Error('no owner');
    const actor = { staffId: owner.id, email: owner.email };
    await recordStaffAction(database.db, { actor, action: 'ticket.checkIn', subject: 'ticket:TEST0001', parkId: 'queenstown', before: { checkedIn: 0 }, after: { checkedIn: 2 } });
    // An action that rolls back leaves no entry.
    await database.db
      .transaction(async (tx) => {
        await recordStaffAction(tx, { actor, action: 'ticket.checkIn', subject: 'ticket:TEST0001', parkId: 'queenstown', before: { checkedIn: 2 }, after: { checkedIn: 4 } });
        throw new Error('the check-in failed');
      })
      .catch(() => undefined);
    const trail = await auditTrail('ticket:TEST0001');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: 'owner@summit-rush.test', action: 'ticket.checkIn', parkId: 'queenstown', before: { checkedIn: 0 }, after: { checkedIn: 2 } });
    expect(trail[0].at).toBeInstanceOf(Date);
  });

  it('records links issued, sign-ins and sign-outs', async () => {
    await addStaff({ email: 'audited@summit-rush.test', role: 'gate', parks: ['queenstown'] }, CLI);
    const signedIn = await signInWithLink(await linkFor('audited@summit-rush.test'), null);
    if (!signedIn.ok) throw new Error('not signed in');
    await endSession(signedIn.token);
    const actions = (await auditTrail('staff:audited@summit-rush.test')).map((entry) => `${entry.actor} ${entry.action}`).reverse();
    expect(actions).toEqual(['command line staff.add', 'command line staff.signInLink', 'audited@summit-rush.test staff.signIn', 'audited@summit-rush.test staff.signOut']);
  });
});

describe('the back office on ADMIN_HOST, over HTTP', () => {
  it('opens a link’s page without using it up, then signs in by its form with a host-only, HttpOnly, SameSite=Strict cookie', async () => {
    const token = await linkFor('gate@summit-rush.test');
    const page = await http.send(`/sign-in/link/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<form method="post" action="/sign-in/link">');
    // Opening it again (a mail scanner, then the person) still works.
    expect((await http.send(`/sign-in/link/${token}`)).status).toBe(200);

    const signIn = await http.postForm('/sign-in/link', { token });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe('/');
    const [setCookie] = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    expect(setCookie).toMatch(/^sr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Expires=/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).not.toContain('Secure');
    const cookie = cookieOf(signIn);

    const me = await http.send('/api/staff/session', { headers: { cookie } });
    expect([me.status, JSON.parse(me.body)]).toEqual([200, { signedIn: true, staff: { email: 'gate@summit-rush.test', displayName: 'Gita Gate', language: 'en', role: 'gate', parks: ['queenstown'] } }]);
    // Used up: its page says so, and posting it again signs nobody in.
    expect((await http.send(`/sign-in/link/${token}`)).status).toBe(410);
    expect((await http.postForm('/sign-in/link', { token })).status).toBe(400);

    const signOut = await http.send('/sign-out', { method: 'POST', headers: { origin: ADMIN, cookie } });
    expect(signOut.status).toBe(303);
    expect(([] as string[]).concat(signOut.headers['set-cookie'] ?? [])[0]).toMatch(/^sr_staff=; .*Max-Age=0/);
    expect((await http.send('/api/staff/session', { headers: { cookie } })).status).toBe(401);
  });

  it('sets a Secure __Host- cookie behind HTTPS (a trusted proxy saying so)', async () => {
    useConfig(parseEnv({ NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost', TRUST_PROXY: 'loopback', PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' }));
    try {
      const token = await linkFor('gate@summit-rush.test');
      const signIn = await http.postForm('/sign-in/link', { token }, { origin: 'https://admin.localhost', 'x-forwarded-proto': 'https' });
      expect(signIn.status).toBe(303);
      expect(([] as string[]).concat(signIn.headers['set-cookie'] ?? [])[0]).toMatch(/^__Host-sr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Expires=/);
      const cookie = cookieOf(signIn);
      expect((await http.send('/api/staff/session', { headers: { cookie, 'x-forwarded-proto': 'https' } })).status).toBe(200);
      // The same token under the plain name is not read over HTTPS.
      expect((await http.send('/api/staff/session', { headers: { cookie: cookie.replace('__Host-', ''), 'x-forwarded-proto': 'https' } })).status).toBe(401);
    } finally {
      useConfig(parseEnv({ NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost' }));
    }
  });

  it('gives a signed-in browser a new session when it signs in again', async () => {
    const first = cookieOf(await http.postForm('/sign-in/link', { token: await linkFor('manager@summit-rush.test') }));
    const second = await http.send('/sign-in/link', {
      method: 'POST',
      body: new URLSearchParams({ token: await linkFor('manager@summit-rush.test') }).toString(),
      headers: { origin: ADMIN, cookie: first, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(second.status).toBe(303);
    expect(cookieOf(second)).not.toBe(first);
    expect((await http.send('/api/staff/session', { headers: { cookie: first } })).status).toBe(401);
    expect((await http.send('/api/staff/session', { headers: { cookie: cookieOf(second) } })).status).toBe(200);
  });

  it('signs in from its own link page, whose no-referrer policy makes the browser post with Origin: null', async () => {
    const token = await linkFor('gate@summit-rush.test');
    const reply = await http.postForm('/sign-in/link', { token }, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/');
  });

  it('refuses a sign-in or sign-out another site starts (CSRF)', async () => {
    const token = await linkFor('gate@summit-rush.test');
    expect((await http.postForm('/sign-in/link', { token }, { origin: 'http://nz.localhost:3000' })).status).toBe(403);
    expect((await http.postForm('/sign-in/link', { token }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // An opaque origin ("null": a sandboxed frame of another site) is not ours.
    expect((await http.postForm('/sign-in/link', { token }, { origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await http.postForm('/sign-in/link', { token }, {})).status).toBe(403);
    // A page under Referrer-Policy no-referrer posts with Origin: null; only the browser's own word makes it ours.
    expect((await http.postForm('/sign-in/link', { token }, { origin: 'null' })).status).toBe(403);
    expect((await http.postForm('/sign-in/link', { token }, { origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const cookie = cookieOf(await http.postForm('/sign-in/link', { token }, { origin: 'null', 'sec-fetch-site': 'same-origin' }));
    expect((await http.send('/sign-out', { method: 'POST', headers: { origin: 'http://evil.example', cookie } })).status).toBe(403);
    expect((await http.send('/api/staff/session', { headers: { cookie } })).status).toBe(200);
  });

  it('rate limits failed sign-ins per address, and a good link is refused too while it lasts', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await http.postForm('/sign-in/link', { token: 'x'.repeat(43) })).status).toBe(400);
    }
    const limited = await http.postForm('/sign-in/link', { token: await linkFor('gate@summit-rush.test') });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count successful sign-ins against the limit', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await http.postForm('/sign-in/link', { token: await linkFor('gate@summit-rush.test') })).status).toBe(303);
    }
  });

  it('answers its endpoints and its own API on ADMIN_HOST, hands Next its screens, and none of its paths on a park’s host', async () => {
    const query = JSON.stringify({ query: '{ me { email } }' });
    // The back office's API: signed-in members only, and only from its own pages.
    expect((await http.send('/api/graphql', { method: 'POST', body: query, headers: { 'content-type': 'application/json' } })).status).toBe(403);
    expect((await http.send('/api/graphql', { method: 'POST', body: query, headers: { 'content-type': 'application/json', origin: ADMIN } })).status).toBe(401);
    // A screen (or a path no screen has: the back office's own "not found") is Next's to render.
    expect((await http.send('/orders')).status).toBe(299);
    expect((await http.send('/sign-out')).status).toBe(405);
    expect((await http.send('/api/staff/session', { host: 'nz.localhost' })).status).toBe(299);
    expect((await http.send('/', { host: 'nz.localhost' })).status).toBe(299);
    expect((await http.send('/api/health')).status).toBe(200);
  });

  it('shows each staff member the back office in their own language', async () => {
    await addStaff({ email: 'chan@summit-rush.test', displayName: '陳大文', role: 'gate', parks: ['hong-kong'], language: 'zh-Hant' }, CLI);
    const token = await linkFor('chan@summit-rush.test');
    expect((await http.send(`/sign-in/link/${token}`)).body).toContain('<html lang="zh-Hant">');
    const cookie = cookieOf(await http.postForm('/sign-in/link', { token }));
    expect(JSON.parse((await http.send('/api/staff/session', { headers: { cookie } })).body).staff).toMatchObject({ displayName: '陳大文', language: 'zh-Hant' });
    // Before anyone is known, in the browser's language.
    expect((await http.send(`/sign-in/link/${'x'.repeat(43)}`, { headers: { 'accept-language': 'zh-HK,zh;q=0.9' } })).body).toContain('此登入連結已過期');
  });

  it('types who is signed in, their language and the audit’s instants, and refuses what is not one as bad input', async () => {
    const cookie = cookieOf(await http.postForm('/sign-in/link', { token: await linkFor('owner@summit-rush.test') }));
    const me = await http.graphql(cookie, '{ me { language role actions } }');
    expect(me.data?.me).toMatchObject({ language: 'en', role: 'owner', actions: expect.arrayContaining(['checkIn', 'manageSiteIdentity', 'readAudit']) });
    expect(await http.graphql(cookie, 'mutation ($language: Language!) { setMyLanguage(language: $language) { language } }', { language: 'zh-Hant' })).toEqual({ data: { setMyLanguage: { language: 'zh-Hant' } } });
    const french = await http.graphql(cookie, 'mutation ($language: Language!) { setMyLanguage(language: $language) { language } }', { language: 'fr' });
    expect(french.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await http.graphql(cookie, 'mutation { setMyLanguage(language: "en") { language } }');
    const page = (await http.graphql(cookie, '{ auditEntries(limit: 2) { at action } }')).data as { auditEntries: { at: string; action: string }[] };
    expect(page.auditEntries).toHaveLength(2);
    expect(page.auditEntries[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const next = (await http.graphql(cookie, 'query ($before: DateTime) { auditEntries(before: $before, limit: 1) { at } }', { before: page.auditEntries[1].at })).data as { auditEntries: { at: string }[] };
    expect(Date.parse(next.auditEntries[0].at)).toBeLessThan(Date.parse(page.auditEntries[1].at));
    const impossible = await http.graphql(cookie, 'query ($before: DateTime) { auditEntries(before: $before) { at } }', { before: '2026-02-31T10:00:00Z' });
    expect(impossible.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds audit entries whose actor or subject contains what the owner typed, newest first, wildcards as text', async () => {
    const owner = (await findStaffByEmail('owner@summit-rush.test'))!;
    const actor = { staffId: owner.id, email: owner.email };
    for (const subject of ['order:SR-AUD1-0001', 'order:SR-AUD1-0002', 'ticket:AUD1%TICKET', 'order:SR-AUD2-0001']) {
      await recordStaffAction(database.db, { actor, action: 'order.refund', subject, parkId: 'queenstown', before: null, after: null });
    }
    await recordStaffAction(database.db, { actor: { label: 'worker' }, action: 'waiver.delete', subject: 'order:SR-AUD1-0003', parkId: 'queenstown', before: null, after: null });
    const cookie = cookieOf(await http.postForm('/sign-in/link', { token: await linkFor('owner@summit-rush.test') }));
    const subjects = async (variables: Record<string, unknown>) =>
      ((await http.graphql(cookie, 'query ($actor: String, $subject: String, $limit: Int) { auditEntries(actor: $actor, subject: $subject, limit: $limit) { subject actor } }', variables)).data as {
        auditEntries: { subject: string; actor: string }[];
      }).auditEntries.map((entry) => entry.subject);
    expect(await subjects({ subject: 'aud1' })).toEqual(['order:SR-AUD1-0003', 'ticket:AUD1%TICKET', 'order:SR-AUD1-0002', 'order:SR-AUD1-0001']);
    expect(await subjects({ subject: ' SR-AUD1-0002 ' })).toEqual(['order:SR-AUD1-0002']);
    // A booking ID however it is typed, as the order's subject.
    expect(await subjects({ subject: 'sr aud1 0002' })).toEqual(['order:SR-AUD1-0002']);
    expect(await subjects({ subject: 'AUD1%T' })).toEqual(['ticket:AUD1%TICKET']);
    expect(await subjects({ subject: 'AUD_' })).toEqual([]);
    expect(await subjects({ subject: 'aud1', actor: 'work' })).toEqual(['order:SR-AUD1-0003']);
    expect(await subjects({ subject: 'aud', limit: 2 })).toEqual(['order:SR-AUD1-0003', 'order:SR-AUD2-0001']);
    expect(await subjects({ subject: 'no such subject' })).toEqual([]);
  });
});
