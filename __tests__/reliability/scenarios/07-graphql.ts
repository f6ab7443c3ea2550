import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { LIMITS } from '@/lib/server/graphql/server';
import { clientOperations, figure, httpRequest, postGraphQL } from '../graphql-client';
import { schemaFromSdl, variablesFor } from '../graphql-fuzz';
import { clearAddressLimits } from '../rate-limit-reset';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Scenario 7: hardened GraphQL. Introspection and suggestions off in production; depth, alias, token
 * limits; no batching; a JSON body nested too deep; CSRF prevention (simple-request content types, GET
 * without a preflight header, unknown origins); then at least 10,000 generated inputs over every client operation: zero 5xx and
 * zero unexpected (masked) errors.
 */

const FUZZ_INPUTS = Number(process.env.RELIABILITY_FUZZ_INPUTS ?? 10_000);
const CONCURRENCY = 12;
const HOSTS = ['nz', 'hk', 'zh.hk', 'rotorua', 'au'];

const errorText = (answer: { body: { errors?: { message: string }[] } | null }) => (answer.body?.errors ?? []).map((e) => e.message).join(' | ');

async function hardening(stack: Stack): Promise<Figure[]> {
  const base = stack.apps[0];
  const host = stack.hostFor('nz');
  const ask = (query: string, headers: Record<string, string> = {}) => postGraphQL(base, host, { query }, headers);
  const figures: Figure[] = [];

  const introspection = await ask('{ __schema { types { name } } }');
  figures.push(figure('graphql.introspectionOff', 'Introspection query refused in production', !introspection.body?.data, 'true', !introspection.body?.data && introspection.status === 400));

  const typo = await ask('{ getLocal(domain: "nz.localhost") { id } }');
  const suggests = /did you mean/i.test(typo.text);
  figures.push(figure('graphql.suggestionsOff', 'A misspelt field gets no “Did you mean” suggestion', !suggests, 'true', !suggests && !!typo.body?.errors?.length));

  const deep = `{ getLocale(domain: "nz.localhost") { ${'locales { '.repeat(LIMITS.maxDepth + 2)}domain${' }'.repeat(LIMITS.maxDepth + 2)} } }`;
  const depth = await ask(deep);
  figures.push(figure('graphql.depthLimit', `Query deeper than ${LIMITS.maxDepth} refused`, /depth/i.test(errorText(depth)), 'true', /depth/i.test(errorText(depth)) && !depth.body?.data));

  const aliases = await ask(`{ ${Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: getLocale(domain: "nz.localhost") { id }`).join(' ')} }`);
  figures.push(figure('graphql.aliasLimit', `More than ${LIMITS.maxAliases} aliases refused`, /alias/i.test(errorText(aliases)), 'true', /alias/i.test(errorText(aliases))));

  const tokens = await ask(`{ ${Array.from({ length: LIMITS.maxTokens }, () => '__typename').join(' ')} }`);
  figures.push(figure('graphql.tokenLimit', `More than ${LIMITS.maxTokens} tokens refused`, /token/i.test(errorText(tokens)), 'true', /token/i.test(errorText(tokens))));
  figures.push(figure('graphql.costLimit', 'Cost limit configured (graphql-armor costLimit)', LIMITS.maxCost, '≤ 5000', LIMITS.maxCost <= 5000));

  const batch = await postGraphQL(base, host, [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
  figures.push(figure('graphql.batchingOff', 'Batched request (array of two operations)', `HTTP ${batch.status}`, 'HTTP 400', batch.status === 400));

  const simple = await httpRequest(base, { method: 'POST', path: '/api/graphql', host, headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: '{ __typename }' }) });
  const form = await httpRequest(base, { method: 'POST', path: '/api/graphql', host, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' });
  const getQuery = await httpRequest(base, { path: `/api/graphql?query=${encodeURIComponent('{ __typename }')}`, host });
  const csrf = [simple.status, form.status, getQuery.status];
  figures.push(figure('graphql.csrfSimpleRequests', 'text/plain POST, form POST, GET without preflight header', csrf.map((s) => `HTTP ${s}`).join(', '), 'all HTTP 400', csrf.every((s) => s === 400)));

  // A body nested 5,000 deep (as a page draft once was) is refused before it is parsed: bad input, not a 500.
  const nested = `{"query":"{ __typename }","variables":{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}}`;
  const deepJson = await httpRequest(base, { method: 'POST', path: '/api/graphql', host, headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: nested });
  figures.push(figure('graphql.deepJsonRefused', 'A JSON body nested 5,000 deep', `HTTP ${deepJson.status}`, 'HTTP 400', deepJson.status === 400));

  const foreign = await ask('{ __typename }', { origin: 'https://evil.example' });
  const mismatched = await ask('{ __typename }', { origin: 'http://hk.localhost', 'x-page-origin': 'http://nz.localhost' });
  figures.push(figure('graphql.unknownOriginRefused', 'Unknown Origin, and Origin disagreeing with the page origin', `HTTP ${foreign.status}, HTTP ${mismatched.status}`, 'both HTTP 403', foreign.status === 403 && mismatched.status === 403));
  return figures;
}

async function fuzz(stack: Stack): Promise<Figure[]> {
  const schema = schemaFromSdl();
  const operations = clientOperations();
  const perOperation = Math.ceil(FUZZ_INPUTS / operations.length);
  const jobs = operations.flatMap((op) => fc.sample(variablesFor(schema, op.operation), { numRuns: perOperation, seed: 9 }).map((variables) => ({ op, variables })));
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let unexpected = 0;
  let next = 0;
  const worker = async (lane: number) => {
    while (next < jobs.length) {
      const index = next++;
      const { op, variables } = jobs[index];
      const headers: Record<string, string> = index % 3 === 0 ? {} : { 'x-anonymous-token': index % 3 === 1 ? randomUUID() : 'not-a-uuid' };
      const host = stack.hostFor(HOSTS[index % HOSTS.length]);
      let status = 0;
      try {
        const answer = await postGraphQL(stack.apps[lane % stack.apps.length], host, { query: op.document, variables }, headers);
        status = answer.status;
        if ((answer.body?.errors ?? []).some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
          unexpected += 1;
          if (failures.length < 5) failures.push(`${op.name} unexpected error: ${JSON.stringify(variables).slice(0, 200)}`);
        }
      } catch (error) {
        status = 599;
        if (failures.length < 5) failures.push(`${op.name} connection: ${String(error)}`);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 && failures.length < 5) failures.push(`${op.name} HTTP ${status}: ${JSON.stringify(variables).slice(0, 200)}`);
      if (index % 2000 === 0) stack.log(`fuzz ${index}/${jobs.length}`);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, lane) => worker(lane)));
  for (const failure of failures) stack.log(`fuzz: ${failure}`);
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  return [
    figure('graphql.fuzzInputs', `Generated inputs over ${operations.length} operations (${Math.round((Date.now() - started) / 1000)} s; ${summary})`, jobs.length, '≥ 10000', jobs.length >= 10_000),
    figure('graphql.fuzz5xx', 'Fuzz responses with a 5xx status (or no response)', serverErrors, '0', serverErrors === 0),
    figure('graphql.fuzzUnexpectedErrors', 'Fuzz responses with a masked unexpected error', unexpected, '0', unexpected === 0),
  ];
}

const scenario: Scenario = {
  id: 'graphql',
  title: 'Hardened GraphQL and a schema-driven fuzz of every operation',
  async run(stack) {
    const figures = await hardening(stack);
    figures.push(...(await fuzz(stack)));
    await clearAddressLimits(stack);
    return figures;
  },
};

export default scenario;
