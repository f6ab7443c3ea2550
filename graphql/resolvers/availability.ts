import type { DayStatus, Resolvers } from '@/graphql/generated/resolvers';
import type { DayStatus as DomainDayStatus } from '@/lib/domain/availability';
import { localTime } from '@/lib/domain/time';
import { availability, daySessions } from '@/lib/server/services/availability-service';
import { findParkActivity } from '@/lib/server/services/catalogue-service';

const STATUS: Record<DomainDayStatus, DayStatus> = {
  available: 'AVAILABLE',
  limited: 'LIMITED',
  soldOut: 'SOLD_OUT',
  unavailable: 'UNAVAILABLE',
};

export const availabilityResolvers: Resolvers = {
  Query: {
    getAvailability: async (_parent, { slug, from, to }, { locale }) => {
      const activity = await findParkActivity(locale.parkId, slug.toLowerCase());
      if (!activity) return [];
      return (await availability(activity, locale.timeZone, from, to)).map((day) => ({
        date: day.date,
        status: STATUS[day.status],
        lowestPrice: day.lowestPrice === null ? null : { amount: day.lowestPrice, currency: locale.currency },
      }));
    },
    getSessions: async (_parent, { slug, date }, { locale }) => {
      const activity = await findParkActivity(locale.parkId, slug.toLowerCase());
      if (!activity) return [];
      return (await daySessions(activity, locale.timeZone, date)).map((session) => ({
        id: session.id,
        startsAt: session.startsAt.toISOString(),
        localTime: localTime(session.startsAt, locale.timeZone),
        remaining: session.remaining,
        soldOut: session.remaining === 0,
      }));
    },
  },
};
