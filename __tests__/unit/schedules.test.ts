import { describe, expect, it } from 'vitest';
import { problemCodeOf, validateForm } from '@/lib/domain/form-validation';
import {
  capacityAllowed,
  isOneOff,
  oneOffPattern,
  oneOffSchema,
  patternMakes,
  patternSchema,
  planScheduleChange,
  SCHEDULE_PROBLEM_KEYS,
  schedulesPath,
  weekdayOf,
  type MadeSession,
  type Pattern,
} from '@/lib/domain/schedules';

const keys = async (schema: Parameters<typeof validateForm>[0], input: unknown) => {
  const checked = await validateForm(schema, input);
  return checked.ok ? [] : checked.fields.map((problem) => `${problem.field.replace(/\[\d+\]$/, '')}:${problem.message.key}`).sort();
};

const weekly: Pattern = { weekdays: [1, 3], times: ['09:00', '11:00'], capacity: 10, startsOn: '2026-12-01', endsOn: null };
// 2026-12-07 is a Monday, 2026-12-09 a Wednesday.
const made = (id: string, date: string, time: string, counts: Partial<MadeSession> = {}): MadeSession => ({ id, date, time, capacity: 10, sold: 0, held: 0, ordered: false, ...counts });

describe('schedules: the forms’ rules (issue #23)', () => {
  it('names each refusal by its code for the staff API, and a key the list lacks as failed', async () => {
    const codes = async (schema: Parameters<typeof validateForm>[0], input: unknown) => {
      const checked = await validateForm(schema, input);
      return checked.ok ? [] : checked.fields.map((problem) => problemCodeOf(SCHEDULE_PROBLEM_KEYS, problem.message.key, 'failed')).sort();
    };
    expect(await codes(patternSchema, { weekdays: [], times: '', capacity: '0', startsOn: '2026-12-03', endsOn: '2026-12-01' })).toEqual(['capacity', 'endBeforeStart', 'timesRequired', 'weekdays']);
    expect(await codes(oneOffSchema, { date: '2026-02-30', time: '25:00', capacity: '10001' })).toEqual(['capacityMax', 'date', 'time']);
    expect(problemCodeOf(SCHEDULE_PROBLEM_KEYS, 'validation.invalid', 'failed')).toBe('failed');
  });

  it('accepts a pattern typed as the form types it, times sorted once each', async () => {
    const values = await patternSchema.validate({ weekdays: [3, 1, 1], times: '11:00, 09:00 09:00', capacity: ' 12 ', startsOn: '2026-12-01', endsOn: '' });
    expect(values).toMatchObject({ weekdays: [1, 3], times: ['09:00', '11:00'], capacity: 12, startsOn: '2026-12-01', endsOn: '' });
  });

  it('refuses bad times, capacities, seasons and no weekdays, with admin.json keys', async () => {
    expect(await keys(patternSchema, { weekdays: [], times: '9:00 24:00', capacity: '0', startsOn: '2026-12-05', endsOn: '2026-12-04' })).toEqual(
      expect.arrayContaining(['capacity:schedules.validation.capacity', 'endsOn:schedules.validation.endBeforeStart', 'times:schedules.validation.time', 'weekdays:schedules.validation.weekdays']),
    );
    expect(await keys(patternSchema, { weekdays: [1], times: '', capacity: '1.5', startsOn: '2026-02-30' })).toEqual(
      expect.arrayContaining(['capacity:schedules.validation.capacity', 'startsOn:schedules.validation.date', 'times:schedules.validation.timesRequired']),
    );
    expect(await keys(patternSchema, { weekdays: [1], times: '09:00', capacity: '10001', startsOn: '2026-12-01' })).toEqual(['capacity:schedules.validation.capacityMax']);
    expect(await keys(patternSchema, { weekdays: [1], times: ['09:00'], capacity: '', startsOn: '' })).toEqual(['capacity:schedules.validation.capacityRequired', 'startsOn:schedules.validation.dateRequired']);
    expect(await keys(oneOffSchema, { date: '2026-12-24', time: '18:30', capacity: 5 })).toEqual([]);
    expect(await keys(oneOffSchema, { date: '24/12/2026', time: '6pm', capacity: -1 })).toEqual(['capacity:schedules.validation.capacity', 'date:schedules.validation.date', 'time:schedules.validation.time']);
  });

  it('a one-off is a pattern of one day and one time', () => {
    const oneOff = oneOffPattern({ date: '2026-12-24', time: '18:30', capacity: 5 });
    expect(oneOff).toEqual({ weekdays: [4], times: ['18:30'], capacity: 5, startsOn: '2026-12-24', endsOn: '2026-12-24' });
    expect(isOneOff(oneOff)).toBe(true);
    expect(isOneOff(weekly)).toBe(false);
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(patternMakes(oneOff, '2026-12-24', '18:30')).toBe(true);
    expect(patternMakes(oneOff, '2026-12-31', '18:30')).toBe(false);
    expect(patternMakes(weekly, '2026-12-07', '09:00')).toBe(true);
    expect(patternMakes(weekly, '2026-12-08', '09:00')).toBe(false);
    expect(patternMakes(weekly, '2026-11-30', '09:00')).toBe(false);
  });
});

describe('schedules: what an edit does to the sessions made (issue #23)', () => {
  it('removes empty sessions the pattern no longer makes, keeps the rest, and leaves others’ sessions', () => {
    const sessions = [made('a', '2026-12-07', '09:00'), made('b', '2026-12-07', '11:00'), made('c', '2026-12-09', '11:00'), made('d', '2026-12-08', '11:00')];
    const after = { ...weekly, times: ['09:00'] };
    expect(planScheduleChange(weekly, after, [], sessions)).toEqual({ remove: ['b', 'c'], resize: [], blocked: [] });
    // Another schedule makes Wednesday 11:00 too: not this one's to remove.
    expect(planScheduleChange(weekly, after, [{ ...weekly, weekdays: [3] }], sessions).remove).toEqual(['b']);
  });

  it('refuses to move or remove a session with places sold, held, or an order naming it', () => {
    const sessions = [made('a', '2026-12-07', '11:00', { held: 1 }), made('b', '2026-12-09', '11:00', { sold: 2 }), made('c', '2026-12-14', '11:00', { ordered: true }), made('d', '2026-12-16', '11:00')];
    const plan = planScheduleChange(weekly, { ...weekly, times: ['09:00', '11:30'] }, [], sessions);
    expect(plan.blocked).toEqual([
      { id: 'a', date: '2026-12-07', time: '11:00', booked: 1, reason: 'booked' },
      { id: 'b', date: '2026-12-09', time: '11:00', booked: 2, reason: 'booked' },
      { id: 'c', date: '2026-12-14', time: '11:00', booked: 0, reason: 'booked' },
    ]);
    // Ending the season before them is the same move.
    expect(planScheduleChange(weekly, { ...weekly, endsOn: '2026-12-08' }, [], sessions).blocked.map((session) => session.id)).toEqual(['b', 'c']);
  });

  it('a changed capacity applies to every kept session, never below sold + held; an unchanged one leaves single edits', () => {
    const sessions = [made('a', '2026-12-07', '09:00', { sold: 4, held: 2 }), made('b', '2026-12-09', '09:00', { capacity: 30 })];
    expect(planScheduleChange(weekly, { ...weekly, capacity: 6 }, [], sessions)).toEqual({ remove: [], resize: [{ id: 'a', capacity: 6 }, { id: 'b', capacity: 6 }], blocked: [] });
    expect(planScheduleChange(weekly, { ...weekly, capacity: 5 }, [], sessions).blocked).toEqual([{ id: 'a', date: '2026-12-07', time: '09:00', booked: 6, reason: 'capacity' }]);
    expect(planScheduleChange(weekly, { ...weekly, times: ['09:00', '10:00', '11:00'] }, [], sessions)).toEqual({ remove: [], resize: [], blocked: [] });
  });

  it('a single session’s capacity is never below sold + held', () => {
    expect(capacityAllowed(6, 4, 2)).toBe(true);
    expect(capacityAllowed(5, 4, 2)).toBe(false);
    expect(schedulesPath('queenstown')).toBe('/schedules?park=queenstown');
  });
});
