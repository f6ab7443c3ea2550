import type { Resolvers } from '@/graphql/generated/resolvers';
import { GIFT_MESSAGE_MAX } from '@/lib/domain/gift';
import { personName, toLanguage } from '@/lib/domain/language';
import { maskEmail, maskGiftCode } from '@/lib/domain/masking';
import { visitor, type GraphQLContext } from '../locales';
import { listGateways } from '../payments';
import { canPayForGifts, findGiftPurchase, giftAmountsOf, purchaseGiftCard } from './gift-purchase';
import { orderOutcome } from './resolvers';

const money = (amount: number, { locale }: GraphQLContext) => ({ amount, currency: locale.currency });

/**
 * A gift purchase as its confirmation shows it. The card's code is always masked: it is the recipient's,
 * sent to them by email only. Found by the confirmation cookie (`sealed`, for the token-free page that
 * runs third-party scripts: lib/server/locales/confirmation-cookie.ts), the emails are masked too.
 */
async function giftPurchaseLookup(token: string | undefined, ctx: GraphQLContext, sealed: boolean) {
  const found = token && token.length <= 64 ? await findGiftPurchase(token, ctx.locale.id) : ({ kind: 'problem', code: 'NOT_FOUND' } as const);
  if (found.kind === 'problem') return { __typename: 'OrderProblem' as const, code: found.code };
  const email = (address: string) => (sealed ? maskEmail(address) : address);
  return {
    __typename: 'GiftPurchase' as const,
    bookingId: found.bookingId,
    amount: { amount: found.gift.amount, currency: found.currency },
    cardFee: { amount: found.cardFee, currency: found.currency },
    total: { amount: found.total, currency: found.currency },
    maskedCode: maskGiftCode(found.code),
    senderName: personName(found.gift.sender.firstName, found.gift.sender.lastName, toLanguage(ctx.locale.locale)),
    senderEmail: email(found.gift.sender.email),
    recipientName: found.gift.recipient.name,
    recipientEmail: email(found.gift.recipient.email),
    message: found.gift.message,
    placedByThisVisitor: !!ctx.anonymousToken && ctx.anonymousToken === found.anonymousToken,
  };
}

/** Buying a gift voucher: an order paid like a booking (lib/server/checkout/gift-purchase.ts). */
export const giftPurchaseResolvers: Resolvers = {
  Query: {
    getGiftOptions: async (_parent, _args, ctx) => {
      const amounts = giftAmountsOf(ctx.locale);
      return {
        presets: amounts.presets.map((amount) => money(amount, ctx)),
        min: money(amounts.min, ctx),
        max: money(amounts.max, ctx),
        messageMaxLength: GIFT_MESSAGE_MAX,
        gateways: (await listGateways(ctx.locale.id)).filter(canPayForGifts),
      };
    },
    getGiftPurchase: (_parent, { token }, ctx) => giftPurchaseLookup(token, ctx, false),
    getGiftPurchaseConfirmation: (_parent, _args, ctx) => giftPurchaseLookup(ctx.confirmations?.gift, ctx, true),
  },
  Mutation: {
    purchaseGiftCard: async (_parent, { input }, ctx) => {
      const { idempotencyKey, gatewayId, acceptTerms, attribution, ...form } = input;
      const result = await purchaseGiftCard({
        anonymousToken: visitor(ctx),
        locale: ctx.locale,
        origin: ctx.origin,
        idempotencyKey: idempotencyKey.slice(0, 100),
        form,
        gatewayId: gatewayId ?? null,
        acceptTerms,
        attribution: attribution ?? null,
        cookie: ctx.cookie,
        userAgent: ctx.userAgent,
      });
      return orderOutcome(result);
    },
  },
};
