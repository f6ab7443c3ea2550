import type { Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { moveGateway, readSiteSettings, saveGateway, saveSiteSettings, settingsSites, type SettingsOutcome } from './settings-service';

const answer = (outcome: SettingsOutcome) => {
  if (!outcome.ok) throw forbidden();
  return { settings: outcome.settings, problems: outcome.problems };
};

/** Park settings and gateways (manageSettings, for the site's own park); permissions are the service's. */
export const parkSettingsResolvers: Resolvers = {
  Query: {
    settingsSites: (_parent, _args, { staff }) => settingsSites(staff),
    siteSettings: async (_parent, { localeId }, { staff }) => (await readSiteSettings(staff, localeId)) ?? Promise.reject(forbidden()),
  },
  Mutation: {
    saveSiteSettings: async (_parent, { localeId, site, analytics, booking, checkout }, { staff }) => {
      const given = Object.entries({ site, analytics, booking, checkout }).filter(([, values]) => values);
      // One section per save; anything else is refused as a whole, after the member's right is checked.
      const [section, values] = given.length === 1 ? given[0] : ['none', null];
      return answer(await saveSiteSettings(staff, { localeId, section, values }));
    },
    saveGateway: async (_parent, { gatewayId, input }, { staff }) => answer(await saveGateway(staff, { gatewayId, values: input })),
    moveGateway: async (_parent, { gatewayId, direction }, { staff }) => answer(await moveGateway(staff, { gatewayId, direction })),
  },
};
