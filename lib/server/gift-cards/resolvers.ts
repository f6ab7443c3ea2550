import type { Resolvers } from '@/graphql/generated/resolvers';
import { checkGiftCardBalance } from './balance-check';

export const giftResolvers: Resolvers = {
  Query: {
    getGiftCardBalance: async (_parent, { code }, ctx) => {
      const result = await checkGiftCardBalance(ctx.locale, code, ctx);
      if (result.kind === 'problem') return { __typename: 'GiftCardProblem', code: result.code, retryAfterSeconds: result.retryAfterSeconds ?? null };
      return {
        __typename: 'GiftCardBalance',
        code: result.code,
        balance: { amount: result.balance, currency: result.currency },
        value: { amount: result.value, currency: result.currency },
      };
    },
  },
};
