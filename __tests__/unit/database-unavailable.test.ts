import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/server/platform/db/unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also wrapped as causes', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable({ originalError: { code: '08006' } })).toBe(true);
  });

  it('looks into the errors a page\'s failed server-side query gathers', () => {
    const refused = new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    const combined = new CombinedGraphQLErrors({ data: null, errors: [new GraphQLError(refused.message, { originalError: refused })] });
    expect(isDatabaseUnavailable(combined)).toBe(true);
    const bug = new TypeError('x is undefined');
    expect(isDatabaseUnavailable(new CombinedGraphQLErrors({ data: null, errors: [new GraphQLError(bug.message, { originalError: bug })] }))).toBe(false);
  });

  it('leaves bugs and constraint violations alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('syntax'), { code: '42601' }) }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
