import { sql, type SQL } from 'drizzle-orm';
import { todayIn } from '@/lib/domain/calendar';
import { PARTICIPANTS_MAX } from '@/lib/domain/catalogue-desk';
import type { RiderTally } from '@/lib/domain/day-sheet';
import {
  asksRiders,
  groupProblems,
  seatVerdict,
  signatureCovers,
  type GroupProblem,
  type RiderDetails,
  type RiderRequirements,
  type SeatVerdict,
} from '@/lib/domain/riders';
import type { Database } from '../platform/db/client';
import { idIn } from '../platform/db/uuid-array';
import { standingTicketsAt } from '../sessions';

type Reader = Pick<Database, 'execute'>;

/*
 * The seats of standing tickets whose activity asks something of its riders: one per participant of the
 * ticket type, each with its rider (once named), the latest signature of the activity's waiver that still
 * covers the rider's details, and what keeps them off the ride. One statement for a booking, a ticket, a
 * rider, a session or a day's sessions: My booking, a rider's own link, the gate and the kiosk all read this.
 */

export interface RiderSeat {
  ticketId: string;
  ticketCode: string;
  seat: number;
  orderId: string;
  bookingId: string;
  /** Whether the booking's places are sold (orders.places_sold): false once an unpaid order expired or failed. */
  placesSold: boolean;
  parkId: string;
  timeZone: string;
  sessionId: string;
  startsAt: Date;
  /** The park day of the session: ages are counted on it. */
  day: string;
  activityId: string;
  requirements: RiderRequirements;
  /** The rider's row: made when named, or when a personal link was made for the seat. */
  riderId: string | null;
  /** Their details, once named. */
  rider: RiderDetails | null;
  /** The latest signature of the activity's waiver that covers the rider as they are now. */
  signature: { id: string; signedAt: Date } | null;
  verdict: SeatVerdict;
}

export type SeatsOf = { orderId: string } | { ticketIds: readonly string[] } | { riderId: string } | { sessionId: string } | { sessionIds: readonly string[] };

interface SeatRow extends Record<string, unknown> {
  ticket_id: string;
  code: string;
  seat: number;
  order_id: string;
  booking_id: string;
  places_sold: boolean;
  park_id: string;
  time_zone: string;
  session_id: string;
  starts_at: Date | string;
  activity_id: string;
  min_age: number | null;
  max_age: number | null;
  min_height_cm: number | null;
  max_height_cm: number | null;
  max_weight_kg: number | null;
  accompanying_adult: RiderRequirements['accompanyingAdult'];
  waiver_id: string | null;
  health_questions: RiderRequirements['healthQuestions'];
  rider_id: string | null;
  name: string | null;
  date_of_birth: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  answers: Record<string, boolean> | null;
  signature_id: string | null;
  signed_rider: unknown;
  signed_at: Date | string | null;
}

/** The standing tickets the seats are of, each with its session, order, activity and type. */
function ticketsOf(of: SeatsOf): SQL {
  if ('sessionId' in of) return standingTicketsAt([of.sessionId]);
  // A day's sessions at once (the day sheet's counts): one statement however many sessions.
  if ('sessionIds' in of && of.sessionIds.length) return standingTicketsAt(of.sessionIds);
  const filter =
    'orderId' in of ? sql`i.order_id = ${of.orderId}`
    : 'riderId' in of ? sql`t.id = (select ticket_id from riders where id = ${of.riderId})`
    : 'ticketIds' in of && of.ticketIds.length ? idIn(sql`t.id`, of.ticketIds)
    : sql`false`;
  return sql`(select t.id, t.code, t.variation_id, i.order_id, i.activity_id, coalesce(t.session_id, i.session_id) as session_id
    from tickets t join order_items i on i.id = t.order_item_id where t.cancelled_at is null and ${filter})`;
}

/** An activity's requirements as its row holds them (the columns REQUIREMENT_COLUMNS reads). */
type RequirementColumns = Pick<SeatRow, 'min_age' | 'max_age' | 'min_height_cm' | 'max_height_cm' | 'max_weight_kg' | 'accompanying_adult' | 'waiver_id' | 'health_questions'>;

const REQUIREMENT_COLUMNS = sql`a.min_age, a.max_age, a.min_height_cm, a.max_height_cm, a.max_weight_kg, a.accompanying_adult, a.waiver_id, a.health_questions`;

const requirementsOfRow = (row: RequirementColumns): RiderRequirements => ({
  minAge: row.min_age,
  maxAge: row.max_age,
  minHeightCm: row.min_height_cm,
  maxHeightCm: row.max_height_cm,
  maxWeightKg: row.max_weight_kg,
  accompanyingAdult: row.accompanying_adult ?? null,
  waiverId: row.waiver_id,
  healthQuestions: row.health_questions ?? [],
});

/**
 * The seats of standing tickets (not cancelled): by booking, tickets, rider or session. The tickets are
 * found first (a CTE kept apart): planned together with the seats, whose number the planner cannot know,
 * a session's 80 tickets were each looked up once per ticket type (27 ms, docs/performance.md).
 */
export async function riderSeats(reader: Reader, of: SeatsOf): Promise<RiderSeat[]> {
  const result = await reader.execute<SeatRow>(sql`
    with st as materialized (
      select h.id, h.code, h.session_id, h.order_id, h.activity_id, greatest(v.participants, 1) as people
      from ${ticketsOf(of)} h join variations v on v.id = h.variation_id
    )
    select st.id as ticket_id, st.code, seat.n as seat, o.id as order_id, o.booking_id, o.places_sold, l.park_id, l.time_zone,
      s.id as session_id, s.starts_at, a.id as activity_id, ${REQUIREMENT_COLUMNS},
      r.id as rider_id, r.name, r.date_of_birth, r.height_cm, r.weight_kg, r.answers,
      sig.id as signature_id, sig.rider as signed_rider, sig.signed_at
    from st
    join orders o on o.id = st.order_id
    join locales l on l.id = o.locale_id
    join sessions s on s.id = st.session_id
    join activities a on a.id = st.activity_id
    -- At most PARTICIPANTS_MAX seats a ticket: so the planner knows (a set function's rows it takes for 1,000,
    -- and read every rider of the season into a hash for a session's 80 seats).
    cross join lateral (select n from generate_series(0, st.people - 1) as g(n) limit ${sql.raw(String(PARTICIPANTS_MAX))}) as seat
    left join riders r on r.ticket_id = st.id and r.seat = seat.n
    left join lateral (
      select ws.id, ws.rider, ws.signed_at from waiver_signatures ws join waiver_texts wt on wt.id = ws.waiver_text_id
      where ws.rider_id = r.id and wt.waiver_id = a.waiver_id order by ws.signed_at desc limit 1
    ) sig on true
    order by s.starts_at, st.code, seat.n`);
  const seats: RiderSeat[] = [];
  // A session's seats share its start: its local day is worked out once (a manifest has 80 seats of one).
  const days = new Map<string, string>();
  for (const row of result.rows) {
    const requirements = requirementsOfRow(row);
    if (!asksRiders(requirements)) continue;
    const startsAt = new Date(row.starts_at);
    const at = `${row.time_zone} ${startsAt.getTime()}`;
    const day = days.get(at) ?? days.set(at, todayIn(row.time_zone, startsAt)).get(at)!;
    const rider: RiderDetails | null =
      row.name !== null && row.date_of_birth !== null
        ? { name: row.name, dateOfBirth: row.date_of_birth, heightCm: row.height_cm, weightKg: row.weight_kg, answers: row.answers ?? {} }
        : null;
    const covered = rider !== null && row.signature_id !== null && signatureCovers(row.signed_rider, rider);
    seats.push({
      ticketId: row.ticket_id,
      ticketCode: row.code,
      seat: row.seat,
      orderId: row.order_id,
      bookingId: row.booking_id,
      placesSold: row.places_sold,
      parkId: row.park_id,
      timeZone: row.time_zone,
      sessionId: row.session_id,
      startsAt,
      day,
      activityId: row.activity_id,
      requirements,
      riderId: row.rider_id,
      rider,
      signature: covered ? { id: row.signature_id!, signedAt: new Date(row.signed_at!) } : null,
      verdict: seatVerdict(requirements, rider, covered, day),
    });
  }
  return seats;
}

/** The booking's riders of one session together: the accompanying-adult rule, with its still-open seats. */
export function sessionGroupProblems(seats: readonly RiderSeat[], orderId: string, sessionId: string): GroupProblem[] {
  const together = seats.filter((seat) => seat.orderId === orderId && seat.sessionId === sessionId);
  if (!together.length) return [];
  const named = together.flatMap((seat) => (seat.rider ? [seat.rider] : []));
  return groupProblems(together[0].requirements, named, together[0].day, together.length - named.length);
}

/**
 * What JavaScript's String.prototype.trim takes off both ends (ECMAScript WhiteSpace and LineTerminator):
 * `btrim(x, JS_WHITESPACE)` trims as signedDetails (lib/domain/riders.ts) does, where plain btrim takes
 * off spaces only.
 */
const JS_WHITESPACE = '\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * lib/domain/riders.ts signatureCovers in SQL: the signed details (`signed`, a signature's jsonb) and the
 * rider row `r` as signedDetails writes both (the name trimmed, height, weight and answers null or {}
 * when absent), compared as jsonb, whose equality ignores key order as signedDetails' sorted answers do.
 */
const signatureCoversSql = (signed: SQL) => sql`(jsonb_typeof(${signed}) = 'object' and ${signed} ? 'name' and
  jsonb_build_object('name', btrim(${signed}->>'name', ${JS_WHITESPACE}), 'dateOfBirth', ${signed}->'dateOfBirth',
    'heightCm', coalesce(${signed}->'heightCm', 'null'::jsonb), 'weightKg', coalesce(${signed}->'weightKg', 'null'::jsonb),
    'answers', coalesce(nullif(${signed}->'answers', 'null'::jsonb), '{}'::jsonb))
  = jsonb_build_object('name', btrim(r.name, ${JS_WHITESPACE}), 'dateOfBirth', r.date_of_birth::text, 'heightCm', r.height_cm, 'weightKg', r.weight_kg, 'answers', r.answers))`;

interface TallyRow extends RequirementColumns, Record<string, unknown> {
  key: string;
  seats: number;
  named: number;
  signed: number;
}

/**
 * The day sheet's counts of riders (lib/domain/day-sheet.ts riderTally) for the standing tickets of sold
 * bookings (orders.places_sold) at these sessions, by session or by booking (`orderIds`: only theirs),
 * counted by PostgreSQL: the same figures as riderTally over riderSeats' seats, without building each
 * seat (a busy day's thousands, docs/performance.md "Side by side with the demo database"). A seat is named
 * once its rider has a name and a date of birth; signed when the latest signature of the activity's
 * waiver covers the rider as they are now (signatureCoversSql). No entry where nothing is asked of riders.
 */
export async function riderTallies(reader: Reader, of: { sessionIds: readonly string[]; orderIds?: readonly string[] }, by: 'session' | 'order'): Promise<Map<string, RiderTally>> {
  const tallies = new Map<string, RiderTally>();
  if (!of.sessionIds.length || of.orderIds?.length === 0) return tallies;
  const result = await reader.execute<TallyRow>(sql`
    select x.key, ${REQUIREMENT_COLUMNS}, sum(x.seats)::int as seats, sum(x.named)::int as named, sum(x.signed)::int as signed
    from (
      select ${by === 'session' ? sql`h.session_id` : sql`h.order_id`} as key, h.activity_id, greatest(v.participants, 1) as seats, rc.named, rc.signed
      from ${standingTicketsAt(of.sessionIds)} h
      join orders o on o.id = h.order_id
      join variations v on v.id = h.variation_id
      join activities ta on ta.id = h.activity_id
      cross join lateral (
        select count(*) as named,
          -- A rider's signatures are looked up only where the activity asks a waiver (CASE: evaluated in order).
          count(*) filter (where case when ta.waiver_id is null then false else (
            select ${signatureCoversSql(sql`ws.rider`)} from waiver_signatures ws join waiver_texts wt on wt.id = ws.waiver_text_id
            where ws.rider_id = r.id and wt.waiver_id = ta.waiver_id order by ws.signed_at desc limit 1) end) as signed
        from riders r where r.ticket_id = h.id and r.seat < greatest(v.participants, 1) and r.name is not null and r.date_of_birth is not null
      ) rc
      where o.places_sold ${of.orderIds ? sql`and ${idIn(sql`h.order_id`, of.orderIds)}` : sql``}
    ) x join activities a on a.id = x.activity_id
    group by x.key, a.id`);
  for (const row of result.rows) {
    const requirements = requirementsOfRow(row);
    if (!asksRiders(requirements)) continue;
    const asked = requirements.waiverId !== null;
    const tally = tallies.get(row.key) ?? { riders: 0, named: 0, waiversAsked: 0, waiversSigned: 0 };
    tallies.set(row.key, {
      riders: tally.riders + row.seats,
      named: tally.named + row.named,
      waiversAsked: tally.waiversAsked + (asked ? row.seats : 0),
      waiversSigned: tally.waiversSigned + (asked ? row.signed : 0),
    });
  }
  return tallies;
}
