import { pool } from '../db/client';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
}

/** What a load balancer needs to know: can this instance reach its database? */
export async function checkHealth(): Promise<Health> {
  try {
    await pool().query('select 1');
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'degraded', database: 'unreachable' };
  }
}
