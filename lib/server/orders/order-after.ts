import type { OrderStatus } from '@/lib/domain/order-status';
import type { OrderRecord } from './order-store';

/*
 * An order as an action on it leaves it, worked out from the order the action loaded under its lock and
 * what it changed, so the action answers with it, mails it and audits it without reading the order again
 * (lib/server/orders/commands/order-command.ts: a command loads its order once). Pure.
 */

export interface OrderChange {
  status?: OrderStatus;
  /** Tickets cancelled, and when. */
  cancelled?: { codes: readonly string[]; at: Date };
  /** Tickets moved to a session (old code → its code now: a reissue gives new ones). */
  moved?: { codes: ReadonlyMap<string, string>; sessionId: string; startsAt: Date };
  /** What the action changed of what is owed: money released from a reservation, charges raised or ended, paid at the desk. */
  owed?: { dueOnArrival: number; chargesDue: number };
}

export function orderAfter(order: OrderRecord, change: OrderChange): OrderRecord {
  const cancelled = new Set(change.cancelled?.codes ?? []);
  const moved = change.moved;
  return {
    ...order,
    status: change.status ?? order.status,
    dueOnArrival: Math.max(0, order.dueOnArrival + (change.owed?.dueOnArrival ?? 0)),
    chargesDue: Math.max(0, order.chargesDue + (change.owed?.chargesDue ?? 0)),
    tickets: order.tickets
      .map((ticket) => {
        if (cancelled.has(ticket.code)) return { ...ticket, cancelledAt: change.cancelled!.at };
        const code = moved?.codes.get(ticket.code);
        if (!moved || !code) return ticket;
        return {
          ...ticket,
          code,
          sessionId: moved.sessionId,
          startsAt: moved.startsAt,
          // Back on its own line's session, a ticket is no longer moved (lib/server/orders/ticket-changes.ts).
          movedFromSessionId: ticket.lineSessionId === moved.sessionId ? null : ticket.lineSessionId,
        };
      })
      // As loadOrder orders them: by the session they admit to, then by code.
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
    // A closed session where a ticket still stands. None is gained: a move sells places, which a closed
    // session never has (lib/server/orders/order-repository.ts, sellPlaces).
    closedSessions: order.closedSessions.filter((session) =>
      order.tickets.some((ticket) => !cancelled.has(ticket.code) && !ticket.cancelledAt && ticket.sessionId === session.id && !moved?.codes.has(ticket.code)),
    ),
  };
}
