import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/demo';
import { riderTally, type RiderTally } from '@/lib/domain/day-sheet';
import { riderSeats, riderTallies, type RiderSeat } from '@/lib/server/riders';
import { generateSeason } from '@/tools/season/generate';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The counts PostgreSQL now adds up for the busy season's hot queries (docs/performance.md, "Side by side
 * with the demo database") give the answers the row-by-row reads gave, on varied data: a generated season
 * of 60 days, then riders changed after they signed, unnamed, named with spaces JavaScript trims, answers
 * added, signatures that lack fields, newer signatures that do not cover, seats past a ticket's people.
 */

const DAY = 86_400_000;
const now = new Date();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let days: { sessionIds: string[] }[];

const query = async <T extends object>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, 'http://127.0.0.1:9');
  const startDay = new Date(now.getTime() - 45 * DAY).toISOString().slice(0, 10);
  await generateSeason(database.pool, { scale: 0.004, seed: 7, startDay, days: 60, now });
  // Riders as visitors and staff leave them, beyond what the generator writes (every rider signed as named).
  await database.pool.query(`
    update riders set height_cm = height_cm + 1 where abs(hashtext(id::text)) % 10 = 0;
    update riders set name = null where abs(hashtext(id::text)) % 10 = 1;
    update riders set date_of_birth = null where abs(hashtext(id::text)) % 10 = 2;
    update riders set name = E' \\t' || name || E'\\u00a0' where abs(hashtext(id::text)) % 10 = 3;
    update riders set answers = '{"q1": true}' where abs(hashtext(id::text)) % 10 = 4;
    update riders set weight_kg = null, height_cm = null where abs(hashtext(id::text)) % 10 = 5;
    -- Signed again later without the answers and weight written (each read as absent), and with another name: the latest counts.
    insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signed_at, client_address, user_agent, seal)
      select rider_id, waiver_text_id, rider - 'answers' - 'weightKg', signer_name, signed_at + interval '1 minute', client_address, user_agent, seal
      from waiver_signatures where abs(hashtext(rider_id::text)) % 10 = 5;
    insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signed_at, client_address, user_agent, seal)
      select rider_id, waiver_text_id, jsonb_set(rider, '{name}', '"Someone Else"'), signer_name, signed_at + interval '1 minute', client_address, user_agent, seal
      from waiver_signatures where abs(hashtext(rider_id::text)) % 10 = 6;
    insert into riders (ticket_id, seat, name, date_of_birth)
      select ticket_id, seat + 7, name, date_of_birth from riders where abs(hashtext(id::text)) % 10 = 7;
  `);
  const sessions = await query<{ day: string; ids: string[] }>(`
    select (starts_at at time zone 'Pacific/Auckland')::date::text as day, array_agg(id::text) as ids
    from sessions where starts_at between now() - interval '40 days' and now() + interval '10 days' group by 1 order by 1`);
  days = sessions.map((row) => ({ sessionIds: row.ids }));
}, 240_000);

afterAll(async () => {
  await database?.drop();
});

/** riderTally over riderSeats' seats of sold bookings, by `key`: what the day sheet counted before. */
function talliesOfSeats(seats: readonly RiderSeat[], key: (seat: RiderSeat) => string): Map<string, RiderTally> {
  const by = new Map<string, RiderSeat[]>();
  for (const seat of seats.filter((candidate) => candidate.placesSold)) by.set(key(seat), [...(by.get(key(seat)) ?? []), seat]);
  return new Map([...by].map(([id, own]) => [id, riderTally(own.map((seat) => seat.verdict))!]));
}

const sorted = (map: Map<string, RiderTally>) => [...map].sort(([a], [b]) => a.localeCompare(b));

describe("the day sheet's riders counted by PostgreSQL", () => {
  it('are riderTally over every seat, by session and by booking, on every day', async () => {
    let counted = 0;
    let signed = 0;
    let unsigned = 0;
    for (const day of days) {
      const seats = await riderSeats(database.db, { sessionIds: day.sessionIds });
      const bySession = await riderTallies(database.db, { sessionIds: day.sessionIds }, 'session');
      expect(sorted(bySession)).toEqual(sorted(talliesOfSeats(seats, (seat) => seat.sessionId)));
      const orderIds = [...new Set(seats.map((seat) => seat.orderId))].filter((_, index) => index % 3 === 0);
      const byOrder = await riderTallies(database.db, { sessionIds: day.sessionIds, orderIds }, 'order');
      expect(sorted(byOrder)).toEqual(sorted(talliesOfSeats(seats.filter((seat) => orderIds.includes(seat.orderId)), (seat) => seat.orderId)));
      counted += seats.length;
      for (const tally of bySession.values()) {
        signed += tally.waiversSigned;
        unsigned += tally.waiversAsked - tally.waiversSigned;
      }
    }
    // The data was varied enough to say something: seats of every kind.
    expect(counted).toBeGreaterThan(1_000);
    expect(signed).toBeGreaterThan(100);
    expect(unsigned).toBeGreaterThan(100);
  }, 120_000);
});
