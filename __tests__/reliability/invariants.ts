import { Pool } from 'pg';
import type { Figure } from './scenario';

/**
 * How a sandbox payment (alias `sp`) belongs to one of our payments (alias `p`): most providers keep our
 * payment id as their merchant reference, WeChat Pay keeps it without dashes (out_trade_no), and ROLLER
 * prefixes it with the client id but is found by its booking reference, our provider reference.
 */
export const SANDBOX_PAYMENT_OF_PAYMENT = `(sp.merchant_reference in (p.id::text, replace(p.id::text, '-', '')) or sp.id = p.provider_reference)`;

/**
 * The database invariants every scenario checks afterwards, over the whole database (so one scenario's
 * damage shows in the next one's check too). Each query returns the rows that break the rule.
 */
const RULES: { key: string; label: string; sql: string }[] = [
  {
    key: 'capacity',
    label: 'sessions where sold + held > capacity or sold < 0',
    sql: `select s.id from sessions s
          left join (select session_id, sum(places) as held from holds where expires_at > now() group by session_id) h on h.session_id = s.id
          where s.sold < 0 or s.sold + coalesce(h.held, 0) > s.capacity`,
  },
  {
    key: 'doubleCharges',
    label: 'payments charged more than once, or orders with more than one charged payment',
    sql: `select merchant_reference from sandbox_payments where charges > 1
          union all
          select p.order_id::text from payments p join sandbox_payments sp on ${SANDBOX_PAYMENT_OF_PAYMENT}
          where sp.charges > 0 and p.charge_id is null group by p.order_id having count(*) > 1
          union all
          -- A move's charge (issue #22) is the order's second payment by design; it is collected once: of
          -- its payments the provider charged, at most one keeps the money.
          select p.charge_id::text from payments p join sandbox_payments sp on ${SANDBOX_PAYMENT_OF_PAYMENT}
          where sp.charges > 0 and p.charge_id is not null and sp.state <> 'refunded' group by p.charge_id having count(*) > 1`,
  },
  {
    key: 'orphanCharges',
    label: 'charged payments whose order is neither paid nor flagged and refunded',
    sql: `select sp.id from sandbox_payments sp
          left join payments p on ${SANDBOX_PAYMENT_OF_PAYMENT}
          left join orders o on o.id = p.order_id
          where sp.charges > 0
            and not (o.status = 'paid' and sp.state <> 'refunded')
            and not (o.status = 'refund_due' and sp.state = 'refunded')
            -- A booking whose tickets staff cancelled with the money back (issue #22): the charge refunded,
            -- the refund recorded against the order (found by the waiting-list scenario, the first to cancel
            -- through the order desk).
            and not (sp.state = 'refunded' and exists (select 1 from refunds r where r.order_id = o.id))
            -- A booking the order desk changed since (tickets cancelled in part or all, moved, money back in
            -- part or onto a gift card, a move's charge paid through its link or given back by the provider):
            -- its payments belong to it, and scenario 16 checks what it holds against its tickets.
            and not (o.status in ('paid', 'partially_cancelled', 'refunded') and exists (select 1 from order_actions a where a.order_id = o.id))`,
  },
  {
    key: 'paidWithoutCharge',
    label: 'paid orders with something to pay but no charge at the provider',
    sql: `select o.id from orders o where o.status = 'paid' and o.total > 0 and not exists (
            select 1 from payments p join sandbox_payments sp on ${SANDBOX_PAYMENT_OF_PAYMENT}
            where p.order_id = o.id and sp.charges > 0)`,
  },
  {
    key: 'giftCardOverdrawn',
    label: 'gift cards whose ledger sums below zero or above their value',
    sql: `select g.id from gift_cards g join gift_card_transactions t on t.gift_card_id = g.id
          group by g.id, g.value having sum(t.amount) < 0 or sum(t.amount) > g.value`,
  },
  {
    key: 'giftCardOrderMismatch',
    label: 'orders whose gift-card amount differs from what their ledger entries take (nothing once not live)',
    sql: `select o.id from orders o
          left join (select order_id, -sum(amount) as taken from gift_card_transactions
                     where order_id is not null and reason in ('redemption', 'reversal') group by order_id) t on t.order_id = o.id
          where coalesce(t.taken, 0) <> case when o.status in ('awaiting_payment', 'paid') then o.gift_card_amount else 0 end`,
  },
  {
    key: 'promoOverused',
    label: 'promo codes used beyond their limit, or counting more uses than live orders',
    sql: `select pc.id from promo_codes pc where (pc.max_uses is not null and pc.uses > pc.max_uses)
          or pc.uses < (select count(*) from orders o where o.promo_code_id = pc.id and o.status in ('awaiting_payment', 'paid'))`,
  },
  {
    key: 'overAdmitted',
    label: 'tickets whose check-ins admitted more people than the ticket has',
    sql: `select c.ticket_id from ticket_check_ins c join tickets t on t.id = c.ticket_id join variations v on v.id = t.variation_id
          where c.undone_at is null group by c.ticket_id, v.participants having sum(c.people) > greatest(v.participants, 1)`,
  },
  {
    key: 'duplicateMail',
    label: 'outbox messages for one fact more than once',
    sql: `select dedupe_key from outbox group by dedupe_key having count(*) > 1`,
  },
];

/** Every invariant as one figure (0 rows breaking it is the target), prefixed with the scenario's id. */
export async function checkInvariants(databaseUrl: string, scenarioId: string): Promise<Figure[]> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const figures: Figure[] = [];
    for (const rule of RULES) {
      const { rowCount } = await pool.query(rule.sql);
      const broken = rowCount ?? 0;
      figures.push({ key: `${scenarioId}.invariant.${rule.key}`, label: `Afterwards: ${rule.label}`, value: broken, target: '0', pass: broken === 0 });
    }
    return figures;
  } finally {
    await pool.end();
  }
}

/** A figure comparing a measured value with an exact target. */
export const exactly = (key: string, label: string, value: number, target: number): Figure => ({ key, label, value, target: `= ${target}`, pass: value === target });

/** A control-run figure: `failed` is whether the unprotected variant showed the failure. */
export const control = (key: string, label: string, value: number | string, failed: boolean): Figure => ({
  key,
  label,
  value,
  target: 'shows the failure',
  pass: failed,
  control: true,
});

/** A short-lived pool on the suite's database, for setup and counting. */
export async function withPool<T>(databaseUrl: string, work: (pool: Pool) => Promise<T>, max = 1): Promise<T> {
  const pool = new Pool({ connectionString: databaseUrl, max });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}
