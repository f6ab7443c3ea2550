// replaced at merge by lib/server/check-in
/*
 * Where the day sheet learns who has come in: the ONLY source of its checked-in counts (the sessions'
 * column, and each manifest row's "checked in" status). The check-in capability (branch `checkin`: the
 * ticket_check_ins table, one row per admission with `people`, `session_id` and `undone_at`) is being
 * built beside this one; until it merges, nobody can have been checked in, so both say nobody has.
 *
 * At the merge, lib/server/check-in exports these two functions with these signatures (people of
 * check-ins not undone), this file is deleted and day-sheet-service.ts imports them from '../check-in':
 *
 *   checkedInPeopleBySession(sessionIds): sessionId → people, summing ticket_check_ins.people
 *     where session_id in (sessionIds) and undone_at is null (index ticket_check_ins_session);
 *   checkedInPeopleByOrder(sessionId): orderId → people, the same rows of one session joined
 *     tickets → order_items to their order.
 *
 * Sessions or orders nobody came in for are absent from the maps.
 */

/** People checked in (not undone) per session: sessionId → people. */
export async function checkedInPeopleBySession(_sessionIds: readonly string[]): Promise<Map<string, number>> {
  return new Map();
}

/** People checked in (not undone) to one session, per booking: orderId → people. */
export async function checkedInPeopleByOrder(_sessionId: string): Promise<Map<string, number>> {
  return new Map();
}
