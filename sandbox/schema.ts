import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The payment sandbox's own records: what a provider keeps on its side. The table is created by the
 * shop's migrations (lib/server/platform/db/migrations, listed in drizzle.config.ts) so one database
 * serves the demo, but only the sandbox reads or writes it: the shop knows a payment only from what
 * the provider's API answers. The reliability suite runs the same migrations on a database of the
 * sandbox's own (__tests__/reliability/stack.ts), so that restarting the shop's leaves the provider up.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The merchant's reference (our payment id), unique per provider as the providers' idempotency keys are. */
    merchantReference: text('merchant_reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull(),
    /** Provider-specific request data (callback URLs, notification URL, card outcome). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    charges: integer('charges').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_payments_reference').on(table.provider, table.merchantReference)],
);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
