import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * The results of the queries a page's getServerSideProps ran (its locale, the page or activity, a
 * confirmation), sent with the page as plain JSON. Pages render them without the GraphQL client, which
 * loads only with the parts of a page that fetch live data (lib/client/live-data.tsx).
 */
export interface PageDataEntry {
  operationName: string;
  variables: OperationVariables;
  data: unknown;
}

export type PageData = Record<string, PageDataEntry>;

export function operationName(query: DocumentNode): string {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('A page query needs an operation name');
}

/** One key per operation and variables, whatever order the variables were written in. */
export function pageDataKey(name: string, variables: OperationVariables): string {
  return `${name}(${JSON.stringify(variables, Object.keys(variables).sort())})`;
}

/**
 * A page query as the browser names it: its operation's name, typed by the query's data and variables.
 * Reading the page data needs the name only, so the query's document (its syntax tree, fragments and
 * all) stays out of the pages' scripts (issue #25). The names are lib/client/page-queries.ts.
 */
export type PageQueryName<TData, TVariables extends OperationVariables> = string & { readonly __data?: TData; readonly __variables?: TVariables };

export function readPageData<TData, TVariables extends OperationVariables>(
  pageData: PageData | undefined,
  query: TypedDocumentNode<TData, TVariables> | PageQueryName<TData, TVariables>,
  variables: TVariables,
): TData | null {
  const entry = pageData?.[pageDataKey(typeof query === 'string' ? query : operationName(query), variables)];
  return (entry?.data as TData | undefined) ?? null;
}

export function writePageData(pageData: PageData, query: DocumentNode, variables: OperationVariables, data: unknown): void {
  const name = operationName(query);
  pageData[pageDataKey(name, variables)] = { operationName: name, variables, data };
}
