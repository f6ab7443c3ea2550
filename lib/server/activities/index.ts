/** Activities: the catalogue (activities, tickets, price rules, add-ons, upgrades). */
export { findParkActivity, getCatalogue, invalidateCatalogue, listParkActivities } from './catalogue-service';
export type { Catalogue } from './catalogue-repository';
