import { sql } from 'drizzle-orm';
import { checkoutSeat, keptDetails, type CheckoutRider, type RiderRequirements } from '@/lib/domain/riders';
import type { Executor } from '../orders';

/*
 * Riders named at checkout, written in the order's own transaction once its tickets exist (the checkout
 * checked them before anything was sold: lib/domain/riders.ts checkoutRidersCheck). A cart item's person
 * sits where checkoutSeat (lib/domain/riders.ts) says, counted as the checkout's form counts: its ticket
 * type, the k-th ticket of that type in the line, and its seat. Tickets of
 * one type are alike, so which of them carries whom does not matter, only that no two riders share a seat.
 */

export interface CheckoutItemTickets {
  itemId: string;
  activityId: string;
  sessionId: string;
  requirements: RiderRequirements;
  tickets: readonly { variationId: string; quantity: number; participants: number }[];
}

/** Writes the riders named at checkout onto the placed order's tickets. */
export async function nameRidersAtCheckout(tx: Executor, orderId: string, items: readonly CheckoutItemTickets[], riders: readonly CheckoutRider[]): Promise<void> {
  if (!riders.length) return;
  const { rows } = await tx.execute<{ id: string; activity_id: string; session_id: string; variation_id: string }>(sql`
    select t.id, i.activity_id, i.session_id, t.variation_id from tickets t join order_items i on i.id = t.order_item_id
    where i.order_id = ${orderId} order by t.id`);
  for (const rider of riders) {
    const item = items.find((candidate) => candidate.itemId === rider.itemId);
    const place = item && checkoutSeat(item.tickets, rider.person);
    if (!item || !place) continue;
    const variationId = item.tickets[place.line].variationId;
    const ticket = rows.filter((row) => row.activity_id === item.activityId && row.session_id === item.sessionId && row.variation_id === variationId)[place.index];
    if (!ticket) continue;
    const kept = keptDetails(item.requirements, rider.details);
    await tx.execute(sql`
      insert into riders (ticket_id, seat, name, date_of_birth, height_cm, weight_kg, answers)
      values (${ticket.id}, ${place.seat}, ${kept.name}, ${kept.dateOfBirth}, ${kept.heightCm ?? null}, ${kept.weightKg ?? null}, ${JSON.stringify(kept.answers)}::jsonb)
      on conflict (ticket_id, seat) do nothing`);
  }
}
