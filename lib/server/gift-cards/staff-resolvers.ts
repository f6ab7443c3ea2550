import type { GiftCardActionResult, Resolvers, StaffGiftCard } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { adjustCard, complimentaryParks, findCardForStaff, issueComplimentaryCard, voidCard, type DeskResult } from './gift-card-desk';
import type { StaffGiftCardView } from './gift-card-view';

const cardView = (card: StaffGiftCardView): StaffGiftCard => ({
  ...card,
  createdAt: card.createdAt.toISOString(),
  recipient: card.recipient,
  entries: card.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  orders: card.orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
});

/**
 * A card not the member's is FORBIDDEN, whatever the reason (no such card, another park's): nothing else is
 * said. Any other refusal is the form's problems.
 */
function answer(result: DeskResult): GiftCardActionResult {
  if (result.kind === 'forbidden') throw forbidden();
  if (result.kind === 'problems') return { __typename: 'GiftCardFormRefused', problems: result.problems };
  return { __typename: 'GiftCardActionDone', card: cardView(result.card) };
}

/**
 * The back office's gift cards (issue #22). Permissions are the service's (lib/server/gift-cards/
 * gift-card-desk.ts): a card's own park, or the park a complimentary card is issued at.
 */
export const giftCardResolvers: Resolvers = {
  Query: {
    giftCard: async (_parent, { code }, { staff }) => {
      const card = await findCardForStaff(staff, code);
      if (!card) throw forbidden();
      return cardView(card);
    },
    giftCardParks: (_parent, _args, { staff }) => complimentaryParks(staff),
  },
  Mutation: {
    issueComplimentaryGiftCard: async (_parent, { input }, { staff }) => answer(await issueComplimentaryCard(staff, input)),
    adjustGiftCard: async (_parent, { input }, { staff }) => answer(await adjustCard(staff, input)),
    voidGiftCard: async (_parent, { input }, { staff }) => answer(await voidCard(staff, input)),
  },
};
