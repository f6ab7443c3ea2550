import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { execute, Kind, validate, visit, type DocumentNode, type FieldNode, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../locales';
import { executableSchema } from './schema';

/*
 * A page's queries, run in this process against the visitors' schema (lib/server/site/page-data.ts).
 * They ran through a new Apollo Client, cache and SchemaLink per request until issue #25: building them
 * and passing every result through the cache (document transforms, a normalised write, a read back)
 * was over half the CPU of a page rendered afresh. Here each document is checked and prepared once,
 * then executed straight away by graphql-js on the one schema.
 *
 * The result is the one Apollo Client's cache gave back, key for key and in the same order, so the page
 * data (lib/client/page-data.ts) and the HTML do not change: every object carries its `__typename`,
 * first (Apollo adds the field to every selection set below the root, and its cache reads `__typename`
 * before an object's other fields); the fields follow in the document's order, fragments' at the
 * fragment, a field selected twice at its first place (graphql-js and the cache's merge agree there).
 * __tests__/integration/page-queries.test.ts compares both on every page of the demo.
 */

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** `__typename` first in every selection set below the operation's root, once (fragments' too). */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      enter(node, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        const rest = node.selections.filter((selection) => !(selection.kind === Kind.FIELD && !selection.alias && selection.name.value === '__typename'));
        return { ...node, selections: [TYPENAME, ...rest] };
      },
    },
  });
}

/** A document checked against the schema and prepared, once per document (the generated ones live for the process). */
const prepared = new WeakMap<DocumentNode, DocumentNode>();

function prepare(schema: GraphQLSchema, document: DocumentNode): DocumentNode {
  let ready = prepared.get(document);
  if (!ready) {
    const problems = validate(schema, document);
    if (problems.length) throw new CombinedGraphQLErrors({ errors: problems.map((problem) => problem.toJSON()) });
    ready = withTypenames(document);
    prepared.set(document, ready);
  }
  return ready;
}

/** graphql-js answers with objects of no prototype: the page data is plain JSON, as Apollo's copies were. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = plain((value as Record<string, unknown>)[key]);
  return copy;
}

/**
 * Runs a query of the visitors' API in process and answers its data. Any error fails it, as Apollo
 * Client's default error policy did (CombinedGraphQLErrors, whose `errors` hold the resolvers' errors:
 * lib/server/platform/db/unavailable.ts looks there for an unreachable database).
 */
export async function runQuery<TData>(document: DocumentNode, variables: Record<string, unknown>, contextValue: GraphQLContext): Promise<TData> {
  const schema = executableSchema();
  const result = await execute({ schema, document: prepare(schema, document), variableValues: variables, contextValue });
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  return plain(result.data) as TData;
}
