import {
  bookingPayment,
  checkInProgress,
  isCalendarDay,
  orderPath,
  parkDate,
  sessionCounts,
  type BookingPayment,
  type CheckInProgress,
  type RiderTally,
  type SessionCounts,
  type SessionPlaces,
} from '@/lib/domain/day-sheet';
import { personName, textIn, toLanguage, type Language } from '@/lib/domain/language';
import { ageOn, ridersVerdict, type RiderProblem, type RidersVerdict, type WaiverState } from '@/lib/domain/riders';
import { formatMoney, intlLocale } from '@/lib/domain/money';
import { mayAct } from '@/lib/domain/staff-access';
import { parkTime } from '@/lib/domain/time';
import { getCatalogue, type Catalogue } from '../activities';
import { listLocales } from '../locales';
import { db as processDb, type Database } from '../platform/db/client';
import type { ActivityRow } from '../platform/db/schema';
import type { ParkView, StaffMember } from '../staff';
import { checkedInPeople, checkInConflicts, type CheckInConflictView } from '../check-in';
import { riderSeats, riderTallies, sessionGroupProblems, type RiderSeat } from '../riders';
import { groupsInSessions } from '../groups';
import { sessionWaitingList, waitingCounts, type WaitingListEntryView } from '../waiting-lists';
import { daySessionRows, findSession, rangeSessionPlaces, sessionBookings, type BookingLine, type BookingRow, type SessionRow } from './day-sheet-repository';
import type { PlacesByStanding } from './kept-sessions';

/*
 * The day sheet (issue #22): a park's sessions of one local day with their counts, and each session's
 * manifest. Who may read it is asked here, of the park the sheet or the session belongs to (never one
 * the browser names for a session), so the API and the CSV exports answer alike; a refusal says nothing
 * of whether the thing exists. Names are in the staff member's language where the park's content has it.
 */

export interface DaySheetSession extends SessionCounts {
  id: string;
  activityName: string;
  /** ISO instant. */
  startsAt: string;
  /** 'HH:MM' in the park's time zone. */
  startTime: string;
  /** The start plus the activity's duration, where it has one. */
  endTime: string | null;
  /** People checked in at the gate. */
  checkedIn: number;
  /** Closed by staff (issue #23): its free places are none. */
  closed: boolean;
  /** The shared resources that cannot serve its places taken (a count lowered below what is sold). */
  resourcesShort: string[];
  /** Visitors in its waiting list now, waiting or holding an offer (issue #24). */
  waiting: number;
  /** Its riders named and waivers signed; null where the activity asks nothing of its riders or none are booked. */
  riders: RiderTally | null;
}

export interface DaySheet {
  park: ParkView;
  /** The park's local day, 'YYYY-MM-DD'. */
  date: string;
  /** The park's currency, which the sessions' dueAtDesk is in; null for a park with no site yet (nothing sold). */
  currency: string | null;
  sessions: DaySheetSession[];
  /** Offline scanners' check-ins of the day not all counted (lib/domain/offline-check-in.ts). */
  conflicts: CheckInConflictView[];
  /** The group bookings with tickets on the day (lib/server/groups), by organisation. */
  groups: DaySheetGroup[];
  /**
   * The bookings reserved to pay at the desk with a ticket standing on the day, and what the desk is to
   * collect for them (in the sheet's currency; what staff released since is not due): the dashboard's.
   */
  unpaidReservations: { count: number; due: number };
}

/** A group on the day sheet: who, how many, its money (minor units of the sheet's currency) and its riders' waivers. */
export interface DaySheetGroup {
  bookingId: string;
  organisation: string;
  people: number;
  /** The deposit paid: the order's own payment. */
  deposit: number;
  /** What is still due of the balance. */
  balanceDue: number;
  dueOn: string;
  riders: RiderTally | null;
}

export interface ManifestItem {
  name: string;
  quantity: number;
}

export interface ManifestBooking {
  bookingId: string;
  customerName: string;
  email: string;
  phone: string;
  tickets: ManifestItem[];
  /** People the booking brings (its places in this session). */
  people: number;
  addOns: ManifestItem[];
  upgrades: string[];
  payment: BookingPayment;
  /** What the desk collects on arrival, written in the park's currency; null when nothing is due. */
  dueAtDesk: string | null;
  checkedIn: number;
  checkIn: CheckInProgress;
  orderPath: string;
  /** Its riders of this session with the gate's verdict on them; null where the activity asks nothing of them. */
  riders: { verdict: RidersVerdict; riders: ManifestRider[] } | null;
}

/** A rider on the manifest: name once named, age on the session's day, waiver, each limit not met (as given). */
export interface ManifestRider {
  ticketCode: string;
  seat: number;
  name: string | null;
  age: number | null;
  waiver: WaiverState;
  problems: (RiderProblem & { questionText?: string })[];
}

export type ManifestSession = Pick<DaySheetSession, 'id' | 'activityName' | 'startsAt' | 'startTime' | 'endTime' | 'capacity'>;

export interface SessionManifest {
  park: ParkView;
  date: string;
  session: ManifestSession;
  bookings: ManifestBooking[];
  /** Its waiting list in line order, every entry (issue #24). */
  waitingList: WaitingListEntryView[];
}

export type Refusal = { ok: false; code: 'forbidden' | 'invalidDate' };

export interface ReadOptions {
  now?: Date;
  database?: Database;
}

/** A park as the sheet shows it, and the language and formats its content is read in for this member. */
interface ParkSite {
  park: ParkView;
  /** The language of the park's content for this member: their own where a locale of the park speaks it, else the park's first. */
  language: Language;
  /** Intl locale for amounts. */
  intl: string;
  /** The park's currency (every site of a park has the same); null with no site. */
  currency: string | null;
}

async function parkSite(parkId: string, staffLanguage: Language): Promise<ParkSite> {
  const locales = (await listLocales()).filter((locale) => locale.parkId === parkId);
  const locale = locales.find((candidate) => toLanguage(candidate.locale) === staffLanguage) ?? locales[0];
  // A park with no locale yet sells nothing; its day is counted in UTC, as the staff screens count it (parkViews).
  if (!locale) return { park: { id: parkId, name: parkId, timeZone: 'UTC' }, language: staffLanguage, intl: staffLanguage, currency: null };
  const language = toLanguage(locale.locale);
  return { park: { id: parkId, name: locale.park?.name ?? parkId, timeZone: locale.timeZone }, language, intl: intlLocale(locale.hrefLang, language), currency: locale.currency };
}

function sessionTimes(activity: ActivityRow | undefined, startsAt: Date, site: ParkSite) {
  const end = activity?.durationMinutes ? new Date(startsAt.getTime() + activity.durationMinutes * 60_000) : null;
  return {
    activityName: activity ? textIn(activity.texts, site.language).title : '',
    startsAt: startsAt.toISOString(),
    startTime: parkTime(startsAt, site.park),
    endTime: end ? parkTime(end, site.park) : null,
  };
}

/** A closed session's counts: what it sold stands, but nothing more is free (issue #23). */
const closedCounts = (closed: boolean, counts: SessionCounts): SessionCounts => (closed ? { ...counts, free: 0 } : counts);

/**
 * A park's sessions of one local day with their counts: four statements (the sessions with their places,
 * the check-ins, the waiting lists, the riders' counts), however many sessions.
 */
export async function readDaySheet(staff: StaffMember, parkId: string, date: string, { now = new Date(), database = processDb() }: ReadOptions = {}): Promise<{ ok: true; sheet: DaySheet } | Refusal> {
  if (!mayAct(staff, 'readDaySheet', parkId)) return { ok: false, code: 'forbidden' };
  if (!isCalendarDay(date)) return { ok: false, code: 'invalidDate' };
  const [site, catalogue] = await Promise.all([parkSite(parkId, staff.language), getCatalogue()]);
  const activities = new Map(catalogue.activities.filter((activity) => activity.parkId === parkId).map((activity) => [activity.id, activity]));
  const rows = await daySessionRows(database, [...activities.keys()], date, site.park.timeZone, now);
  const sessionIds = rows.map((row) => row.id);
  const [checkedIn, waiting, conflicts, groups] = await Promise.all([
    rows.length ? checkedInPeople.bySession(sessionIds, database) : new Map<string, number>(),
    rows.length ? waitingCounts(database, sessionIds) : new Map<string, number>(),
    checkInConflicts(database, parkId, date, site.park.timeZone),
    dayGroups(database, sessionIds),
  ]);
  const order = (id: string) => activities.get(id)?.sortOrder ?? 0;
  const sessions = rows
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || order(a.activityId) - order(b.activityId))
    .map((row) => ({
      id: row.id,
      ...sessionTimes(activities.get(row.activityId), row.startsAt, site),
      ...closedCounts(row.closed, countsOfRow(row)),
      checkedIn: checkedIn.get(row.id) ?? 0,
      closed: row.closed,
      resourcesShort: row.resourcesShort,
      waiting: waiting.get(row.id) ?? 0,
      // The day's riders as the sheet counts them, never a seat (docs/back-office.md, "The day sheet").
      riders: row.riders,
    }));
  return { ok: true, sheet: { park: site.park, date, currency: site.currency, sessions, conflicts, groups, unpaidReservations: unpaidOf(rows, site.currency) } };
}

/** Each booking reserved to pay at the desk once, however many of the day's sessions its tickets stand at; one in another currency (none should be) left out. */
function unpaidOf(rows: readonly SessionRow[], currency: string | null): DaySheet['unpaidReservations'] {
  const due = new Map(rows.flatMap((row) => row.reservations.filter((booking) => booking.currency === currency).map((booking) => [booking.orderId, booking.due] as const)));
  return { count: due.size, due: [...due.values()].reduce((sum, amount) => sum + amount, 0) };
}

/** The groups with a standing ticket in these sessions, each with its money and its riders' tally over the day's seats: two statements. */
async function dayGroups(database: Database, sessionIds: readonly string[]): Promise<DaySheetGroup[]> {
  const groups = await groupsInSessions(database, sessionIds);
  const riders = groups.size ? await riderTallies(database, { sessionIds, orderIds: [...groups.keys()] }, 'order') : new Map<string, RiderTally>();
  return [...groups.values()]
    .map((group) => ({
      bookingId: group.bookingId,
      organisation: group.organisation,
      people: group.people,
      deposit: group.payments[0]?.amount ?? 0,
      balanceDue: group.due,
      dueOn: group.dueOn,
      riders: riders.get(group.orderId) ?? null,
    }))
    .sort((a, b) => a.organisation.localeCompare(b.organisation) || a.bookingId.localeCompare(b.bookingId));
}

/** A session's places: sold, reserved, held and free (lib/domain/day-sheet.ts sessionCounts). */
const countsOfRow = (row: SessionRow): SessionCounts =>
  sessionCounts(
    row.capacity,
    row.taken,
    row.cartHolds,
    standingPlaces(row.places),
    row.resourceRoom,
  );

/** Places by how their bookings stand at the desk (lib/domain/day-sheet.ts bookingPayment); bookings that count nowhere left out. */
const standingPlaces = (places: readonly Omit<PlacesByStanding, 'dueHere'>[] | readonly PlacesByStanding[]): SessionPlaces[] =>
  places.flatMap((entry) => {
    const payment = bookingPayment(entry.status, entry.dueOnArrival);
    return payment ? [{ payment, places: entry.places, dueHere: 'dueHere' in entry ? entry.dueHere : undefined }] : [];
  });

/**
 * The places of some activities' sessions on a park's local day, by session, counted as the day sheet
 * counts them (the closures' day view shows them beside its actions). One statement; the caller has
 * asked who may read them.
 */
export async function dayPlaces(database: Database, activityIds: readonly string[], date: string, timeZone: string, now: Date): Promise<Map<string, SessionCounts>> {
  const rows = await daySessionRows(database, activityIds, date, timeZone, now);
  return new Map(rows.map((row) => [row.id, countsOfRow(row)]));
}

/** A session of a range with its places and check-ins, as the day sheet counts them. */
export interface RangeSession extends Pick<SessionCounts, 'capacity' | 'sold' | 'reserved' | 'held'> {
  id: string;
  activityId: string;
  startsAt: Date;
  closed: boolean;
  checkedIn: number;
}

/**
 * The sessions of some activities over a range of a park's local days, with their places and check-ins
 * counted as the day sheet counts a day (the occupancy report, lib/server/reports). Two statements; the
 * caller has asked who may read them.
 */
export async function rangePlaces(database: Database, activityIds: readonly string[], from: string, to: string, timeZone: string, now: Date): Promise<RangeSession[]> {
  const rows = await rangeSessionPlaces(database, activityIds, from, to, timeZone, now);
  const checkedIn = rows.length ? await checkedInPeople.bySession(rows.map((row) => row.id), database) : new Map<string, number>();
  return rows.map((row) => {
    // What the desk collects and what is free are the day sheet's, not the range's: neither is read here.
    const { sold, reserved, held } = sessionCounts(row.capacity, 0, row.cartHolds, standingPlaces(row.places));
    return { id: row.id, activityId: row.activityId, startsAt: row.startsAt, closed: row.closed, checkedIn: checkedIn.get(row.id) ?? 0, capacity: row.capacity, sold, reserved, held };
  });
}

/** Sums quantities by id, in the catalogue's order of those ids, named in `language` (an id the catalogue lost is shown as itself). */
function items<T extends { id: string; texts: { en: { title: string } } & Partial<Record<Language, { title: string }>> }>(
  choices: { id: string; quantity: number }[],
  known: readonly T[],
  language: Language,
): ManifestItem[] {
  const quantities = new Map<string, number>();
  for (const choice of choices) quantities.set(choice.id, (quantities.get(choice.id) ?? 0) + choice.quantity);
  const rank = (id: string) => {
    const index = known.findIndex((entry) => entry.id === id);
    return index < 0 ? known.length : index;
  };
  return [...quantities]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([id, quantity]) => {
      const entry = known.find((candidate) => candidate.id === id);
      return { name: entry ? textIn(entry.texts, language).title : id, quantity };
    });
}

/** A booking's riders of the session, as the gate would rule on them (the accompanying-adult rule over them all). */
function manifestRiders(seats: readonly RiderSeat[], orderId: string, sessionId: string, language: Language): ManifestBooking['riders'] {
  const own = seats.filter((seat) => seat.orderId === orderId);
  if (!own.length) return null;
  const questions = new Map(own[0].requirements.healthQuestions.map((question) => [question.id, language === 'zh-Hant' ? question.text.zhHant || question.text.en : question.text.en]));
  return {
    verdict: ridersVerdict(
      own.map((seat) => seat.verdict),
      sessionGroupProblems(own, orderId, sessionId),
    ),
    riders: own.map((seat) => ({
      ticketCode: seat.ticketCode,
      seat: seat.seat,
      name: seat.rider?.name ?? null,
      age: seat.rider ? ageOn(seat.rider.dateOfBirth, seat.day) : null,
      waiver: seat.verdict.waiver,
      problems: seat.verdict.problems.map((problem) => ('question' in problem ? { ...problem, questionText: questions.get(problem.question) ?? problem.question } : problem)),
    })),
  };
}

function manifestBooking(
  row: BookingRow,
  activityId: string,
  catalogue: Catalogue,
  site: ParkSite,
  staffLanguage: Language,
  checkedIn: number,
  riders: ManifestBooking['riders'],
): ManifestBooking | null {
  const payment = bookingPayment(row.status, row.dueOnArrival);
  if (!payment) return null;
  const lines: BookingLine[] = row.lines;
  const people = lines.reduce((sum, line) => sum + line.places, 0);
  const upgradeIds = new Set(lines.map((line) => line.upgradeId).filter((id): id is string => id !== null));
  return {
    bookingId: row.bookingId,
    customerName: personName(row.customer.firstName, row.customer.lastName, staffLanguage),
    email: row.customer.email,
    phone: row.customer.mobilePhone,
    tickets: items(
      lines.flatMap((line) => line.tickets.map((ticket) => ({ id: ticket.variationId, quantity: ticket.quantity }))),
      catalogue.variationsByActivity.get(activityId) ?? [],
      site.language,
    ),
    people,
    addOns: items(
      lines.flatMap((line) => line.addOns.map((addOn) => ({ id: addOn.addOnId, quantity: addOn.quantity }))),
      catalogue.addOnsByActivity.get(activityId) ?? [],
      site.language,
    ),
    upgrades: items(
      [...upgradeIds].map((id) => ({ id, quantity: 1 })),
      catalogue.upgradesByActivity.get(activityId) ?? [],
      site.language,
    ).map((upgrade) => upgrade.name),
    payment,
    dueAtDesk: row.dueOnArrival > 0 ? formatMoney({ amount: row.dueOnArrival, currency: row.currency }, site.intl) : null,
    checkedIn,
    checkIn: checkInProgress(people, checkedIn),
    orderPath: orderPath(row.bookingId),
    riders,
  };
}

/**
 * A session's manifest: its bookings, each with who, how to reach them, what they bought and how they
 * stand. The park is the session's own; a session that does not exist is refused like another park's.
 * Five statements: the session, its bookings, their check-ins, its waiting list, its riders.
 */
export async function readSessionManifest(staff: StaffMember, sessionId: string, { database = processDb() }: ReadOptions = {}): Promise<{ ok: true; manifest: SessionManifest } | Refusal> {
  const [session, catalogue] = await Promise.all([findSession(database, sessionId), getCatalogue()]);
  const activity = session ? catalogue.activities.find((candidate) => candidate.id === session.activityId) : undefined;
  if (!session || !activity || !mayAct(staff, 'readDaySheet', activity.parkId)) return { ok: false, code: 'forbidden' };
  const [site, rows, checkedIn, waitingList, seats] = await Promise.all([
    parkSite(activity.parkId, staff.language),
    sessionBookings(database, session.id),
    checkedInPeople.byOrder(session.id, database),
    sessionWaitingList(database, session.id),
    riderSeats(database, { sessionId: session.id }),
  ]);
  const bookings = rows.flatMap(
    (row) => manifestBooking(row, activity.id, catalogue, site, staff.language, checkedIn.get(row.orderId) ?? 0, manifestRiders(seats, row.orderId, session.id, staff.language)) ?? [],
  );
  return {
    ok: true,
    manifest: {
      park: site.park,
      date: parkDate(session.startsAt, site.park.timeZone),
      session: { id: session.id, capacity: session.capacity, ...sessionTimes(activity, session.startsAt, site) },
      bookings,
      waitingList,
    },
  };
}
