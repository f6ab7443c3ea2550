import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readableCode } from '@/lib/server/platform/codes';
import { EnvelopeSink } from '../envelope-sink';
import { figure, httpRequest, operationDocument, visitor, type HttpAnswer } from '../graphql-client';
import { clearAddressLimits } from '../rate-limit-reset';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Scenario 10: headers and privacy. Every kind of response on every instance carries the security
 * headers; HSTS comes in production over HTTPS (a trusted proxy's X-Forwarded-Proto) and not over
 * HTTP. Then canary emails, phone numbers and codes go through checkout, the balance check and an
 * enquiry while PostgreSQL is restarted under them (a real fault, no test seam): the errors reach the
 * logs and the error reporter (a local envelope sink), and no canary does.
 */

const REQUIRED = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
};

async function responsesOf(stack: Stack, base: string): Promise<(HttpAnswer & { path: string })[]> {
  const host = stack.hostFor('nz');
  const get = async (path: string) => ({ path, ...(await httpRequest(base, { path, host })) });
  const home = await get('/');
  const script = home.text.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1] ?? '/_next/static/missing.js';
  const post = async (type: string, body: string) => ({ path: `POST /api/graphql (${type})`, ...(await httpRequest(base, { method: 'POST', path: '/api/graphql', host, headers: { 'content-type': type }, body })) });
  return [
    home,
    ...(await Promise.all(['/checkout', '/gift-vouchers', '/api/health', '/no-such-page', '/robots.txt', script, '/booking/not-a-token'].map(get))),
    await post('application/json', '{"query":"{ __typename }"}'),
    await post('text/plain', 'x'),
  ];
}

async function headerFigures(stack: Stack): Promise<Figure[]> {
  const missing: string[] = [];
  let checked = 0;
  for (const base of stack.apps) {
    for (const response of await responsesOf(stack, base)) {
      checked += 1;
      for (const [name, pattern] of Object.entries(REQUIRED)) {
        if (!pattern.test(response.headers[name] ?? '')) missing.push(`${response.path} (${response.status}): ${name}`);
      }
    }
  }
  for (const line of missing.slice(0, 10)) stack.log(`headers: missing ${line}`);
  const page = await httpRequest(stack.apps[0], { path: '/checkout', host: stack.hostFor('nz') });
  const nonce = /script-src[^;]*'nonce-[A-Za-z0-9+/=]+'/.test(page.headers['content-security-policy'] ?? '');
  const plainHsts = (await responsesOf(stack, stack.apps[0])).filter((r) => 'strict-transport-security' in r.headers).length;
  return [
    figure('headers.responsesMissingHeaders', `Responses (of ${checked}: pages, API, static, 404, errors, both instances) missing a security header`, missing.length, '0', missing.length === 0 && checked >= 20),
    figure('headers.cspNonce', 'Pages’ CSP allows scripts by nonce', nonce, 'true', nonce),
    figure('headers.noHstsOverHttp', 'Responses over plain HTTP with HSTS', plainHsts, '0', plainHsts === 0),
  ];
}

const CANARY_ATTEMPTS = 24;

async function canaryTraffic(stack: Stack, canaries: { email: string; phone: string; code: string }, stop: () => boolean) {
  let errors = 0;
  let sent = 0;
  const leaksInResponses: string[] = [];
  const customer = { firstName: 'Kea', lastName: 'Tester', email: canaries.email, mobilePhone: canaries.phone };
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  while (!stop() || sent < CANARY_ATTEMPTS) {
    const who = visitor(stack, 'nz', 1);
    const calls = [
      who.call(operationDocument('getCheckout'), { code: canaries.code, gatewayId: 'nz-arrival' }),
      who.call(operationDocument('getGiftCardBalance'), { code: canaries.code }),
      who.call(operationDocument('createAndCompleteOrder'), { input: { idempotencyKey: randomUUID(), customer, code: canaries.code, gatewayId: 'nz-arrival', acceptTerms: true } }),
      who.call(operationDocument('sendEnquiry'), {
        input: { idempotencyKey: randomUUID(), name: 'Kea Tester', email: canaries.email, mobilePhone: canaries.phone, functionType: 'PARTY', bookingType: 'DAY_TRADE', guests: 12, preferredDate: day, message: `Call me on ${canaries.phone}` },
      }),
    ];
    for (const answer of await Promise.allSettled(calls)) {
      sent += 1;
      if (answer.status === 'rejected') {
        errors += 1;
        continue;
      }
      if (answer.value.status >= 500 || answer.value.body?.errors?.length) errors += 1;
      for (const value of Object.values(canaries)) {
        // The visitor's own answer may echo what it typed (the code); internals must not.
        if (answer.value.body?.errors?.some((e) => e.message.includes(value))) leaksInResponses.push(value);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { errors, sent, leaksInResponses };
}

async function privacyFigures(stack: Stack): Promise<Figure[]> {
  const sink = new EnvelopeSink();
  const dsn = await sink.start();
  const logFiles = stack.apps.map((_, index) => path.join(stack.workDir, `app-${index}.log`));
  // Instance 1 behind a "trusted proxy", reporting errors to the sink, logging at info.
  await stack.startApp(1, { TRUST_PROXY: 'on', SENTRY_DSN: dsn, NEXT_PUBLIC_SENTRY_DSN: dsn, LOG_LEVEL: 'info' });
  // What the instances write from here on (start-up banners from Next and the SDK are not our log).
  const before = await Promise.all(logFiles.map((file) => readFile(file, 'utf8').catch(() => '')));
  const figures: Figure[] = [];
  try {
    const host = stack.hostFor('nz');
    const viaHttps = await httpRequest(stack.apps[1], { path: '/', host, headers: { 'x-forwarded-proto': 'https' } });
    const viaHttp = await httpRequest(stack.apps[1], { path: '/', host, headers: { 'x-forwarded-proto': 'http' } });
    const hsts = /max-age=\d{8,}/.test(viaHttps.headers['strict-transport-security'] ?? '') && !('strict-transport-security' in viaHttp.headers);
    figures.push(figure('headers.hstsBehindHttpsProxy', 'HSTS behind a trusted proxy over HTTPS, none over HTTP', hsts, 'true', hsts));

    await clearAddressLimits(stack);
    const run = randomUUID().slice(0, 8);
    const canaries = { email: `canary-${run}@example.com`, phone: `+64 21 ${String(Math.floor(Math.random() * 900) + 100)} ${run.replace(/\D/g, '').padEnd(4, '7').slice(0, 4)}`, code: readableCode(16) };
    let done = false;
    const traffic = canaryTraffic(stack, canaries, () => done);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stack.log('privacy: restarting PostgreSQL under canary traffic');
    await stack.restartDatabase(4_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    done = true;
    const { errors, sent, leaksInResponses } = await traffic;
    // Give the SDK time to flush what it queued.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const after = await Promise.all(logFiles.map((file) => readFile(file, 'utf8').catch(() => '')));
    const newLogs = after.map((text, index) => text.slice(before[index].length)).join('\n');
    const values = [canaries.email, canaries.phone, canaries.code, canaries.email.split('@')[0], canaries.phone.replace(/\s/g, '')];
    const inLogs = values.filter((value) => newLogs.includes(value));
    const inSentry = values.filter((value) => sink.bodies.some((body) => body.includes(value)));
    const structured = newLogs.split('\n').filter(Boolean);
    const jsonLines = structured.filter((line) => {
      try {
        return typeof JSON.parse(line) === 'object';
      } catch {
        return false;
      }
    }).length;
    stack.log(`privacy: ${sent} canary calls, ${errors} failed, ${sink.bodies.length} envelopes, ${structured.length} log lines`);
    figures.push(figure('privacy.faultsInjected', `Canary calls that failed while PostgreSQL restarted (of ${sent})`, errors, '> 0', errors > 0));
    figures.push(figure('privacy.canariesInLogs', `Canary values in ${structured.length} new log lines of both instances`, inLogs.length, '0', inLogs.length === 0));
    figures.push(figure('privacy.canariesInSentry', `Canary values in ${sink.bodies.length} error-reporter envelopes`, inSentry.length, '0', inSentry.length === 0));
    figures.push(figure('privacy.canariesInErrors', 'Canary values in GraphQL error messages sent to the browser', leaksInResponses.length, '0', leaksInResponses.length === 0));
    figures.push(figure('operations.structuredLogs', 'Log lines of the server that are JSON objects (pino)', `${jsonLines}/${structured.length}`, 'all', structured.length > 0 && jsonLines === structured.length));
  } finally {
    await stack.startApp(1);
    await sink.stop();
    await clearAddressLimits(stack);
  }
  return figures;
}

const scenario: Scenario = {
  id: 'headers',
  title: 'Security headers on every response; no canary in logs, error reports or error messages',
  async run(stack) {
    return [...(await headerFigures(stack)), ...(await privacyFigures(stack))];
  },
};

export default scenario;
