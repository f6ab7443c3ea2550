import { DEFAULT_RETRY_AFTER, disabledUntil, updateRateLimits } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { beforeBreadcrumb, beforeSend, ERROR_REPORTER, errorReportingOptions } from '@/lib/domain/error-reporting';
import { FILTERED, scrubEvent, scrubText } from '@/lib/domain/error-scrubbing';

/** One visitor's details, as the checkout sends them. */
const visitor = {
  firstName: 'Wikitoria',
  lastName: 'Paewai',
  email: 'wikitoria.paewai@example.com',
  mobilePhone: '+64 21 555 0199',
};
const personal = [visitor.firstName, visitor.lastName, visitor.email, '555 0199', '0199'];
const expectNoPersonalData = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const item of personal) expect(text).not.toContain(item);
};

describe('scrubbing personal data from error reports', () => {
  it('drops the values of a failed insert, which the query builder puts in its message', () => {
    const message = `Failed query: insert into "orders" ("id", "booking_id", "customer", "origin") values (default, $1, $2, $3) returning "id"\nparams: SR-7K2QX9,${JSON.stringify(visitor)},http://nz.localhost:3100`;
    const scrubbed = scrubText(message);
    expect(scrubbed).toBe(`Failed query: insert into "orders" ("id", "booking_id", "customer", "origin") values (default, $1, $2, $3) returning "id"\nparams: ${FILTERED}`);
  });

  it('drops the row PostgreSQL quotes in a constraint error', () => {
    expect(scrubText('new row for relation "orders" violates check constraint "x"\nFailing row contains (1, Wikitoria, Paewai, 021 555 0199).')).toBe(
      `new row for relation "orders" violates check constraint "x"\nFailing row contains (${FILTERED}).`,
    );
    expect(scrubText('Key (email)=(wikitoria.paewai@example.com) already exists.')).toBe(`Key (email)=(${FILTERED}) already exists.`);
  });

  it.each([
    ['email', 'No account for wikitoria.paewai@example.com', `No account for ${FILTERED}`],
    ['international phone', 'Call +64 21 555 0199 back', `Call ${FILTERED} back`],
    ['local phone', 'Mobile 021 555 0199 is invalid', `Mobile ${FILTERED} is invalid`],
    ['bracketed phone', 'Landline (09) 555-0101', `Landline ${FILTERED}`],
    ['bare international phone', 'sms to +64215550199 failed', `sms to ${FILTERED} failed`],
    ['approved card', 'card 4111 1111 1111 1111 refused', `card ${FILTERED} refused`],
    ['card without spaces', 'pan=5123450000000008', `pan=${FILTERED}`],
    ['declined (non-Luhn) card', 'card 4000-0000-0000-0002', `card ${FILTERED}`],
    ['gift card code', 'Gift card ABCD-EFGH-JKLM-NPQR is spent', `Gift card ${FILTERED} is spent`],
    ['ticket code', 'Ticket T23456789ABC scanned twice', `Ticket ${FILTERED} scanned twice`],
    ['JSON names', '{"firstName":"Wikitoria","lastName":"Paewai","recipientName":"Tama"}', `{"firstName":"${FILTERED}","lastName":"${FILTERED}","recipientName":"${FILTERED}"}`],
    ['escaped JSON names', '{\\"firstName\\":\\"Wikitoria\\"}', `{\\"firstName\\":"${FILTERED}"}`],
    ['form fields', 'firstName=Wikitoria&surname=Paewai&amount=50', `firstName=${FILTERED}&surname=${FILTERED}&amount=50`],
    ['confirmation link', 'GET http://nz.localhost:3100/booking/3f9c0e1a7b failed', 'GET http://nz.localhost:3100/booking/[token] failed'],
    ['rider link', 'GET http://nz.localhost:3100/rider/aWQ.1790000000.c2ln failed', 'GET http://nz.localhost:3100/rider/[token] failed'],
    ['rider details', '{"riderName":"Tama","dateOfBirth":"2017-06-10","signerName":"Mere"}', `{"riderName":"${FILTERED}","dateOfBirth":"${FILTERED}","signerName":"${FILTERED}"}`],
    ["rider's details", '{"dateOfBirth":"2017-03-04","signerName":"Mere Ngata","guardianRelationship":"mother"}', `{"dateOfBirth":"${FILTERED}","signerName":"${FILTERED}","guardianRelationship":"${FILTERED}"}`],
  ])('removes a %s', (_kind, input, output) => {
    expect(scrubText(input)).toBe(output);
  });

  it("drops a rider's body, answers and drawn signature from structured data", () => {
    const scrubbed = scrubEvent({ extra: { rider: { name: 'Tama' }, input: { heightCm: 131, weightKg: 30, answers: { heart: false }, drawing: 'M1 2 L3 4' } } });
    expect(scrubbed.extra).toEqual({ rider: FILTERED, input: { heightCm: FILTERED, weightKg: FILTERED, answers: FILTERED, drawing: FILTERED } });
  });

  it.each([
    "Cannot read properties of null (reading 'filter')",
    'Session starts 2026-05-03 at 10:30, ended 2026-05-03T12:00:00.000Z',
    'connect ECONNREFUSED 127.0.0.1:3100',
    'timed out after 30000 ms (attempt 2 of 3)',
    'Booking SR-7K2QX9 is not paid (code: NOT_COMPLETE)',
    'at render (http://nz.localhost:3100/_next/static/chunks/0a1b2c.js:1:23456)',
    'next 16.4.6, node v20.19.0',
  ])('leaves what is not personal: %s', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('scrubs a whole event: messages, breadcrumbs, request, user, extra and our contexts, keeping the platform’s', () => {
    const event = {
      message: `Order for ${visitor.email} failed`,
      exception: {
        values: [
          {
            type: 'DrizzleQueryError',
            value: `Failed query: insert into "orders" values ($1)\nparams: ${JSON.stringify(visitor)}`,
            stacktrace: { frames: [{ filename: 'order-service.ts', function: 'createAndCompleteOrder', lineno: 97, vars: { customer: visitor } }] },
          },
        ],
      },
      breadcrumbs: [
        { category: 'console', message: `[checkout] details ${JSON.stringify(visitor)}`, data: { arguments: ['[checkout] details', visitor], logger: 'console' } },
        { category: 'navigation', data: { from: '/booking/secret-token-1', to: '/things-to-do' } },
        { category: 'fetch', data: { method: 'POST', url: 'http://nz.localhost:3100/api/graphql', status_code: 200 } },
      ],
      request: {
        url: 'http://nz.localhost:3100/booking/secret-token-1?email=wikitoria.paewai%40example.com',
        method: 'GET',
        headers: { cookie: 'a=b', 'user-agent': 'x' },
        cookies: { a: 'b' },
        data: JSON.stringify(visitor),
        query_string: 'email=wikitoria.paewai%40example.com',
      },
      user: { ip_address: '203.0.113.9', email: visitor.email },
      extra: { customer: visitor, attempt: 2 },
      tags: { giftCardCode: 'ABCD-EFGH-JKLM-NPQR', route: '/checkout' },
      contexts: { os: { name: 'Linux' }, browser: { name: 'Chrome' }, graphql: { path: 'createAndCompleteOrder' }, checkout: { name: 'Wikitoria Paewai', step: 2 } },
    };
    const scrubbed = scrubEvent(event);
    expectNoPersonalData(scrubbed);
    expect(JSON.stringify(scrubbed)).not.toContain('secret-token-1');
    expect(JSON.stringify(scrubbed)).not.toContain('ABCD-EFGH');
    expect(scrubbed.request).toEqual({ url: 'http://nz.localhost:3100/booking/[token]', method: 'GET' });
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.extra).toEqual({ customer: FILTERED, attempt: 2 });
    expect(scrubbed.contexts).toEqual({ os: { name: 'Linux' }, browser: { name: 'Chrome' }, graphql: { path: 'createAndCompleteOrder' }, checkout: { name: FILTERED, step: 2 } });
    expect(scrubbed.exception.values[0]).toMatchObject({ type: 'DrizzleQueryError', stacktrace: { frames: [{ filename: 'order-service.ts', function: 'createAndCompleteOrder', lineno: 97 }] } });
    expect(scrubbed.breadcrumbs[2]).toEqual(event.breadcrumbs[2]);
    expect(scrubbed.breadcrumbs[1].data).toEqual({ from: '/booking/[token]', to: '/things-to-do' });
    // The original is left alone (the SDK may still hold it).
    expect(event.user.email).toBe(visitor.email);
  });

  it('scrubs breadcrumbs as they are recorded', () => {
    expect(beforeBreadcrumb({ category: 'console', message: `Sent to ${visitor.email}`, data: { email: visitor.email } })).toEqual({
      category: 'console',
      message: `Sent to ${FILTERED}`,
      data: { email: FILTERED },
    });
  });
});

describe('only unexpected errors are reported', () => {
  it('drops the visitor’s network failures', () => {
    expect(beforeSend({ exception: { values: [{ type: 'TypeError', value: 'Failed to fetch' }] } })).toBeNull();
    expect(beforeSend({ exception: { values: [{ type: 'TypeError', value: 'Failed to fetch (nz.localhost)' }] } })).toBeNull();
    expect(beforeSend({ exception: { values: [{ type: 'TypeError', value: 'Load failed' }] } })).toBeNull();
  });

  it('keeps bugs, scrubbed', () => {
    expect(beforeSend({ exception: { values: [{ type: 'TypeError', value: `x is undefined for ${visitor.email}` }] } })).toEqual({
      exception: { values: [{ type: 'TypeError', value: `x is undefined for ${FILTERED}`, stacktrace: undefined }] },
    });
  });
});

describe('the error reporter’s constants', () => {
  const options = errorReportingOptions({ dsn: 'https://k@ingest.example/1', release: 'summit-rush-booking@1.2.3', environment: 'production' });

  it('buffers 64 events, keeps 100 breadcrumbs and flushes logs after 5 s', () => {
    expect(options.transportOptions).toEqual({ bufferSize: 64 });
    expect(options.maxBreadcrumbs).toBe(100);
    expect(options._flushInterval).toBe(5_000);
    expect(ERROR_REPORTER).toMatchObject({ bufferSize: 64, maxBreadcrumbs: 100, logFlushIntervalMs: 5_000, rateLimitBackoffMs: 60_000 });
  });

  it('tags the release and collects nothing personal', () => {
    expect(options.release).toBe('summit-rush-booking@1.2.3');
    expect(options.dataCollection).toMatchObject({ userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false });
  });

  it('backs off 60 s after a 429 that names no time: the SDK’s own default, which it takes no option for', () => {
    expect(DEFAULT_RETRY_AFTER).toBe(ERROR_REPORTER.rateLimitBackoffMs);
    const now = 1_000_000;
    const limits = updateRateLimits({}, { statusCode: 429, headers: { 'x-sentry-rate-limits': null, 'retry-after': null } }, now);
    expect(disabledUntil(limits, 'error')).toBe(now + 60_000);
  });
});

describe('the browser’s SDK, loaded on a page’s first error (issue #25)', () => {
  it('keeps the default integrations reports rely on, without session tracking (it needs the SDK on every page view)', async () => {
    const { integrations } = await import('@/lib/client/error-reporter');
    const names = integrations().map((integration) => integration.name);
    expect(names).toEqual(expect.arrayContaining(['EventFilters', 'Breadcrumbs', 'Console', 'GlobalHandlers', 'LinkedErrors', 'Dedupe', 'HttpContext', 'CultureContext']));
    expect(names).not.toContain('BrowserSession');
  });

  it('queues errors and breadcrumbs by the same constants as the SDK is given', async () => {
    const config = await import('@/lib/domain/error-reporting-config');
    expect(config.ERROR_REPORTER).toBe(ERROR_REPORTER);
  });
});
