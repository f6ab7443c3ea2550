/** The API: every capability's SDL and resolvers composed into one schema, served at /api/graphql. */
export { executableSchema } from './schema';
export { runQuery } from './in-process';
export { handleGraphQL } from './server';
export { isGraphQLPath, serveGraphQL } from './endpoint';
