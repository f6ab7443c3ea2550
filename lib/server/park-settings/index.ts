/**
 * Park settings (issue #23): a site's (locale's) titles, domain, language, currency and zone, trackers,
 * booking switches, checkout and policies, and its payment gateways, changed by a park's managers and
 * owners; every change audited and seen by every instance within seconds.
 */
export { moveGateway, readSiteSettings, saveGateway, saveSiteSettings, settingsSites } from './settings-service';
export type { GatewayMoveProblem, MoveOutcome, SettingsOutcome, SettingsProblem, SiteSettings, StaffGateway } from './settings-service';
