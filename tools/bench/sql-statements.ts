import { execute } from 'graphql';
import pg from 'pg';
import { GetAvailabilityDocument } from '@/graphql/generated/operations';
import { executableSchema } from '../../lib/server/graphql/schema';
import { findLocaleByDomain } from '../../lib/server/locales/locale-service';
import { placesChanged } from '../../lib/server/sessions/availability-cache';
import { invalidateCatalogue } from '../../lib/server/activities/catalogue-service';

/** A transaction's own statements, which are never prepared (lib/server/platform/db/prepared-statements.ts). */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Runs `work`, counting every query a pg client sends meanwhile in this process; its result, the count,
 * and the texts of those sent unprepared (no name) other than a transaction's begin and commit.
 */
export async function countStatements<T>(work: () => T | Promise<T>): Promise<{ result: T; statements: number; unprepared: string[] }> {
  let statements = 0;
  const unprepared: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    const [first] = args as [string | { text?: string; name?: string }];
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if ((typeof first === 'string' || !first?.name) && !TRANSACTION_CONTROL.test(text)) unprepared.push(text.replace(/\s+/g, ' ').trim().slice(0, 120));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await work(), statements, unprepared };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/**
 * How many SQL statements the availability query runs, by counting every query a pg client sends while
 * the operation runs in this process through the site's own schema, resolvers and repositories (on the
 * bench database, which tools/bench/index.ts hands over). `cold` starts with an empty catalogue cache. Every run
 * starts without the instance's copy of availability answers, so it counts what a miss costs.
 */
export async function countAvailabilityStatements(domain: string, slug: string, rangesDays: number[]): Promise<{ warm: Record<string, number>; cold: number }> {
  const locale = await findLocaleByDomain(domain);
  if (!locale) throw new Error(`No locale at ${domain}`);
  const schema = executableSchema();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const run = async (days: number) => {
    placesChanged();
    const { result, statements } = await countStatements(() =>
      execute({
        schema,
        document: GetAvailabilityDocument,
        variableValues: { slug, from: day(0), to: day(days - 1) },
        contextValue: { locale, anonymousToken: null, origin: `http://${domain}`, clientAddress: null },
      }),
    );
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    return statements;
  };
  invalidateCatalogue();
  const cold = await run(Math.max(...rangesDays));
  const warm: Record<string, number> = {};
  for (const days of rangesDays) warm[`${days} days`] = await run(days);
  return { warm, cold };
}
