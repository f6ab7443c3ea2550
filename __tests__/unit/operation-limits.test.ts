import { createRequire } from 'node:module';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as siteOperations from '@/graphql/generated/operations';
import * as staffOperations from '@/graphql/generated/staff-operations';
import { executableSchema, staffExecutableSchema } from '@/lib/server/graphql/schema';
import { armor } from '@/lib/server/graphql/server';

/*
 * Every operation the browsers send passes the API's own limits (lib/server/graphql/server.ts: depth, cost,
 * tokens, aliases). The server answers an operation over them with 400 before running it, so an operation
 * that grew too deep or too costly would leave its page empty in production while a server-side render,
 * which runs operations in process without those limits, still looked right (issue #24's My booking page
 * did, until its browser test caught it).
 */

// The schemas are built by @graphql-tools with graphql's CommonJS build; validating needs the same copy.
const { specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const documents = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as DocumentNode)?.kind === 'Document');

describe('client operations within the API limits', () => {
  const rules = [...specifiedRules, ...armor().protect().validationRules];
  it.each(documents(siteOperations))('site: %s', (_name, document) => {
    expect(validate(executableSchema(), document, rules).map((error) => error.message)).toEqual([]);
  });
  it.each(documents(staffOperations))('back office: %s', (_name, document) => {
    expect(validate(staffExecutableSchema(), document, rules).map((error) => error.message)).toEqual([]);
  });
});

describe('the depth limit counts fields, fragments or not', () => {
  const rules = [...specifiedRules, ...armor().protect().validationRules];
  const { parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
  const nested = (levels: number) => `${'locales { '.repeat(levels)}domain${' }'.repeat(levels)}`;
  const errors = (query: string) => validate(executableSchema(), parse(query), rules).map((error) => error.message);

  it('refuses a query deeper than the limit, whether its fields are written out or hidden in fragments', () => {
    expect(errors(`{ getLocale(domain: "nz.localhost") { ${nested(11)} } }`).join()).toMatch(/depth/);
    expect(errors(`{ getLocale(domain: "nz.localhost") { ...A } } fragment A on Locale { ${nested(11)} }`).join()).toMatch(/depth/);
  });
});
