import { readdirSync, readFileSync } from 'node:fs';
import httpModule from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import type { Stack } from './scenario';

/** One HTTP answer: status, headers (lower-case names) and body text. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * An HTTP request with a Host header of our choosing (fetch ignores a Host header, and Node does not
 * resolve `*.localhost`): how the suite reaches a locale's site on an instance.
 */
export function httpRequest(base: string, options: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string }): Promise<HttpAnswer> {
  const url = new URL(options.path, base);
  return new Promise((resolve, reject) => {
    const req = httpModule.request(
      { hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: options.method ?? 'GET', headers: { host: options.host, ...options.headers }, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
          resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** What the app answered to one GraphQL POST: the HTTP answer and its body parsed when JSON. */
export interface Answer extends HttpAnswer {
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } | null;
}

/** POSTs to an instance's /api/graphql as a direct call for a locale (Host header), or with extra headers. */
export async function postGraphQL(base: string, host: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await httpRequest(base, {
    method: 'POST',
    path: '/api/graphql',
    host,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  let parsed: Answer['body'] = null;
  try {
    parsed = JSON.parse(answer.text) as Answer['body'];
  } catch {
    parsed = null;
  }
  return { ...answer, body: parsed };
}

/** A visitor of one locale on one instance: its anonymous token travels with every call. */
export function visitor(stack: Stack, localeCode: string, instance = 0, token: string = randomUUID()) {
  const host = stack.hostFor(localeCode);
  return {
    token,
    host,
    call: (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      postGraphQL(stack.apps[instance % stack.apps.length], host, { query, variables }, { 'x-anonymous-token': token, ...headers }),
  };
}

const OPERATIONS_DIR = path.join(process.cwd(), 'graphql', 'operations');

/** Every client operation in graphql/operations, each as a standalone document with the fragments it uses. */
export function clientOperations(): { name: string; operation: OperationDefinitionNode; document: string }[] {
  const definitions: DefinitionNode[] = readdirSync(OPERATIONS_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(path.join(OPERATIONS_DIR, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const needed = (node: OperationDefinitionNode | FragmentDefinitionNode, seen = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        seen.add(name);
        needed(fragments.get(name)!, seen);
      },
    });
    return seen;
  };
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name!.value,
      operation,
      document: [operation, ...[...needed(operation)].map((name) => fragments.get(name)!)].map((d) => print(d)).join('\n'),
    }));
}

/** The document of one client operation by name. */
export function operationDocument(name: string): string {
  const found = clientOperations().find((op) => op.name === name);
  if (!found) throw new Error(`No operation ${name} in graphql/operations`);
  return found.document;
}

/** A figure row, for brevity. */
export const figure = (key: string, label: string, value: number | string | boolean, target: string, pass: boolean) => ({ key, label, value, target, pass });
