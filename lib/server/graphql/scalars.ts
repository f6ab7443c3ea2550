import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isCalendarDay } from '@/lib/domain/calendar';
import { LANGUAGES, type Language } from '@/lib/domain/language';

/*
 * The scalars of graphql/shared.graphql, for both APIs. Each travels as the string it is written as, and
 * each refuses what is not one: a request's bad value is BAD_USER_INPUT before any resolver runs, and the
 * server's own bad value is a bug (an internal error), never a malformed answer.
 */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const CURRENCY = /^[A-Z]{3}$/;

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && INSTANT.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** A string scalar that accepts only what `accepts` says, in and out; `output` may first turn a server value into one. */
function stringScalar(name: string, description: string, accepts: (value: unknown) => boolean, output: (value: unknown) => unknown = (value) => value) {
  const checked = (value: unknown, bad: (message: string) => Error): string => {
    if (!accepts(value)) throw bad(`${name} cannot represent ${JSON.stringify(value)}: ${description}`);
    return value as string;
  };
  const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => checked(output(value), (message) => new Error(message)),
    parseValue: (value) => checked(value, badInput),
    parseLiteral: (node: ValueNode) => checked(node.kind === Kind.STRING ? node.value : undefined, badInput),
  });
}

// A day the server holds as a Date (a date column read at midnight UTC) is written as that UTC day.
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
const instantOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
// A time column reads as HH:mm:ss; the seconds of a park's session times are always zero.
const timeOf = (value: unknown) => (typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value) ? value.slice(0, 5) : value);

export const scalarResolvers = {
  Date: stringScalar('Date', 'a calendar day, YYYY-MM-DD', isCalendarDay, dayOf),
  DateTime: stringScalar('DateTime', 'an ISO 8601 instant with its offset', isInstant, instantOf),
  LocalTime: stringScalar('LocalTime', 'a time of day, HH:mm', (value) => typeof value === 'string' && TIME_OF_DAY.test(value), timeOf),
  Language: stringScalar('Language', `one of ${LANGUAGES.join(', ')}`, isLanguage),
  CurrencyCode: stringScalar('CurrencyCode', 'an ISO 4217 code, three capitals', (value) => typeof value === 'string' && CURRENCY.test(value)),
};
