import type { DocumentNode, OperationVariables } from '@apollo/client';
import { operationName, pageDataKey } from '@/lib/client/page-data';
import type { CacheName } from '@/lib/domain/site-changes';
import { runQuery } from '../graphql';
import type { GraphQLContext } from '../locales';
import { keyedReadCache } from '../platform/cache';

/*
 * The results of the queries every render of a locale's public pages asks, the same for every visitor:
 * the locale itself (its menus, its other languages), a content page, an activity, the park's activities
 * (the booking widget's list), the enquiry form.
 * Each is read from the instance's copies (catalogue, content, locales) anyway; kept here, a page
 * rendered afresh does not execute them again (issue #25). Their context is the locale's alone
 * (lib/server/site/page-data.ts: no visitor, no token), so the locale and the variables name a result.
 * A preview's page (its draft in the context) and every visitor's query (a booking, an order) run each time.
 *
 * Kept as long as the copies they are read from (10 s), and dropped with them when staff change the
 * content, the catalogue or a locale through any instance (lib/server/app/site-changes.ts). Kept per
 * copy of the locale, not per locale: the page's Content-Security-Policy is built from the copy the
 * request found (./page-data.ts), so a result kept from an older copy could name trackers the policy
 * no longer lists, or miss ones it does (a locale edited behind the instance's back, read again after
 * 10 s; found by the analytics e2e test on a fresh clone).
 */
const SHARED_OPERATIONS = new Set(['getLocale', 'getPage', 'getActivity', 'getActivities', 'getEnquiryForm']);

/** The copies a result is read from: a change that drops one of them drops the results. */
export const PAGE_QUERY_SOURCES: ReadonlySet<CacheName> = new Set(['content', 'catalogue', 'locales']);

const COPY_MS = 10_000;
const MAX_COPIES = 1_000;
const copies = keyedReadCache<{ data: unknown }>(COPY_MS, MAX_COPIES);

/** A number per copy of a locale read from the database (lib/server/locales/locale-service.ts). */
const localeCopies = new WeakMap<GraphQLContext['locale'], number>();
let lastLocaleCopy = 0;
function localeCopyOf(locale: GraphQLContext['locale']): number {
  let copy = localeCopies.get(locale);
  if (copy === undefined) localeCopies.set(locale, (copy = ++lastLocaleCopy));
  return copy;
}

/** A page query's data: the kept result where it is the same for every visitor, else executed now. */
export async function pageQueryData<TData>(document: DocumentNode, variables: OperationVariables, context: GraphQLContext): Promise<TData> {
  const name = operationName(document);
  if (context.previewPage || !SHARED_OPERATIONS.has(name)) return runQuery<TData>(document, variables, context);
  const kept = await copies.get(`${localeCopyOf(context.locale)} ${pageDataKey(name, variables)}`, async () => ({ data: await runQuery<TData>(document, variables, context) }));
  return kept.data as TData;
}

/** Drops every kept result (a change to the content, the catalogue or a locale). */
export const forgetPageQueries = (): void => copies.invalidate();
