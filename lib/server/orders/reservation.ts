import { sql, type SQL } from 'drizzle-orm';
import { UNCONFIRMED_RESERVATIONS_LIMIT } from '@/lib/domain/order-status';
import {
  isPublicMailDomain,
  mailboxKey,
  mailDomainKey,
  reservationBudgetProblem,
  UNPAID_RESERVATION_STATUSES,
  type ReservationRefusal,
} from '@/lib/domain/reservation-budget';
import { env } from '../platform/config';
import type { Executor } from './order-repository';
import { lockBudgets } from './budget-locks';

/** A pay-on-arrival placing, as the budgets see it. */
export interface ReservationRequest {
  email: string;
  clientAddress: string | null;
  /** The places the new reservation would keep. */
  places: number;
  /** Whether the park asks the emailed confirmation (parks.reservation_confirmation): then the unconfirmed cap applies too. */
  confirmByEmail: boolean;
}

/*
 * What an unpaid reservation keeps, one rule for the budgets (reservationRefusal) and for the waiting
 * lists' offers (unpaidPlacesKept): a reservation not yet paid whose confirmation has not lapsed (whether
 * or not the reconciler has expired it yet), among those `whose` names ...
 */
const keptReservations = (now: Date, whose: SQL) => sql`
  select o.id, o.status, o.customer_mailbox, o.customer_mail_domain, o.client_address
  from orders o
  where o.status in ${[...UNPAID_RESERVATION_STATUSES]} and o.places_sold
    and (o.status <> 'awaiting_confirmation' or o.expires_at > ${now.toISOString()})
    and (${whose})`;

/** ... and of each (the CTE `kept`, as k), the places of its standing tickets whose sessions are to come and nobody checked in. */
const placesStillKept = (now: Date) => sql`
  from kept k
  join order_items i on i.order_id = k.id
  join tickets t on t.order_item_id = i.id
  join variations v on v.id = t.variation_id
  join sessions s on s.id = coalesce(t.session_id, i.session_id)
  where t.cancelled_at is null and s.starts_at > ${now.toISOString()}
    and not exists (select 1 from ticket_check_ins c where c.ticket_id = t.id and c.undone_at is null)`;

/**
 * Why a pay-on-arrival reservation may not be placed, or null: first the cap on reservations awaiting
 * their emailed confirmation (UNCONFIRMED_RESERVATIONS_LIMIT per mailbox, RESERVATIONS_PER_ADDRESS per
 * client address: nobody fills a stranger's mailbox with requests), then the places every reservation
 * not yet paid keeps, confirmed or not, with those of live waiting-list offers, against the mailbox, the client address and the mail domain
 * (lib/domain/reservation-budget.ts; RESERVED_PLACES_PER_*). Confirming no longer refills a budget: a
 * place counts until it is paid, checked in, cancelled or expired, or its session has begun (no one
 * else could buy it then). Counted inside the placing transaction under the budgets' locks (lockBudgets:
 * the address's, the domain's and the mailbox's, the same an offer run takes for its entries), so neither
 * concurrent placings nor a placing and an offer can each see room and together pass a budget. The locks
 * are held until the caller's transaction ends; placeOrder calls this first, before any row is locked.
 */
export async function reservationRefusal(tx: Executor, request: ReservationRequest, now: Date): Promise<ReservationRefusal | null> {
  const config = env();
  const mailbox = mailboxKey(request.email);
  const found = mailDomainKey(request.email);
  // A public provider's domain (gmail.com…) is shared by most visitors: no budget, and no lock all of them would queue on.
  const domain = found && !isPublicMailDomain(found) ? found : null;
  const address = request.clientAddress;
  // The locks a waiting list's offer run and a cart's add take too (budget-locks.ts): one budget, one lock.
  await lockBudgets(tx, { addresses: [address], domains: [domain], mailboxes: [mailbox] });
  // Counted in a statement after the locks: its snapshot sees every reservation and offer committed while waiting.
  const { rows } = await tx.execute<{ unconfirmed_by_email: number; unconfirmed_by_address: number; by_email: number; by_address: number; by_domain: number }>(sql`
    with kept as (${keptReservations(
      now,
      sql`o.customer_mailbox = ${mailbox}
        or (${address}::text is not null and o.client_address = ${address})
        or (${domain}::text is not null and o.customer_mail_domain = ${domain})`,
    )}), places as (
      select k.id, sum(v.participants)::int as places ${placesStillKept(now)}
      group by k.id
    ), reserved as (
      select
        count(*) filter (where k.status = 'awaiting_confirmation' and k.customer_mailbox = ${mailbox})::int as unconfirmed_by_email,
        count(*) filter (where k.status = 'awaiting_confirmation' and k.client_address = ${address})::int as unconfirmed_by_address,
        coalesce(sum(p.places) filter (where k.customer_mailbox = ${mailbox}), 0)::int as by_email,
        coalesce(sum(p.places) filter (where k.client_address = ${address}), 0)::int as by_address,
        coalesce(sum(p.places) filter (where k.customer_mail_domain = ${domain}), 0)::int as by_domain
      from kept k left join places p on p.id = k.id
    ), offered as (
      -- A waiting list's live offer keeps places without payment too: one budget with the reservations
      -- (lib/server/waiting-lists counts these reservations against its offers the same way).
      select
        coalesce(sum(e.places) filter (where e.mailbox = ${mailbox}), 0)::int as by_email,
        coalesce(sum(e.places) filter (where e.client_address = ${address}), 0)::int as by_address,
        coalesce(sum(e.places) filter (where e.mail_domain = ${domain}), 0)::int as by_domain
      from waiting_list_entries e join holds h on h.id = e.hold_id
      where e.status = 'offered' and h.expires_at > ${now.toISOString()}
        and (e.mailbox = ${mailbox} or e.client_address = ${address} or e.mail_domain = ${domain})
    )
    select r.unconfirmed_by_email, r.unconfirmed_by_address,
           r.by_email + o.by_email as by_email, r.by_address + o.by_address as by_address, r.by_domain + o.by_domain as by_domain
    from reserved r, offered o`);
  const counted = rows[0];
  if (request.confirmByEmail && (counted.unconfirmed_by_email >= UNCONFIRMED_RESERVATIONS_LIMIT || counted.unconfirmed_by_address >= config.RESERVATIONS_PER_ADDRESS)) {
    return 'TOO_MANY_RESERVATIONS';
  }
  return reservationBudgetProblem({ byEmail: counted.by_email, byAddress: counted.by_address, byDomain: counted.by_domain }, request.places, {
    perEmail: config.RESERVED_PLACES_PER_EMAIL,
    perAddress: address ? config.RESERVED_PLACES_PER_ADDRESS : null,
    perDomain: domain ? config.RESERVED_PLACES_PER_DOMAIN : null,
  });
}

/**
 * The places unpaid reservations keep now, as reservationRefusal counts them, per mailbox and per mail
 * domain named: what a waiting list's offer counts against too (lib/server/waiting-lists), so a visitor's
 * offers and unpaid reservations share one budget per mailbox and per domain. Takes no lock: the caller
 * holds lockBudgets' locks for these keys, and reads this after taking them.
 */
export async function unpaidPlacesKept(
  executor: Pick<Executor, 'execute'>,
  keys: { mailboxes: readonly string[]; domains: readonly string[] },
  now: Date,
): Promise<{ byMailbox: Map<string, number>; byDomain: Map<string, number> }> {
  const byMailbox = new Map<string, number>();
  const byDomain = new Map<string, number>();
  if (!keys.mailboxes.length && !keys.domains.length) return { byMailbox, byDomain };
  const { rows } = await executor.execute<{ mailbox: string | null; domain: string | null; places: number }>(sql`
    with kept as (${keptReservations(
      now,
      sql`o.customer_mailbox in ${keys.mailboxes.length ? [...keys.mailboxes] : ['']}
        or o.customer_mail_domain in ${keys.domains.length ? [...keys.domains] : ['']}`,
    )})
    select k.customer_mailbox as mailbox, k.customer_mail_domain as domain, coalesce(sum(v.participants), 0)::int as places ${placesStillKept(now)}
    group by k.customer_mailbox, k.customer_mail_domain`);
  for (const row of rows) {
    if (row.mailbox && keys.mailboxes.includes(row.mailbox)) byMailbox.set(row.mailbox, (byMailbox.get(row.mailbox) ?? 0) + row.places);
    if (row.domain && keys.domains.includes(row.domain)) byDomain.set(row.domain, (byDomain.get(row.domain) ?? 0) + row.places);
  }
  return { byMailbox, byDomain };
}
