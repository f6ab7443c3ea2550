import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLFormattedError, type ValidationRule } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { containsNul } from '@/lib/domain/nul-characters';
import { env } from '../platform/config';
import { isDatabaseUnavailable } from '../platform/db/unavailable';
import { clientAddress } from '../platform/http/client-address';
import { reportUnexpectedError } from '../platform/error-reporting';
import { contextFromHeaders, type GraphQLContext } from '../locales';
import { staffContext, type StaffContext } from '../staff';
import { executableSchema, staffExecutableSchema, type Surface } from './schema';
import { log } from '../platform/logger';

/**
 * Limits sized for the real operations (the deepest, addToCart → cart → items → tickets → variation, is depth 9)
 * with room to grow, and far below what a hostile query needs to hurt the server.
 */
export const LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2500,
  maxCost: 5000,
} as const;

/** The database is briefly unreachable (a restart, a failover, a crowd): the client may retry (HTTP 503). */
export const TRY_AGAIN = 'TRY_AGAIN';
const RETRY_AFTER_SECONDS = 5;

const EXPECTED_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNKNOWN_ORIGIN',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  TRY_AGAIN,
]);

/** Unexpected errors are masked: a visitor never sees internals, only a stable code. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && EXPECTED_CODES.has(code)) return formatted;
  if (isDatabaseUnavailable(error)) return { message: 'Try again', extensions: { code: TRY_AGAIN }, path: formatted.path };
  if (!(error instanceof GraphQLError && error.originalError === undefined)) {
    log('graphql').error({ err: error, path: formatted.path }, 'Unexpected error');
    // A bug: expected results are typed data or carry one of the codes above; only bugs are reported.
    reportUnexpectedError(error, { path: formatted.path });
  }
  return { message: 'Unknown error', extensions: { code: 'INTERNAL_SERVER_ERROR' }, path: formatted.path };
}

/** A response carrying TRY_AGAIN is a 503 with Retry-After, so clients and load balancers back off and retry. */
const tryAgainStatus: ApolloServerPlugin<GraphQLContext | StaffContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const body = response.body;
        const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
        if (!errors?.some((error) => error.extensions?.code === TRY_AGAIN)) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** Context creation fails outside the request pipeline (no plugin sees it): give it the same typed 503. */
function tryAgainOrRethrow(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  throw new GraphQLError('Try again', {
    extensions: { code: TRY_AGAIN, http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) } },
  });
}

/**
 * A NUL written as an escape (`"\u0000"`) in the query text's own literals: handleGraphQL's check of the
 * raw request cannot see it, and PostgreSQL refuses it in text, which surfaced as an unexpected error
 * that was logged and reported. As a validation error it is the client's: a 400, neither logged nor reported.
 */
export const noNulLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) context.reportError(new GraphQLError('The request contains a NUL character', { nodes: node }));
  },
});

type AnyContext = GraphQLContext | StaffContext;

/** The limits as graphql-armor applies them (also to every client operation in __tests__/unit/operation-limits.test.ts). */
export function armor(): ApolloArmor {
  return new ApolloArmor({
    // Depth counted in fields, as resolvers nest: a fragment or a union's inline fragment is no level of
    // its own (counted, the back office's shared result fragments put an activity's health question's
    // text at 11). A query without fragments was, and is, held to the same 10 levels of fields.
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases },
    maxDirectives: { n: LIMITS.maxDirectives },
    maxTokens: { n: LIMITS.maxTokens },
    costLimit: { maxCost: LIMITS.maxCost },
    blockFieldSuggestion: { enabled: !env().graphqlIntrospection },
  });
}

function createServer(surface: Surface): ApolloServer<AnyContext> {
  // Armor also turns off batched requests and stack traces in responses.
  const protection = armor().protect();
  return new ApolloServer<AnyContext>({
    ...protection,
    validationRules: [...protection.validationRules, noNulLiterals],
    schema: surface === 'staff' ? staffExecutableSchema() : executableSchema(),
    introspection: env().graphqlIntrospection,
    csrfPrevention: true,
    formatError,
    // No cache hints: every answer is `no-store`. Without the default cache-control plugin no hook runs per
    // resolved field, so Apollo does not wrap every resolver (a 90-day availability answer has ~450 fields).
    plugins: [...protection.plugins, ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), tryAgainStatus],
  });
}

const started = new Map<Surface, Promise<ApolloServer<AnyContext>>>();

function startedServer(surface: Surface): Promise<ApolloServer<AnyContext>> {
  let server = started.get(surface);
  if (!server) {
    server = (async () => {
      const created = createServer(surface);
      await created.start();
      return created;
    })();
    started.set(surface, server);
  }
  return server;
}

type ApiRequest = IncomingMessage & { body?: unknown };

/**
 * Answers a GraphQL request whose body is parsed (lib/server/graphql/endpoint.ts), for the visitors' API
 * (the locale from the page's origin) or the back office's (the staff member from the session cookie).
 */
export async function handleGraphQL(req: ApiRequest, res: ServerResponse, surface: Surface = 'site'): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (containsNul(req.body) || containsNul(url.searchParams.get('query')) || containsNul(url.searchParams.get('variables'))) {
    // Found by the fuzz (scenario 7): PostgreSQL refuses NUL in text, which would surface as an unexpected error.
    res.statusCode = 400;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ errors: [{ message: 'The request contains a NUL character', extensions: { code: 'BAD_USER_INPUT' } }] }));
    return;
  }
  const server = await startedServer(surface);
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: url.search, body: req.body },
    context: () =>
      (surface === 'staff' ? staffContext(req, clientAddress(req)) : contextFromHeaders((name) => headers.get(name), clientAddress(req))).catch(tryAgainOrRethrow),
  });
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.setHeader('cache-control', 'no-store');
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
