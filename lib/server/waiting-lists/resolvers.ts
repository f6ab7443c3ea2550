import type { Resolvers } from '@/graphql/generated/resolvers';
import { parkDate } from '@/lib/domain/day-sheet';
import { textIn, toLanguage } from '@/lib/domain/language';
import { priceOn } from '@/lib/domain/pricing';
import { sessionStart } from '@/lib/domain/time';
import { getCatalogue, isOnSale } from '../activities';
import { visitor } from '../locales';
import { env } from '../platform/config';
import { claimOffer, confirmWaitingListEntry, findOffer, joinWaitingList } from './waiting-list-service';
import { answeredFieldProblems } from '@/lib/domain/form-validation';

const unknownOffer = { status: 'UNKNOWN' as const, tickets: [] };

/** The waiting lists' part of the visitors' API: join, confirm the join, read an offer, take it. */
export const waitingListResolvers: Resolvers = {
  Query: {
    getWaitingListOffer: async (_parent, { token }, { locale }) => {
      const offer = await findOffer(token, locale.id);
      if (!offer) return unknownOffer;
      const catalogue = await getCatalogue();
      const activity = catalogue.activities.find((candidate) => candidate.id === offer.activityId);
      if (!activity) return unknownOffer;
      const language = toLanguage(locale.locale);
      const day = parkDate(offer.startsAt, locale.timeZone);
      const rules = catalogue.priceRulesByActivity.get(activity.id) ?? [];
      return {
        status: offer.status,
        activityTitle: textIn(activity.texts, language).title,
        activitySlug: activity.slug,
        ...sessionStart(offer.startsAt, locale),
        places: offer.places,
        expiresAt: offer.expiresAt.toISOString(),
        tickets: (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale).map((variation) => ({
          variationId: variation.id,
          title: textIn(variation.texts, language).title,
          participants: variation.participants,
          price: { amount: priceOn(variation, day, rules), currency: locale.currency },
        })),
      };
    },
  },
  Mutation: {
    joinWaitingList: async (_parent, { input }, ctx) => {
      const result = await joinWaitingList({
        sessionId: input.sessionId,
        email: input.email,
        places: input.places,
        localeId: ctx.locale.id,
        parkId: ctx.locale.parkId,
        clientAddress: ctx.clientAddress,
      });
      switch (result.kind) {
        case 'joined':
          return { status: result.state, places: result.places, ahead: result.ahead, fields: [] };
        case 'refused': {
          const config = env();
          const limit = result.code === 'TOO_MANY_FOR_EMAIL' ? config.WAITING_LIST_ENTRIES_PER_EMAIL : result.code === 'TOO_MANY_FOR_ADDRESS' ? config.WAITING_LIST_ENTRIES_PER_ADDRESS : null;
          return { status: result.code, limit, fields: [] };
        }
        case 'invalid':
          return { status: 'INVALID', fields: answeredFieldProblems(result.fields) };
        case 'limited':
          return { status: 'TOO_MANY_ATTEMPTS', fields: [], retryAfterSeconds: result.retryAfterSeconds };
      }
    },
    confirmWaitingList: async (_parent, { token }, { locale }) => {
      const result = await confirmWaitingListEntry({ token, localeId: locale.id });
      const activity = result.activityId ? (await getCatalogue()).activities.find((candidate) => candidate.id === result.activityId) : undefined;
      if (result.status === 'UNKNOWN' || !activity || !result.startsAt) return { status: result.status };
      return {
        status: result.status,
        position: result.position,
        places: result.places,
        activityTitle: textIn(activity.texts, toLanguage(locale.locale)).title,
        activitySlug: activity.slug,
        ...sessionStart(result.startsAt, locale),
      };
    },
    claimWaitingListOffer: async (_parent, { token, tickets }, ctx) => {
      const result = await claimOffer({ token, localeId: ctx.locale.id, anonymousToken: visitor(ctx), tickets: tickets.map((ticket) => ({ ...ticket })) });
      return { status: result.status };
    },
  },
};
