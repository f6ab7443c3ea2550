import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { GetMyBookingDocument } from '@/graphql/generated/operations';
import { seedDemoStaff } from '@/demo/staff';
import { bookingIcs, ticketsPdf } from '@/lib/server/booking-documents';
import { scanTicket } from '@/lib/server/check-in';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { executableSchema, staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { signBookingLink } from '@/lib/server/orders';
import { bookingDocumentOf } from '@/lib/server/my-booking/documents';
import { openMyBooking } from '@/lib/server/my-booking/my-booking';
import { ticketQrText } from '@/lib/server/orders';
import { closeDb } from '@/lib/server/platform/db/client';
import { confirmChargePayment, startChargePayment } from '@/lib/server/payments/payment-service';
import { materialiseSessions, setSessionsClosed } from '@/lib/server/sessions/session-repository';
import { findStaffByEmail } from '@/lib/server/staff';
import { eventsInIcs, pdfPageTexts, qrTextsInPdf } from '../helpers/booking-documents';
import { placeOrder, type Placed } from '../helpers/place-order';
import { startSandboxServer } from '../helpers/sandbox-server';
import { onSite, type Answer } from '../helpers/on-site';
import { createTestDatabase } from '../helpers/test-database';

/*
 * A visitor's own booking (issue #24) through the public API on a real PostgreSQL, with orders paid through
 * the payment sandbox: the signed link, the page's data, and the visitor's cancel and reschedule going
 * through the order desk's actions under the park's policy (demo: move up to 24 h before, cancel up to
 * 48 h, money back or onto a gift card with 10% on top).
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date();
const TZ = 'Pacific/Auckland';

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 30);
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** The park's day `offset` days ahead that is a weekday (Mon–Thu: no weekend uplift), or a Saturday. */
function parkDay(offset: number, kind: 'weekday' | 'saturday'): string {
  for (let extra = 0; extra < 14; extra++) {
    const date = new Date(NOW.getTime() + (offset + extra) * 86_400_000);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }).formatToParts(date);
    const part = (type: string) => local.find((p) => p.type === type)!.value;
    const weekday = part('weekday');
    const day = `${part('year')}-${part('month')}-${part('day')}`;
    // Clear of the demo's peak days (demo/content/booking-rules.ts), which cost more on any weekday.
    if (day >= '2026-12-26' && day <= '2027-01-02') continue;
    if (kind === 'saturday' ? weekday === 'Sat' : ['Mon', 'Tue', 'Wed', 'Thu'].includes(weekday)) return day;
  }
  throw new Error('no such day');
}

const BOOKING = `query ($token: String!) { myBooking(token: $token) { __typename
  ... on MyBookingProblem { code }
  ... on MyBooking { linkExpiresAt order { bookingId status } park { name address mapUrl timeZone }
    tickets { code qrText qrImage people cancelled closed session { id startsAt } reschedule { allowed until refusal } cancel { allowed until refusal } }
    sessions { session { id } googleCalendarUrl } payments { kind amount { amount } method status payPath }
    policy { rescheduleHoursBefore cancelHoursBefore refundTo giftCardBonusPercent } pdfPath icsPath } } }`;
const CHANGE = `problem payPath giftCardMailedTo`;
const CANCEL = `mutation ($token: String!, $codes: [String!]!, $refundTo: RefundTo!, $key: String!) {
  cancelMyTickets(token: $token, ticketCodes: $codes, refundTo: $refundTo, idempotencyKey: $key) { ${CHANGE} } }`;
const MOVE = `mutation ($token: String!, $codes: [String!]!, $sessionId: ID!, $difference: Int!, $key: String!) {
  rescheduleMyTickets(token: $token, ticketCodes: $codes, sessionId: $sessionId, expectedDifference: $difference, idempotencyKey: $key) { ${CHANGE} } }`;
const OPTIONS = `query ($token: String!, $codes: [String!]!, $date: Date!) {
  myBookingMoveOptions(token: $token, ticketCodes: $codes, date: $date) { session { id startsAt remaining } priceDifference } }`;
const QUOTE = `query ($token: String!, $codes: [String!]!) { myCancellationQuote(token: $token, ticketCodes: $codes) { amount { amount } giftCardBonus { amount } differenceReturned { amount } } }`;
const MONEY = `query ($token: String!) { myBooking(token: $token) { ... on MyBooking { order { total { amount } } differencesPaid { amount } total { amount }
  payments { kind amount { amount } method status } } } }`;
const CHARGE = `query ($token: String!) { getCharge(token: $token) { status myBookingPath } }`;

/** The visitor pays a charge through its link's page: the sandbox's hosted page (Approve), then the page's check. */
async function payCharge(payPath: string) {
  const token = payPath.replace(/^\/pay\//, '');
  const started = await startChargePayment(token, sandbox.origin);
  expect(started.action?.kind).toBe('redirect');
  const response = await fetch((started.action as { url: string }).url, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(response.status).toBe(303);
  expect((await confirmChargePayment(token)).outcome).toBe('PAID');
  return token;
}

/** A paid booking of Queenstown's luge; each test its own session of the day, so none fills another's. */
async function booked(date: string, quantity: number, session: number): Promise<Placed & { token: string; codes: string[] }> {
  const placed = await placeOrder(sandbox.origin, { date, quantity, session }, NOW);
  const { token } = signBookingLink(placed.orderId, NOW);
  const codes = (await rows<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${placed.orderId} order by t.code`)).map((r) => r.code);
  return { ...placed, token, codes };
}

async function setPolicy(values: { reschedule: number | null; cancel: number | null; refundTo?: string }) {
  await database.db.execute(sql`update parks set reschedule_hours_before = ${values.reschedule}, cancel_hours_before = ${values.cancel},
    cancel_refund_to = ${values.refundTo ?? 'choice'} where id = 'queenstown'`);
  invalidateLocales();
}

describe('the My booking link', () => {
  it('opens the booking on any site of its park, and says an expired link is expired', async () => {
    const booking = await booked(parkDay(4, 'weekday'), 3, 1);
    const page = await onSite('nz', BOOKING, { token: booking.token });
    expect(page.myBooking.__typename).toBe('MyBooking');
    expect(page.myBooking.order.bookingId).toBe(booking.bookingId);
    expect(page.myBooking.park).toMatchObject({ name: 'Summit Rush Queenstown', address: '88 Skyline Road, Queenstown 9300, New Zealand', timeZone: TZ });
    expect(page.myBooking.park.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    // Each ticket's QR code is its signed text, drawn as an SVG image.
    expect(page.myBooking.tickets.map((t: { qrText: string }) => t.qrText).sort()).toEqual(booking.codes.map(ticketQrText).sort());
    expect(page.myBooking.tickets[0].qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(page.myBooking.sessions).toHaveLength(1);
    expect(page.myBooking.sessions[0].googleCalendarUrl).toContain('ctz=Pacific%2FAuckland');
    // The calendar event leads to this booking's own page (the link it was opened with), not the site's home.
    expect(new URL(page.myBooking.sessions[0].googleCalendarUrl).searchParams.get('details')).toMatch(new RegExp(`^Your booking and tickets: http://nz\\.localhost(:\\d+)?/my-booking/${booking.token}$`, 'm'));
    expect(page.myBooking.payments).toEqual([expect.objectContaining({ kind: 'payment', method: 'gateway', status: 'done' })]);
    expect(page.myBooking.policy).toEqual({ rescheduleHoursBefore: 24, cancelHoursBefore: 48, refundTo: ['original', 'gift_card'], giftCardBonusPercent: 10 });
    expect(page.myBooking.pdfPath).toBe(`/my-booking/${booking.token}/tickets.pdf`);

    // The page's own operation (graphql/operations/get-my-booking.graphql) answers without errors.
    const operation = await execute({
      schema: executableSchema(),
      document: GetMyBookingDocument,
      variableValues: { token: booking.token },
      contextValue: { locale: (await findLocaleById('nz'))!, anonymousToken: null, origin: 'http://nz.localhost', clientAddress: null },
    });
    expect(operation.errors).toBeUndefined();
    expect(operation.data?.myBooking).toMatchObject({ __typename: 'MyBooking' });

    // Another park's site does not open it; a forged link neither; an old one says it expired.
    expect((await onSite('hk', BOOKING, { token: booking.token })).myBooking).toEqual({ __typename: 'MyBookingProblem', code: 'NOT_FOUND' });
    expect((await onSite('nz', BOOKING, { token: `${booking.token.slice(0, -2)}xx` })).myBooking.code).toBe('NOT_FOUND');
    const old = signBookingLink(booking.orderId, new Date(NOW.getTime() - 8 * 86_400_000)).token;
    expect((await onSite('nz', BOOKING, { token: old })).myBooking.code).toBe('LINK_EXPIRED');
  });

  it('draws the PDF with one QR code per standing ticket, each its signed text', async () => {
    const booking = await booked(parkDay(4, 'weekday'), 2, 2);
    const opened = await openMyBooking(booking.token, { locale: (await findLocaleById('nz'))! });
    if (!opened.ok) throw new Error(opened.code);
    const doc = await bookingDocumentOf(opened.source, (await findLocaleById('nz'))!, booking.token);
    const pdf = await ticketsPdf(doc);
    expect((await qrTextsInPdf(pdf)).sort()).toEqual(booking.codes.map(ticketQrText).sort());
    // The calendar file's event: its link and its description name the booking's My booking page.
    const [event] = eventsInIcs(bookingIcs(doc, NOW));
    expect(event.url).toMatch(new RegExp(`^http://nz\\.localhost(:\\d+)?/my-booking/${booking.token}$`));
    expect(event.description).toContain(event.url);
    // The PDF's tickets go to the riders: it names the site, never that page (a guard).
    expect((await pdfPageTexts(pdf)).join(' ')).not.toContain('/my-booking/');
  });

  it("gives a ticket's session where and when it admits, and no day's prices it would have to make up", async () => {
    const booking = await booked(parkDay(4, 'weekday'), 1, 2);
    const page = (await onSite('nz', BOOKING, { token: booking.token })).myBooking;
    expect(page.tickets[0].session.id).toBe(booking.sessionId);
    // My booking sells nothing: its sessions have no places left nor prices to answer (MySession).
    const asked = parse(`query ($token: String!) { myBooking(token: $token) { ... on MyBooking { tickets { session { prices { variationId } } } } } }`);
    expect(validate(executableSchema(), asked).map((error) => error.message)).toEqual(['Cannot query field "prices" on type "MySession".']);
  });
});

describe("the visitor's own changes", () => {
  it('cancels a ticket onto a gift card with the park’s bonus, once however often it is retried', async () => {
    await setPolicy({ reschedule: 24, cancel: 48 });
    const booking = await booked(parkDay(4, 'weekday'), 3, 3);
    const quote = (await onSite('nz', QUOTE, { token: booking.token, codes: [booking.codes[0]] })).myCancellationQuote;
    expect(quote.amount.amount).toBeGreaterThan(0);
    expect(quote.giftCardBonus.amount).toBe(Math.floor(quote.amount.amount / 10));
    const key = `visitor-cancel-${booking.bookingId}`;
    const first = (await onSite('nz', CANCEL, { token: booking.token, codes: [booking.codes[0]], refundTo: 'gift_card', key })).cancelMyTickets;
    expect(first.problem).toBeNull();
    // The card is money: its code goes to the booking's own mailbox, never to whoever holds the link.
    expect(first.giftCardMailedTo).toBe(`${booking.email[0]}•••@${booking.email.split('@')[1]}`);
    expect(JSON.stringify(first)).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    const again = (await onSite('nz', CANCEL, { token: booking.token, codes: [booking.codes[0]], refundTo: 'gift_card', key })).cancelMyTickets;
    expect(again.problem).toBeNull();
    // One refund row, one card: its ledger is the refund and the park's bonus, summing to both.
    const refunds = await rows<{ amount: number; method: string }>(sql`select amount, method from refunds where order_id = ${booking.orderId}`);
    expect(refunds).toEqual([{ amount: quote.amount.amount, method: 'gift_card' }]);
    const ledger = await rows<{ reason: string; amount: number }>(sql`
      select t.reason, t.amount from gift_card_transactions t join refunds r on r.gift_card_id = t.gift_card_id where r.order_id = ${booking.orderId} order by t.reason desc`);
    expect(ledger).toEqual([
      { reason: 'refund', amount: quote.amount.amount },
      { reason: 'bonus', amount: quote.giftCardBonus.amount },
    ]);
    const [order] = await rows<{ status: string }>(sql`select status from orders where id = ${booking.orderId}`);
    expect(order.status).toBe('partially_cancelled');
    const [action] = await rows<{ actor: string; staff_id: string | null }>(sql`select actor, staff_id from order_actions where order_id = ${booking.orderId}`);
    expect(action).toEqual({ actor: `visitor ${booking.email}`, staff_id: null });
  });

  it('refuses a change outside the policy, and allows it for a session the park closed', async () => {
    const booking = await booked(parkDay(4, 'weekday'), 3, 4);
    // 30 days' notice: too late for a session 4 days away.
    await setPolicy({ reschedule: 720, cancel: 720, refundTo: 'gift_card' });
    const page = (await onSite('nz', BOOKING, { token: booking.token })).myBooking;
    expect(page.tickets[0].cancel).toMatchObject({ allowed: false, refusal: 'tooLate' });
    const late = (await onSite('nz', CANCEL, { token: booking.token, codes: [booking.codes[0]], refundTo: 'gift_card', key: `late-${booking.bookingId}` })).cancelMyTickets;
    expect(late.problem).toBe('TOO_LATE');
    await setPolicy({ reschedule: null, cancel: null, refundTo: 'gift_card' });
    const off = (await onSite('nz', CANCEL, { token: booking.token, codes: [booking.codes[0]], refundTo: 'gift_card', key: `off-${booking.bookingId}` })).cancelMyTickets;
    expect(off.problem).toBe('NOT_OFFERED');
    expect(await rows(sql`select id from refunds where order_id = ${booking.orderId}`)).toEqual([]);

    // The park closes the session: the visitor may cancel, and have the money back to the payment even
    // though the policy says gift cards only.
    await setSessionsClosed(database.db, [booking.sessionId], { reason: 'High winds', at: NOW });
    const closed = (await onSite('nz', BOOKING, { token: booking.token })).myBooking;
    expect(closed.tickets[0]).toMatchObject({ closed: true, cancel: { allowed: true }, reschedule: { allowed: true } });
    const refunded = (await onSite('nz', CANCEL, { token: booking.token, codes: booking.codes, refundTo: 'original', key: `closed-${booking.bookingId}` })).cancelMyTickets;
    expect(refunded.problem).toBeNull();
    expect(await rows(sql`select method from refunds where order_id = ${booking.orderId}`)).toEqual([{ method: 'gateway' }]);
    await setPolicy({ reschedule: 24, cancel: 48 });
  });

  it('moves tickets to a dearer session: new codes, the old ones refused at the gate, the difference a charge to pay', async () => {
    await setPolicy({ reschedule: 24, cancel: 48 });
    const booking = await booked(parkDay(4, 'weekday'), 2, 5);
    const saturday = parkDay(4, 'saturday');
    const options = (await onSite('nz', OPTIONS, { token: booking.token, codes: booking.codes, date: saturday })).myBookingMoveOptions;
    const target = options[0];
    expect(target.priceDifference).toBeGreaterThan(0);
    // A difference the visitor did not see refuses the move, changing nothing.
    const stale = (await onSite('nz', MOVE, { token: booking.token, codes: booking.codes, sessionId: target.session.id, difference: 1, key: `stale-${booking.bookingId}` })).rescheduleMyTickets;
    expect(stale.problem).toBe('PRICE_CHANGED');
    const key = `move-${booking.bookingId}`;
    const moved = (await onSite('nz', MOVE, { token: booking.token, codes: booking.codes, sessionId: target.session.id, difference: target.priceDifference, key })).rescheduleMyTickets;
    expect(moved.problem).toBeNull();
    expect(moved.payPath).toMatch(/^\/pay\/[\w-]+$/);
    const retried = (await onSite('nz', MOVE, { token: booking.token, codes: booking.codes, sessionId: target.session.id, difference: target.priceDifference, key })).rescheduleMyTickets;
    expect(retried.payPath).toBe(moved.payPath);
    const charges = await rows<{ amount: number; status: string }>(sql`select amount, status from order_charges where order_id = ${booking.orderId}`);
    expect(charges).toEqual([{ amount: target.priceDifference, status: 'due' }]);

    const now = (await rows<{ code: string; session_id: string }>(sql`
      select t.code, coalesce(t.session_id, i.session_id) as session_id from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${booking.orderId}`));
    expect(now.every((ticket) => ticket.session_id === target.session.id)).toBe(true);
    expect(now.map((ticket) => ticket.code).filter((code) => booking.codes.includes(code))).toEqual([]);
    // At the gate on the day: the old QR code names no ticket; the new one is valid.
    const gate = (await findStaffByEmail('gate@summit-rush.test'))!;
    const day = new Date(target.session.startsAt);
    expect((await scanTicket(gate, { text: ticketQrText(booking.codes[0]), parkId: 'queenstown' }, { now: day })).verdict).toBe('unknown');
    // The new one is the booking's, but its difference is not paid: the gate sends it to the desk for it.
    const owed = await scanTicket(gate, { text: ticketQrText(now[0].code), parkId: 'queenstown', people: 1 }, { now: day });
    expect(owed).toMatchObject({ verdict: 'payAtDesk', ticket: { dueOnArrival: { amount: target.priceDifference, currency: 'NZD' } } });
    // Nor may the visitor move again before paying it: the page says so, and the server refuses.
    const page = (await onSite('nz', BOOKING, { token: booking.token })).myBooking;
    expect(page.tickets.filter((t: { cancelled: boolean }) => !t.cancelled).map((t: { reschedule: unknown }) => t.reschedule)).toEqual(
      now.map(() => expect.objectContaining({ allowed: false, refusal: 'chargeDue' })),
    );
    expect(page.payments).toContainEqual(expect.objectContaining({ kind: 'charge', status: 'due', payPath: moved.payPath }));

    // Cancelling one of the two ends its share of that charge: the other's share is a new charge, its link in the answer.
    const cancelled = (await onSite('nz', CANCEL, { token: booking.token, codes: [now[0].code], refundTo: 'original', key: `cancel-${booking.bookingId}` })).cancelMyTickets;
    expect(cancelled.problem).toBeNull();
    const after = await rows<{ amount: number; status: string }>(sql`select amount, status from order_charges where order_id = ${booking.orderId} order by created_at`);
    expect(after).toEqual([
      { amount: target.priceDifference, status: 'cancelled' },
      { amount: target.priceDifference / 2, status: 'due' },
    ]);
    expect(cancelled.payPath).toMatch(/^\/pay\/[\w-]+$/);
    expect(cancelled.payPath).not.toBe(moved.payPath);
  });

  it('gives nothing back for a move to a dearer session and back, however often: the loop an attacker tried', async () => {
    await setPolicy({ reschedule: 24, cancel: 48, refundTo: 'gift_card' });
    await database.db.execute(sql`update parks set cheaper_difference_to = 'gift_card' where id = 'queenstown'`);
    invalidateLocales();
    try {
      const booking = await booked(parkDay(5, 'weekday'), 1, 6);
      const [paid] = await rows<{ total: number }>(sql`select total from orders where id = ${booking.orderId}`);
      const weekday = booking.sessionId;
      const saturday = (await onSite('nz', OPTIONS, { token: booking.token, codes: booking.codes, date: parkDay(5, 'saturday') })).myBookingMoveOptions[0];
      let codes = booking.codes;
      for (let round = 0; round < 3; round++) {
        const up = (await onSite('nz', MOVE, { token: booking.token, codes, sessionId: saturday.session.id, difference: saturday.priceDifference, key: `up-${round}-${booking.bookingId}` })).rescheduleMyTickets;
        expect(up.problem).toBeNull();
        codes = await standingCodes(booking.orderId);
        // Back to the weekday with the difference unpaid: refused, and the screen offers the link.
        const down = (await onSite('nz', MOVE, { token: booking.token, codes, sessionId: weekday, difference: -saturday.priceDifference, key: `down-${round}-${booking.bookingId}` })).rescheduleMyTickets;
        expect(down.problem).toBe('CHARGE_DUE');
        // Staff move it back for the visitor: the cheaper move offsets the unpaid charge and gives nothing back.
        const manager = (await findStaffByEmail('manager@summit-rush.test'))!;
        const back = await execute({
          schema: staffExecutableSchema(),
          document: parse(`mutation ($id: String!, $codes: [String!]!, $session: ID!, $key: String!) {
            moveTickets(bookingId: $id, ticketCodes: $codes, sessionId: $session, refundTo: gift_card, idempotencyKey: $key) { __typename ... on StaffOrderActionRefused { problem } } }`),
          variableValues: { id: booking.bookingId, codes, session: weekday, key: `back-${round}-${booking.bookingId}-key` },
          contextValue: { staff: manager, clientAddress: null },
        });
        expect(back.errors).toBeUndefined();
        expect((back.data as Answer).moveTickets).toEqual({ __typename: 'StaffOrderActionDone' });
      }
      const refunds = await rows(sql`select id from refunds where order_id = ${booking.orderId}`);
      expect(refunds).toEqual([]);
      const charges = await rows<{ status: string }>(sql`select status from order_charges where order_id = ${booking.orderId} order by created_at`);
      expect(charges.map((charge) => charge.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      // Nothing owed, nothing given back: the park holds what was paid, and the ticket admits on its day.
      const [order] = await rows<{ status: string; total: number }>(sql`select status, total from orders where id = ${booking.orderId}`);
      expect(order).toEqual({ status: 'paid', total: paid.total });
      const page = (await onSite('nz', BOOKING, { token: booking.token })).myBooking;
      expect(page.tickets[0].reschedule).toMatchObject({ allowed: true });
    } finally {
      await database.db.execute(sql`update parks set cheaper_difference_to = 'original' where id = 'queenstown'`);
      await setPolicy({ reschedule: 24, cancel: 48 });
    }
  });
});

describe('My booking after a paid difference', () => {
  it('leads from the paid charge to My booking, where the total includes the difference and the payment is listed once', async () => {
    await setPolicy({ reschedule: 24, cancel: 48 });
    const booking = await booked(parkDay(6, 'weekday'), 2, 7);
    const target = (await onSite('nz', OPTIONS, { token: booking.token, codes: booking.codes, date: parkDay(6, 'saturday') })).myBookingMoveOptions[0];
    const moved = (await onSite('nz', MOVE, { token: booking.token, codes: booking.codes, sessionId: target.session.id, difference: target.priceDifference, key: `paid-move-${booking.bookingId}` })).rescheduleMyTickets;
    expect(moved.problem).toBeNull();
    const chargeToken = await payCharge(moved.payPath);

    // "View your booking" on the charge's page: this booking's My booking page, by a link of its own.
    const charge = (await onSite('nz', CHARGE, { token: chargeToken })).getCharge;
    expect(charge.status).toBe('paid');
    expect(charge.myBookingPath).toMatch(/^\/my-booking\/[\w.-]+$/);
    const landed = (await onSite('nz', BOOKING, { token: charge.myBookingPath.replace('/my-booking/', '') })).myBooking;
    expect(landed.order.bookingId).toBe(booking.bookingId);

    // Its money adds up: the order as placed, the difference paid, and their sum; the charge's payment once.
    const [placed] = await rows<{ total: number }>(sql`select total from orders where id = ${booking.orderId}`);
    const money = (await onSite('nz', MONEY, { token: booking.token })).myBooking;
    expect(money.order.total.amount).toBe(placed.total);
    expect(money.differencesPaid.amount).toBe(target.priceDifference);
    expect(money.total.amount).toBe(placed.total + target.priceDifference);
    expect(money.payments).toEqual([
      { kind: 'payment', amount: { amount: placed.total }, method: 'gateway', status: 'done' },
      { kind: 'charge', amount: { amount: target.priceDifference }, method: 'gateway', status: 'done' },
    ]);

    // Cancelling one ticket onto a gift voucher: the offer says the difference's share goes back to the card, and so it does.
    const standing = await standingCodes(booking.orderId);
    const quote = (await onSite('nz', QUOTE, { token: booking.token, codes: [standing[0]] })).myCancellationQuote;
    expect(quote.differenceReturned.amount).toBe(target.priceDifference / 2);
    expect(quote.amount.amount).toBeGreaterThan(0);
    const one = (await onSite('nz', CANCEL, { token: booking.token, codes: [standing[0]], refundTo: 'gift_card', key: `paid-cancel-1-${booking.bookingId}` })).cancelMyTickets;
    expect(one.problem).toBeNull();
    const refunds = await rows<{ amount: number; method: string }>(sql`select amount, method from refunds where order_id = ${booking.orderId} order by method`);
    expect(refunds).toEqual([
      { amount: quote.differenceReturned.amount, method: 'gateway' },
      { amount: quote.amount.amount, method: 'gift_card' },
    ]);

    // The other too: the charge is refunded whole. Still listed once, as the payment, never as "no longer due".
    const other = (await onSite('nz', CANCEL, { token: booking.token, codes: [standing[1]], refundTo: 'original', key: `paid-cancel-2-${booking.bookingId}` })).cancelMyTickets;
    expect(other.problem).toBeNull();
    expect(await rows(sql`select status from order_charges where order_id = ${booking.orderId}`)).toEqual([{ status: 'refunded' }]);
    const after = (await onSite('nz', MONEY, { token: booking.token })).myBooking;
    expect(after.payments.filter((entry: { kind: string }) => entry.kind === 'charge')).toEqual([
      { kind: 'charge', amount: { amount: target.priceDifference }, method: 'gateway', status: 'done' },
    ]);
    // Each ticket's share of the order's payment and of the difference, given back apart.
    expect(after.payments.filter((entry: { kind: string }) => entry.kind === 'refund')).toHaveLength(4);
    expect(after.total.amount).toBe(placed.total + target.priceDifference);
  });
});

const standingCodes = async (orderId: string) =>
  (await rows<{ code: string }>(sql`select t.code from tickets t join order_items i on i.id = t.order_item_id where i.order_id = ${orderId} and t.cancelled_at is null order by t.code`)).map(
    (r) => r.code,
  );

