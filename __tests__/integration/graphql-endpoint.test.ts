import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetAvailabilityDocument, GetLocaleDocument } from '@/graphql/generated/operations';
import { seedIfEmpty } from '@/demo';
import { isGraphQLPath, serveGraphQL } from '@/lib/server/graphql/endpoint';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import * as errorReporting from '@/lib/server/platform/error-reporting';
import { createTestDatabase } from '../helpers/test-database';

/** /api/graphql as serve.ts answers it in production, over HTTP: the API route's behaviour without Next's router. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Server;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateLocales();
  server = createServer((req, res) => serveGraphQL(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-page-origin': 'http://nz.localhost:3000', ...headers }, body });

describe('the GraphQL endpoint', () => {
  it('matches the API route’s path only', () => {
    expect(['/api/graphql', '/api/graphql?query=x'].map(isGraphQLPath)).toEqual([true, true]);
    expect(['/api/graphql/', '/api/graphqlx', '/api/health', undefined].map(isGraphQLPath)).toEqual([false, false, false, false]);
  });

  it('answers an operation, as no-store JSON', async () => {
    const response = await post(JSON.stringify({ query: print(GetLocaleDocument), variables: { domain: 'nz.localhost' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { data: { getLocale: { domain: string } } }).data.getLocale.domain).toBe('nz.localhost');
  });

  it('compresses for clients that accept gzip, as Next does', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({ query: print(GetAvailabilityDocument), variables: { slug: 'zipline', from: day(0), to: day(89) } });
    const raw = await new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
      const call = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-page-origin': 'http://nz.localhost:3000', 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: Buffer.concat(chunks) }));
      });
      call.on('error', reject);
      call.end(body);
    });
    expect(raw.encoding).toBe('gzip');
    expect(raw.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(raw.bytes).toString()).data.getAvailability).toHaveLength(90);
  });

  it('refuses bodies over 64 kB (413) and bad JSON (400) as the API route does', async () => {
    const big = await post(JSON.stringify({ query: `{ __typename }${' '.repeat(70_000)}` }));
    expect([big.status, await big.text()]).toEqual([413, 'Body exceeded 64kb limit']);
    const bad = await post('{bad');
    expect([bad.status, await bad.text()]).toEqual([400, 'Invalid JSON']);
  });

  it('keeps CSRF prevention and the unknown-origin refusal', async () => {
    const simple = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'text/plain' });
    expect(simple.status).toBe(400);
    const foreign = await post(JSON.stringify({ query: print(GetLocaleDocument), variables: { domain: 'nz.localhost' } }), { 'x-page-origin': 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it('answers a NUL anywhere in the request as the client’s error (400), never as a bug', async () => {
    const reported = vi.spyOn(errorReporting, 'reportUnexpectedError');
    // In the query text's own literal (an escape the raw-body check cannot see), in a variable, in the text itself.
    const literal = await post(JSON.stringify({ query: '{ getActivity(slug: "zip\\u0000line") { id } }' }));
    expect(literal.status).toBe(400);
    expect(((await literal.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const variable = await post(JSON.stringify({ query: 'query($slug: String!) { getActivity(slug: $slug) { id } }', variables: { slug: 'zip\u0000line' } }));
    const text = await post(JSON.stringify({ query: '{ getActivity(slug: "zipline") { id } }\u0000' }));
    expect([variable.status, text.status]).toEqual([400, 400]);
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
  });
});
