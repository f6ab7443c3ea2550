// replaced at merge by lib/server/check-in
/*
 * The gate's check-ins of tickets, as an order's page shows them (issue #22). They belong to the check-in
 * capability (lib/server/check-in, its own branch); until it is merged no ticket has any, and this is the
 * one place the order desk asks. At the merge this file becomes a re-export of that capability's
 * function with the same name and shape (tickets by their code, each check-in with when and by whom),
 * and the check-in capability refuses a cancelled ticket (tickets.cancelled_at) at the gate.
 */

export interface TicketCheckIn {
  at: Date;
  /** Who checked it in (a staff member's email). */
  by: string;
}

/** The check-ins of each ticket by its code; a ticket never checked in is absent. */
export async function checkInsOfTickets(_codes: readonly string[]): Promise<Map<string, TicketCheckIn[]>> {
  return new Map();
}
