import type { DayStatus, Resolvers, SessionAvailability } from '@/graphql/generated/resolvers';
import type { DayStatus as DomainDayStatus, SessionStatus } from '@/lib/domain/availability';
import { priceOn } from '@/lib/domain/pricing';
import { parkDateTime, sessionStart } from '@/lib/domain/time';
import { checkDay, currentAvailability, currentUpcomingSessions, daySessions } from '@/lib/server/sessions/availability-service';
import { findParkActivity, getCatalogue, isOnSale } from '@/lib/server/activities';

const STATUS: Record<DomainDayStatus, DayStatus> = {
  available: 'AVAILABLE',
  limited: 'LIMITED',
  soldOut: 'SOLD_OUT',
  closed: 'CLOSED',
  unavailable: 'UNAVAILABLE',
};

const AVAILABILITY: Record<SessionStatus, SessionAvailability> = {
  available: 'AVAILABLE',
  limited: 'LIMITED',
  soldOut: 'SOLD_OUT',
  closed: 'CLOSED',
};

export const availabilityResolvers: Resolvers = {
  Query: {
    getAvailability: async (_parent, { slug, from, to }, { locale }) => {
      const activity = await findParkActivity(locale.parkId, slug.toLowerCase());
      if (!activity) return [];
      return (await currentAvailability(activity, locale.timeZone, from, to)).map((day) => ({
        date: day.date,
        status: STATUS[day.status],
        lowestPrice: day.lowestPrice === null ? null : { amount: day.lowestPrice, currency: locale.currency },
      }));
    },
    getUpcomingSessions: async (_parent, { slug }, { locale }) => {
      const activity = await findParkActivity(locale.parkId, slug.toLowerCase());
      // A blank address says nowhere: no event may be described without one.
      const address = locale.address?.trim() || null;
      if (!activity || activity.type === 'ThirdPartyActivity') return { readAt: parkDateTime(new Date(), locale), address, sessions: [] };
      const { readAt, sessions } = await currentUpcomingSessions(activity, locale.timeZone);
      const minutes = activity.durationMinutes;
      return {
        readAt: parkDateTime(readAt, locale),
        address,
        sessions: sessions.map((session) => ({
          id: session.id,
          startsAt: parkDateTime(session.startsAt, locale),
          endsAt: minutes ? parkDateTime(new Date(session.startsAt.getTime() + minutes * 60_000), locale) : null,
          availability: AVAILABILITY[session.status],
          lowestPrice: session.lowestPrice === null ? null : { amount: session.lowestPrice, currency: locale.currency },
        })),
      };
    },
    getSessions: async (_parent, { slug, date }, { locale }) => {
      checkDay(date);
      const activity = await findParkActivity(locale.parkId, slug.toLowerCase());
      if (!activity) return [];
      const catalogue = await getCatalogue();
      const rules = catalogue.priceRulesByActivity.get(activity.id) ?? [];
      const prices = (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale).map((variation) => ({
        variationId: variation.id,
        price: { amount: priceOn(variation, date, rules), currency: locale.currency },
      }));
      return (await daySessions(activity, locale.timeZone, date)).map((session) => ({
        prices,
        id: session.id,
        ...sessionStart(session.startsAt, locale),
        remaining: session.remaining,
        soldOut: !session.closed && session.remaining === 0,
        closed: session.closed,
      }));
    },
  },
};
