import { array, number, object, string, type InferType } from 'yup';
import { isCalendarDay } from './calendar';
import { RESOURCE_COUNT_MAX, RESOURCE_RULE_MAX } from './resources';

/*
 * The back office's resources (components/back-office/resources): what a manager may write, checked the
 * same way in the form and on the server. Problems are codes the screen translates.
 */

export const RESOURCE_NAME_MAX = 60;
export const RESOURCE_NOTE_MAX = 200;
/** How far ahead a change of the usual count is checked against what is sold (the calendar's range). */
export const RESOURCE_CHECK_DAYS = 92;

export type ResourceProblem =
  | 'NAME_REQUIRED'
  | 'NAME_TOO_LONG'
  | 'NAME_TAKEN'
  | 'COUNT_INVALID'
  | 'RULE_INVALID'
  | 'UNKNOWN_ACTIVITY'
  | 'NOTE_TOO_LONG'
  | 'DATE_INVALID'
  | 'UNKNOWN_RESOURCE';

export interface ResourceUseInput {
  activityId: string;
  quantity: number;
  perPlaces: number;
}

export interface ResourceInput {
  id?: string | null;
  parkId: string;
  name: string;
  count: number;
  uses: ResourceUseInput[];
}

const countProblem = (count: number) => (!Number.isInteger(count) || count < 0 || count > RESOURCE_COUNT_MAX ? 'COUNT_INVALID' : null);

/** The first thing wrong with a resource as staff wrote it, given the park's bookable activities. */
export function resourceProblem(input: ResourceInput, activityIds: ReadonlySet<string>): ResourceProblem | null {
  const name = input.name.trim();
  if (!name) return 'NAME_REQUIRED';
  if (name.length > RESOURCE_NAME_MAX) return 'NAME_TOO_LONG';
  const count = countProblem(input.count);
  if (count) return count;
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= RESOURCE_RULE_MAX;
  if (input.uses.some((use) => !inRange(use.quantity) || !inRange(use.perPlaces))) return 'RULE_INVALID';
  if (input.uses.some((use) => !activityIds.has(use.activityId)) || new Set(input.uses.map((use) => use.activityId)).size !== input.uses.length) return 'UNKNOWN_ACTIVITY';
  return null;
}

/** The first thing wrong with a day's own count ("2 guides off sick"); a null count puts the usual one back. */
export function resourceDayProblem(day: string, count: number | null, note: string | null): ResourceProblem | null {
  if (!isCalendarDay(day)) return 'DATE_INVALID';
  if (count !== null && countProblem(count)) return 'COUNT_INVALID';
  if (note && note.trim().length > RESOURCE_NOTE_MAX) return 'NOTE_TOO_LONG';
  return null;
}

const wholeCount = (max: number, key: string) =>
  number()
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError({ key })
    .required({ key })
    .integer({ key })
    .min(0, { key })
    .max(max, { key });

const ruleNumber = () => wholeCount(RESOURCE_RULE_MAX, 'resources.validation.rule').min(1, { key: 'resources.validation.rule' });

/** A resource as the form sends it: the same limits resourceProblem applies on the server. */
export const resourceSchema = object({
  name: string().trim().required({ key: 'resources.validation.nameRequired' }).max(RESOURCE_NAME_MAX, { key: 'resources.validation.nameTooLong', max: RESOURCE_NAME_MAX }),
  count: wholeCount(RESOURCE_COUNT_MAX, 'resources.validation.count'),
  uses: array(object({ activityId: string().required({ key: 'resources.validation.activity' }), quantity: ruleNumber(), perPlaces: ruleNumber() }))
    .required()
    .test('once', { key: 'resources.validation.activityTwice' }, (uses) => new Set(uses.map((use) => use.activityId)).size === uses.length),
});
export type ResourceValues = InferType<typeof resourceSchema>;

/** A day's own count as the form sends it. */
export const resourceDaySchema = object({
  date: string()
    .trim()
    .required({ key: 'resources.validation.date' })
    .test('day', { key: 'resources.validation.date' }, (value) => isCalendarDay(value)),
  count: wholeCount(RESOURCE_COUNT_MAX, 'resources.validation.count'),
  note: string().trim().max(RESOURCE_NOTE_MAX, { key: 'resources.validation.noteTooLong', max: RESOURCE_NOTE_MAX }).default(''),
});
export type ResourceDayValues = InferType<typeof resourceDaySchema>;
