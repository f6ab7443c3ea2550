import { Pool } from 'pg';
import { percentile, type ScanFigure } from '@/lib/domain/performance-budgets';
import { signInGate, ticketsForToday, type Gate } from '../gate/gate-client';

/** Eight gates at once (issue #25), as at a park's entrance on a busy morning; each scans its share of the tickets in turn. */
export const GATES = 8;

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
 * The scan verdict's latency (issue #22): `tickets` tickets of one of the bench's bookings, made today's
 * (tools/gate/gate-client.ts), scanned by GATES gates signed in on the site, then scanned again.
 */
export async function measureScans(options: { site: string; port: number; databaseUrl: string; secret: string; tickets: number }): Promise<{ valid: ScanFigure; repeat: ScanFigure }> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ booking_id: string }>("select booking_id from orders where kind = 'booking' order by created_at limit 1");
    if (!rows[0]) throw new Error('No booking to scan');
    const texts = await ticketsForToday(pool, rows[0].booking_id, options.tickets, options.secret);
    const gates = await Promise.all(Array.from({ length: GATES }, (_, g) => signInGate(options.site, options.port, 'queenstown', `bench-gate-${g + 1}`)));
    const valid = await scanAll(gates, texts, 'valid');
    const repeat = await scanAll(gates, texts, 'alreadyCheckedIn');
    return { valid, repeat };
  } finally {
    await pool.end();
  }
}
