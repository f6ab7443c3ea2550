import type { QueryResult, QueryResultRow } from 'pg';
import { signedDetails } from '../../lib/domain/riders';
// The seal's own file, not the capability's index: the browser tests' process loads no server modules.
import { waiverSeal } from '../../lib/server/riders/waiver-seal';

/** A pg Pool or Client. */
interface Queryable {
  query<R extends QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

const DATE_OF_BIRTH = '1990-01-15';

/**
 * Makes every rider of a booking ready for the gate, in bulk, for the bench, the reliability scenarios and
 * the browser tests (fixtures, not a visitor's path: those go through lib/server/riders saveRider and
 * signWaiver). Each seat of its standing tickets gets an adult rider who fits every demo limit (height and
 * weight only where the activity limits them, each health question answered the way that lets them ride),
 * and where the activity asks a waiver, a signature of its current English text, sealed as signWaiver seals
 * one (lib/server/riders/waiver-seal.ts); with `sign: false`, named only (a waiver still missing). Seats
 * already named are left as they are. Answers how many riders it named.
 */
export async function readyRidersOfBooking(db: Queryable, bookingId: string, { sign = true }: { sign?: boolean } = {}): Promise<number> {
  const { rows } = await db.query<{
    rider_id: string;
    name: string;
    height_cm: number | null;
    weight_kg: number | null;
    answers: Record<string, boolean>;
    waiver_text_id: string | null;
    waiver_body: string | null;
  }>(
    `with seats as (
       select t.id as ticket_id, seat.n as seat, a.min_height_cm, a.max_height_cm, a.max_weight_kg, a.health_questions, a.waiver_id
         from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
         join activities a on a.id = i.activity_id join variations v on v.id = t.variation_id
         cross join lateral generate_series(0, greatest(v.participants, 1) - 1) as seat(n)
        where o.booking_id = $1 and t.cancelled_at is null),
     named as (
       insert into riders (ticket_id, seat, name, date_of_birth, height_cm, weight_kg, answers, updated_at)
       select ticket_id, seat, 'Rider ' || (seat + 1) || ' ' || left(ticket_id::text, 4), $2::date,
              case when min_height_cm is not null or max_height_cm is not null then 170 end,
              case when max_weight_kg is not null then 70 end,
              coalesce((select jsonb_object_agg(q->>'id', not (q->>'refusingAnswer')::boolean) from jsonb_array_elements(health_questions) q), '{}'::jsonb),
              now()
         from seats
       on conflict (ticket_id, seat) do nothing
       returning id, ticket_id, seat, name, height_cm, weight_kg, answers)
     select n.id as rider_id, n.name, n.height_cm, n.weight_kg, n.answers, wt.id as waiver_text_id, wt.body as waiver_body
       from named n join seats s on s.ticket_id = n.ticket_id and s.seat = n.seat
       left join lateral (select id, body from waiver_texts where waiver_id = s.waiver_id and language = 'en' order by version desc limit 1) wt on true`,
    [bookingId, DATE_OF_BIRTH],
  );
  const signedAt = new Date();
  const signatures = rows
    .filter((row) => sign && row.waiver_text_id && row.waiver_body !== null)
    .map((row) => {
      const rider = signedDetails({ name: row.name, dateOfBirth: DATE_OF_BIRTH, heightCm: row.height_cm, weightKg: row.weight_kg, answers: row.answers });
      const fields = {
        waiverTextId: row.waiver_text_id!,
        waiverBody: row.waiver_body!,
        rider,
        signerName: row.name,
        signerEmail: null,
        guardianRelationship: null,
        drawing: null,
        signedAt,
        clientAddress: '127.0.0.1',
        userAgent: 'fixture',
      };
      return { riderId: row.rider_id, textId: fields.waiverTextId, rider: JSON.stringify(rider), name: row.name, seal: waiverSeal(fields) };
    });
  if (signatures.length) {
    await db.query(
      `insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signed_at, client_address, user_agent, seal)
       select r, w, d::jsonb, n, $5, '127.0.0.1', 'fixture', s from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $6::text[]) as x(r, w, d, n, s)`,
      [signatures.map((s) => s.riderId), signatures.map((s) => s.textId), signatures.map((s) => s.rider), signatures.map((s) => s.name), signedAt.toISOString(), signatures.map((s) => s.seal)],
    );
  }
  return rows.length;
}

