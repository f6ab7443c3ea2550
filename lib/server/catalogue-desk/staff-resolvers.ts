import type { CatalogueActivityResult, CatalogueDeskResult, Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { createActivity, updateActivityListing } from './activity-kinds';
import { updateRiderRequirements } from './riders-desk';
import { addAddOn, removePriceRule, savePriceRule, setAddOnOnSale, updateAddOn, updateUpgrade } from './catalogue-extras';
import {
  addVariation,
  catalogueActivity,
  catalogueDesk,
  moveActivity,
  setActivityOnSale,
  setVariationOnSale,
  updateActivityDetails,
  updateVariation,
  type CatalogueDesk,
  type DeskActivityDetail,
  type DeskResult,
} from './catalogue-desk';

/**
 * A service's answer as the API's union: done is saved, a form's problems are refused; a refusal of the
 * member is FORBIDDEN, whatever the reason (no such thing, another park's): nothing else is said.
 */
function activityAnswer(result: DeskResult<DeskActivityDetail>): CatalogueActivityResult {
  if (result.kind === 'forbidden') throw forbidden();
  if (result.kind === 'problems') return { __typename: 'CatalogueFormRefused', problems: result.problems };
  return { __typename: 'CatalogueActivitySaved', activity: result.value };
}

function deskAnswer(result: DeskResult<CatalogueDesk>): CatalogueDeskResult {
  if (result.kind === 'forbidden') throw forbidden();
  if (result.kind === 'problems') return { __typename: 'CatalogueFormRefused', problems: result.problems };
  return { __typename: 'CatalogueDeskSaved', catalogue: result.value };
}

/** The back office's catalogue (issue #23); permissions are the service's (catalogue-desk.ts). */
export const catalogueDeskResolvers: Resolvers = {
  Query: {
    catalogue: async (_parent, { parkId }, { staff }) => (await catalogueDesk(staff, parkId)) ?? Promise.reject(forbidden()),
    catalogueActivity: async (_parent, { id }, { staff }) => (await catalogueActivity(staff, id)) ?? Promise.reject(forbidden()),
  },
  Mutation: {
    moveActivity: async (_parent, { id, direction }, { staff }) => deskAnswer(await moveActivity(staff, id, direction)),
    setActivityOnSale: async (_parent, { id, onSale }, { staff }) => activityAnswer(await setActivityOnSale(staff, id, onSale)),
    updateVariation: async (_parent, { id, input }, { staff }) => activityAnswer(await updateVariation(staff, id, input)),
    addVariation: async (_parent, { activityId, key, input }, { staff }) => activityAnswer(await addVariation(staff, activityId, key, input)),
    setVariationOnSale: async (_parent, { id, onSale }, { staff }) => activityAnswer(await setVariationOnSale(staff, id, onSale)),
    updateAddOn: async (_parent, { id, input }, { staff }) => activityAnswer(await updateAddOn(staff, id, input)),
    addAddOn: async (_parent, { activityId, key, input }, { staff }) => activityAnswer(await addAddOn(staff, activityId, key, input)),
    setAddOnOnSale: async (_parent, { id, onSale }, { staff }) => activityAnswer(await setAddOnOnSale(staff, id, onSale)),
    updateUpgrade: async (_parent, { id, input }, { staff }) => activityAnswer(await updateUpgrade(staff, id, input)),
    savePriceRule: async (_parent, { activityId, id, input }, { staff }) => activityAnswer(await savePriceRule(staff, activityId, id, input)),
    removePriceRule: async (_parent, { id }, { staff }) => activityAnswer(await removePriceRule(staff, id)),
    createActivity: async (_parent, { parkId, key, input }, { staff }) => activityAnswer(await createActivity(staff, parkId, key, input)),
    updateActivityListing: async (_parent, { id, input }, { staff }) => activityAnswer(await updateActivityListing(staff, id, input)),
    updateActivityDetails: async (_parent, { id, input }, { staff }) => activityAnswer(await updateActivityDetails(staff, id, input)),
    updateRiderRequirements: async (_parent, { id, input }, { staff }) => activityAnswer(await updateRiderRequirements(staff, id, input)),
  },
};
