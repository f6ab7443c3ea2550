import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { todayIn } from '@/lib/domain/calendar';
import { invalidateCatalogue } from '@/lib/server/activities';
import { checkedInPeople, orderCheckIns, scanTicket, undoCheckIn } from '@/lib/server/check-in';
import { OFFLINE_SYNC_MAX } from '@/lib/domain/offline-check-in';
import { checkInConflicts, scannerDay, syncOfflineCheckIns } from '@/lib/server/check-in/offline-service';
import type { BookingTicketsEmailView } from '@/lib/server/mail';
import { verifySignedTicket, type TicketPublicKey } from '@/lib/domain/ticket-signature';
import { publishedTicketKeys, signTicketCode, ticketQrText, ticketSigningSecret, verifySignedTicketCode } from '@/lib/server/orders';
import { publishedTicketKey, signTicketCodeEd25519 } from '@/lib/server/orders/ticket-signing-key';
import { forgetConfig } from '@/lib/server/platform/config';
// The test builds orders by hand, with the orders capability's own primitives.
import { insertOrder, insertOrderLines } from '@/lib/server/orders/order-store';
import { transitionOrder } from '@/lib/server/orders/order-transitions';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import type { Database } from '@/lib/server/platform/db/client';
import { addStaff, auditTrail, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { currentWaiverText, saveRider, signWaiver } from '@/lib/server/riders';
import { readyRidersOfBooking } from '../../tools/gate/ready-riders';
import { readyRiders } from '../helpers/riders';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Check-in at the gate (issue #22) on a real PostgreSQL: tickets bought through the orders capability
 * (a paid one's QR text read from its queued confirmation email), scanned by the demo's staff at a
 * clock the test sets: 10:00 on 11 March 2030 in Queenstown.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date('2030-03-10T21:00:00.000Z'); // 10:00 NZDT, 11 March 2030
const TODAY = '2030-03-11';
const later = (ms: number) => new Date(NOW.getTime() + ms);
const QUEENSTOWN = 'queenstown';

let gate: StaffMember; // Queenstown only
let manager: StaffMember; // Queenstown only
let owner: StaffMember; // every park
let rotoruaGate: StaffMember;
let chineseGate: StaffMember; // Queenstown, reads the catalogue in Chinese
const sessions: Record<'morning' | 'noon' | 'tomorrow' | 'rotorua', string> = { morning: '', noon: '', tomorrow: '', rotorua: '' };

async function newSession(activityId: string, startsAt: Date): Promise<string> {
  const { rows } = await database.db.execute<{ id: string }>(sql`insert into sessions (activity_id, starts_at, capacity) values (${activityId}, ${startsAt.toISOString()}, 50) returning id`);
  return rows[0].id;
}

async function staffMember(email: string): Promise<StaffMember> {
  const found = await findStaffByEmail(email, database.db);
  if (!found) throw new Error(`No staff ${email}`);
  return found;
}

interface Booked {
  orderId: string;
  bookingId: string;
  /** Each ticket's code and the text of its QR code, in code order. */
  tickets: { code: string; text: string }[];
}

/**
 * An order through the orders capability: inserted awaiting payment, its lines and tickets, then moved
 * to `status` by the transition table (paid, reserved) or, for what only staff or late money reach
 * (cancelled, refund_due), written as the transition would leave it.
 */
async function book(options: {
  localeId?: string;
  activityId?: string;
  sessionId: string;
  tickets: { variationId: string; quantity: number; participants?: number }[];
  addOns?: { addOnId: string; quantity: number }[];
  status?: 'paid' | 'reserved' | 'cancelled' | 'refund_due' | 'awaiting_payment';
  /** Its riders named and signed for (the gate admits nobody else: lib/domain/check-in.ts), or left as booked. */
  riders?: 'ready' | 'asBooked';
}): Promise<Booked> {
  const { localeId = 'nz', activityId = 'nz-zipline', status = 'paid' } = options;
  const booked = await bookOrder(options, localeId, activityId, status);
  if (options.riders !== 'asBooked') await readyRiders(database.db, booked.orderId);
  return booked;
}

async function bookOrder(options: Parameters<typeof book>[0], localeId: string, activityId: string, status: string): Promise<Booked> {
  const places = options.tickets.reduce((sum, ticket) => sum + ticket.quantity * (ticket.participants ?? 1), 0);
  return database.db.transaction(async (tx) => {
    const orderId = (await insertOrder(
      tx,
      {
        anonymousToken: randomUUID(),
        idempotencyKey: randomUUID(),
        localeId,
        customer: { firstName: 'Aroha', lastName: 'Ngata', email: `aroha.${randomUUID().slice(0, 8)}@example.com`, mobilePhone: '+64 21 555 0101' },
        language: 'en',
        origin: 'http://nz.localhost:3000',
        currency: 'NZD',
        subtotal: 14900,
        total: 14900,
      },
      NOW,
    ))?.id;
    if (!orderId) throw new Error('No order');
    await insertOrderLines(tx, orderId, [
      { activityId, sessionId: options.sessionId, places, tickets: options.tickets.map(({ variationId, quantity }) => ({ variationId, quantity })), addOns: options.addOns ?? [], upgradeId: null, total: 14900, discount: 0 },
    ]);
    if (status === 'paid' || status === 'reserved') await transitionOrder(tx, orderId, status, NOW);
    else if (status !== 'awaiting_payment') await tx.execute(sql`update orders set status = ${status} where id = ${orderId}`);
    const { rows } = await tx.execute<{ booking_id: string; code: string }>(
      sql`select o.booking_id, t.code from orders o join order_items i on i.order_id = o.id join tickets t on t.order_item_id = i.id where o.id = ${orderId} order by t.code`,
    );
    return { orderId, bookingId: rows[0].booking_id, tickets: rows.map((row) => ({ code: row.code, text: ticketQrText(row.code) })) };
  });
}

const scan = (staff: StaffMember, text: string, extra: { parkId?: string; sessionId?: string | null; people?: number; gate?: string; now?: Date } = {}) =>
  scanTicket(staff, { text, parkId: extra.parkId ?? QUEENSTOWN, sessionId: extra.sessionId, people: extra.people, gate: extra.gate }, { now: extra.now ?? NOW });

const checkInRows = async (code: string) =>
  (
    await database.db.execute<{ people: number; undone: boolean }>(
      sql`select c.people, c.undone_at is not null as undone from ticket_check_ins c join tickets t on t.id = c.ticket_id where t.code = ${code} order by c.at, c.id`,
    )
  ).rows;

/** A database that fails the test if anything asks it: a scan refused from its text alone does no database work. */
const noDatabase = new Proxy({} as Database, {
  get(_target, property) {
    throw new Error(`The database was used (${String(property)})`);
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  for (const [email, parks, language] of [
    ['rotorua-gate@summit-rush.test', ['rotorua'], 'en'],
    ['zh-gate@summit-rush.test', [QUEENSTOWN], 'zh-Hant'],
  ] as const) {
    const added = await addStaff({ email, role: 'gate', parks: [...parks], language, displayName: email.split('@')[0] }, { label: 'command line' }, database.db);
    if (!added.ok) throw new Error(added.code);
  }
  [gate, manager, owner, rotoruaGate, chineseGate] = await Promise.all(
    ['gate', 'manager', 'owner', 'rotorua-gate', 'zh-gate'].map((name) => staffMember(`${name}@summit-rush.test`)),
  );
  // Minutes no schedule uses, so the demo's own sessions never collide with these.
  sessions.morning = await newSession('nz-zipline', new Date('2030-03-10T21:07:00.000Z')); // 10:07 today
  sessions.noon = await newSession('nz-zipline', new Date('2030-03-10T23:07:00.000Z')); // 12:07 today
  sessions.tomorrow = await newSession('nz-zipline', new Date('2030-03-11T21:07:00.000Z')); // 10:07 tomorrow
  sessions.rotorua = await newSession('ro-redwood-zipline', new Date('2030-03-10T21:07:00.000Z'));
});

afterAll(() => database.drop());

describe('a scan at the gate', () => {
  it('checks a paid ticket in, from the QR text its tickets email carries, and says everything the gate shows', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }], addOns: [{ addOnId: 'nz-zipline-media', quantity: 1 }] });
    // The email's QR code carries the ticket's code signed with the park's Ed25519 key, which the published
    // public keys alone verify (an offline scanner's check); the text printed under it is the short SR1.
    const { rows } = await database.db.execute<{ payload: BookingTicketsEmailView }>(sql`select payload from outbox where dedupe_key = ${`booking-tickets:${booked.orderId}`}`);
    const [emailed] = rows[0].payload.tickets;
    expect(emailed.qrText).toBe(booked.tickets[0].text);
    expect(emailed.qrText).toMatch(/^SR2-KA-/);
    expect(await verifySignedTicket(emailed.qrText!, publishedTicketKeys())).toEqual({ ok: true, code: booked.tickets[0].code, keyId: 'KA' });
    expect(verifySignedTicketCode(emailed.typedText!, ticketSigningSecret())).toEqual({ ok: true, code: booked.tickets[0].code });

    const verdict = await scan(gate, emailed.qrText!, { sessionId: sessions.morning, gate: 'North gate' });
    if (verdict.verdict !== 'valid') throw new Error(`Not valid: ${verdict.verdict}`);
    expect(verdict.ticket).toMatchObject({
      code: booked.tickets[0].code,
      bookingId: booked.bookingId,
      orderStatus: 'paid',
      customerName: 'Aroha Ngata',
      park: { id: QUEENSTOWN, name: 'Summit Rush Queenstown' },
      activity: { id: 'nz-zipline', title: 'Summit Zipline' },
      session: { id: sessions.morning, startsAt: new Date('2030-03-10T21:07:00.000Z'), endsAt: new Date('2030-03-10T22:37:00.000Z'), day: TODAY, timeZone: 'Pacific/Auckland' },
      ticketType: { id: 'nz-zipline-adult', title: 'Adult (15+)' },
      people: { total: 1, admitted: 1, remaining: 0 },
      addOns: [{ id: 'nz-zipline-media', title: 'Photo and video pack', quantity: 1 }],
      upgrade: null,
      dueOnArrival: null,
    });
    expect(verdict.checkIn).toMatchObject({ people: 1, at: NOW, by: { staffId: gate.id, name: 'Gita Gate', email: gate.email }, gate: 'North gate', undoableUntil: later(120_000), undoneAt: null });
    expect(await checkInRows(booked.tickets[0].code)).toEqual([{ people: 1, undone: false }]);

    // Audited, in the order's trail, by whom and what.
    const [entry] = await auditTrail(`order:${booked.bookingId}`);
    expect(entry).toMatchObject({ actor: gate.email, action: 'ticket.checkIn', parkId: QUEENSTOWN });
    expect(entry.after).toMatchObject({ ticket: booked.tickets[0].code, checkInId: verdict.checkIn.id, people: 1, admitted: 1, of: 1, sessionId: sessions.morning, gate: 'North gate' });

    // Scanned again: already checked in, when and by whom; nothing more written.
    const again = await scan(manager, booked.tickets[0].text.toLowerCase());
    if (again.verdict !== 'alreadyCheckedIn') throw new Error(`Not already checked in: ${again.verdict}`);
    expect(again.checkIns).toEqual([expect.objectContaining({ id: verdict.checkIn.id, at: NOW, people: 1, by: { staffId: gate.id, name: 'Gita Gate', email: gate.email } })]);
    expect(again.ticket.people).toEqual({ total: 1, admitted: 1, remaining: 0 });
    expect(await checkInRows(booked.tickets[0].code)).toHaveLength(1);
    expect((await auditTrail(`order:${booked.bookingId}`)).filter((row) => row.action === 'ticket.checkIn')).toHaveLength(1);
  });

  it('answers within 300 ms', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    await scan(gate, booked.tickets[0].text);
    // The best of three (the machine runs other tests beside this one): an already-checked-in scan reads everything a valid one does.
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      expect((await scan(gate, booked.tickets[0].text)).verdict).toBe('alreadyCheckedIn');
      times.push(performance.now() - started);
    }
    expect(Math.min(...times)).toBeLessThan(300);
  });

  it('refuses a forged or malformed text from the text alone, before any database work', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const { code } = booked.tickets[0];
    const typed = signTicketCode(code, ticketSigningSecret());
    // One signature character changed (an SR2 signature's last one also carries padding, so one in the middle).
    const flip = (text: string, at = text.length - 1) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const options = { now: NOW, database: noDatabase };
    for (const forged of [
      flip(typed),
      signTicketCode(code, 'another-key-another-key-another-key-!'),
      // SR2: an altered signature, another key under the park's key id, and a key id the park does not publish.
      flip(booked.tickets[0].text, booked.tickets[0].text.length - 50),
      signTicketCodeEd25519(code, 'KA', otherKey),
      signTicketCodeEd25519(code, 'K7', otherKey),
    ]) {
      expect(await scanTicket(gate, { text: forged, parkId: QUEENSTOWN }, options), forged).toEqual({ verdict: 'unknown', reason: 'forged' });
    }
    expect(await scanTicket(gate, { text: code, parkId: QUEENSTOWN }, options)).toEqual({ verdict: 'unknown', reason: 'malformed' });
    expect(await scanTicket(gate, { text: 'https://example.com/', parkId: QUEENSTOWN }, options)).toEqual({ verdict: 'unknown', reason: 'malformed' });
    expect(await scanTicket(gate, { text: 'A'.repeat(100_000), parkId: QUEENSTOWN }, options)).toEqual({ verdict: 'unknown', reason: 'malformed' });
    // Nor does a number of people that is not one, or a park the staff member does not work at.
    expect(await scanTicket(gate, { text: booked.tickets[0].text, parkId: QUEENSTOWN, people: 0 }, options)).toEqual({ verdict: 'invalidPeople' });
    expect(await scanTicket(gate, { text: booked.tickets[0].text, parkId: 'rotorua' }, options)).toEqual({ verdict: 'notAllowed' });
    expect(await checkInRows(code)).toEqual([]);
  });

  it('admits a ticket by its typed SR1 text as by its QR code, and by a retired key only while that key is listed', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 2 }] });
    expect((await scan(gate, signTicketCode(booked.tickets[0].code, ticketSigningSecret()), { sessionId: sessions.morning })).verdict).toBe('valid');
    const retired = generateKeyPairSync('ed25519').privateKey;
    const signedBefore = signTicketCodeEd25519(booked.tickets[1].code, 'K9', retired);
    expect(await scan(gate, signedBefore, { sessionId: sessions.morning })).toEqual({ verdict: 'unknown', reason: 'forged' });
    const previous = process.env.TICKET_PREVIOUS_KEYS;
    process.env.TICKET_PREVIOUS_KEYS = `K9:${publishedTicketKey('K9', retired).publicKey}`;
    forgetConfig();
    try {
      expect(publishedTicketKeys().map((key) => key.keyId)).toEqual(['KA', 'K9']);
      expect((await scan(gate, signedBefore, { sessionId: sessions.morning })).verdict).toBe('valid');
    } finally {
      if (previous === undefined) delete process.env.TICKET_PREVIOUS_KEYS;
      else process.env.TICKET_PREVIOUS_KEYS = previous;
      forgetConfig();
    }
  });

  it('publishes the public keys on every host, and they verify what the park signs', async () => {
    const { endpointFor } = await import('@/lib/server/app/routes');
    const answer = await new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve) => {
      const headers: Record<string, string> = {};
      const res = {
        statusCode: 0,
        setHeader: (name: string, value: string) => (headers[name] = value),
        end(body?: string) {
          resolve({ status: this.statusCode, headers, body: body ?? '' });
        },
      };
      const req = { url: '/api/ticket-keys', method: 'GET', headers: { host: 'nz.localhost' } };
      void endpointFor(req as never)!(req as never, res as never);
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = JSON.parse(answer.body) as { keys: TicketPublicKey[] };
    expect(keys).toEqual([{ keyId: 'KA', algorithm: 'Ed25519', publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) }]);
    expect(await verifySignedTicket(ticketQrText('T23456789ABC'), keys)).toEqual({ ok: true, code: 'T23456789ABC', keyId: 'KA' });
    // Nothing private in it: the same bytes as the private key's public half, and no more.
    expect(answer.body).not.toContain(process.env.TICKET_SIGNING_KEY!.slice(-20));
  });

  it('says "unknown" of a correctly signed code no ticket has', async () => {
    expect(await scan(gate, ticketQrText('T23456789ABC'))).toEqual({ verdict: 'unknown', reason: 'notFound' });
  });

  it('says which session and which day a ticket is for, admitting nobody', async () => {
    const noon = await book({ sessionId: sessions.noon, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const wrongSession = await scan(chineseGate, noon.tickets[0].text, { sessionId: sessions.morning });
    expect(wrongSession).toMatchObject({ verdict: 'wrongSession', today: TODAY, ticket: { session: { id: sessions.noon, startsAt: new Date('2030-03-10T23:07:00.000Z'), day: TODAY } } });
    // In the staff member's language where the catalogue has it (the activity has only English).
    expect(wrongSession).toMatchObject({ ticket: { ticketType: { title: '成人（15歲或以上）' }, activity: { title: 'Summit Zipline' } } });

    const tomorrow = await book({ sessionId: sessions.tomorrow, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    expect(await scan(gate, tomorrow.tickets[0].text)).toMatchObject({ verdict: 'wrongDay', today: TODAY, ticket: { session: { id: sessions.tomorrow, day: '2030-03-12' } } });
    // Tomorrow it is today's: the day is the park's, from the server's clock.
    expect(await scan(gate, tomorrow.tickets[0].text, { now: later(86_400_000) })).toMatchObject({ verdict: 'valid' });
    expect(await checkInRows(noon.tickets[0].code)).toEqual([]);
    // Without a session named, any session of today will do.
    expect(await scan(gate, noon.tickets[0].text)).toMatchObject({ verdict: 'valid' });
  });

  it('tells another park’s ticket apart, saying nothing of it to staff who do not work there', async () => {
    const rotorua = await book({ localeId: 'rotorua', activityId: 'ro-redwood-zipline', sessionId: sessions.rotorua, tickets: [{ variationId: 'ro-redwood-zipline-adult', quantity: 1 }] });
    const refused = await scan(gate, rotorua.tickets[0].text);
    expect(refused).toEqual({ verdict: 'wrongPark', ticket: null });
    expect(JSON.stringify(refused)).not.toMatch(/rotorua|Aroha|SR-/i);
    // An owner, at Queenstown, is told whose and what it is.
    expect(await scan(owner, rotorua.tickets[0].text)).toMatchObject({ verdict: 'wrongPark', ticket: { park: { id: 'rotorua', name: 'Summit Rush Rotorua' }, activity: { title: 'Redwood Zipline' } } });
    // A Queenstown ticket is "not for this park" at Rotorua too, and the Rotorua gate admits its own.
    const queenstown = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    expect(await scan(rotoruaGate, queenstown.tickets[0].text, { parkId: 'rotorua' })).toEqual({ verdict: 'wrongPark', ticket: null });
    expect(await scan(rotoruaGate, rotorua.tickets[0].text, { parkId: 'rotorua' })).toMatchObject({ verdict: 'valid' });
    expect(await checkInRows(queenstown.tickets[0].code)).toEqual([]);
  });

  it('refuses cancelled, refunded and unpaid orders’ tickets, and sends a reservation to the desk', async () => {
    const verdictOf = async (status: 'cancelled' | 'refund_due' | 'awaiting_payment' | 'reserved') => {
      const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }], status });
      const verdict = await scan(gate, booked.tickets[0].text);
      expect(await checkInRows(booked.tickets[0].code)).toEqual([]);
      return verdict;
    };
    expect(await verdictOf('cancelled')).toMatchObject({ verdict: 'cancelled', ticket: { orderStatus: 'cancelled' } });
    expect(await verdictOf('refund_due')).toMatchObject({ verdict: 'refunded', ticket: { orderStatus: 'refund_due' } });
    expect(await verdictOf('awaiting_payment')).toMatchObject({ verdict: 'notPaid', ticket: { orderStatus: 'awaiting_payment' } });
    expect(await verdictOf('reserved')).toMatchObject({ verdict: 'payAtDesk', ticket: { orderStatus: 'reserved', dueOnArrival: { amount: 14900, currency: 'NZD' } } });
  });

  it('refuses a ticket cancelled at the desk while its order stands, and checks a moved ticket against its new session', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 2 }] });
    const [cancelled, moved] = booked.tickets;
    // What the order desk leaves (lib/server/order-desk): one ticket cancelled, the other moved to noon.
    await database.db.execute(sql`update orders set status = 'partially_cancelled' where id = ${booked.orderId}`);
    await database.db.execute(sql`update tickets set cancelled_at = ${NOW.toISOString()} where code = ${cancelled.code}`);
    await database.db.execute(sql`update tickets set session_id = ${sessions.noon} where code = ${moved.code}`);
    expect(await scan(gate, cancelled.text)).toMatchObject({ verdict: 'cancelled' });
    expect(await scan(gate, moved.text, { sessionId: sessions.morning })).toMatchObject({ verdict: 'wrongSession', ticket: { session: { id: sessions.noon } } });
    expect(await scan(gate, moved.text, { sessionId: sessions.noon })).toMatchObject({ verdict: 'valid', checkIn: { sessionId: sessions.noon } });
    expect(await checkInRows(cancelled.code)).toEqual([]);
  });
});

describe('check-in is atomic', () => {
  it('gives two gates scanning one ticket at the same moment exactly one "valid"', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const verdicts = await Promise.all([scan(gate, booked.tickets[0].text, { people: 1 }), scan(manager, booked.tickets[0].text, { people: 1 })]);
    expect(verdicts.map((verdict) => verdict.verdict).sort()).toEqual(['alreadyCheckedIn', 'valid']);
    expect(await checkInRows(booked.tickets[0].code)).toEqual([{ people: 1, undone: false }]);
    expect((await auditTrail(`order:${booked.bookingId}`)).filter((row) => row.action === 'ticket.checkIn')).toHaveLength(1);
  });

  it('admits a family pass’s four people once, however many gates scan it one person at a time', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-family', quantity: 1, participants: 4 }] });
    const verdicts = await Promise.all(Array.from({ length: 8 }, (_, index) => scan(index % 2 ? gate : manager, booked.tickets[0].text, { people: 1 })));
    expect(verdicts.filter((verdict) => verdict.verdict === 'valid')).toHaveLength(4);
    expect(verdicts.filter((verdict) => verdict.verdict === 'alreadyCheckedIn')).toHaveLength(4);
    expect(await checkInRows(booked.tickets[0].code)).toHaveLength(4);
  });
});

describe('a group ticket', () => {
  it('is checked in partly: 3 of 4, then the one left, then it is used up', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-family', quantity: 1, participants: 4 }] });
    const text = booked.tickets[0].text;
    const first = await scan(gate, text, { people: 3 });
    expect(first).toMatchObject({ verdict: 'valid', checkIn: { people: 3 }, ticket: { ticketType: { title: 'Family pass (2 adults + 2 children)' }, people: { total: 4, admitted: 3, remaining: 1 } } });
    expect(await scan(gate, text, { people: 2 })).toMatchObject({ verdict: 'tooManyPeople', ticket: { people: { total: 4, admitted: 3, remaining: 1 } } });
    expect(await scan(gate, text, { now: later(30 * 60_000) })).toMatchObject({ verdict: 'valid', checkIn: { people: 1 }, ticket: { people: { total: 4, admitted: 4, remaining: 0 } } });
    const used = await scan(gate, text, { people: 1 });
    expect(used).toMatchObject({ verdict: 'alreadyCheckedIn', ticket: { people: { admitted: 4, remaining: 0 } } });
    // Both check-ins, newest first.
    expect(used.verdict === 'alreadyCheckedIn' && used.checkIns.map((checkIn) => checkIn.people)).toEqual([1, 3]);
    expect(await checkInRows(booked.tickets[0].code)).toEqual([
      { people: 3, undone: false },
      { people: 1, undone: false },
    ]);
  });
});

describe('undoing a check-in', () => {
  const checkedIn = async (people?: number) => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-family', quantity: 1, participants: 4 }] });
    const verdict = await scan(gate, booked.tickets[0].text, { people });
    if (verdict.verdict !== 'valid') throw new Error(verdict.verdict);
    return { booked, checkIn: verdict.checkIn };
  };

  it('takes a mistaken check-in back within two minutes, audited, and its people may come in again', async () => {
    const { booked, checkIn } = await checkedIn(3);
    const undone = await undoCheckIn(manager, checkIn.id, { now: later(119_000) });
    if (!undone.ok) throw new Error(undone.reason);
    expect(undone.checkIn).toMatchObject({ id: checkIn.id, people: 3, undoneAt: later(119_000), undoneBy: { staffId: manager.id, name: 'Manu Manager', email: manager.email } });
    expect(undone.ticket.people).toEqual({ total: 4, admitted: 0, remaining: 4 });
    expect(await checkInRows(booked.tickets[0].code)).toEqual([{ people: 3, undone: true }]);
    const [entry] = await auditTrail(`order:${booked.bookingId}`);
    expect(entry).toMatchObject({ actor: manager.email, action: 'ticket.undoCheckIn', parkId: QUEENSTOWN, before: { checkInId: checkIn.id, people: 3, by: gate.email, admitted: 3 }, after: { admitted: 0, of: 4 } });

    // Once only.
    expect(await undoCheckIn(gate, checkIn.id, { now: later(100_000) })).toEqual({ ok: false, reason: 'alreadyUndone' });
    // The whole family comes in now.
    expect(await scan(gate, booked.tickets[0].text, { now: later(180_000) })).toMatchObject({ verdict: 'valid', checkIn: { people: 4 } });
  });

  it('refuses after two minutes with the time it was made and the deadline, changing nothing', async () => {
    const { booked, checkIn } = await checkedIn();
    expect(await undoCheckIn(manager, checkIn.id, { now: later(120_001) })).toEqual({ ok: false, reason: 'tooLate', at: NOW, undoableUntil: later(120_000) });
    expect(await checkInRows(booked.tickets[0].code)).toEqual([{ people: 4, undone: false }]);
    expect((await auditTrail(`order:${booked.bookingId}`)).map((row) => row.action)).toEqual(['ticket.checkIn']);
  });

  it('is for staff of the ticket’s park only, and finds nothing under a made-up id', async () => {
    const { booked, checkIn } = await checkedIn();
    expect(await undoCheckIn(rotoruaGate, checkIn.id, { now: later(1_000) })).toEqual({ ok: false, reason: 'notAllowed' });
    expect(await undoCheckIn(gate, randomUUID(), { now: later(1_000) })).toEqual({ ok: false, reason: 'notFound' });
    expect(await undoCheckIn(gate, 'not-an-id', { now: later(1_000), database: noDatabase })).toEqual({ ok: false, reason: 'notFound' });
    expect(await checkInRows(booked.tickets[0].code)).toEqual([{ people: 4, undone: false }]);
    // The gate who made it may take it back.
    expect(await undoCheckIn(gate, checkIn.id, { now: later(1_000) })).toMatchObject({ ok: true });
  });
});

// The schema is built by @graphql-tools with graphql's CommonJS build; executing it needs the same copy.
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const asStaff = async <T>(member: StaffMember, query: string, variables: Record<string, unknown>) =>
  (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
const SCAN = `mutation ($input: ScanTicketInput!) { scanTicket(input: $input) {
  verdict reason today ticket { sessionStartsAt sessionEndsAt sessionDay currency people { admitted } } checkIn { id people at undoableUntil undoneAt } } }`;
const UNDO = `mutation ($id: ID!) { undoCheckIn(checkInId: $id) {
  __typename ... on CheckInUndone { checkIn { id undoneAt } ticket { people { admitted } } } ... on UndoCheckInRefused { problem } } }`;
type Scanned = { scanTicket: { verdict: string; reason: string | null; today: string | null; ticket: Record<string, unknown> | null; checkIn: { id: string } | null } };

describe('the gate’s API (staff.graphql), at the server’s own clock', () => {
  it('answers a scan with a typed verdict and reason, its days and instants as the shared scalars', async () => {
    const now = new Date();
    const booked = await book({ sessionId: await newSession('nz-zipline', now), tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const scanned = await asStaff<Scanned>(gate, SCAN, { input: { code: booked.tickets[0].text, parkId: QUEENSTOWN } });
    expect(scanned.errors).toBeUndefined();
    expect(scanned.data!.scanTicket).toMatchObject({
      verdict: 'valid',
      reason: null,
      today: null,
      ticket: { sessionStartsAt: now.toISOString(), sessionDay: todayIn('Pacific/Auckland', now), currency: null, people: { admitted: 1 } },
      checkIn: { people: 1, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/), undoableUntil: expect.stringMatching(/Z$/), undoneAt: null },
    });
    const again = (await asStaff<Scanned>(gate, SCAN, { input: { code: booked.tickets[0].text, parkId: QUEENSTOWN } })).data!.scanTicket;
    expect(again.verdict).toBe('alreadyCheckedIn');
    const unknown = (await asStaff<Scanned>(gate, SCAN, { input: { code: 'https://example.com/', parkId: QUEENSTOWN } })).data!.scanTicket;
    expect(unknown).toEqual({ verdict: 'unknown', reason: 'malformed', today: null, ticket: null, checkIn: null });
  });

  it('answers an undo as done (CheckInUndone) or refused with why (UndoCheckInRefused)', async () => {
    const now = new Date();
    const booked = await book({ sessionId: await newSession('nz-zipline', new Date(now.getTime() + 1)), tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const checkIn = (await asStaff<Scanned>(gate, SCAN, { input: { code: booked.tickets[0].text, parkId: QUEENSTOWN } })).data!.scanTicket.checkIn!;
    const undo = async (id: string) => (await asStaff<{ undoCheckIn: Record<string, unknown> }>(gate, UNDO, { id })).data!.undoCheckIn;
    expect(await undo(checkIn.id)).toMatchObject({ __typename: 'CheckInUndone', checkIn: { id: checkIn.id, undoneAt: expect.stringMatching(/Z$/) }, ticket: { people: { admitted: 0 } } });
    expect(await undo(checkIn.id)).toEqual({ __typename: 'UndoCheckInRefused', problem: 'alreadyUndone' });
    expect(await undo(randomUUID())).toEqual({ __typename: 'UndoCheckInRefused', problem: 'notFound' });
    expect(await asStaff(rotoruaGate, UNDO, { id: checkIn.id }).then((result) => result.data)).toEqual({ undoCheckIn: { __typename: 'UndoCheckInRefused', problem: 'notAllowed' } });
  });
});

describe('what the day sheet and the order page read', () => {
  it('counts the people checked in per session and per order, undone ones left out', async () => {
    const day = await newSession('nz-canyon-swing', new Date('2030-03-10T20:07:00.000Z'));
    const other = await newSession('nz-canyon-swing', new Date('2030-03-11T20:07:00.000Z'));
    const tandem = await book({ activityId: 'nz-canyon-swing', sessionId: day, tickets: [{ variationId: 'nz-canyon-swing-tandem', quantity: 2, participants: 2 }] });
    const [first, second] = tandem.tickets;
    await scan(gate, first.text);
    const undone = await scan(gate, second.text);
    if (undone.verdict !== 'valid') throw new Error(undone.verdict);
    await undoCheckIn(gate, undone.checkIn.id, { now: later(1_000) });
    await scan(gate, second.text, { people: 1, now: later(2_000) });
    const tomorrow = await book({ activityId: 'nz-canyon-swing', sessionId: other, tickets: [{ variationId: 'nz-canyon-swing-solo', quantity: 1 }] });
    await scan(gate, tomorrow.tickets[0].text, { now: later(86_400_000) });

    const sessions = await checkedInPeople.bySession([day, other]);
    expect(sessions.get(day)).toBe(3);
    expect(sessions.get(other)).toBe(1);
    expect((await checkedInPeople.byOrder(day)).get(tandem.orderId)).toBe(3);
    expect((await checkedInPeople.byOrder(day)).has(tomorrow.orderId)).toBe(false);

    const page = await orderCheckIns(manager, tandem.orderId);
    expect(page?.map((ticket) => ({ code: ticket.code, people: ticket.people, checkIns: ticket.checkIns.map((checkIn) => [checkIn.people, checkIn.undoneAt !== null]) }))).toEqual([
      { code: first.code, people: { total: 2, admitted: 2, remaining: 0 }, checkIns: [[2, false]] },
      { code: second.code, people: { total: 2, admitted: 1, remaining: 1 }, checkIns: [[1, false], [2, true]] },
    ]);
    expect(await orderCheckIns(rotoruaGate, tandem.orderId)).toBeNull();
    expect(await orderCheckIns(manager, randomUUID())).toBeNull();
  });

  it('writes one audit entry per check-in and per undo, in their transactions', async () => {
    const { rows } = await database.db.execute<{ check_ins: number; undos: number; checked: number; undone: number }>(sql`
      select (select count(*)::int from staff_audit where action = 'ticket.checkIn') as check_ins,
             (select count(*)::int from staff_audit where action = 'ticket.undoCheckIn') as undos,
             (select count(*)::int from ticket_check_ins) as checked,
             (select count(*)::int from ticket_check_ins where undone_at is not null) as undone`);
    expect(rows[0].check_ins).toBe(rows[0].checked);
    expect(rows[0].undos).toBe(rows[0].undone);
    expect(rows[0].undos).toBeGreaterThan(0);
  });
});


describe('a ticket’s riders at the gate', () => {
  // The API runs at the server's clock: these tickets are for a session starting now.
  const today = () => todayIn('Pacific/Auckland', new Date());
  const fits = () => ({ dateOfBirth: `${Number(today().slice(0, 4)) - 10}${today().slice(4)}`, heightCm: 125, weightKg: 30 }); // 10 today: a guardian signs
  const name = (booked: Booked, seat: number, riderName: string) =>
    saveRider({ orderId: booked.orderId, ticketCode: booked.tickets[0].code, seat }, { name: riderName, ...fits() }, 'dayEnd');
  const bookNow = async (riders: 'ready' | 'asBooked') =>
    book({ sessionId: await newSession('nz-zipline', new Date()), tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }], riders });
  const RIDERS = `mutation ($input: ScanTicketInput!) { scanTicket(input: $input) { verdict ticket { riders {
    verdict kioskPath adultNeeded { adultsNeeded } riders { seat name ageToday waiver problems { code limit question } } } } } }`;
  type RidersScanned = { scanTicket: { verdict: string; ticket: { riders: Record<string, unknown> | null } | null } };
  const scanRiders = async (member: StaffMember, text: string) => {
    const result = await asStaff<RidersScanned>(member, RIDERS, { input: { code: text, parkId: QUEENSTOWN, people: 1 } });
    expect(result.errors).toBeUndefined();
    return result.data!.scanTicket;
  };

  it('admits a ticket whose riders are named and signed, showing each with their age today', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const verdict = await scan(gate, booked.tickets[0].text);
    if (verdict.verdict !== 'valid') throw new Error(verdict.verdict);
    expect(verdict.ticket.riders).toEqual({
      verdict: 'ready',
      riders: [{ seat: 0, name: `Rider ${booked.tickets[0].code.slice(-4)} 1`, ageToday: 40, waiver: 'signed', problems: [] }],
      adultNeeded: null,
    });
  });

  it('says "riders not named", admits nobody whatever the role, and links the kiosk; named and signed there, the next scan admits', async () => {
    const booked = await bookNow('asBooked');
    for (const member of [gate, manager, owner]) {
      expect(await scanRiders(member, booked.tickets[0].text)).toEqual({
        verdict: 'ridersNotReady',
        ticket: { riders: { verdict: 'ridersMissing', kioskPath: `/kiosk?booking=${booked.bookingId}`, adultNeeded: null, riders: [{ seat: 0, name: null, ageToday: null, waiver: 'missing', problems: [] }] } },
      });
    }
    expect(await checkInRows(booked.tickets[0].code)).toEqual([]);
    expect(await auditTrail(`order:${booked.bookingId}`)).toEqual([]);

    expect((await name(booked, 0, 'Tama Ngata')).ok).toBe(true);
    expect(await scanRiders(gate, booked.tickets[0].text)).toEqual({
      verdict: 'ridersNotReady',
      ticket: { riders: { verdict: 'waiverMissing', kioskPath: `/kiosk?booking=${booked.bookingId}`, adultNeeded: null, riders: [{ seat: 0, name: 'Tama Ngata', ageToday: 10, waiver: 'missing', problems: [] }] } },
    });
    expect(await checkInRows(booked.tickets[0].code)).toEqual([]);

    // Signed at the kiosk by the rider's mother.
    const text = (await currentWaiverText(database.db, 'queenstown-release', 'en'))!;
    const signed = await signWaiver(
      { orderId: booked.orderId, ticketCode: booked.tickets[0].code, seat: 0 },
      { signer: { name: 'Mere Ngata', email: null, guardianRelationship: 'mother', drawing: null }, waiverTextId: text.id, language: 'en', client: { address: '203.0.113.9', userAgent: 'kiosk' }, emailRequired: false },
      'dayEnd');
    expect(signed.ok).toBe(true);
    expect((await scanRiders(gate, booked.tickets[0].text)).verdict).toBe('valid');
    expect(await checkInRows(booked.tickets[0].code)).toEqual([{ people: 1, undone: false }]);
  });

  it('names each limit a rider no longer meets, with no kiosk to mend it, and a health question in the gate’s language', async () => {
    const booked = await bookNow('ready');
    // The park raised the zipline's height limit and asked a health question after the rider was named.
    await database.db.execute(sql`update activities set min_height_cm = 180, health_questions = ${JSON.stringify([
      { id: 'heart', text: { en: 'Heart condition?', zhHant: '心臟病？' }, refusingAnswer: true },
    ])}::jsonb where id = 'nz-zipline'`);
    try {
      expect(await scanRiders(gate, booked.tickets[0].text)).toMatchObject({
        verdict: 'ridersNotReady',
        ticket: { riders: { verdict: 'limitsNotMet', kioskPath: null, riders: [{ waiver: 'signed', problems: [{ code: 'tooShort', limit: 180, question: null }, { code: 'answerMissing', limit: null, question: 'Heart condition?' }] }] } },
      });
      expect((await scanRiders(chineseGate, booked.tickets[0].text)).ticket!.riders).toMatchObject({ riders: [{ problems: [{ code: 'tooShort' }, { code: 'answerMissing', question: '心臟病？' }] }] });
    } finally {
      await database.db.execute(sql`update activities set min_height_cm = 120, health_questions = '[]'::jsonb where id = 'nz-zipline'`);
    }
    expect(await checkInRows(booked.tickets[0].code)).toEqual([]);
    expect((await scanRiders(gate, booked.tickets[0].text)).verdict).toBe('valid');
  });

  it('says nothing of the riders to staff of another park, and only "not for this park" at another park’s gate', async () => {
    const booked = await bookNow('asBooked');
    await name(booked, 0, 'Tama Ngata');
    const refused = await asStaff<RidersScanned>(rotoruaGate, RIDERS, { input: { code: booked.tickets[0].text, parkId: 'rotorua' } });
    expect(refused.data!.scanTicket).toEqual({ verdict: 'wrongPark', ticket: null });
    expect(JSON.stringify(refused)).not.toContain('Tama');
    expect(await scanTicket(rotoruaGate, { text: booked.tickets[0].text, parkId: QUEENSTOWN }, { now: NOW })).toEqual({ verdict: 'notAllowed' });
    expect(await checkInRows(booked.tickets[0].code)).toEqual([]);
  });
  it('admits a booking whose riders the bench’s and browser tests’ fixture readied in bulk (tools/gate/ready-riders.ts)', async () => {
    const swing = await newSession('nz-canyon-swing', new Date('2030-03-10T21:37:00.000Z'));
    const booked = await book({ activityId: 'nz-canyon-swing', sessionId: swing, tickets: [{ variationId: 'nz-canyon-swing-tandem', quantity: 1, participants: 2 }], riders: 'asBooked' });
    const pool = new Pool({ connectionString: database.url });
    try {
      expect(await readyRidersOfBooking(pool, booked.bookingId)).toBe(2);
      // Run again: nothing more is named or signed.
      expect(await readyRidersOfBooking(pool, booked.bookingId)).toBe(0);
    } finally {
      await pool.end();
    }
    const verdict = await scan(gate, booked.tickets[0].text, { people: 2 });
    expect(verdict.verdict).toBe('valid');
    expect(verdict.verdict === 'valid' && verdict.ticket.riders).toMatchObject({ verdict: 'ready', riders: [{ ageToday: 40, waiver: 'signed', problems: [] }, { waiver: 'signed', problems: [] }] });
  });
});

describe('offline scanners', () => {
  const minutes = (n: number) => later(n * 60_000);
  // Synced half an hour on: after the check-ins these tests date a few minutes after NOW.
  const sync = (staff: StaffMember, device: string, gateName: string, checkIns: { id: string; code: string; people: number; at: Date }[], now = minutes(30)) =>
    syncOfflineCheckIns(staff, { parkId: QUEENSTOWN, device, gate: gateName, checkIns }, { now, database: database.db });
  const admitted = async (code: string) => Number((await checkInRows(code)).filter((row) => !row.undone).reduce((sum, row) => sum + row.people, 0));

  it('keeps the park’s tickets of today and tomorrow with their people, the revoked codes and the keys; only for staff of the park', async () => {
    const today = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-family', quantity: 1, participants: 4 }] });
    const tomorrow = await book({ sessionId: sessions.tomorrow, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const cancelled = await book({ sessionId: sessions.noon, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }], status: 'cancelled' });
    const elsewhere = await book({ localeId: 'rotorua', activityId: 'ro-redwood-zipline', sessionId: sessions.rotorua, tickets: [{ variationId: 'ro-redwood-zipline-adult', quantity: 1 }] });
    const unnamed = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }], riders: 'asBooked' });
    // Paid, then moved to a dearer session by the desk: the difference still due, as the gate reads it.
    const owing = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const action = randomUUID();
    await database.db.execute(sql`insert into order_actions (id, order_id, kind, idempotency_key, actor, detail) values (${action}, ${owing.orderId}, 'move', ${randomUUID()}, 'test', '{}'::jsonb)`);
    await database.db.execute(sql`insert into order_charges (order_id, action_id, amount, currency, reason, token) values (${owing.orderId}, ${action}, 1200, 'NZD', 'move', ${randomUUID()})`);
    await scan(gate, today.tickets[0].text, { people: 1 });

    const day = (await scannerDay(gate, QUEENSTOWN, { now: NOW, database: database.db }))!;
    expect(day.days).toEqual([TODAY, '2030-03-12']);
    expect(day.timeZone).toBe('Pacific/Auckland');
    expect(day.unknownTickets).toBe('refuse');
    expect(day.keys).toEqual(publishedTicketKeys());
    const listed = new Map(day.tickets.map((ticket) => [ticket.code, ticket]));
    expect(listed.get(today.tickets[0].code)).toMatchObject({ people: 4, admitted: 1, payAtDesk: false, sessionId: sessions.morning, day: TODAY, riders: 'ready' });
    expect(listed.get(tomorrow.tickets[0].code)).toMatchObject({ people: 1, admitted: 0, sessionId: sessions.tomorrow, day: '2030-03-12' });
    // Its riders as the gate would rule on them: not named yet, so the scanner refuses it offline too.
    expect(listed.get(unnamed.tickets[0].code)).toMatchObject({ riders: 'ridersMissing' });
    expect(listed.get(owing.tickets[0].code)).toMatchObject({ payAtDesk: true });
    expect((await scan(gate, owing.tickets[0].text)).verdict).toBe('payAtDesk');
    expect(listed.has(cancelled.tickets[0].code)).toBe(false);
    expect(day.revoked).toContain(cancelled.tickets[0].code);
    expect(listed.has(elsewhere.tickets[0].code)).toBe(false);
    expect(await scannerDay(rotoruaGate, QUEENSTOWN, { now: NOW, database: database.db })).toBeNull();
  });

  it('counts a family pass two gates let in offline once, reports the conflict with both gates and times, and a retried sync changes nothing', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-family', quantity: 1, participants: 4 }] });
    const { code } = booked.tickets[0];
    const north = [{ id: randomUUID(), code, people: 4, at: minutes(1) }];
    const south = [{ id: randomUUID(), code, people: 4, at: minutes(3) }];
    expect(await sync(gate, 'north-phone', 'North gate', north)).toEqual({ ok: true, applied: 1, duplicates: 0, conflicts: [] });
    expect(await sync(chineseGate, 'south-phone', 'South gate', south)).toEqual({ ok: true, applied: 0, duplicates: 0, conflicts: [{ id: south[0].id, code, reason: 'alreadyAdmitted', people: 4, counted: 0 }] });
    // Both syncs again (a lost answer): nothing more.
    expect(await sync(gate, 'north-phone', 'North gate', north)).toEqual({ ok: true, applied: 0, duplicates: 1, conflicts: [] });
    expect(await sync(chineseGate, 'south-phone', 'South gate', south)).toEqual({ ok: true, applied: 0, duplicates: 1, conflicts: [] });
    expect(await admitted(code)).toBe(4);
    // An online scan after it finds the pass used up.
    expect((await scan(gate, booked.tickets[0].text)).verdict).toBe('alreadyCheckedIn');

    const [conflict] = (await checkInConflicts(database.db, QUEENSTOWN, TODAY, 'Pacific/Auckland')).filter((found) => found.code === code);
    expect(conflict).toMatchObject({ bookingId: booked.bookingId, reason: 'alreadyAdmitted', people: 4, counted: 0, device: 'south-phone', gate: 'South gate', scannedAt: minutes(3) });
    expect(conflict.others).toEqual([{ gate: 'North gate', device: 'north-phone', at: minutes(1), people: 4 }]);
  });

  it('counts nobody a scanner let in on a ticket cancelled after its last sync, or on a code no ticket has, and says so', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }], status: 'refund_due' });
    const result = await sync(gate, 'north-phone', 'North gate', [
      { id: randomUUID(), code: booked.tickets[0].code, people: 1, at: minutes(2) },
      { id: randomUUID(), code: 'T23456789XYZ', people: 2, at: minutes(2) },
    ]);
    expect(result.ok && result.conflicts.map((found) => [found.reason, found.counted])).toEqual([
      ['notStanding', 0],
      ['unknownTicket', 0],
    ]);
    expect(await admitted(booked.tickets[0].code)).toBe(0);
  });

  it('refuses a sync from another park’s staff, and one that is not well formed, changing nothing', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const scanOf = (extra = {}) => ({ id: randomUUID(), code: booked.tickets[0].code, people: 1, at: minutes(1), ...extra });
    expect(await sync(rotoruaGate, 'x', 'X', [scanOf()])).toEqual({ ok: false, reason: 'notAllowed' });
    for (const bad of [scanOf({ id: 'not-a-uuid' }), scanOf({ people: 0 }), scanOf({ people: 1.5 }), scanOf({ code: '<script>' }), scanOf({ at: new Date(Number.NaN) })]) {
      expect(await sync(gate, 'north-phone', 'North gate', [scanOf(), bad])).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await sync(gate, '   ', 'North gate', [scanOf()])).toEqual({ ok: false, reason: 'invalid' });
    // More than one request may carry (OFFLINE_SYNC_MAX): sent in turns by the scanner, refused whole here.
    expect(await sync(gate, 'north-phone', 'North gate', Array.from({ length: OFFLINE_SYNC_MAX + 1 }, () => scanOf()))).toEqual({ ok: false, reason: 'invalid' });
    expect(await admitted(booked.tickets[0].code)).toBe(0);
  });

  it('counts a check-in from a device whose clock runs hours fast, dated at the sync', async () => {
    const booked = await book({ sessionId: sessions.morning, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
    const ahead = { id: randomUUID(), code: booked.tickets[0].code, people: 1, at: minutes(180) };
    expect(await sync(gate, 'fast-phone', 'North gate', [ahead])).toEqual({ ok: true, applied: 1, duplicates: 0, conflicts: [] });
    const { rows } = await database.db.execute<{ at: Date }>(sql`select c.at from ticket_check_ins c where c.offline_id = ${ahead.id}`);
    expect(new Date(rows[0].at)).toEqual(minutes(30));
  });

  it('model: whatever the devices, their order and retries, a ticket counts min(its people, those let in), each check-in once', async () => {
    // A seeded generator: the same sequences every run, so a failure is reproducible.
    let seed = 20301;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed >>> 16) % n;
    };
    for (let round = 0; round < 12; round += 1) {
      const booked = await book({
        sessionId: sessions.morning,
        tickets: [
          { variationId: 'nz-zipline-adult', quantity: 2 },
          { variationId: 'nz-zipline-family', quantity: 1, participants: 4 },
        ],
      });
      const codes = booked.tickets.map((ticket) => ticket.code);
      const total = async (code: string) => (await database.db.execute<{ people: number }>(sql`select v.participants as people from tickets t join variations v on v.id = t.variation_id where t.code = ${code}`)).rows[0].people;
      const devices = Array.from({ length: 3 }, (_, d) =>
        Array.from({ length: 1 + random(4) }, (_, i) => ({ id: randomUUID(), code: codes[random(codes.length)], people: 1 + random(4), at: later((d + i * 3) * 1000) })),
      );
      // Each device syncs once or twice (a retry), in a random order, sometimes with its list shuffled.
      const syncs = devices.flatMap((scans, d) => Array.from({ length: 1 + random(2) }, () => ({ d, scans: random(2) ? [...scans].reverse() : scans })));
      for (let i = syncs.length - 1; i > 0; i -= 1) {
        const j = random(i + 1);
        [syncs[i], syncs[j]] = [syncs[j], syncs[i]];
      }
      for (const { d, scans } of syncs) expect((await sync(gate, `device-${d}`, `Gate ${d}`, scans)).ok).toBe(true);

      const all = devices.flat();
      const { rows: counted } = await database.db.execute<{ offline_id: string; people: number }>(sql`select offline_id, people from ticket_check_ins where offline_id = any(${`{${all.map((s) => s.id).join(',')}}`}::uuid[])`);
      const { rows: lost } = await database.db.execute<{ offline_id: string; people: number; counted: number }>(sql`select offline_id, people, counted from check_in_conflicts where offline_id = any(${`{${all.map((s) => s.id).join(',')}}`}::uuid[])`);
      for (const scanned of all) {
        const rows = counted.filter((row) => row.offline_id === scanned.id);
        const conflicts = lost.filter((row) => row.offline_id === scanned.id);
        // Each check-in once: at most one row of each, and what it counted plus what it lost is what it let in.
        expect(rows.length, `round ${round}`).toBeLessThanOrEqual(1);
        expect(conflicts.length, `round ${round}`).toBeLessThanOrEqual(1);
        expect(rows.length + conflicts.length, `round ${round}`).toBeGreaterThan(0);
        const countedPeople = rows[0]?.people ?? 0;
        if (conflicts[0]) expect(conflicts[0]).toMatchObject({ people: scanned.people, counted: countedPeople });
        else expect(countedPeople).toBe(scanned.people);
      }
      for (const code of codes) {
        const asked = all.filter((scanned) => scanned.code === code).reduce((sum, scanned) => sum + scanned.people, 0);
        // Never more than the ticket admits, and nobody it admits left uncounted.
        expect(await admitted(code), `round ${round}, ${code}`).toBe(Math.min(await total(code), asked));
      }
    }
  });
});
