import type { PromoCodeResult, Resolvers, StaffPromoCode } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { createPromo, disablePromo, promoDesk, updatePromo, type PromoCodeView, type PromoResult } from './promo-code-desk';

const codeView = (code: PromoCodeView): StaffPromoCode => ({ ...code, disabledAt: code.disabledAt?.toISOString() ?? null, createdAt: code.createdAt.toISOString() });

/**
 * A code not the member's is FORBIDDEN, whatever the reason (no such code, another park's): nothing else
 * is said. Any other refusal is the form's problems.
 */
function answer(result: PromoResult): PromoCodeResult {
  if (result.kind === 'forbidden') throw forbidden();
  if (result.kind === 'problems') return { __typename: 'PromoCodeFormRefused', problems: result.problems };
  return { __typename: 'PromoCodeSaved', promoCode: codeView(result.promoCode) };
}

/** The back office's promo codes (issue #22); permissions are the service's (promo-code-desk.ts). */
export const promoCodeResolvers: Resolvers = {
  Query: {
    promoCodes: async (_parent, { parkId }, { staff }) => {
      const desk = await promoDesk(staff, parkId);
      if (!desk) throw forbidden();
      return { ...desk, codes: desk.codes.map(codeView) };
    },
  },
  Mutation: {
    createPromoCode: async (_parent, { parkId, input }, { staff }) => answer(await createPromo(staff, parkId, input)),
    updatePromoCode: async (_parent, { id, input }, { staff }) => answer(await updatePromo(staff, id, input)),
    disablePromoCode: async (_parent, { id }, { staff }) => answer(await disablePromo(staff, id)),
  },
};
