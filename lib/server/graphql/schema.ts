import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from '@/graphql/resolvers';

const SCHEMA_DIR = path.join(process.cwd(), 'graphql', 'schema');

/** The schema-first SDL in graphql/schema/, one file per domain. */
export function readTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));
}

let schema: GraphQLSchema | undefined;

export function executableSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers });
  return schema;
}
