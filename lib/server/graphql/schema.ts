import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';
import { staffResolvers } from './staff-resolvers';

const SERVER_DIR = path.join(process.cwd(), 'lib', 'server');

/**
 * Two APIs, each schema-first from its own SDL files under lib/server (codegen.ts reads the same sets):
 * - the visitors' (`site`): each capability's schema.graphql and graphql/base.graphql, at /api/graphql on
 *   every park's host;
 * - the back office's (`staff`): each capability's staff.graphql, at /api/graphql on ADMIN_HOST only
 *   (lib/server/staff/endpoints.ts). No type or field of one is reachable through the other.
 */
export type Surface = 'site' | 'staff';

export const isStaffSdl = (file: string): boolean => path.basename(file) === 'staff.graphql';

/** The SDL of one API, in a stable order. */
export function readTypeDefs(surface: Surface = 'site'): string[] {
  return readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql') && isStaffSdl(file) === (surface === 'staff'))
    .sort()
    .map((file) => readFileSync(path.join(SERVER_DIR, file), 'utf8'));
}

let schema: GraphQLSchema | undefined;
let staffSchema: GraphQLSchema | undefined;

/** The visitors' API. */
export function executableSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema({ typeDefs: readTypeDefs('site'), resolvers });
  return schema;
}

/** The back office's API. */
export function staffExecutableSchema(): GraphQLSchema {
  staffSchema ??= makeExecutableSchema({ typeDefs: readTypeDefs('staff'), resolvers: staffResolvers });
  return staffSchema;
}
