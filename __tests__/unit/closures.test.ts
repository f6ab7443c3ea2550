import { describe, expect, it } from 'vitest';
import { closureReason, closureReasonSchema, dayPartOf, filterSessions, sameClosureRequest, sessionStateOf, closuresPath, sessionsToChange } from '@/lib/domain/closures';
import { mayAct } from '@/lib/domain/staff-access';

const NOW = new Date('2026-12-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('closing sessions (issue #23)', () => {
  it('a reason is required, trimmed, at most 500 characters, with admin.json keys', () => {
    expect(closureReason('  Typhoon signal 8  ')).toBe('Typhoon signal 8');
    expect(closureReason('   ')).toBeNull();
    expect(closureReason('x'.repeat(501))).toBeNull();
    expect(() => closureReasonSchema.validateSync({ reason: '' })).toThrow(expect.objectContaining({ message: expect.objectContaining({ key: 'closures.validation.reasonRequired' }) }));
  });

  it('closing takes the open sessions to come, reopening the closed ones; started sessions stay as they are', () => {
    const sessions = [
      { id: 'b', startsAt: at('2026-12-01T12:00:00Z'), closedAt: null },
      { id: 'a', startsAt: at('2026-12-01T14:00:00Z'), closedAt: null },
      { id: 'c', startsAt: at('2026-12-01T13:00:00Z'), closedAt: at('2026-12-01T08:00:00Z') },
      { id: 'd', startsAt: at('2026-12-01T09:00:00Z'), closedAt: null },
      { id: 'e', startsAt: at('2026-12-01T09:30:00Z'), closedAt: at('2026-12-01T08:00:00Z') },
    ];
    expect(sessionsToChange('close', sessions, NOW)).toEqual(['a', 'b']);
    expect(sessionsToChange('reopen', sessions, NOW)).toEqual(['c']);
  });

  it('a key’s earlier action is the same request whatever the order of its sessions', () => {
    expect(sameClosureRequest({ kind: 'close', sessionIds: ['a', 'b'] }, 'close', ['b', 'a', 'a'])).toBe(true);
    expect(sameClosureRequest({ kind: 'close', sessionIds: ['a', 'b'] }, 'reopen', ['a', 'b'])).toBe(false);
    expect(sameClosureRequest({ kind: 'close', sessionIds: ['a'] }, 'close', ['a', 'b'])).toBe(false);
  });

  it('managers and owners of the park may; gates and other parks may not', () => {
    expect(mayAct({ role: 'manager', parks: ['queenstown'] }, 'manageSchedules', 'queenstown')).toBe(true);
    expect(mayAct({ role: 'owner', parks: ['queenstown'] }, 'manageSchedules', 'queenstown')).toBe(true);
    expect(mayAct({ role: 'manager', parks: ['hong-kong'] }, 'manageSchedules', 'queenstown')).toBe(false);
    expect(mayAct({ role: 'gate', parks: ['queenstown'] }, 'manageSchedules', 'queenstown')).toBe(false);
  });

  it('the closures screen’s address', () => {
    expect(closuresPath('queenstown', '2026-12-01')).toBe('/closures?park=queenstown&date=2026-12-01');
  });
});

describe('narrowing a day of sessions', () => {
  const session = (activityName: string, startTime: string, state: 'open' | 'closed' | 'started' | 'closed-started') => ({
    activityName,
    startTime,
    closed: state.startsWith('closed'),
    started: state.endsWith('started'),
  });
  const day = [
    session('Zipline', '09:00', 'started'),
    session('Luge', '11:59', 'closed-started'),
    session('Zipline', '12:00', 'open'),
    session('Luge', '16:59', 'closed'),
    session('Zipline', '17:00', 'open'),
  ];
  const none = { activity: null, part: null, state: null };

  it('cuts the day at 12:00 and 17:00', () => {
    expect(['00:00', '11:59', '12:00', '16:59', '17:00', '23:30'].map(dayPartOf)).toEqual(['morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening']);
  });

  it('a closed session is closed, even once started', () => {
    expect(day.map(sessionStateOf)).toEqual(['started', 'closed', 'open', 'closed', 'open']);
  });

  it('keeps every session with no filter, in order, and each filter narrows alone or together', () => {
    expect(filterSessions(day, none)).toEqual(day);
    expect(filterSessions(day, { ...none, activity: 'Luge' }).map((s) => s.startTime)).toEqual(['11:59', '16:59']);
    expect(filterSessions(day, { ...none, part: 'afternoon' }).map((s) => s.startTime)).toEqual(['12:00', '16:59']);
    expect(filterSessions(day, { ...none, state: 'open' }).map((s) => s.startTime)).toEqual(['12:00', '17:00']);
    expect(filterSessions(day, { activity: 'Zipline', part: 'morning', state: 'started' }).map((s) => s.startTime)).toEqual(['09:00']);
    expect(filterSessions(day, { activity: 'Kayak', part: null, state: null })).toEqual([]);
  });
});
