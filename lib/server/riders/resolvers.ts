import type { Resolvers, ResolversTypes, RiderRefusalCode } from '@/graphql/generated/resolvers';
import { toLanguage, type Language } from '@/lib/domain/language';
import { riderPath } from '@/lib/domain/paths';
import { ADULT_AGE, ageOn, detailsAsked, ridersVerdict, type RiderDetails } from '@/lib/domain/riders';
import { sessionStart } from '@/lib/domain/time';
import { getCatalogue } from '../activities';
import type { GraphQLContext } from '../locales';
import type { OrderRecord } from '../orders';
import { db } from '../platform/db/client';
import { consumeLimit } from '../platform/rate-limit';
import { closedSessionsAmong } from '../sessions';
import { isOpen, riderLink, saveRider, signWaiver, type OpenUntil, type RiderOutcome, type RiderRefusal } from './rider-commands';
import type { RiderSeat } from './rider-seats';
import { groupProblemView, riderDetailsOf, riderProblemView } from './rider-views';
import { currentWaiverText, type WaiverTextVersion } from './waivers';
import { openBookingSeats, openRiderSeat, visitorSeatRef, type LinkProblem } from './visitor-seats';

/*
 * The riders' part of the visitors' API (./schema.graphql): a booking's seats by its My booking link, one
 * seat by a rider's personal link, and the three changes (name a rider, sign a waiver, make a personal
 * link), each through the commands every door uses (./rider-commands.ts). Nothing here logs a rider's
 * details: a refusal is typed data, and the GraphQL layer logs only unexpected errors, scrubbed
 * (lib/domain/error-scrubbing.ts knows the riders' keys).
 */

type SeatView = ResolversTypes['RiderSeat'];

/** The seats as the API answers them: the catalogue's activity and ticket type, the session as My booking shows it, the waiver's current text. */
async function seatViews(seats: readonly RiderSeat[], order: OrderRecord, ctx: GraphQLContext, until: OpenUntil, now = new Date()): Promise<SeatView[]> {
  const language = toLanguage(ctx.locale.locale);
  const [catalogue, closed] = await Promise.all([getCatalogue(), closedSessionsAmong(db(), [...new Set(seats.map((seat) => seat.sessionId))])]);
  const closedIds = new Set(closed.map((session) => session.id));
  const texts = new Map<string, Promise<WaiverTextVersion | null>>();
  const textOf = (waiverId: string) => {
    let text = texts.get(waiverId);
    if (!text) texts.set(waiverId, (text = currentWaiverText(db(), waiverId, language)));
    return text;
  };
  return Promise.all(
    seats.map(async (seat) => {
      const activity = catalogue.activities.find((candidate) => candidate.id === seat.activityId)!;
      const ticket = order.tickets.find((candidate) => candidate.id === seat.ticketId)!;
      const variation = catalogue.variationsByActivity.get(seat.activityId)!.find((candidate) => candidate.id === ticket.variationId)!;
      const asked = detailsAsked(seat.requirements);
      const text = seat.requirements.waiverId ? await textOf(seat.requirements.waiverId) : null;
      const age = seat.rider ? ageOn(seat.rider.dateOfBirth, seat.day) : null;
      const verdict = ridersVerdict([seat.verdict], []);
      return {
        ticketCode: seat.ticketCode,
        seat: seat.seat,
        activity,
        variation,
        session: { id: seat.sessionId, ...sessionStart(seat.startsAt, ctx.locale), closed: closedIds.has(seat.sessionId) },
        rider: seat.rider ? riderView(seat.rider) : null,
        asks: {
          height: asked.height,
          weight: asked.weight,
          questions: seat.requirements.healthQuestions.map((question) => ({ id: question.id, text: language === 'zh-Hant' && question.text.zhHant ? question.text.zhHant : question.text.en })),
        },
        state: verdict === 'ridersMissing' ? 'toName' : verdict === 'limitsNotMet' ? 'limitsNotMet' : verdict === 'waiverMissing' ? 'waiverMissing' : 'ready',
        problems: seat.verdict.problems.map(riderProblemView),
        waiver: seat.verdict.waiver,
        waiverText: text ? { id: text.id, title: text.title, body: text.body, version: text.version, language: text.language } : null,
        guardianSigns: age !== null && age < ADULT_AGE,
        open: isOpen(seat, until, now),
      } satisfies SeatView;
    }),
  );
}

const riderView = (rider: RiderDetails) => ({
  name: rider.name,
  dateOfBirth: rider.dateOfBirth,
  heightCm: rider.heightCm ?? null,
  weightKg: rider.weightKg ?? null,
  answers: Object.entries(rider.answers ?? {}).map(([question, answer]) => ({ question, answer })),
});

const REFUSAL_CODE: Record<RiderRefusal['code'], RiderRefusalCode> = {
  notFound: 'NOT_FOUND',
  closed: 'CLOSED',
  riderProblems: 'RIDER_PROBLEMS',
  groupProblems: 'GROUP_PROBLEMS',
  notNamed: 'NOT_NAMED',
  waiverNotAsked: 'WAIVER_NOT_ASKED',
  alreadySigned: 'ALREADY_SIGNED',
  textChanged: 'TEXT_CHANGED',
  signerProblems: 'SIGNER_PROBLEMS',
};

const refused = (code: RiderRefusalCode, more: Partial<Omit<ResolversTypes['RiderRefused'], 'code'>> = {}) => ({
  __typename: 'RiderRefused' as const,
  code,
  riderProblems: [],
  groupProblems: [],
  signerProblems: [],
  retryAfterSeconds: null,
  ...more,
});

function refusalView(refusal: RiderRefusal) {
  switch (refusal.code) {
    case 'riderProblems':
      return refused('RIDER_PROBLEMS', { riderProblems: refusal.problems.map(riderProblemView) });
    case 'groupProblems':
      return refused('GROUP_PROBLEMS', {
        groupProblems: refusal.problems.map(groupProblemView),
      });
    case 'signerProblems':
      return refused('SIGNER_PROBLEMS', { signerProblems: refusal.problems.map(({ field, code }) => ({ field, code })) });
    default:
      return refused(REFUSAL_CODE[refusal.code]);
  }
}

const linkProblem = (code: LinkProblem) => ({ __typename: 'RiderLinkProblem' as const, code });

/** Every anonymous change counts against the client address first: a refusal for the rate changes nothing. */
async function limited(ctx: GraphQLContext) {
  const limit = await consumeLimit('riderChangeByAddress', ctx.clientAddress);
  return limit.allowed ? null : refused('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds });
}

async function changed(outcome: RiderOutcome, found: { order: OrderRecord; until: OpenUntil }, ctx: GraphQLContext) {
  if (!outcome.ok) return refusalView(outcome.refusal);
  const [seat] = await seatViews([outcome.seat], found.order, ctx, found.until);
  return { __typename: 'RiderChanged' as const, seat };
}

const languageOf = (ctx: GraphQLContext): Language => toLanguage(ctx.locale.locale);

export const riderResolvers: Resolvers = {
  Query: {
    bookingRiders: async (_parent, { token }, ctx) => {
      const opened = await openBookingSeats(token, ctx.locale.parkId);
      if (!opened.ok) return linkProblem(opened.code);
      return { __typename: 'BookingRiders', seats: await seatViews(opened.seats, opened.order, ctx, opened.until), email: opened.order.customer.email };
    },
    riderSeat: async (_parent, { token }, ctx) => {
      const opened = await openRiderSeat(token, ctx.locale.parkId);
      if (!opened.ok) return linkProblem(opened.code);
      const [seat] = await seatViews([opened.seat], opened.order, ctx, opened.until);
      return { __typename: 'RiderSeat', ...seat };
    },
  },
  Mutation: {
    saveRider: async (_parent, { seat, rider }, ctx) => {
      const limit = await limited(ctx);
      if (limit) return limit;
      const found = await visitorSeatRef(seat, ctx.locale.parkId);
      if (!found.ok) return refused(found.code);
      return changed(await saveRider(found.ref, riderDetailsOf(rider), found.until), found, ctx);
    },
    signRiderWaiver: async (_parent, { seat, signing }, ctx) => {
      const limit = await limited(ctx);
      if (limit) return limit;
      const found = await visitorSeatRef(seat, ctx.locale.parkId);
      if (!found.ok) return refused(found.code);
      const outcome = await signWaiver(
        found.ref,
        {
          signer: { name: signing.signerName, email: signing.email, guardianRelationship: signing.guardianRelationship ?? null, drawing: signing.drawing || null },
          waiverTextId: signing.waiverTextId,
          language: languageOf(ctx),
          client: { address: ctx.clientAddress ?? '', userAgent: ctx.userAgent ?? '' },
          emailRequired: true,
        },
        found.until,
      );
      return changed(outcome, found, ctx);
    },
    makeRiderLink: async (_parent, { bookingToken, ticketCode, seat }, ctx) => {
      const limit = await limited(ctx);
      if (limit) return limit;
      const found = await visitorSeatRef({ bookingToken, ticketCode, seat }, ctx.locale.parkId);
      if (!found.ok) return refused(found.code);
      const made = await riderLink(found.ref);
      if (!made.ok) return refusalView(made.refusal);
      const path = riderPath(made.seat.token);
      return { __typename: 'RiderLink', path, url: `${ctx.origin}${path}`, expiresAt: made.seat.expiresAt.toISOString() };
    },
  },
  BookingRidersLookup: { __resolveType: (lookup) => ('code' in lookup ? 'RiderLinkProblem' : 'BookingRiders') },
  RiderSeatLookup: { __resolveType: (lookup) => ('code' in lookup ? 'RiderLinkProblem' : 'RiderSeat') },
  RiderChange: { __resolveType: (change) => ('code' in change ? 'RiderRefused' : 'RiderChanged') },
  RiderLinkAnswer: { __resolveType: (answer) => ('code' in answer ? 'RiderRefused' : 'RiderLink') },
};
