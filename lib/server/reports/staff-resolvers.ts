import { GraphQLError } from 'graphql';
import type { Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { reportCsvPath } from './csv-endpoint';
import { readGiftCardReport, readOccupancyReport, readSalesReport, type Refusal, type ReportPark } from './reports-service';

const refused = ({ code }: Refusal): GraphQLError =>
  code === 'forbidden' ? forbidden() : new GraphQLError('Not a range of days (from YYYY-MM-DD to YYYY-MM-DD, at most a year)', { extensions: { code: 'BAD_USER_INPUT' } });

const parkOf = (park: ReportPark) => ({ id: park.id, name: park.name, timeZone: park.timeZone });

/** The reports' fields of the back office API (readReports, for the park named). */
export const reportResolvers: Resolvers = {
  Query: {
    salesReport: async (_parent, { parkId, grouping, from, to }, { staff }) => {
      const read = await readSalesReport(staff, parkId, grouping, from, to);
      if (!read.ok) throw refused(read);
      return {
        park: parkOf(read.park),
        from,
        to,
        grouping,
        currency: read.park.currency,
        rows: read.report.rows,
        totals: read.report.totals,
        csvPath: reportCsvPath(parkId, `sales-${grouping}`, from, to),
        xeroCashPath: reportCsvPath(parkId, 'xero-cash', from, to),
        xeroAccrualPath: reportCsvPath(parkId, 'xero-accrual', from, to),
      };
    },
    occupancyReport: async (_parent, { parkId, from, to }, { staff }) => {
      const read = await readOccupancyReport(staff, parkId, from, to);
      if (!read.ok) throw refused(read);
      return {
        park: parkOf(read.park),
        from,
        to,
        ...read.report,
        sessionsCsvPath: reportCsvPath(parkId, 'occupancy-sessions', from, to),
        hoursCsvPath: reportCsvPath(parkId, 'occupancy-hours', from, to),
      };
    },
    giftCardReport: async (_parent, { parkId, from, to }, { staff }) => {
      const read = await readGiftCardReport(staff, parkId, from, to);
      if (!read.ok) throw refused(read);
      return { park: parkOf(read.park), from, to, currency: read.park.currency, ...read.report, csvPath: reportCsvPath(parkId, 'gift-cards-liability', from, to) };
    },
  },
};
