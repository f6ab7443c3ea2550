import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';

const SERVER_DIR = path.join(process.cwd(), 'lib', 'server');

/** The schema-first SDL: each capability's schema.graphql under lib/server/, and graphql/base.graphql. */
export function readTypeDefs(): string[] {
  return readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(SERVER_DIR, file), 'utf8'));
}

let schema: GraphQLSchema | undefined;

export function executableSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers });
  return schema;
}
