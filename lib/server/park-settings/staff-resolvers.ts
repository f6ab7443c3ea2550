import type { Resolvers, SettingsFormRefused, SiteSettingsResult } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { moveGateway, readSiteSettings, saveGateway, saveSiteSettings, settingsSites, type SettingsOutcome, type SiteSettings } from './settings-service';

/**
 * A form's answer (staff.graphql's unions): the settings saved, or each problem; another park's site or
 * gateway (or none) is FORBIDDEN, saying nothing more.
 */
function formAnswer<T>(outcome: SettingsOutcome, saved: (settings: SiteSettings) => T): T | SettingsFormRefused {
  if (!outcome.ok) throw forbidden();
  if (!outcome.settings) return { __typename: 'SettingsFormRefused', problems: outcome.problems };
  return saved(outcome.settings);
}

/** Park settings and gateways (manageSettings, for the site's own park); permissions are the service's. */
export const parkSettingsResolvers: Resolvers = {
  Query: {
    settingsSites: (_parent, _args, { staff }) => settingsSites(staff),
    siteSettings: async (_parent, { localeId }, { staff }) => (await readSiteSettings(staff, localeId)) ?? Promise.reject(forbidden()),
  },
  Mutation: {
    saveSiteSettings: async (_parent, { localeId, site, analytics, booking, checkout, widget, accounting, wallet, groups }, { staff }): Promise<SiteSettingsResult> => {
      const given = Object.entries({ site, analytics, booking, checkout, widget, accounting, wallet, groups }).filter(([, values]) => values);
      // One section per save; anything else is refused as a whole, after the member's right is checked.
      const [section, values] = given.length === 1 ? given[0] : ['none', null];
      return formAnswer(await saveSiteSettings(staff, { localeId, section, values }), (settings) => ({ __typename: 'SiteSettingsSaved', settings }));
    },
    saveGateway: async (_parent, { gatewayId, input }, { staff }) =>
      formAnswer(await saveGateway(staff, { gatewayId, values: input }), (settings) => ({ __typename: 'GatewaySaved', gateway: settings.gateways.find((gateway) => gateway.id === gatewayId)!, settings })),
    moveGateway: async (_parent, { gatewayId, direction }, { staff }) => {
      const outcome = await moveGateway(staff, { gatewayId, direction });
      if (!outcome.ok) throw forbidden();
      return outcome.settings ? { __typename: 'GatewayMoved', settings: outcome.settings } : { __typename: 'GatewayMoveRefused', problem: outcome.problem };
    },
  },
};
