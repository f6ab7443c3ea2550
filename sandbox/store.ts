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
