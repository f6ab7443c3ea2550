/**
 * The day sheet (issue #22): a park's sessions of one local day with their capacity, sold, reserved,
 * held and checked-in counts, each session's manifest of bookings, and both as CSV exports on
 * ADMIN_HOST. It reads the sessions, holds, orders and check-ins of the capabilities that own them and
 * changes nothing; every read asks mayAct('readDaySheet') of the park it belongs to.
 */
export { dayPlaces, rangePlaces, readDaySheet, readSessionManifest } from './day-sheet-service';
export type { DaySheet, DaySheetSession, RangeSession, ManifestBooking, ManifestItem, ManifestSession, Refusal, SessionManifest } from './day-sheet-service';
export { daySheetEndpoint } from './csv-endpoint';
