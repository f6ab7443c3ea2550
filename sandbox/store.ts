import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxDb as db } from './context';
import { sandboxPayments, type SandboxPaymentRow } from './schema';

/**
 * The sandbox's side of each payment, in its own table. Creating is idempotent on the merchant reference, as the providers' idempotency keys are.
 */
export async function createSandboxPayment(values: {
  provider: string;
  merchantReference: string;
  amount: number;
  currency: string;
  state: string;
  data?: Record<string, unknown>;
  idPrefix?: string;
}): Promise<{ payment: SandboxPaymentRow; created: boolean }> {
  const id = `${values.idPrefix ?? 'sbx'}_${randomBytes(12).toString('hex')}`;
  const inserted = await db()
    .insert(sandboxPayments)
    .values({ id, provider: values.provider, merchantReference: values.merchantReference, amount: values.amount, currency: values.currency, state: values.state, data: values.data ?? {} })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { payment: inserted[0], created: true };
  const [existing] = await db()
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, values.provider), eq(sandboxPayments.merchantReference, values.merchantReference)));
  return { payment: existing, created: false };
}

export async function findSandboxPayment(provider: string, id: string): Promise<SandboxPaymentRow | null> {
  const [row] = await db().select().from(sandboxPayments).where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.id, id)));
  return row ?? null;
}

export async function findSandboxPaymentByReference(provider: string, merchantReference: string): Promise<SandboxPaymentRow | null> {
  const [row] = await db()
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.merchantReference, merchantReference)));
  return row ?? null;
}

/**
 * Moves a payment from one state to another, merging data; null when it was not in `from` (a second
 * click, a replay). A move into a charged state counts one charge, which tests read to prove that a
 * retried checkout never charges twice.
 */
export async function moveSandboxPayment(
  id: string,
  from: string[],
  to: string,
  data: Record<string, unknown> = {},
  charge = false,
): Promise<SandboxPaymentRow | null> {
  const [row] = await db()
    .update(sandboxPayments)
    .set({
      state: to,
      data: sql`${sandboxPayments.data} || ${JSON.stringify(data)}::jsonb`,
      charges: charge ? sql`${sandboxPayments.charges} + 1` : sandboxPayments.charges,
    })
    .where(and(eq(sandboxPayments.id, id), sql`${sandboxPayments.state} in ${from}`))
    .returning();
  return row ?? null;
}

/** A refund the sandbox made, kept in the payment's data under `refunds`, in order. */
export interface SandboxRefund {
  id: string;
  /** The merchant's refund reference: its idempotency key. */
  reference: string;
  amount: number;
  createdAt: string;
}

export const refundsOf = (payment: SandboxPaymentRow): SandboxRefund[] => (Array.isArray(payment.data.refunds) ? (payment.data.refunds as SandboxRefund[]) : []);

export const refundedAmount = (payment: SandboxPaymentRow): number => refundsOf(payment).reduce((sum, refund) => sum + refund.amount, 0);

export type SandboxRefundOutcome =
  | { kind: 'refunded' | 'replayed'; payment: SandboxPaymentRow; refund: SandboxRefund }
  | { kind: 'refused'; reason: 'not_refundable' | 'too_much' | 'reference_conflict'; payment: SandboxPaymentRow };

/**
 * Gives back all or part of a payment, once per merchant reference, as every provider does: under the
 * payment row's lock, so concurrent calls with one reference make one refund and refunds together never
 * exceed the payment. The same reference again answers the refund it made (another amount under it is a
 * conflict). `refundable` says which of the provider's states can be refunded; `stateAfter` is the state
 * once refunded in full or in part.
 */
export async function refundSandboxPayment(
  id: string,
  request: { reference: string; amount: number },
  rules: { refundable: readonly string[]; stateAfter: (full: boolean) => string; idPrefix: string },
): Promise<SandboxRefundOutcome | null> {
  return db().transaction(async (tx) => {
    const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
    if (!payment) return null;
    const previous = refundsOf(payment).find((refund) => refund.reference === request.reference);
    if (previous) return previous.amount === request.amount ? { kind: 'replayed', payment, refund: previous } : { kind: 'refused', reason: 'reference_conflict', payment };
    if (!rules.refundable.includes(payment.state)) return { kind: 'refused', reason: 'not_refundable', payment };
    const left = payment.amount - refundedAmount(payment);
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > left) return { kind: 'refused', reason: 'too_much', payment };
    const refund: SandboxRefund = { id: `${rules.idPrefix}${randomBytes(8).toString('hex')}`, reference: request.reference, amount: request.amount, createdAt: new Date().toISOString() };
    const [updated] = await tx
      .update(sandboxPayments)
      .set({
        state: rules.stateAfter(request.amount === left),
        data: sql`${sandboxPayments.data} || ${JSON.stringify({ refunds: [...refundsOf(payment), refund] })}::jsonb`,
      })
      .where(eq(sandboxPayments.id, id))
      .returning();
    return { kind: 'refunded', payment: updated, refund };
  });
}
