/*
 * An order's lines as its tickets stand now (issue #22). A line is what was bought: an activity at a
 * session, tickets by type, add-ons and an upgrade; it never changes. Staff may since have moved some of
 * its tickets to another session of the activity, or cancelled some, and each ticket says where it
 * stands. What the visitor's page, the confirmation email and the day sheet's manifests show is each line
 * cut into parts by where its tickets stand now:
 * - a line whose tickets all stand where they were bought (or that has no ticket rows) is one part: the
 *   line as bought ("whole": the line's total is this part's);
 * - otherwise, one part per session its standing tickets admit to now, then one per session its cancelled
 *   tickets were at (marked cancelled), each in the order the tickets are given (by start time);
 * - the line's add-ons go with its first part, once (a photo pack is not bought twice because the
 *   family was split); its upgrade goes with every part, as it upgrades each ticket.
 * Pure: the caller reads the lines and tickets (lib/server/orders loadOrder has both).
 */

export interface PartLine {
  id: string;
  /** The session it was bought for. */
  sessionId: string;
  startsAt: Date;
  tickets: readonly { variationId: string; quantity: number }[];
}

export interface PartTicket {
  /** The line it was bought in. */
  orderItemId: string;
  variationId: string;
  /** The session it admits to now (or was at when cancelled). */
  sessionId: string;
  startsAt: Date;
  cancelledAt: Date | null;
}

export interface LinePart<L extends PartLine> {
  line: L;
  sessionId: string;
  startsAt: Date;
  /** The part's tickets by type, in the line's order of types. */
  tickets: { variationId: string; quantity: number }[];
  /** The line as bought, untouched: its total is this part's. */
  whole: boolean;
  /** The line's first part: its add-ons are shown here, once. */
  first: boolean;
  /** Tickets staff cancelled: they admit nobody. */
  cancelled: boolean;
}

/** The lines of an order cut into parts by where their tickets stand now; `tickets` in the order the parts should follow (by start time). */
export function lineParts<L extends PartLine>(lines: readonly L[], tickets: readonly PartTicket[]): LinePart<L>[] {
  return lines.flatMap((line): LinePart<L>[] => {
    const own = tickets.filter((ticket) => ticket.orderItemId === line.id);
    if (own.every((ticket) => !ticket.cancelledAt && ticket.sessionId === line.sessionId)) {
      return [{ line, sessionId: line.sessionId, startsAt: line.startsAt, tickets: line.tickets.map((choice) => ({ ...choice })), whole: true, first: true, cancelled: false }];
    }
    const groups = (cancelled: boolean) => {
      const these = own.filter((ticket) => Boolean(ticket.cancelledAt) === cancelled);
      return [...new Set(these.map((ticket) => ticket.sessionId))].map((sessionId) => {
        const here = these.filter((ticket) => ticket.sessionId === sessionId);
        return {
          line,
          sessionId,
          startsAt: here[0].startsAt,
          tickets: line.tickets
            .map((choice) => ({ variationId: choice.variationId, quantity: here.filter((ticket) => ticket.variationId === choice.variationId).length }))
            .filter((choice) => choice.quantity > 0),
          whole: false,
          first: false,
          cancelled,
        };
      });
    };
    const parts = [...groups(false), ...groups(true)];
    if (parts.length) parts[0].first = true;
    return parts;
  });
}
