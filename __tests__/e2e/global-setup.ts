import { query } from './helpers';

/**
 * Runs once the servers are up (Playwright starts its webServers before the global setup). The suites
 * reserve with pay on arrival on the first free times of the same days, on two viewports, so together
 * they keep far more of one session unpaid than a park's default share (25 %: lib/domain/reservation-
 * budget.ts); that share is __tests__/integration/reservations.test.ts's to prove. Here the parks let
 * unpaid reservations keep whole sessions, as ONE_ADDRESS_FOR_ALL (playwright.config.ts) lifts the
 * per-address limits, and the change is announced as the back office's settings announce it
 * (lib/server/platform/changes: a site_changes row and its NOTIFY), so both instances drop their copy of
 * the parks at once.
 */
export default async function globalSetup(): Promise<void> {
  await query(`
    with share as (update parks set reservation_share_percent = 100 returning id),
         change as (insert into site_changes (change) select '{"kind":"locales"}'::jsonb from (select 1) one returning id)
    select pg_notify('site_changes', json_build_object('id', id, 'change', json_build_object('kind', 'locales'))::text) from change`);
}
