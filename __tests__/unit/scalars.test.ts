import { GraphQLError, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { scalarResolvers } from '@/lib/server/graphql/scalars';

const { Date: Day, DateTime, LocalTime, Language, CurrencyCode } = scalarResolvers;

/** The request's value as the scalar takes it: a BAD_USER_INPUT error's code, or the value. */
const taken = (scalar: typeof Day, value: unknown) => {
  try {
    return scalar.parseValue(value);
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
};

describe('the shared scalars', () => {
  it('take real calendar days only', () => {
    expect(taken(Day, '2026-12-01')).toBe('2026-12-01');
    expect(['2026-02-31', '2026-13-01', '26-12-01', '2026-12-01T00:00:00Z', '', 20261201].map((value) => taken(Day, value))).toEqual(Array(6).fill('BAD_USER_INPUT'));
    expect(Day.parseLiteral({ kind: Kind.STRING, value: '2028-02-29' })).toBe('2028-02-29');
    expect(() => Day.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow(GraphQLError);
  });

  it('take instants with their offset, and write the server’s Dates as UTC', () => {
    expect(taken(DateTime, '2026-12-01T19:45:27.123Z')).toBe('2026-12-01T19:45:27.123Z');
    expect(taken(DateTime, '2026-12-01T08:00:00+13:00')).toBe('2026-12-01T08:00:00+13:00');
    expect(['2026-12-01T19:45:27', '2026-12-01', 'yesterday', '2026-02-31T00:00:00Z'].map((value) => taken(DateTime, value))).toEqual(Array(4).fill('BAD_USER_INPUT'));
    expect(DateTime.serialize(new Date('2026-12-01T19:45:27Z'))).toBe('2026-12-01T19:45:27.000Z');
    expect(Day.serialize(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });

  it('take times of day, languages and currency codes from their closed forms', () => {
    expect([taken(LocalTime, '09:30'), taken(LocalTime, '24:00'), taken(LocalTime, '9:30')]).toEqual(['09:30', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect(LocalTime.serialize('14:05:00')).toBe('14:05');
    expect([taken(Language, 'zh-Hant'), taken(Language, 'zh'), taken(Language, 'en')]).toEqual(['zh-Hant', 'BAD_USER_INPUT', 'en']);
    expect([taken(CurrencyCode, 'NZD'), taken(CurrencyCode, 'nzd')]).toEqual(['NZD', 'BAD_USER_INPUT']);
  });

  it('refuse to write a value of the server’s that is not one (a bug, not a malformed answer)', () => {
    expect(() => Day.serialize('2026-02-31')).toThrow();
    expect(() => Language.serialize('fr')).toThrow();
  });
});
