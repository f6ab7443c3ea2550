import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mediaType, parseRequestBody } from '@/lib/domain/request-body';
import { reportUnexpectedError } from '../platform/error-reporting';
import { readBody } from '../platform/http/body';
import { log } from '../platform/logger';
import type { Surface } from './schema';
import { handleGraphQL } from './server';

/**
 * /api/graphql as serve.ts answers it, without Next.js's router (issue #10: routing a GraphQL request
 * through Next cost about as much CPU as answering it): the body parsed as Next would parse an API
 * route's (64 kB at most, else 413; bad JSON, 400), the response compressed, an unexpected throw
 * answered 500 and reported; then the handler (CSRF prevention, origin → locale, limits, masking).
 * serve.ts has already set the security headers.
 */
export const GRAPHQL_PATH = '/api/graphql';

export const isGraphQLPath = (url: string | undefined): boolean => url === GRAPHQL_PATH || Boolean(url?.startsWith(`${GRAPHQL_PATH}?`));

const compress = compression();

/** Next's answer to a body it refuses: the message as status text and body. */
function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.statusMessage = message;
  res.end(message);
}

export function serveGraphQL(req: IncomingMessage, res: ServerResponse, surface: Surface = 'site'): void {
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => void answer(req, res, surface));
}

async function answer(req: IncomingMessage, res: ServerResponse, surface: Surface): Promise<void> {
  try {
    const { type, charset } = mediaType(req.headers['content-type']);
    const read = await readBody(req, charset);
    if (!read.ok) return refuse(res, read.status, read.message);
    const parsed = parseRequestBody(type, read.text);
    if (!parsed.ok) return refuse(res, parsed.status, parsed.message);
    await handleGraphQL(Object.assign(req, { body: parsed.body }), res, surface);
  } catch (error) {
    log('graphql').error({ err: error }, 'GraphQL request failed');
    reportUnexpectedError(error);
    if (!res.headersSent) refuse(res, 500, 'Internal Server Error');
    else res.end();
  }
}
