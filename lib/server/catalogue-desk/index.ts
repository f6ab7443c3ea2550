/**
 * The catalogue desk (issue #23): a park's activities, ticket types and prices, their order and details,
 * as its managers and owners keep them in the back office. It writes the activities capability's tables
 * (the catalogue's owner reads them; this is their one writer besides the demo's seed) and announces every
 * change through `catalogueChanged`.
 */
export { addVariation, catalogueActivity, catalogueDesk, moveActivity, setActivityOnSale, setVariationOnSale, updateActivityDetails, updateVariation } from './catalogue-desk';
export type { ActivityDetailsInput, CatalogueDesk, DeskActivity, DeskActivityDetail, DeskResult, DeskVariation, VariationInput } from './catalogue-desk';
export { catalogueChanged, changeCatalogue } from './catalogue-changed';
export { addAddOn, removePriceRule, savePriceRule, setAddOnOnSale, updateAddOn, updateUpgrade } from './catalogue-extras';
export type { AddOnInput, PriceRuleInput, UpgradeInput } from './catalogue-extras';
export { createActivity, updateActivityListing } from './activity-kinds';
export type { ActivityListingInput, NewActivityInput } from './activity-kinds';
export { updateRiderRequirements } from './riders-desk';
export type { RiderRequirementsInput } from './riders-desk';
