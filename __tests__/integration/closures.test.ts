import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { effectsOfPayload } from '@/lib/domain/site-changes';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { closeSessions } from '@/lib/server/closures';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { renderSessionClosure } from '@/lib/server/mail/session-closure';
import type { SessionClosureEmailView } from '@/lib/server/mail';
import { confirmPayment } from '@/lib/server/payments/payment-service';
import { listenForChanges, recordChange } from '@/lib/server/platform/changes';
import { closeDb } from '@/lib/server/platform/db/client';
import { availability, daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Closing sessions (issue #23) on a real PostgreSQL, with orders paid through the payment sandbox: sales
 * stop under the sessions' lock (a racing checkout never sells into a closed session), each affected
 * visitor is mailed once in their language, a key repeated closes once, other parks and gates are
 * refused, reopening resumes sales, and every listener hears the change.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const staff: Record<'owner' | 'manager' | 'gate' | 'hongKong', StaffMember> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  const added = await addStaff({ email: 'hk-manager@summit-rush.test', role: 'manager', parks: ['hong-kong'] }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  // Queenstown's pay-on-arrival orders are reserved at once (no emailed confirmation): the racing checkout below.
  await database.db.execute(sql`update parks set reservation_confirmation = false where id = 'queenstown'`);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 20);
  staff.owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  staff.manager = (await findStaffByEmail('manager@summit-rush.test'))!;
  staff.gate = (await findStaffByEmail('gate@summit-rush.test'))!;
  staff.hongKong = (await findStaffByEmail('hk-manager@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const day = (offset: number) => new Date(NOW.getTime() + (3 + offset) * 86_400_000).toISOString().slice(0, 10);
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}
const codeOf = (result: ExecutionResult) => result.errors?.[0]?.extensions?.code;

const SITES = {
  nz: { localeId: 'nz', parkId: 'queenstown', slug: 'luge', variationId: 'nz-luge-five-rides', gatewayId: 'nz-windcave' },
  nzArrival: { localeId: 'nz', parkId: 'queenstown', slug: 'luge', variationId: 'nz-luge-five-rides', gatewayId: 'nz-arrival' },
  hk: { localeId: 'hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'hk-wechat' },
  zhHk: { localeId: 'zh-hk', parkId: 'hong-kong', slug: 'harbour-zipline', variationId: 'hk-zipline-adult', gatewayId: 'zh-hk-wechat' },
} as const;
type Site = (typeof SITES)[keyof typeof SITES];

async function sessionOf(site: Site, date: string, index = 0) {
  const locale = (await findLocaleById(site.localeId))!;
  const activity = (await findParkActivity(site.parkId, site.slug))!;
  return (await daySessions(activity, locale.timeZone, date, NOW))[index];
}

/** A cart holding `quantity` tickets of a session, and what places its order. */
async function cartFor(site: Site, sessionId: string, quantity = 2) {
  const locale = (await findLocaleById(site.localeId))!;
  const token = randomUUID();
  const added = await addToCart({ anonymousToken: token, localeId: site.localeId, parkId: site.parkId, activitySlug: site.slug, sessionId, tickets: [{ variationId: site.variationId, quantity }] });
  return {
    added,
    checkout: (email = `visitor-${randomUUID().slice(0, 8)}@example.com`) =>
      createAndCompleteOrder({
        anonymousToken: token,
        locale,
        origin: sandbox.origin,
        idempotencyKey: randomUUID(),
        customer: { firstName: 'Mei', lastName: 'Chan', mobilePhone: '021 555 0199', email },
        code: null,
        gatewayId: site.gatewayId,
        acceptTerms: true,
      }),
  };
}

/** A visitor books and pays (the sandbox's QR page or hosted page), as order-desk.test.ts does. */
async function paidBooking(site: Site, sessionId: string, quantity = 2) {
  const cart = await cartFor(site, sessionId, quantity);
  expect(cart.added.kind).toBe('added');
  const placed = await cart.checkout();
  if (placed.kind !== 'placed') throw new Error(`expected an order, got ${placed.code}`);
  if (placed.action?.kind === 'redirect') {
    await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  } else if (placed.action?.kind === 'qr') {
    await fetch(placed.action.content, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ choice: 'confirm', notify: 'never' }).toString() });
  }
  if (placed.action) expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
  return placed.order;
}

/** The mail of the closures and reopenings that changed a session (the dedupe key names the action). */
const closureMails = (sessionId: string) =>
  rows<{ dedupe_key: string; payload: SessionClosureEmailView }>(sql`
    select o.dedupe_key, o.payload from outbox o
    join session_closures c on o.dedupe_key like 'session-closure:' || c.id || ':%'
    where o.kind = 'session-closure' and ${sessionId}::uuid = any (c.changed)
    order by o.created_at, o.id`);

const RESULT = `{ __typename ... on SessionsChanged { changed mailed } ... on ClosureRefused { problem } }`;
const CLOSE = `mutation ($ids: [ID!]!, $reason: String!, $key: String!) { closeSessions(sessionIds: $ids, reason: $reason, idempotencyKey: $key) ${RESULT} }`;
const REOPEN = `mutation ($ids: [ID!]!, $key: String!) { reopenSessions(sessionIds: $ids, idempotencyKey: $key) ${RESULT} }`;
const sessionsChanged = (ids: string[], mailed: number) => ({ __typename: 'SessionsChanged', changed: ids, mailed });
const closureRefused = (problem: string) => ({ __typename: 'ClosureRefused', problem });
const SCHEDULE = `query ($parkId: ID!, $date: Date!) { schedule(parkId: $parkId, date: $date) { date sessions { id startTime closed closedReason bookings { bookingId tickets language orderPath payAtDesk } } } }`;

describe('closing a session', () => {
  it('stops sales at once and mails each affected visitor once, in their language, whatever the retries', async () => {
    const session = await sessionOf(SITES.hk, day(1));
    const english = await paidBooking(SITES.hk, session.id);
    const chinese = await paidBooking(SITES.zhHk, session.id);
    const waiting = await cartFor(SITES.hk, session.id, 1);
    expect(waiting.added.kind).toBe('added');
    // The day view counts its places as the day sheet does: the paid ones sold, the cart's held.
    const places = `{ id sold reserved held free }`;
    const view = await asStaff<{ schedule: { sessions: { id: string }[] } }>(staff.hongKong, `query ($p: ID!, $d: Date!) { schedule(parkId: $p, date: $d) { sessions ${places} } }`, { p: 'hong-kong', d: day(1) });
    const daySheet = await asStaff<{ daySheet: { sessions: { id: string }[] } }>(staff.hongKong, `query ($p: ID!, $d: Date!) { daySheet(parkId: $p, date: $d) { sessions ${places} } }`, { p: 'hong-kong', d: day(1) });
    const counted = view.data!.schedule.sessions.find((candidate) => candidate.id === session.id);
    expect(counted).toMatchObject({ sold: 4, reserved: 0, held: 1 });
    expect(counted).toEqual(daySheet.data!.daySheet.sessions.find((candidate) => candidate.id === session.id));

    const key = randomUUID();
    const reason = 'Typhoon signal 8: the zipline is closed for safety.';
    // A double click: two requests with one key at once, and a retry after.
    const [first, second] = await Promise.all([asStaff(staff.hongKong, CLOSE, { ids: [session.id], reason, key }), asStaff(staff.hongKong, CLOSE, { ids: [session.id], reason, key })]);
    const retry = await asStaff(staff.hongKong, CLOSE, { ids: [session.id], reason, key });
    for (const result of [first, second, retry]) {
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ closeSessions: sessionsChanged([session.id], 2) });
    }
    expect(await rows(sql`select id from session_closures where idempotency_key = ${key}`)).toHaveLength(1);
    expect(await rows(sql`select id from staff_audit where action = 'session.close' and subject = ${`session:${session.id}`}`)).toHaveLength(1);

    const mails = await closureMails(session.id);
    expect(mails.map((mail) => mail.payload.bookingId).sort()).toEqual([english.bookingId, chinese.bookingId].sort());
    const byBooking = new Map(mails.map((mail) => [mail.payload.bookingId, mail.payload]));
    expect(byBooking.get(english.bookingId)).toMatchObject({ language: 'en', change: 'closed', reason, sessions: [{ tickets: 2 }] });
    expect(byBooking.get(chinese.bookingId)).toMatchObject({ language: 'zh-Hant', change: 'closed', reason });
    const zh = await renderSessionClosure(byBooking.get(chinese.bookingId)!);
    expect(zh.subject).toContain('場次暫停開放');
    expect(zh.text).toContain(reason);
    expect(zh.html).toContain('/booking/');
    const en = await renderSessionClosure(byBooking.get(english.bookingId)!);
    expect(en.subject).toContain('Session closed');

    // Sales stop: the calendar says closed, a new add is refused, and the cart that held places cannot check out.
    const after = await sessionOf(SITES.hk, day(1));
    expect(after).toMatchObject({ id: session.id, closed: true, remaining: 0 });
    expect((await cartFor(SITES.hk, session.id, 1)).added.kind).toBe('soldOut');
    const refused = await waiting.checkout();
    expect(refused.kind).toBe('problem');

    // The staff screen's list: both bookings, linked to the order desk.
    const schedule = await asStaff<{ schedule: { sessions: { id: string; closed: boolean; closedReason: string; bookings: { bookingId: string; orderPath: string; language: string }[] }[] } }>(staff.hongKong, SCHEDULE, { parkId: 'hong-kong', date: day(1) });
    const listed = schedule.data!.schedule.sessions.find((candidate) => candidate.id === session.id)!;
    expect(listed).toMatchObject({ closed: true, closedReason: reason });
    expect(listed.bookings.map((booking) => booking.orderPath).sort()).toEqual([`/orders/${english.bookingId}`, `/orders/${chinese.bookingId}`].sort());
    // The day sheet says so too: closed, nothing free, what was sold still counted.
    const sheet = await asStaff<{ daySheet: { sessions: { id: string; closed: boolean; free: number; sold: number }[] } }>(staff.hongKong, `query ($p: ID!, $d: Date!) { daySheet(parkId: $p, date: $d) { sessions { id closed free sold } } }`, { p: 'hong-kong', d: day(1) });
    expect(sheet.data!.daySheet.sessions.find((candidate) => candidate.id === session.id)).toMatchObject({ closed: true, free: 0, sold: 4 });
  });

  it('needs a reason, and refuses a key used for another action', async () => {
    const session = await sessionOf(SITES.nz, day(2));
    const blank = await asStaff(staff.manager, CLOSE, { ids: [session.id], reason: '   ', key: randomUUID() });
    expect(blank.data).toEqual({ closeSessions: closureRefused('REASON_REQUIRED') });
    const key = randomUUID();
    await asStaff(staff.manager, CLOSE, { ids: [session.id], reason: 'Track maintenance', key });
    const other = await sessionOf(SITES.nz, day(2), 1);
    const reused = await asStaff(staff.manager, CLOSE, { ids: [other.id], reason: 'Track maintenance', key });
    expect(reused.data).toEqual({ closeSessions: closureRefused('IDEMPOTENCY_KEY_REUSED') });
    expect((await sessionOf(SITES.nz, day(2), 1)).closed).toBe(false);
  });

  it('refuses a gate and another park’s manager (FORBIDDEN), changing nothing', async () => {
    const session = await sessionOf(SITES.nz, day(3));
    for (const member of [staff.gate, staff.hongKong]) {
      expect(codeOf(await asStaff(member, CLOSE, { ids: [session.id], reason: 'Rain', key: randomUUID() }))).toBe('FORBIDDEN');
      expect(codeOf(await asStaff(member, REOPEN, { ids: [session.id], key: randomUUID() }))).toBe('FORBIDDEN');
      expect(codeOf(await asStaff(member, SCHEDULE, { parkId: 'queenstown', date: day(3) }))).toBe('FORBIDDEN');
    }
    // A session that does not exist is refused the same way.
    expect(codeOf(await asStaff(staff.manager, CLOSE, { ids: [randomUUID()], reason: 'Rain', key: randomUUID() }))).toBe('FORBIDDEN');
    expect((await sessionOf(SITES.nz, day(3))).closed).toBe(false);
    // A day that is none is bad input (the API's Date), whoever asks.
    for (const date of ['2026-02-31', '31/12/2026', '']) expect(codeOf(await asStaff(staff.manager, SCHEDULE, { parkId: 'queenstown', date }))).toBe('BAD_USER_INPUT');
    // The owner may.
    const owner = await asStaff(staff.owner, CLOSE, { ids: [session.id], reason: 'Rain', key: randomUUID() });
    expect(owner.data).toEqual({ closeSessions: sessionsChanged([session.id], 0) });
  });

  it('never sells into a closed session: each racing checkout either sold before the closure (and is told) or is refused', async () => {
    for (let round = 0; round < 4; round += 1) {
      const session = await sessionOf(SITES.nzArrival, day(4), round);
      const carts = await Promise.all([0, 1, 2].map(() => cartFor(SITES.nzArrival, session.id, 1)));
      for (const cart of carts) expect(cart.added.kind).toBe('added');
      const [closed, ...placed] = await Promise.all([
        closeSessions(staff.manager, { sessionIds: [session.id], reason: 'Storm', idempotencyKey: randomUUID() }),
        ...carts.map((cart) => cart.checkout()),
      ]);
      expect(closed).toMatchObject({ ok: true, problem: null, changed: [session.id] });
      const sold = placed.filter((result) => result.kind === 'placed').map((result) => (result.kind === 'placed' ? result.order.bookingId : ''));
      const mailed = (await closureMails(session.id)).map((mail) => mail.payload.bookingId);
      // Every order that got in is a reservation standing in the session, and its visitor was told.
      expect(mailed.sort()).toEqual(sold.sort());
      const [{ sold: places }] = await rows<{ sold: number }>(sql`select sold from sessions where id = ${session.id}`);
      expect(places).toBe(sold.length);
    }
  });

  it('closes a whole day at once: one mail per booking, naming each of its sessions', async () => {
    const date = day(9);
    const locale = (await findLocaleById('nz'))!;
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const sessions = await daySessions(activity, locale.timeZone, date, NOW);
    // One visitor with tickets at two times of the day, paid by card.
    const token = randomUUID();
    for (const session of sessions.slice(0, 2)) {
      const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: SITES.nz.variationId, quantity: 1 }] });
      expect(added.kind).toBe('added');
    }
    const placed = await createAndCompleteOrder({ anonymousToken: token, locale, origin: sandbox.origin, idempotencyKey: randomUUID(), customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', email: 'day@example.com' }, code: null, gatewayId: 'nz-windcave', acceptTerms: true });
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a payment to make');
    await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
    expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');

    const schedule = await asStaff<{ schedule: { sessions: { id: string; closed: boolean }[] } }>(staff.manager, SCHEDULE, { parkId: 'queenstown', date });
    const all = schedule.data!.schedule.sessions.map((session) => session.id);
    expect(all.length).toBeGreaterThan(2);
    const closed = await asStaff(staff.manager, CLOSE, { ids: all, reason: 'Snow on the track', key: randomUUID() });
    expect(closed.data).toMatchObject({ closeSessions: { __typename: 'SessionsChanged', mailed: 1 } });
    expect((closed.data as { closeSessions: { changed: string[] } }).closeSessions.changed).toHaveLength(all.length);
    const mails = await rows<{ payload: SessionClosureEmailView }>(sql`select payload from outbox where kind = 'session-closure' and payload->>'orderId' = ${placed.order.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload.sessions.map((session) => session.startsAt)).toEqual(sessions.slice(0, 2).map((session) => session.startsAt.toISOString()));
    // The calendar says the day is closed (not sold out).
    const days = await availability(activity, locale.timeZone, date, date);
    expect(days).toEqual([{ date, status: 'closed', lowestPrice: null }]);
  });

  it('a booking paid after its session closed is told with its confirmation (once)', async () => {
    const session = await sessionOf(SITES.nz, day(8));
    const cart = await cartFor(SITES.nz, session.id, 1);
    const placed = await cart.checkout();
    if (placed.kind !== 'placed' || placed.action?.kind !== 'redirect') throw new Error('expected a payment to make');
    // Not paid yet when the session closes: not among those the closure tells.
    const closed = await closeSessions(staff.manager, { sessionIds: [session.id], reason: 'High winds', idempotencyKey: randomUUID() });
    expect(closed).toMatchObject({ changed: [session.id], mailed: 0 });
    await fetch(placed.action.url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
    expect((await confirmPayment(placed.order.token)).outcome).toBe('PAID');
    const told = await rows<{ dedupe_key: string; payload: SessionClosureEmailView }>(
      sql`select dedupe_key, payload from outbox where kind = 'session-closure' and payload->>'orderId' = ${placed.order.id}`,
    );
    expect(told).toHaveLength(1);
    expect(told[0].payload).toMatchObject({ change: 'closed', reason: 'High winds', bookingId: placed.order.bookingId, sessions: [{ tickets: 1 }] });
  });

  it('reopening resumes sales, tells the visitors their tickets stand, and is audited', async () => {
    const session = await sessionOf(SITES.nz, day(5));
    const order = await paidBooking(SITES.nz, session.id, 1);
    await closeSessions(staff.manager, { sessionIds: [session.id], reason: 'Lift maintenance', idempotencyKey: randomUUID() });
    expect((await cartFor(SITES.nz, session.id, 1)).added.kind).toBe('soldOut');
    const key = randomUUID();
    const reopened = await asStaff(staff.manager, REOPEN, { ids: [session.id], key });
    expect(reopened.data).toEqual({ reopenSessions: sessionsChanged([session.id], 1) });
    expect((await asStaff(staff.manager, REOPEN, { ids: [session.id], key })).data).toEqual(reopened.data);
    expect((await sessionOf(SITES.nz, day(5))).closed).toBe(false);
    expect((await cartFor(SITES.nz, session.id, 1)).added.kind).toBe('added');
    const mails = await closureMails(session.id);
    expect(mails.map((mail) => [mail.payload.bookingId, mail.payload.change])).toEqual([
      [order.bookingId, 'closed'],
      [order.bookingId, 'reopened'],
    ]);
    const audit = await rows<{ action: string; before: { closed: boolean }; after: { closed: boolean } }>(sql`select action, before, after from staff_audit where subject = ${`session:${session.id}`} order by at`);
    expect(audit.map((entry) => [entry.action, entry.before.closed, entry.after.closed])).toEqual([
      ['session.close', false, true],
      ['session.reopen', true, false],
    ]);
  });
});

describe('every instance hears a change', () => {
  it('delivers a closure to two listeners, and a rolled-back change to none', async () => {
    const heard: [unknown[], unknown[]] = [[], []];
    const listeners = heard.map((list) => listenForChanges({ connectionString: database.url, onChange: (change) => list.push(change), pollMs: 60_000 }));
    // Ready once connected and caught up (the rows of the last minute: earlier tests' changes).
    await Promise.all(listeners.map((listener) => listener.ready));
    const before = heard.map((list) => list.length);
    try {
      await database.db
        .transaction(async (tx) => {
          await recordChange(tx, { kind: 'content', hosts: ['rolled.back'] });
          throw new Error('roll back');
        })
        .catch(() => {});
      const session = await sessionOf(SITES.nz, day(6));
      await closeSessions(staff.manager, { sessionIds: [session.id], reason: 'Wind', idempotencyKey: randomUUID() });
      // The notification, well within the 5 s every instance has.
      await expect.poll(() => heard.map((list, index) => list.length - before[index]), { timeout: 5_000, interval: 50 }).toEqual([1, 1]);
      for (const change of heard.map((list) => list.at(-1))) {
        expect(change).toMatchObject({ kind: 'sessions', parkId: 'queenstown', activityIds: [expect.any(String)] });
        expect(effectsOfPayload(change).caches).toContain('availability');
        expect((change as { hosts: string[] }).hosts).toContain('nz.localhost');
      }
    } finally {
      await Promise.all(listeners.map((listener) => listener.stop()));
    }
  });

  it('a listener that missed the notification finds the change in the rows', async () => {
    const heard: unknown[] = [];
    const session = await sessionOf(SITES.nz, day(7));
    await closeSessions(staff.manager, { sessionIds: [session.id], reason: 'Fog', idempotencyKey: randomUUID() });
    // Started after the commit: no notification will come; its first poll (on connecting) reads the row.
    const late = listenForChanges({ connectionString: database.url, onChange: (change) => heard.push(change), pollMs: 60_000 });
    try {
      await late.ready;
      await expect.poll(() => heard.some((change) => (change as { kind?: string }).kind === 'sessions'), { timeout: 5_000 }).toBe(true);
    } finally {
      await late.stop();
    }
  });

  it('a listener whose connection drops reconnects, and the change still arrives within 5 s', async () => {
    const heard: unknown[] = [];
    const listener = listenForChanges({ connectionString: database.url, onChange: (change) => heard.push(change), pollMs: 1_000 });
    try {
      await listener.ready;
      const before = heard.length;
      // The server ends the listening connection (a failover, a restart of the database's proxy).
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'site-changes-listener' and datname = current_database()`);
      const session = await sessionOf(SITES.nz, day(10));
      await closeSessions(staff.manager, { sessionIds: [session.id], reason: 'Power cut', idempotencyKey: randomUUID() });
      await expect.poll(() => heard.length - before, { timeout: 5_000, interval: 100 }).toBe(1);
      // It is connected again, and the next change arrives too.
      await expect.poll(async () => (await rows(sql`select 1 from pg_stat_activity where application_name = 'site-changes-listener' and datname = current_database()`)).length, { timeout: 5_000 }).toBe(1);
      await recordChange(database.db, { kind: 'gateways' });
      await expect.poll(() => heard.length - before, { timeout: 5_000, interval: 100 }).toBe(2);
    } finally {
      await listener.stop();
    }
  });
});
