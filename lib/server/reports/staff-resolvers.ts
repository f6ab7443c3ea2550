import { GraphQLError } from 'graphql';
import type { Resolvers } from '@/graphql/generated/staff-resolvers';
import { forbidden } from '../staff';
import { reportCsvPath } from './csv-endpoint';
import { readSalesReport, type Refusal } from './reports-service';

const refused = ({ code }: Refusal): GraphQLError =>
  code === 'forbidden' ? forbidden() : new GraphQLError('Not a range of days (from YYYY-MM-DD to YYYY-MM-DD, at most a year)', { extensions: { code: 'BAD_USER_INPUT' } });

/** The reports' fields of the back office API (readReports, for the park named). */
export const reportResolvers: Resolvers = {
  Query: {
    salesReport: async (_parent, { parkId, grouping, from, to }, { staff }) => {
      const read = await readSalesReport(staff, parkId, grouping, from, to);
      if (!read.ok) throw refused(read);
      return {
        park: { id: read.park.id, name: read.park.name, timeZone: read.park.timeZone },
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
  },
};
