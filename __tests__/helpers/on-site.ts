import { createRequire } from 'node:module';
import type { ExecutionResult } from 'graphql';
import { executableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById } from '@/lib/server/locales/locale-service';

// graphql as the server loads it (its CommonJS entry: vitest.config.mts), so the schema and the document are one copy's.
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** An answer read as loosely as a browser reads JSON: each test says what it expects of it. */
export type Answer = Record<string, ReturnType<typeof JSON.parse>>;

/** The visitors' API as the page on a site calls it. */
export async function onSite<T = Answer>(localeId: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const locale = (await findLocaleById(localeId))!;
  const result = (await execute({
    schema: executableSchema(),
    document: parse(query),
    variableValues: variables,
    contextValue: { locale, anonymousToken: null, origin: `http://${locale.domain}`, clientAddress: null },
  })) as ExecutionResult<T>;
  if (result.errors?.length) throw result.errors[0];
  return result.data!;
}
