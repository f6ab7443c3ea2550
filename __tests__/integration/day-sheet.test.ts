import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { addDays } from '@/lib/domain/calendar';
import { parkDate } from '@/lib/domain/day-sheet';
import { findParkActivity, invalidateCatalogue, listParkActivities } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder, type OrderInput } from '@/lib/server/checkout/order-service';
import { readDaySheet, readSessionManifest } from '@/lib/server/day-sheet';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { confirmReservation } from '@/lib/server/orders';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { currentWaiverText, riderSeats, saveRider, signWaiver } from '@/lib/server/riders';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, createSignInLink, findStaffByEmail, signInWithLink, type StaffMember } from '@/lib/server/staff';
import { startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The day sheet (issue #22) on a real PostgreSQL: a session's counts (sold, reserved, held, free) from
 * real orders, reservations and carts; its manifest; the park rule for the API and the CSV exports; and
 * a visitor's text that would be a spreadsheet formula.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
let rotorua: LocaleRecord;
let rotoruaGate: StaffMember;
let queenstownGate: StaffMember;
let sessionId: string;
const NOW = new Date();
const TZ = 'Pacific/Auckland';
const DAY = addDays(parkDate(NOW, TZ), 3);
const FORMULA = '=HYPERLINK("http://evil.example","Open")';

const member = async (email: string) => (await findStaffByEmail(email))!;

async function cart(tickets: { variationId: string; quantity: number }[], addOns: { addOnId: string; quantity: number }[] = []) {
  const token = randomUUID();
  const added = await addToCart(
    { anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'redwood-zipline', sessionId, tickets, addOns },
    NOW,
  );
  expect(added.kind).toBe('added');
  return token;
}

async function order(token: string, customer: { firstName: string; lastName: string }, extra: Partial<OrderInput>) {
  const result = await createAndCompleteOrder(
    {
      anonymousToken: token,
      locale: rotorua,
      origin: 'http://rotorua.localhost:3000',
      idempotencyKey: randomUUID(),
      customer: { ...customer, email: `${customer.lastName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`, mobilePhone: '+64 21 555 0101' },
      code: null,
      gatewayId: null,
      acceptTerms: true,
      clientAddress: null,
      ...extra,
    },
    NOW,
  );
  if (result.kind !== 'placed') throw new Error(result.code);
  return result.order;
}

/** What the reservation below owes at the desk, as the sheet writes it, and in minor units. */
let dueAtDesk: string;
let dueMinor: number;

const adult = (quantity: number) => ({ variationId: 'ro-redwood-zipline-adult', quantity });

beforeAll(async () => {
  useConfig(parseEnv({ ...process.env, NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost' }));
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 10);
  rotorua = (await findLocaleById('rotorua'))!;
  await addStaff({ email: 'rotorua-gate@summit-rush.test', role: 'gate', parks: ['rotorua'] }, { label: 'command line' });
  await addStaff({ email: 'hk-owner@summit-rush.test', role: 'owner', parks: ['hong-kong'], language: 'zh-Hant' }, { label: 'command line' });
  rotoruaGate = await member('rotorua-gate@summit-rush.test');
  queenstownGate = await member('gate@summit-rush.test');
  const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
  sessionId = (await daySessions(activity, TZ, DAY, NOW))[0].id;

  // Paid (a free pass: paid with nothing due): 2 adults with the photo pack, and a family pass of 4 for
  // a visitor whose name is a spreadsheet formula.
  await order(await cart([adult(2)], [{ addOnId: 'ro-redwood-zipline-media', quantity: 1 }]), { firstName: 'Aroha', lastName: 'Ngata' }, { code: 'FREEPASS' });
  await order(await cart([{ variationId: 'ro-redwood-zipline-family', quantity: 1 }]), { firstName: FORMULA, lastName: 'Tane' }, { code: 'FREEPASS' });
  // Pay on arrival: one confirmed through its emailed link (reserved), one not yet (held until confirmed).
  const reserved = await order(await cart([adult(1)]), { firstName: 'Kiri', lastName: 'Walker' }, { gatewayId: 'rotorua-arrival' });
  // The day's price: the weekend's is dearer (demo/content/booking-rules.ts), so the test's day decides it.
  dueAtDesk = `$${reserved.total % 100 ? (reserved.total / 100).toFixed(2) : reserved.total / 100}`;
  dueMinor = reserved.total;
  const { rows } = await database.db.execute<{ reservation_token: string }>(sql`select reservation_token from orders where id = ${reserved.id}`);
  expect((await confirmReservation(rows[0].reservation_token, NOW)).status).toBe('CONFIRMED');
  await order(await cart([{ variationId: 'ro-redwood-zipline-child', quantity: 1 }]), { firstName: 'Wei', lastName: 'Zhou' }, { gatewayId: 'rotorua-arrival' });
  // A cart still choosing: 3 places held.
  await cart([adult(3)]);

  http = await startAdminHttp();
});

afterAll(async () => {
  await http?.close();
  await database.drop();
});
/** A browser signed in as `email`: its session cookie. */
async function cookieFor(email: string): Promise<string> {
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(link.code);
  const session = await signInWithLink(link.token, null);
  if (!session.ok) throw new Error('sign-in refused');
  return `sr_staff=${session.token}`;
}

const DAY_SHEET = 'query($parkId: ID!, $date: Date!) { daySheet(parkId: $parkId, date: $date) { date currency csvPath readAt sessions { id startsAt startTime endTime sold reserved dueAtDesk held free checkedIn } } }';
const MANIFEST = 'query($sessionId: ID!) { sessionManifest(sessionId: $sessionId) { csvPath date session { startsAt startTime } bookings { bookingId customerName } } }';

describe('the day sheet', () => {
  it('counts each session’s places: sold (paid), reserved (pay at the desk), held (carts, unconfirmed reservations), free', async () => {
    const read = await readDaySheet(rotoruaGate, 'rotorua', DAY);
    if (!read.ok) throw new Error(read.code);
    expect(read.sheet.park).toEqual({ id: 'rotorua', name: 'Summit Rush Rotorua', timeZone: TZ });
    expect(read.sheet.date).toBe(DAY);
    const session = read.sheet.sessions.find((candidate) => candidate.id === sessionId)!;
    // 2 + a family pass of 4 sold; 1 reserved; 1 awaiting its confirmation + 3 in a cart held; 16 - 11 free.
    expect(session).toMatchObject({ activityName: 'Redwood Zipline', startTime: '09:00', endTime: '11:00', capacity: 16, sold: 6, reserved: 1, held: 4, free: 5, checkedIn: 0 });
    // Apart from what is sold (paid): what the reserved place owes at the desk, in the park's currency.
    expect(read.sheet.currency).toBe('NZD');
    expect(session.dueAtDesk).toBe(dueMinor);
    // Every session of the park's day, in start order, in the park's time zone: none of another day or park.
    expect(read.sheet.sessions.map((s) => parkDate(new Date(s.startsAt), TZ)).every((date) => date === DAY)).toBe(true);
    expect(read.sheet.sessions.map((s) => s.startsAt)).toEqual([...read.sheet.sessions.map((s) => s.startsAt)].sort());
    const scheduled = (await listParkActivities('rotorua')).filter((activity) => activity.type !== 'ThirdPartyActivity');
    expect(new Set(read.sheet.sessions.map((s) => s.activityName))).toEqual(new Set(scheduled.map((activity) => activity.texts.en.title)));
    expect(read.sheet.sessions.filter((s) => s.id !== sessionId).every((s) => s.sold + s.reserved + s.held + s.dueAtDesk === 0 && s.free === s.capacity)).toBe(true);
  });

  it('counts a reservation of two sessions as reserved in both, and what it owes once, at the first', async () => {
    const day = addDays(DAY, 1);
    const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
    const [morning, later] = await daySessions(activity, TZ, day, NOW);
    const token = randomUUID();
    for (const session of [later, morning]) {
      const added = await addToCart({ anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'redwood-zipline', sessionId: session.id, tickets: [adult(1)] }, NOW);
      expect(added.kind).toBe('added');
    }
    const both = await order(token, { firstName: 'Mere', lastName: 'Parata' }, { gatewayId: 'rotorua-arrival' });
    const { rows } = await database.db.execute<{ reservation_token: string }>(sql`select reservation_token from orders where id = ${both.id}`);
    expect((await confirmReservation(rows[0].reservation_token, NOW)).status).toBe('CONFIRMED');
    const read = await readDaySheet(rotoruaGate, 'rotorua', day);
    if (!read.ok) throw new Error(read.code);
    const counts = (id: string) => {
      const found = read.sheet.sessions.find((candidate) => candidate.id === id)!;
      return { sold: found.sold, reserved: found.reserved, dueAtDesk: found.dueAtDesk };
    };
    expect([counts(morning.id), counts(later.id)]).toEqual([
      { sold: 0, reserved: 1, dueAtDesk: both.total },
      { sold: 0, reserved: 1, dueAtDesk: 0 },
    ]);
  });

  it('lists a session’s bookings with contact, tickets, add-ons and how each stands at the desk', async () => {
    const read = await readSessionManifest(rotoruaGate, sessionId);
    if (!read.ok) throw new Error(read.code);
    expect(read.manifest.session).toMatchObject({ id: sessionId, activityName: 'Redwood Zipline', startTime: '09:00', capacity: 16 });
    expect(read.manifest.date).toBe(DAY);
    const rows = read.manifest.bookings;
    expect(rows.map((row) => [row.customerName, row.payment, row.people, row.checkIn])).toEqual([
      ['Aroha Ngata', 'PAID', 2, 'NONE'],
      [`${FORMULA} Tane`, 'PAID', 4, 'NONE'],
      ['Kiri Walker', 'PAY_AT_DESK', 1, 'NONE'],
      ['Wei Zhou', 'AWAITING_CONFIRMATION', 1, 'NONE'],
    ]);
    expect(rows[0]).toMatchObject({
      tickets: [{ name: 'Adult (15+)', quantity: 2 }],
      addOns: [{ name: 'Photo and video pack', quantity: 1 }],
      upgrades: [],
      phone: '+64 21 555 0101',
      dueAtDesk: null,
      orderPath: `/orders/${rows[0].bookingId}`,
    });
    expect(rows[0].bookingId).toMatch(/^SR-/);
    expect(rows[0].email).toMatch(/^ngata\..+@example\.com$/);
    expect(rows[1].tickets).toEqual([{ name: 'Family pass (2 adults + 2 children)', quantity: 1 }]);
    // What the desk collects, in the park's currency.
    expect(rows[2].dueAtDesk).toBe(dueAtDesk);
  });

  it('names activities in the member’s language where the park’s content has it', async () => {
    const owner = await member('hk-owner@summit-rush.test');
    const read = await readDaySheet(owner, 'hong-kong', addDays(parkDate(NOW, 'Asia/Hong_Kong'), 3));
    if (!read.ok) throw new Error(read.code);
    expect(read.sheet.park.timeZone).toBe('Asia/Hong_Kong');
    expect(read.sheet.sessions.length).toBeGreaterThan(0);
    expect(read.sheet.sessions.every((session) => /\p{Script=Han}/u.test(session.activityName))).toBe(true);
    // Rotorua's content is English only: a Chinese-speaking member reads it in English.
    await addStaff({ email: 'ro-zh@summit-rush.test', role: 'gate', parks: ['rotorua'], language: 'zh-Hant' }, { label: 'command line' });
    const english = await readDaySheet(await member('ro-zh@summit-rush.test'), 'rotorua', DAY);
    expect(english.ok && english.sheet.sessions[0].activityName).toBe('Redwood Zipline');
  });

  it('refuses another park’s gate, a session that does not exist and a day that is no day', async () => {
    expect(await readDaySheet(queenstownGate, 'rotorua', DAY)).toEqual({ ok: false, code: 'forbidden' });
    expect(await readSessionManifest(queenstownGate, sessionId)).toEqual({ ok: false, code: 'forbidden' });
    expect(await readSessionManifest(rotoruaGate, randomUUID())).toEqual({ ok: false, code: 'forbidden' });
    expect(await readSessionManifest(rotoruaGate, 'not-a-session')).toEqual({ ok: false, code: 'forbidden' });
    expect(await readDaySheet(rotoruaGate, 'atlantis', DAY)).toEqual({ ok: false, code: 'forbidden' });
    expect(await readDaySheet(rotoruaGate, 'rotorua', '2026-02-30')).toEqual({ ok: false, code: 'invalidDate' });
  });
});

describe('the day sheet in the back office’s API and its CSV exports', () => {
  it('answers the park’s own gate, and FORBIDDEN with nothing else to another park’s', async () => {
    const own = await cookieFor('rotorua-gate@summit-rush.test');
    const sheet = await http.graphql(own, DAY_SHEET, { parkId: 'rotorua', date: DAY });
    expect(sheet.errors).toBeUndefined();
    expect(sheet.data?.daySheet).toMatchObject({ date: DAY, currency: 'NZD', csvPath: `/day/rotorua/${DAY}.csv`, readAt: expect.stringMatching(/Z$/) });
    const sessions = (sheet.data?.daySheet as { sessions: { id: string; sold: number; reserved: number; dueAtDesk: number }[] }).sessions;
    expect(sessions.find((candidate) => candidate.id === sessionId)).toMatchObject({ sold: 6, reserved: 1, dueAtDesk: dueMinor });
    // Times on the park's clock as LocalTime (HH:mm), instants as DateTime.
    const [first] = (sheet.data?.daySheet as { sessions: { startsAt: string; startTime: string; endTime: string | null }[] }).sessions;
    expect(first.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first.startTime).toMatch(/^\d{2}:\d{2}$/);
    expect(first.endTime ?? '00:00').toMatch(/^\d{2}:\d{2}$/);
    const manifest = await http.graphql(own, MANIFEST, { sessionId });
    expect(manifest.data?.sessionManifest).toMatchObject({ date: DAY, session: { startTime: expect.stringMatching(/^\d{2}:\d{2}$/) } });
    expect((manifest.data?.sessionManifest as { bookings: unknown[] }).bookings).toHaveLength(4);

    const other = await cookieFor('gate@summit-rush.test');
    for (const [query, variables] of [
      [DAY_SHEET, { parkId: 'rotorua', date: DAY }],
      [MANIFEST, { sessionId }],
      [MANIFEST, { sessionId: randomUUID() }],
    ] as const) {
      const refused = await http.graphql(other, query, variables);
      expect(refused.data).toBeNull();
      expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    expect((await http.graphql(own, DAY_SHEET, { parkId: 'rotorua', date: '26/11/2026' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await http.graphql(own, DAY_SHEET, { parkId: 'rotorua', date: '2026-02-31' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('downloads the day and a manifest as CSV, headed in the member’s language, formulas defused', async () => {
    const cookie = await cookieFor('rotorua-gate@summit-rush.test');
    const day = await http.send(`/day/rotorua/${DAY}.csv`, { headers: { cookie } });
    expect(day.status).toBe(200);
    expect(day.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(day.headers['content-disposition']).toBe(`attachment; filename="day-sheet-rotorua-${DAY}.csv"`);
    expect(day.headers['cache-control']).toBe('no-store');
    expect(day.body.startsWith('\uFEFFDate,Start,End,Activity,Capacity,Sold (paid),Reserved (unpaid),Due at desk (NZD),Held,Free,Checked in,Riders,Riders named,Waivers asked,Waivers signed\r\n')).toBe(true);
    // Its riders: 2 + 4 + 1 sold or reserved, and the unconfirmed reservation's 1; none named yet.
    expect(day.body).toContain(`${DAY},09:00,11:00,Redwood Zipline,16,6,1,${(dueMinor / 100).toFixed(2)},4,5,0,8,0,8,0\r\n`);
    // A session with nothing sold, reserved or held owes nothing.
    expect(day.body).toContain(',0,0,0.00,0,');

    const manifest = await http.send(`/sessions/${sessionId}/manifest.csv`, { headers: { cookie } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="manifest-${DAY}-0900-rotorua-[0-9a-f]{8}\\.csv"$`));
    const lines = manifest.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Start,Activity,Booking ID,Name,Email,Phone,Tickets,People,Add-ons,Upgrades,Payment,Due at desk,Checked in,Rider,Age on the day,Waiver,Limits');
    // One row per rider: 2 + 4 + 1 + 1.
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(new RegExp(`^${DAY},09:00,Redwood Zipline,SR-[\\w-]+,Aroha Ngata,ngata\\.\\w+@example\\.com,'\\+64 21 555 0101,2 × Adult \\(15\\+\\),2,1 × Photo and video pack,,Paid,,0,Not named,,Waiver missing,$`));
    // The booking's second rider: who, and nothing a column's sum would count twice.
    expect(lines[2]).toMatch(new RegExp(`^${DAY},09:00,Redwood Zipline,SR-[\\w-]+,Aroha Ngata,,,,,,,,,,Not named,,Waiver missing,$`));
    // The formula comes out as text: prefixed with ', and quoted (it holds commas and quotes).
    expect(lines[3]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Open"") Tane",`);
    expect(lines[7]).toContain(',Kiri Walker,');
    expect(lines[7]).toContain(`,Pay at desk,${dueAtDesk},0,`);

    // A Chinese-speaking member of the park gets Chinese headings.
    const chinese = await http.send(`/day/rotorua/${DAY}.csv`, { headers: { cookie: await cookieFor('ro-zh@summit-rush.test') } });
    expect(chinese.body.startsWith('\uFEFF日期,開始,結束,活動,名額,已售（已付款）,已預留（未付款）,櫃檯應收（NZD）,暫留,尚餘,已入場,參加者,已填寫參加者,須簽署免責聲明,已簽署免責聲明\r\n')).toBe(true);
  });

  it('refuses the CSV to another park’s gate and to nobody signed in, and answers every .csv path itself', async () => {
    const other = await cookieFor('gate@summit-rush.test');
    for (const path of [`/day/rotorua/${DAY}.csv`, `/sessions/${sessionId}/manifest.csv`, `/sessions/${randomUUID()}/manifest.csv`]) {
      const refused = await http.send(path, { headers: { cookie: other } });
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain('Rotorua');
      expect(refused.headers['content-disposition']).toBeUndefined();
      const anonymous = await http.send(path);
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.location).toBe('/sign-in');
    }
    const own = await cookieFor('rotorua-gate@summit-rush.test');
    expect((await http.send('/day/rotorua/2026-02-30.csv', { headers: { cookie: own } })).status).toBe(400);
    expect((await http.send('/day/rotorua/today.csv', { headers: { cookie: own } })).status).toBe(404);
    expect((await http.send(`/day/rotorua/${DAY}.csv`, { method: 'POST', headers: { cookie: own } })).status).toBe(405);
    // Screens are still Next's.
    expect((await http.send('/day')).status).toBe(299);
  });
});

describe('riders on the day sheet', () => {
  it('counts each session’s riders named and waivers signed in one statement for the whole day, and lists them on the manifest and its CSV', async () => {
    const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
    const second = (await daySessions(activity, TZ, DAY, NOW))[1];
    const token = randomUUID();
    expect((await addToCart({ anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'redwood-zipline', sessionId: second.id, tickets: [adult(3)] }, NOW)).kind).toBe('added');
    const booked = await order(token, { firstName: 'Hemi', lastName: 'Rangi' }, { code: 'FREEPASS' });
    const seats = await riderSeats(database.db, { orderId: booked.id });
    const ref = (seat: number) => ({ orderId: booked.id, ticketCode: seats[seat].ticketCode, seat: seats[seat].seat });
    const born = (years: number) => `${Number(DAY.slice(0, 4)) - years}${DAY.slice(4)}`;
    expect((await saveRider(ref(0), { name: 'Hemi Rangi', dateOfBirth: born(40), heightCm: 180, weightKg: 85 }, 'start')).ok).toBe(true);
    expect((await saveRider(ref(1), { name: 'Ana Rangi', dateOfBirth: born(12), heightCm: 150, weightKg: 40 }, 'start')).ok).toBe(true);
    const text = (await currentWaiverText(database.db, 'rotorua-release', 'en'))!;
    const signing = { signer: { name: 'Hemi Rangi', email: null, guardianRelationship: null, drawing: null }, waiverTextId: text.id, language: 'en' as const, client: { address: '203.0.113.9', userAgent: 'test' }, emailRequired: false };
    expect((await signWaiver(ref(0), signing, 'start')).ok).toBe(true);

    // Statements counted, however many sessions: the read's plans kept (plan_cache_mode), the sessions with
    // what is kept of their counts, then (none kept yet) their places and riders worked out and kept; the
    // check-ins, the waiting lists, the offline conflicts, the groups. Read again with nothing changed, the
    // kept counts are used.
    let statements = 0;
    const counting = <T extends object>(target: T): T =>
      new Proxy(target, {
        get: (own, property, receiver) => {
          const value = Reflect.get(own, property, receiver) as (...a: unknown[]) => unknown;
          if (property === 'execute')
            return (...args: unknown[]) => {
              statements++;
              return value.apply(own, args);
            };
          if (property === 'transaction') return (work: (tx: object) => unknown, config: unknown) => value.call(own, (tx: object) => work(counting(tx)), config);
          return value;
        },
      });
    await database.db.execute(sql`delete from kept_session_counts`);
    const read = await readDaySheet(rotoruaGate, 'rotorua', DAY, { database: counting(database.db) });
    if (!read.ok) throw new Error(read.code);
    expect(read.sheet.sessions.length).toBeGreaterThan(4);
    expect(statements).toBe(9);
    statements = 0;
    expect(await readDaySheet(rotoruaGate, 'rotorua', DAY, { database: counting(database.db) })).toEqual(read);
    expect(statements).toBe(6);
    const tally = (id: string) => read.sheet.sessions.find((session) => session.id === id)!.riders;
    expect(tally(second.id)).toEqual({ riders: 3, named: 2, waiversAsked: 3, waiversSigned: 1 });
    expect(tally(sessionId)).toEqual({ riders: 8, named: 0, waiversAsked: 8, waiversSigned: 0 });
    // A session nobody booked, or of an activity that asks nothing of its riders: no count at all.
    expect(read.sheet.sessions.filter((session) => session.sold + session.reserved + session.held === 0).every((session) => session.riders === null)).toBe(true);

    const manifest = await readSessionManifest(rotoruaGate, second.id);
    if (!manifest.ok) throw new Error(manifest.code);
    expect(manifest.manifest.bookings[0].riders).toEqual({
      verdict: 'ridersMissing',
      riders: [
        { ticketCode: seats[0].ticketCode, seat: 0, name: 'Hemi Rangi', age: 40, waiver: 'signed', problems: [] },
        { ticketCode: seats[1].ticketCode, seat: 0, name: 'Ana Rangi', age: 12, waiver: 'missing', problems: [] },
        { ticketCode: seats[2].ticketCode, seat: 0, name: null, age: null, waiver: 'missing', problems: [] },
      ],
    });

    const cookie = await cookieFor('rotorua-gate@summit-rush.test');
    const lines = (await http.send(`/sessions/${second.id}/manifest.csv`, { headers: { cookie } })).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',').slice(-4).join(','))).toEqual(['Hemi Rangi,40,Waiver signed,Limits met', 'Ana Rangi,12,Waiver missing,Limits met', 'Not named,,Waiver missing,']);
    const day = (await http.send(`/day/rotorua/${DAY}.csv`, { headers: { cookie } })).body;
    const start = read.sheet.sessions.find((session) => session.id === second.id)!.startTime;
    expect(day.split('\r\n').find((line) => line.startsWith(`${DAY},${start},`) && line.includes('Redwood Zipline'))).toMatch(/,3,2,3,1$/);
  });
});

describe('the day sheet’s kept counts', () => {
  it('follow bookings placed while the sheet is read: every read after them equals the counts worked out afresh', async () => {
    const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
    const sessions = await daySessions(activity, TZ, DAY, NOW);
    expect(sessions.length).toBeGreaterThan(1);
    const sheet = async () => {
      const read = await readDaySheet(rotoruaGate, 'rotorua', DAY);
      if (!read.ok) throw new Error(read.code);
      return read.sheet;
    };
    const before = await sheet();
    const booked = (read: Awaited<ReturnType<typeof sheet>>) => read.sessions.reduce((sum, session) => sum + session.sold + session.reserved, 0);
    // Eight bookings on the day's sessions, half paid, half reserved to pay at the desk, with the sheet read
    // twelve times meanwhile (each read keeps what it worked out, from a snapshot older than some of them).
    const bookings = Array.from({ length: 8 }, async (_, k) => {
      const token = randomUUID();
      const added = await addToCart(
        { anonymousToken: token, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'redwood-zipline', sessionId: sessions[Math.floor(k / 2) % sessions.length].id, tickets: [adult(1 + (k % 2))] },
        NOW,
      );
      expect(added.kind).toBe('added');
      return order(token, { firstName: 'Tama', lastName: `Concurrent${k}` }, k % 2 ? { gatewayId: 'rotorua-arrival' } : { code: 'FREEPASS' });
    });
    const reads = Array.from({ length: 12 }, async (_, k) => {
      await new Promise((resolve) => setTimeout(resolve, 5 * k));
      return sheet();
    });
    await Promise.all([...bookings, ...reads]);
    const read = await sheet();
    await database.db.execute(sql`delete from kept_session_counts`);
    expect(read).toEqual(await sheet());
    // 12 places taken: 1 paid and 2 reserved, four times; the reservations await their emailed confirmation, held.
    const held = (sheetRead: Awaited<ReturnType<typeof sheet>>) => sheetRead.sessions.reduce((sum, session) => sum + session.held, 0);
    expect(booked(read) + held(read) - booked(before) - held(before)).toBe(12);
  });
});
