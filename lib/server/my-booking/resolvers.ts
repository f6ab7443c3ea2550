import type { Resolvers } from '@/graphql/generated/resolvers';
import { findMyBooking } from './find-booking';

export const myBookingResolvers: Resolvers = {
  Mutation: {
    findMyBooking: async (_parent, { email, bookingId }, ctx) => {
      const result = await findMyBooking({ locale: ctx.locale, origin: ctx.origin, clientAddress: ctx.clientAddress, form: { email, bookingId: bookingId ?? '' } });
      if (result.kind === 'sent') return { __typename: 'FindMyBookingSent', sent: true };
      return {
        __typename: 'FindMyBookingProblem',
        code: result.code,
        fields: (result.fields ?? []).map(({ field, message }) => ({ field, message: message.key })),
        retryAfterSeconds: result.retryAfterSeconds ?? null,
      };
    },
  },
};
