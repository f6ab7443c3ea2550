import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv, productionProblems, SETTINGS } from '@/lib/server/platform/config';
import { newTicketSigningKey } from '@/demo/ticket-signing-secret';

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe('.data');
    expect(env.mailbox).toBe(true);
    expect(env.graphqlIntrospection).toBe(true);
  });

  it('turns the mailbox and introspection off in production unless enabled', () => {
    const env = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/app' });
    expect(env.mailbox).toBe(false);
    expect(env.graphqlIntrospection).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', MAILBOX: 'on' }).mailbox).toBe(true);
  });

  it('names every bad setting in one message', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MAILBOX: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT must be a port number');
    expect(message).toContain('DATABASE_URL must be a postgres:// connection URL');
    expect(message).toContain('MAILBOX must be "on" or "off"');
  });

  it('is documented: .env.example lists every setting', () => {
    const documented = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => line.split('=')[0]);
    expect(documented.sort()).toEqual([...SETTINGS].sort());
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  const KEY = newTicketSigningKey();

  it('refuses a production start that could not sell safely, naming each setting, unless it is the demo', () => {
    const problems = productionProblems(parseEnv({ NODE_ENV: 'production', MAILBOX: 'on', GRAPHQL_INTROSPECTION: 'on' }));
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).toMatch(/TICKET_SIGNING_SECRET[\s\S]*TICKET_SIGNING_KEY[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*MAILBOX[\s\S]*PUBLIC_SCHEME=https[\s\S]*GRAPHQL_INTROSPECTION/);
    const secret = 'a-ticket-signing-secret-of-32-characters';
    const shop = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/shop', TICKET_SIGNING_SECRET: secret, TICKET_SIGNING_KEY: KEY, TRUST_PROXY: '10.0.0.0/8' };
    expect(productionProblems(parseEnv({ ...shop, SMTP_URL: 'smtp://mail.example' }))).toEqual([]);
    expect(productionProblems(parseEnv({ ...shop, MAIL_FILES: 'on' }))).toEqual([]);
    expect(productionProblems(parseEnv({ NODE_ENV: 'production', DEMO: 'on', MAILBOX: 'on', GRAPHQL_INTROSPECTION: 'on', TICKET_SIGNING_SECRET: secret, TICKET_SIGNING_KEY: KEY }))).toEqual([]);
    expect(productionProblems(parseEnv({}))).toEqual([]);
  });

  it('refuses a production start whose sites are https while it can only see plain HTTP (no trusted proxy)', () => {
    const shop = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/shop', TICKET_SIGNING_SECRET: 'x'.repeat(32), TICKET_SIGNING_KEY: KEY, SMTP_URL: 'smtp://mail.example' };
    expect(productionProblems(parseEnv(shop))).toEqual([expect.stringContaining('PUBLIC_SCHEME=https (the production default) needs TRUST_PROXY')]);
    expect(productionProblems(parseEnv({ ...shop, PUBLIC_SCHEME: 'https', TRUST_PROXY: 'on' }))).toEqual([]);
    // Plain HTTP on purpose (a shop on a private network): nothing to disagree about.
    expect(productionProblems(parseEnv({ ...shop, PUBLIC_SCHEME: 'http' }))).toEqual([]);
  });

  it('refuses any production start without the key tickets are signed with, the demo too: it could issue no ticket', () => {
    const demo = { NODE_ENV: 'production', DEMO: 'on' };
    expect(productionProblems(parseEnv(demo))).toEqual([expect.stringContaining('TICKET_SIGNING_SECRET must be set in production'), expect.stringContaining('TICKET_SIGNING_KEY must be set in production')]);
    expect(productionProblems(parseEnv({ ...demo, TICKET_SIGNING_SECRET: 'x'.repeat(32) }))).toEqual([expect.stringContaining('TICKET_SIGNING_KEY must be set in production')]);
    expect(productionProblems(parseEnv({ ...demo, TICKET_SIGNING_SECRET: 'x'.repeat(32), TICKET_SIGNING_KEY: KEY }))).toEqual([]);
    // Development and tests sign with whatever key they are given, and are not refused a start without one.
    expect(productionProblems(parseEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
