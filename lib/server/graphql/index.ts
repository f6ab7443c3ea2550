/** The API: every capability's SDL and resolvers composed into one schema, served at /api/graphql. */
export { executableSchema } from './schema';
export { handleGraphQL } from './server';
export { isGraphQLPath, serveGraphQL } from './endpoint';
