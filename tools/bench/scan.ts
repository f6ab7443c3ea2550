import { Pool } from 'pg';
import { percentile, type ScanFigure } from '@/lib/domain/performance-budgets';
import { signInGate, ticketsOfBookingsToday, type Gate } from '../gate/gate-client';

/** Eight gates at once (issue #25), as at a park's entrance on a busy morning; each scans its share of the tickets in turn. */
export const GATES = 8;
/** A family's tickets: each booking at the entrance brings this many (the season's orders average 2.4). */
const TICKETS_PER_BOOKING = 4;

async function scanAll(gates: Gate[], texts: string[], expected: string): Promise<ScanFigure> {
  const results = (
    await Promise.all(
      gates.map(async (gate, g) => {
        const seen = [];
        for (let i = g; i < texts.length; i += gates.length) seen.push(await gate.scan(texts[i]));
        return seen;
      }),
    )
  ).flat();
  const times = results.map((result) => result.ms);
  return {
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    scans: results.length,
    unexpected: results.filter((result) => result.verdict !== expected).length,
  };
}

/**
 * The scan verdict's latency: `tickets` tickets of the bench's bookings, TICKETS_PER_BOOKING each, made
 * today's (tools/gate/gate-client.ts), scanned by GATES gates signed in on the site, then scanned again.
 * Not one booking's: a scan reads its booking's riders to rule on the group (the accompanying adult), so
 * 400 tickets of one booking made every scan read 400 seats, a school's whole trip at every gate at once.
 */
export async function measureScans(options: { site: string; port: number; databaseUrl: string; secret: string; tickets: number }): Promise<{ valid: ScanFigure; repeat: ScanFigure }> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: 1 });
  try {
    const bookings = Math.ceil(options.tickets / TICKETS_PER_BOOKING);
    const { rows } = await pool.query<{ booking_id: string }>(
      // The bench's own visitors' bookings (tools/bench/booking.ts): Queenstown's zipline, placed and kept.
      "select booking_id from orders where kind = 'booking' and customer->>'email' like 'bench@visitor%' order by created_at limit $1",
      [bookings],
    );
    if (rows.length < bookings) throw new Error(`${rows.length} bookings to scan, ${bookings} needed`);
    const texts = await ticketsOfBookingsToday(
      pool,
      rows.map((row) => row.booking_id),
      TICKETS_PER_BOOKING,
      options.secret,
    );
    const gates = await Promise.all(Array.from({ length: GATES }, (_, g) => signInGate(options.site, options.port, 'queenstown', `bench-gate-${g + 1}`)));
    const valid = await scanAll(gates, texts, 'valid');
    const repeat = await scanAll(gates, texts, 'alreadyCheckedIn');
    return { valid, repeat };
  } finally {
    await pool.end();
  }
}
