import { stringify } from 'csv-stringify/sync';
import { csvCell } from '@/lib/domain/day-sheet';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import type { AdminT } from '../staff';
import type { DaySheet, ManifestBooking, ManifestItem, ManifestRider, SessionManifest } from './day-sheet-service';

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
  const tail = (['held', 'free', 'checkedIn', 'ridersBooked', 'ridersNamed', 'waiversAsked', 'waiversSigned'] as const).map((key) => t(`daySheet.csv.${key}`));
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
      s.riders?.riders ?? 0,
      s.riders?.named ?? 0,
      s.riders?.waiversAsked ?? 0,
      s.riders?.waiversSigned ?? 0,
    ]),
  ]);
}

const itemsText = (items: ManifestItem[]): string => items.map((item) => `${item.quantity} × ${item.name}`).join('; ');

/** A rider's cells: name (or "Not named"), age on the day, waiver, and "Limits met" or each limit not met. */
function riderCells(rider: ManifestRider, t: AdminT): Cell[] {
  const limits = !rider.name
    ? null
    : rider.problems.length
      ? rider.problems.map((problem) => t(`checkIn.riders.problem.${problem.code}`, { limit: 'limit' in problem ? problem.limit : '', question: problem.questionText ?? '' })).join('; ')
      : t('checkIn.riders.limitsMet');
  return [rider.name ?? t('checkIn.riders.notNamed'), rider.age, t(`checkIn.riders.waiver.${rider.waiver}`), limits];
}

/**
 * A session's bookings, one row per rider: a booking whose activity asks riders has a row for each, the
 * booking's own cells (tickets, people, money, check-ins) on its first row only, so a column still adds up
 * to the session's; its booking ID and name on every row, so sorting and filtering keep riders with their
 * booking. A booking with no riders asked is one row, its rider cells empty.
 */
export function manifestCsv(manifest: SessionManifest, t: AdminT): string {
  const keys = ['date', 'start', 'activity', 'bookingId', 'name', 'email', 'phone', 'tickets', 'people', 'addOns', 'upgrades', 'payment', 'dueAtDesk', 'checkedIn', 'rider', 'riderAge', 'waiver', 'limits'] as const;
  const { session } = manifest;
  const bookingCells = (b: ManifestBooking): Cell[] => [
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
  ];
  // The later rows of a booking: who it is, and nothing that a sum would count twice.
  const repeated = (b: ManifestBooking): Cell[] => [manifest.date, session.startTime, session.activityName, b.bookingId, b.customerName, null, null, null, null, null, null, null, null, null];
  return csv([
    keys.map((key) => t(`daySheet.csv.${key}`)),
    ...manifest.bookings.flatMap((b) =>
      b.riders?.riders.length ? b.riders.riders.map((rider, index) => [...(index === 0 ? bookingCells(b) : repeated(b)), ...riderCells(rider, t)]) : [[...bookingCells(b), null, null, null, null]],
    ),
  ]);
}
