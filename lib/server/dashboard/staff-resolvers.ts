import type { Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { readDashboard } from './dashboard-service';

/** Today's fields of the back office API (readDaySheet for the park; the money readDashboardMoney). */
export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: async (_parent, { parkId }, { staff }) => {
      const read = await readDashboard(staff, parkId);
      if (!read.ok) throw forbidden();
      return read.dashboard;
    },
  },
};
