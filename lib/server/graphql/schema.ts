import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';
import { scalarResolvers } from './scalars';
import { staffResolvers } from './staff-resolvers';

const SERVER_DIR = path.join(process.cwd(), 'lib', 'server');

/**
 * Two APIs, each schema-first from its own SDL files under lib/server (codegen.ts reads the same sets):
 * - the visitors' (`site`): each capability's schema.graphql and graphql/base.graphql, at /api/graphql on
 *   every park's host;
 * - the back office's (`staff`): each capability's staff.graphql, at /api/graphql on ADMIN_HOST only
 *   (lib/server/staff/endpoints.ts). No type or field of one is reachable through the other.
 * Both read graphql/shared.graphql, the vocabulary they share, with its scalars (./scalars.ts).
 */
export type Surface = 'site' | 'staff';

export const isStaffSdl = (file: string): boolean => path.basename(file) === 'staff.graphql';

/** The vocabulary both APIs speak: scalars, the localized text, the money's and the gate's enums. */
export const SHARED_SDL = path.join('graphql', 'shared.graphql');

const inSurface = (file: string, surface: Surface): boolean => file === SHARED_SDL || isStaffSdl(file) === (surface === 'staff');

/** The SDL of one API, in a stable order. */
export function readTypeDefs(surface: Surface = 'site'): string[] {
  return readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql') && inSurface(file, surface))
    .sort()
    .map((file) => readFileSync(path.join(SERVER_DIR, file), 'utf8'));
}

let schema: GraphQLSchema | undefined;
let staffSchema: GraphQLSchema | undefined;

/** The visitors' API. */
export function executableSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema({ typeDefs: readTypeDefs('site'), resolvers: [scalarResolvers, ...resolvers] });
  return schema;
}

/** The back office's API. */
export function staffExecutableSchema(): GraphQLSchema {
  staffSchema ??= makeExecutableSchema({ typeDefs: readTypeDefs('staff'), resolvers: [scalarResolvers, ...staffResolvers] });
  return staffSchema;
}
