import { connect } from '@/lib/server/platform/db/client';
import type { Stack } from './scenario';

/**
 * Every request of the suite comes from 127.0.0.1, so the per-address limits (codes, enquiries) are shared by all
 * scenarios: one that guesses on purpose clears the address counts it used, before and after.
 */
export async function clearAddressLimits(stack: Stack): Promise<void> {
  // connect(): a pool that survives the database restarting under it (scenarios 8, 10, 11 do that).
  const { pool } = connect(stack.databaseUrl, 1);
  try {
    await pool.query(`delete from rate_limits where key like 'codeByAddress:%' or key like 'enquiryByAddress:%'`);
  } finally {
    await pool.end();
  }
}
