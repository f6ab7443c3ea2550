import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { deliverDueMail } from '@/lib/server/mail/outbox';
import { closeMailTransport } from '@/lib/server/mail/transport';
import { verifyBookingLink } from '@/lib/server/orders';
import { closeDb } from '@/lib/server/platform/db/client';
import { currentWaiverText, remindRiders, riderSeats, saveRider, signWaiver, verifyRiderLink } from '@/lib/server/riders';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { placeOrder, type Placed } from '../helpers/place-order';
import { readyRiders } from '../helpers/riders';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The riders' reminder (lib/server/riders/rider-reminders.ts) on a real PostgreSQL and through a real SMTP
 * server: two days before the visit, the buyer of a booking with riders still to name or sign gets each
 * such rider's own link and the My booking link, in the booking's language, once; a ready booking, a
 * cancelled ticket and a visit further off get nothing.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let day: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('MAIL_FROM', 'Summit Rush <bookings@summitrush.example>');
  vi.stubEnv('LOG_LEVEL', 'silent');
  database = await createTestDatabase();
  await seedIfEmpty(database.db, 'http://127.0.0.1:9');
  // Pay on arrival reserves at once here: a reservation is a booking its buyer comes to.
  await database.db.execute(sql`update parks set reservation_confirmation = false where id = 'queenstown'`);
  invalidateCatalogue();
  invalidateLocales();
  day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await materialiseSessions(database.db, day, 4);
});
afterAll(async () => {
  closeMailTransport();
  await smtp.close();
  await closeDb();
  await database.drop();
});

let sessions = 0;
const book = (slug: 'zipline' | 'luge', variation: string, quantity = 1, date = day): Promise<Placed> =>
  placeOrder('http://127.0.0.1:9', { date, gatewayId: 'nz-arrival', quantity, slug, variationId: variation, session: sessions++ });
/** The reminders received for a booking (its confirmation and tickets come too). */
const messagesFor = async (bookingId: string): Promise<ParsedMail[]> =>
  (await Promise.all(smtp.inbox.map((message) => simpleParser(message.raw)))).filter((mail) => mail.subject?.includes(bookingId) && /^(Before your visit|到訪前)/.test(mail.subject));
const born = (years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
const hoursBefore = (placed: Placed, hours: number) => new Date(placed.startsAt.getTime() - hours * 3_600_000);

describe('the riders’ reminder', () => {
  it('mails the buyer, once, each rider still to name or sign with their own link, in the booking’s language; nothing for a ready booking', async () => {
    const family = await book('zipline', 'nz-zipline-family');
    await database.db.execute(sql`update orders set language = 'zh-Hant' where id = ${family.orderId}`);
    const seats = await riderSeats(database.db, { orderId: family.orderId });
    const ref = (seat: number) => ({ orderId: family.orderId, ticketCode: seats[seat].ticketCode, seat });
    expect((await saveRider(ref(0), { name: 'Mere Ngata', dateOfBirth: born(40), heightCm: 165, weightKg: 60 }, 'start')).ok).toBe(true);
    expect((await saveRider(ref(1), { name: 'Tama Ngata', dateOfBirth: born(10), heightCm: 135, weightKg: 30 }, 'start')).ok).toBe(true);
    const text = (await currentWaiverText(database.db, 'queenstown-release', 'en'))!;
    const signed = await signWaiver(
      ref(0),
      { signer: { name: 'Mere Ngata', email: null, guardianRelationship: null, drawing: null }, waiverTextId: text.id, language: 'en', client: { address: '203.0.113.9', userAgent: 'test' }, emailRequired: false },
      'start');
    expect(signed.ok).toBe(true);
    const ready = await book('zipline', 'nz-zipline-adult');
    await readyRiders(database.db, ready.orderId);
    // Reminded when two days off, not before.
    expect(await remindRiders(hoursBefore(family, 49))).toBe(0);
    const now = hoursBefore(family, 47);
    expect(hoursBefore(ready, 47).getTime() - now.getTime()).toBeLessThan(12 * 3_600_000);
    expect(await remindRiders(now)).toBe(1);
    // Once: a second run, or another instance's, queues nothing more.
    expect(await Promise.all([remindRiders(now), remindRiders(new Date(now.getTime() + 3_600_000))])).toEqual([0, 0]);

    await deliverDueMail(new Date(Date.now() + 60_000));
    const [mail, ...more] = await messagesFor(family.bookingId);
    expect(more).toEqual([]);
    expect(await messagesFor(ready.bookingId)).toEqual([]);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(family.email);
    expect(mail.subject).toBe(`到訪前：請完成參加者資料（${family.bookingId}，Summit Rush Queenstown）`);
    const body = mail.text ?? '';
    expect(body).toContain('您的訂單有3位參加者尚未準備好');
    // The signed rider is not listed; the child signs (a guardian for them); two seats are to be named.
    expect(body).not.toContain('Mere Ngata\n');
    expect(body).toContain('Tama Ngata');
    expect(body.match(/參加者 \d：尚未填寫/g)).toEqual(['參加者 3：尚未填寫', '參加者 4：尚未填寫']);
    const links = [...body.matchAll(/http:\/\/127\.0\.0\.1:9\/rider\/([\w.-]+)/g)].map((match) => match[1]);
    expect(links).toHaveLength(3);
    const riderIds = links.map((token) => verifyRiderLink(token, now));
    const after = await riderSeats(database.db, { orderId: family.orderId });
    expect(riderIds).toEqual([1, 2, 3].map((seat) => ({ ok: true, riderId: after[seat].riderId, until: 'start' })));
    const manage = /http:\/\/127\.0\.0\.1:9\/my-booking\/([\w.-]+)/.exec(body)?.[1];
    expect(manage && verifyBookingLink(manage, now)?.orderId).toBe(family.orderId);
  });

  it('names only what is left in English, and reminds no cancelled ticket nor a visit further off', async () => {
    const luge = await book('luge', 'nz-luge-five-rides', 2);
    const cancelled = await book('zipline', 'nz-zipline-adult');
    await database.db.execute(sql`update tickets set cancelled_at = now() where order_item_id in (select id from order_items where order_id = ${cancelled.orderId})`);
    const later = await book('zipline', 'nz-zipline-adult', 1, new Date(Date.parse(day) + 3 * 86_400_000).toISOString().slice(0, 10));
    const now = hoursBefore(luge, 47);
    expect(await remindRiders(now)).toBe(1);
    await deliverDueMail(new Date(Date.now() + 60_000));
    const [mail] = await messagesFor(luge.bookingId);
    expect(mail.subject).toBe(`Before your visit: your riders (${luge.bookingId}, Summit Rush Queenstown)`);
    // The luge asks no waiver: its riders are only to be named.
    expect(mail.text).toContain('2 riders of your booking are not ready to ride yet.');
    expect(mail.text?.match(/To do: name this rider\./g)).toHaveLength(2);
    expect(mail.text).not.toContain('Sign the waiver');
    expect(mail.text).not.toContain('sign their waiver');
    expect(await messagesFor(cancelled.bookingId)).toEqual([]);
    expect(await messagesFor(later.bookingId)).toEqual([]);
  });
});
