/** Activities: the catalogue (activities, tickets, price rules, add-ons, upgrades). */
export { findParkActivity, getCatalogue, invalidateCatalogue, isOnSale, listParkActivities, offeredAddOns, offeredVariations } from './catalogue-service';
export type { Catalogue } from './catalogue-repository';
export { riderRequirementsOf } from './rider-requirements';
