/**
 * Reports (lib/domain/reports.ts): a park's sales and refunds over a range of its local days, grouped by
 * day, activity, ticket type, channel or promo code, and its accounting journals as Xero's manual-journal
 * import (cash or accrual basis). Reads only; every read asks mayAct('readReports') of the park.
 */
export { readGiftCardReport, readJournals, readOccupancyReport, readSalesReport, UNSET_ACCOUNTS } from './reports-service';
export type { Refusal, ReportPark } from './reports-service';
export { reportCsvPath, reportsEndpoint } from './csv-endpoint';
export { salesCsv, xeroCsv } from './csv';
