import { stringify } from 'csv-stringify/sync';
import { csvCell } from '@/lib/domain/day-sheet';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import type { AdminT } from '../staff';
import type { DaySheet, ManifestItem, SessionManifest } from './day-sheet-service';

/*
 * The day sheet's CSV exports, headed in the staff member's language. csv-stringify quotes by RFC 4180;
 * every cell goes through csvCell first, so a visitor's text cannot become a spreadsheet formula. A byte
 * order mark leads the file: without it, spreadsheet programs read UTF-8 (Chinese names, NZ$) as Latin-1.
 */

type Cell = string | number | null;

const csv = (rows: Cell[][]): string => stringify(rows.map((row) => row.map(csvCell)), { bom: true, record_delimiter: 'windows' });

/**
 * The day's sessions, one a row. What is due at the desk for the reserved places is a plain decimal in the
 * park's currency, which its heading names, so a spreadsheet can add it up.
 */
export function daySheetCsv(sheet: DaySheet, t: AdminT): string {
  const head = (['date', 'start', 'end', 'activity', 'capacity', 'sold', 'reserved'] as const).map((key) => t(`daySheet.csv.${key}`));
  const due = sheet.currency ? t('daySheet.csv.dueAtDeskIn', { currency: sheet.currency }) : t('daySheet.csv.dueAtDesk');
  const tail = (['held', 'free', 'checkedIn'] as const).map((key) => t(`daySheet.csv.${key}`));
  return csv([
    [...head, due, ...tail],
    ...sheet.sessions.map((s) => [
      sheet.date,
      s.startTime,
      s.endTime,
      s.activityName,
      s.capacity,
      s.sold,
      s.reserved,
      sheet.currency ? toDecimalAmount(s.dueAtDesk, sheet.currency) : s.dueAtDesk,
      s.held,
      s.free,
      s.checkedIn,
    ]),
  ]);
}

const itemsText = (items: ManifestItem[]): string => items.map((item) => `${item.quantity} × ${item.name}`).join('; ');

export function manifestCsv(manifest: SessionManifest, t: AdminT): string {
  const keys = ['date', 'start', 'activity', 'bookingId', 'name', 'email', 'phone', 'tickets', 'people', 'addOns', 'upgrades', 'payment', 'dueAtDesk', 'checkedIn'] as const;
  const { session } = manifest;
  return csv([
    keys.map((key) => t(`daySheet.csv.${key}`)),
    ...manifest.bookings.map((b) => [
      manifest.date,
      session.startTime,
      session.activityName,
      b.bookingId,
      b.customerName,
      b.email,
      b.phone,
      itemsText(b.tickets),
      b.people,
      itemsText(b.addOns),
      b.upgrades.join('; '),
      t(`daySheet.payment.${b.payment}`),
      b.dueAtDesk,
      b.checkedIn,
    ]),
  ]);
}
