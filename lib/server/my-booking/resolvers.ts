import QRCode from 'qrcode';
import type { MyBookingChangeProblem, Resolvers } from '@/graphql/generated/resolvers';
import { textIn, toLanguage } from '@/lib/domain/language';
import { CONTACT_PATH, chargePaymentPath, myBookingIcsPath, myBookingPath, myBookingPdfPath, walletApplePassPath, walletGooglePassPath } from '@/lib/domain/paths';
import { groupOfOrder, invoiceUrlOf } from '../groups';
import { walletsOffered } from '@/lib/domain/wallet';
import type { RefundTo } from '@/lib/domain/self-service';
import { sessionStart } from '@/lib/domain/time';
import { getCatalogue } from '../activities';
import type { GraphQLContext } from '../locales';
import {
  chargesOfOrder,
  groupAdditionOptions,
  paymentsOfOrder,
  refundsOfOrder,
  signWalletPassLink,
  ticketQrText,
  ticketTypedText,
} from '../orders';
import { gatewayById } from '../payments';
import { env } from '../platform/config';
import { db } from '../platform/db/client';
import type { Texts } from '../platform/db/schema';
import { calendarEvents, googleCalendarUrl } from '../booking-documents';
import { bookingDocumentOf } from './documents';
import { findMyBooking } from './find-booking';
import { openMyBooking, ticketStates, type MyBookingParent, type MyBookingSessionParent } from './my-booking';
import { addMyGroupTickets, cancelMyTickets, myCancellationQuote, myMoveOptions, rescheduleMyTickets, type MyChangeOutcome, type MyChangeProblem } from './my-booking-actions';
import { answeredFieldProblems } from '@/lib/domain/form-validation';
import { differencesPaid, listedAsCharge, totalWithDifferences } from '@/lib/domain/booking-money';

/*
 * The My booking page's API (issue #24; lib/server/my-booking/my-booking.graphql). Every field starts from
 * the signed link: no link, no booking. Money and policy come from the server's own records.
 */

type Source = MyBookingParent;

/** The order's charges, read once per page however many of its fields need them (total, differencesPaid, payments). */
const chargesRead = new WeakMap<Source, ReturnType<typeof chargesOfOrder>>();
function chargesOf(source: Source): ReturnType<typeof chargesOfOrder> {
  let read = chargesRead.get(source);
  if (!read) chargesRead.set(source, (read = chargesOfOrder(db(), source.order.id)));
  return read;
}

const money = (amount: number, { locale }: GraphQLContext) => ({ amount, currency: locale.currency });

async function lookup(token: string, ctx: GraphQLContext) {
  const opening = await openMyBooking(token, ctx);
  return opening.ok ? { __typename: 'MyBooking' as const, ...opening.source, token } : { __typename: 'MyBookingProblem' as const, code: opening.code };
}

/** Where and when a ticket admits (MySession): no places nor prices of the day, which this page never sells. */
const mySession = (id: string, startsAt: Date, ctx: GraphQLContext, closed = false) => ({ id, ...sessionStart(startsAt, ctx.locale), closed });

/** A QR code as an SVG data: URL (the site's CSP allows data: images; no script draws it). */
const qrImage = async (text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(text, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' })).toString('base64')}`;

/**
 * A refusal as the visitor's API names it. A Record: a new desk code fails the type check until it has one.
 * The desk's codes a visitor's change cannot meet (it always agrees to a dearer session's charge, and takes
 * no payment at the desk) read as the booking not allowing it.
 */
const VISITOR_PROBLEM: Record<MyChangeProblem, MyBookingChangeProblem> = {
  NOT_ALLOWED_IN_STATUS: 'NOT_ALLOWED_IN_STATUS',
  NO_TICKETS: 'NO_TICKETS',
  UNKNOWN_TICKET: 'UNKNOWN_TICKET',
  TICKET_CHECKED_IN: 'TICKET_CHECKED_IN',
  NOTHING_DUE: 'NOT_ALLOWED_IN_STATUS',
  SESSION_NOT_FOUND: 'SESSION_NOT_FOUND',
  SESSION_STARTED: 'SESSION_STARTED',
  SESSION_FULL: 'SESSION_FULL',
  PRICE_DIFFERENCE_DUE: 'PRICE_CHANGED',
  NO_REFUNDABLE_PAYMENT: 'NO_REFUNDABLE_PAYMENT',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  NOT_OFFERED: 'NOT_OFFERED',
  TOO_LATE: 'TOO_LATE',
  PRICE_CHANGED: 'PRICE_CHANGED',
  REFUND_NOT_OFFERED: 'REFUND_NOT_OFFERED',
  CHARGE_DUE: 'CHARGE_DUE',
  BELOW_GROUP_SIZE: 'BELOW_GROUP_SIZE',
  GROUP_TOO_LARGE: 'GROUP_TOO_LARGE',
  LINK_EXPIRED: 'LINK_EXPIRED',
};

async function change(outcome: Promise<MyChangeOutcome>) {
  const done = await outcome;
  return { problem: done.problem ? VISITOR_PROBLEM[done.problem] : null, payPath: done.payPath, paysBalance: done.paysBalance, giftCardMailedTo: done.giftCardMailedTo };
}

const isRefundTo = (value: string): value is RefundTo => value === 'original' || value === 'gift_card';

export const myBookingResolvers: Resolvers = {
  Query: {
    myBooking: (_parent, { token }, ctx) => lookup(token, ctx),
    myBookingMoveOptions: async (_parent, { token, ticketCodes, date }, ctx) =>
      (await myMoveOptions(token, ctx, ticketCodes, date)).map((option) => ({
        session: mySession(option.sessionId, new Date(option.startsAt), ctx),
        remaining: option.remaining,
        soldOut: option.remaining <= 0,
        priceDifference: option.priceDifference,
      })),
    myCancellationQuote: async (_parent, { token, ticketCodes }, ctx) => {
      const quote = await myCancellationQuote(token, ctx, ticketCodes);
      return {
        amount: money(quote.amount, ctx),
        giftCardReturned: money(quote.giftCardReturned, ctx),
        giftCardBonus: money(quote.giftCardBonus, ctx),
        differenceReturned: money(quote.differenceReturned, ctx),
      };
    },
  },
  Mutation: {
    findMyBooking: async (_parent, { email, bookingId }, ctx) => {
      const result = await findMyBooking({ locale: ctx.locale, origin: ctx.origin, clientAddress: ctx.clientAddress, form: { email, bookingId: bookingId ?? '' } });
      if (result.kind === 'sent') return { __typename: 'FindMyBookingSent', sent: true };
      return {
        __typename: 'FindMyBookingProblem',
        code: result.code,
        fields: answeredFieldProblems(result.fields),
        retryAfterSeconds: result.retryAfterSeconds ?? null,
      };
    },
    rescheduleMyTickets: (_parent, { token, ticketCodes, sessionId, expectedDifference, idempotencyKey }, ctx) =>
      change(rescheduleMyTickets(token, ctx, ticketCodes, sessionId, expectedDifference, idempotencyKey)),
    cancelMyTickets: (_parent, { token, ticketCodes, refundTo, idempotencyKey }, ctx) =>
      change(cancelMyTickets(token, ctx, ticketCodes, isRefundTo(refundTo) ? refundTo : 'original', idempotencyKey)),
    addMyGroupTickets: (_parent, { token, sessionId, variationId, quantity, expectedAmount, idempotencyKey }, ctx) =>
      change(addMyGroupTickets(token, ctx, { sessionId, variationId, quantity }, expectedAmount, idempotencyKey)),
  },
  MyBookingLookup: { __resolveType: (lookup) => ('code' in lookup ? 'MyBookingProblem' : 'MyBooking') },
  MyBookingSession: {
    session: (entry, _args, ctx) => mySession(entry.sessionId, entry.startsAt, ctx),
    activity: async (entry) => (await getCatalogue()).activities.find((a) => a.id === entry.activityId)!,
  },
  MyBooking: {
    order: (source: Source) => source.order,
    linkExpiresAt: (source: Source) => source.linkExpiresAt.toISOString(),
    // The order's own total stays what was placed (its confirmation and analytics report it); the page adds
    // what moves to dearer sessions were paid since, so its money adds up with the payments it lists.
    differencesPaid: async (source: Source, _args, ctx) => money(differencesPaid(await chargesOf(source)), ctx),
    total: async (source: Source, _args, ctx) => money(totalWithDifferences(source.order.total, await chargesOf(source)), ctx),
    park: (source: Source, _args, ctx) => {
      // As the site asking (one of the park's: openMyBooking checked) says it, in its language.
      const address = (ctx.locale.address ?? source.site.address)?.trim() || null;
      const search = address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${source.park.name}, ${address}`)}` : null;
      return { name: ctx.locale.title, address, mapUrl: ctx.locale.mapUrl || source.site.mapUrl || search, timeZone: source.park.timeZone, contactPath: CONTACT_PATH };
    },
    tickets: async (source: Source, _args, ctx) => {
      const catalogue = await getCatalogue();
      const states = await ticketStates(source);
      // The wallets the booking's park offers on this server (its settings name the credentials' variables).
      const offered = walletsOffered(source.site.park?.walletSettings, process.env);
      const walletOf = (code: string) => {
        const ticket = source.order.tickets.find((t) => t.code === code);
        if (!ticket || (!offered.apple && !offered.google)) return null;
        const token = signWalletPassLink(ticket);
        return { applePassPath: offered.apple ? walletApplePassPath(token) : null, googlePassPath: offered.google ? walletGooglePassPath(token) : null, demo: env().demo };
      };
      return Promise.all(
        states.map(async (state) => {
          const standing = !state.cancelled;
          const qrText = standing ? ticketQrText(state.code) : '';
          return {
            code: state.code,
            qrText,
            typedText: standing ? ticketTypedText(state.code) : '',
            qrImage: standing ? await qrImage(qrText) : '',
            activity: catalogue.activities.find((a) => a.id === state.activityId)!,
            variation: catalogue.variationsByActivity.get(state.activityId)!.find((v) => v.id === state.variationId)!,
            people: state.people,
            session: mySession(state.sessionId, state.startsAt, ctx, state.closed),
            cancelled: state.cancelled,
            wallet: standing ? walletOf(state.code) : null,
            checkedIn: state.checkedIn,
            closed: state.closed,
            reschedule: { ...state.reschedule, until: state.reschedule.until?.toISOString() ?? null },
            cancel: { ...state.cancel, until: state.cancel.until?.toISOString() ?? null },
          };
        }),
      );
    },
    // One entry per session its standing tickets admit to, with the calendar event the .ics holds for it.
    sessions: async (source: Source, _args, ctx) => {
      const events = calendarEvents(await bookingDocumentOf(source, ctx.locale, source.token));
      const seen = new Map<string, MyBookingSessionParent>();
      for (const ticket of source.order.tickets) {
        if (ticket.cancelledAt || seen.has(ticket.sessionId)) continue;
        const line = source.order.lines.find((l) => l.id === ticket.orderItemId)!;
        const event = events.find((e) => e.startsAt.getTime() === ticket.startsAt.getTime() && e.uid.includes(`-${line.activityId.replace(/[^A-Za-z0-9-]/g, '')}-`))!;
        seen.set(ticket.sessionId, { sessionId: ticket.sessionId, startsAt: ticket.startsAt, activityId: line.activityId, googleCalendarUrl: googleCalendarUrl(event) });
      }
      return [...seen.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    },
    payments: async (source: Source, _args, ctx) => {
      const language = toLanguage(ctx.locale.locale);
      const [payments, refunds, charges] = await Promise.all([paymentsOfOrder(source.order.id), refundsOfOrder(source.order.id), chargesOf(source)]);
      // What was taken, not attempts that failed or were given up.
      const takenPayments = payments.filter((payment) => ['authorised', 'refund_requested', 'refunded'].includes(payment.status) && payment.amount > 0);
      const takenCharges = new Set(takenPayments.flatMap((payment) => (payment.chargeId ? [payment.chargeId] : [])));
      const taken = await Promise.all(
        takenPayments.map(async (payment) => {
          const gateway = payment.method === 'gateway' && payment.gatewayId ? await gatewayById(payment.gatewayId) : null;
          return {
            // A charge's payment reads as the difference it paid ("Price difference · done").
            kind: payment.chargeId ? ('charge' as const) : ('payment' as const),
            amount: money(payment.amount, ctx),
            at: payment.createdAt.toISOString(),
            method: payment.method,
            gatewayTitle: gateway ? textIn(gateway.texts as Texts<{ title: string }>, language).title : null,
            status: 'done' as const,
            payPath: null,
            sortAt: payment.createdAt,
          };
        }),
      );
      const givenBack = refunds.map((refund) => ({
        kind: 'refund' as const,
        amount: money(refund.amount, ctx),
        at: refund.createdAt.toISOString(),
        method: refund.method,
        gatewayTitle: null,
        status: refund.status === 'succeeded' ? ('done' as const) : refund.status === 'failed' ? ('failed' as const) : ('pending' as const),
        payPath: null,
        sortAt: refund.createdAt,
      }));
      // A charge a payment took is that payment above: listed once, never beside it as no longer due.
      const owed = charges.filter((charge) => listedAsCharge(charge, takenCharges)).map((charge) => ({
        kind: 'charge' as const,
        amount: money(charge.amount, ctx),
        at: charge.createdAt.toISOString(),
        method: 'gateway' as const,
        gatewayTitle: null,
        status: charge.status === 'due' ? ('due' as const) : ('cancelled' as const),
        payPath: charge.status === 'due' && charge.linkSent ? chargePaymentPath(charge.token) : null,
        sortAt: charge.createdAt,
      }));
      return [...taken, ...givenBack, ...owed].sort((a, b) => a.sortAt.getTime() - b.sortAt.getTime());
    },
    policy: (source: Source) => ({
      rescheduleHoursBefore: source.policy.rescheduleHoursBefore,
      cancelHoursBefore: source.policy.cancelHoursBefore,
      refundTo: source.policy.cancelRefundTo === 'choice' ? ['original', 'gift_card'] : [source.policy.cancelRefundTo],
      giftCardBonusPercent: source.policy.giftCardBonusPercent,
      cheaperDifferenceTo: source.policy.cheaperDifferenceTo,
    }),
    pdfPath: (source: Source) => myBookingPdfPath(source.token),
    icsPath: (source: Source) => myBookingIcsPath(source.token),
    group: async (source: Source, _args, ctx) => {
      const group = await groupOfOrder(db(), source.order.id);
      if (!group) return null;
      const charge = group.dueCharges.at(-1);
      const rules = source.site.park?.groupRules;
      const adding = rules ? await groupAdditionOptions({ order: source.order, park: source.park, rules }) : { room: 0, options: [] };
      const catalogue = await getCatalogue();
      return {
        organisation: group.organisation,
        invoiceEmail: group.invoiceEmail,
        people: group.people,
        deposit: money(source.order.total, ctx),
        balanceDue: money(group.due, ctx),
        // Every payment but the deposit (the order's own, listed first once paid) paid a balance's charge.
        balancePaid: money(group.payments.slice(source.order.paidAt ? 1 : 0).reduce((sum, payment) => sum + payment.amount, 0), ctx),
        dueOn: group.dueOn,
        payPath: charge ? chargePaymentPath(charge.token) : null,
        invoicePath: ctx.locale.park?.invoiceDetails?.businessName ? invoiceUrlOf(myBookingPath(source.token)) : null,
        room: adding.room,
        additions: adding.room
          ? adding.options.map((option) => ({
              session: mySession(option.sessionId, option.startsAt, ctx),
              variation: catalogue.variationsByActivity.get(option.activityId)!.find((v) => v.id === option.variationId)!,
              unitPrice: money(option.unit, ctx),
            }))
          : [],
      };
    },
  },
};
