import { object, string, type InferType } from 'yup';

/*
 * Closing sessions (issue #23): a session or a whole day closed by a park's managers for weather or
 * maintenance. The reason's rule runs in the browser (react-hook-form) and again on the server; its
 * messages are keys of locales/<lng>/admin.json. Pure.
 */

export const CLOSURE_REASON_MAX = 500;

/** At most this many sessions in one action (a whole day of a large park fits). */
export const CLOSURE_SESSIONS_MAX = 200;

export const closureReasonSchema = object({
  reason: string()
    .transform((value) => value ?? '')
    .trim()
    .required({ key: 'closures.validation.reasonRequired' })
    .max(CLOSURE_REASON_MAX, { key: 'closures.validation.tooLong', max: CLOSURE_REASON_MAX }),
});

export type ClosureReasonValues = InferType<typeof closureReasonSchema>;

/** The reason as stored and mailed (trimmed), or null when the rule refuses it. */
export function closureReason(value: string): string | null {
  try {
    return closureReasonSchema.validateSync({ reason: value }).reason;
  } catch {
    return null;
  }
}

/** A session as the rule needs it. */
export interface ClosableSession {
  id: string;
  startsAt: Date;
  closedAt: Date | null;
}

export type ClosureKind = 'close' | 'reopen';

/**
 * Which of the sessions asked for an action changes: closing takes the open ones, reopening the closed
 * ones; a session that has started is left as it is (its visitors are in the park, or it is history).
 */
export function sessionsToChange(kind: ClosureKind, sessions: readonly ClosableSession[], now: Date): string[] {
  return sessions
    .filter((session) => session.startsAt.getTime() > now.getTime())
    .filter((session) => (kind === 'close' ? session.closedAt === null : session.closedAt !== null))
    .map((session) => session.id)
    .sort();
}

/** Whether a key's earlier action is this one again: same kind, same sessions (in any order). */
export function sameClosureRequest(earlier: { kind: ClosureKind; sessionIds: readonly string[] }, kind: ClosureKind, sessionIds: readonly string[]): boolean {
  const a = [...new Set(earlier.sessionIds)].sort();
  const b = [...new Set(sessionIds)].sort();
  return earlier.kind === kind && a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Where the closures screen of a park's day is (the back office's own address). */
export const closuresPath = (parkId: string, date: string): string => `/closures?${new URLSearchParams({ park: parkId, date })}`;

/** The parts of a day a session list can be narrowed to, by its start on the park's clock. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** What a session's state filter can ask for. */
export const SESSION_STATES = ['open', 'closed', 'started'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export interface SessionFilter {
  /** An activity's name, or all. */
  activity: string | null;
  part: DayPart | null;
  state: SessionState | null;
}

/** Morning before 12:00, afternoon until 17:00, evening after: a park's sessions as staff speak of them. */
export function dayPartOf(startTime: string): DayPart {
  const hour = Number(startTime.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/** A session's state as the day view shows it: closed wins over started (a closed session stays closed). */
export const sessionStateOf = (session: { closed: boolean; started: boolean }): SessionState => (session.closed ? 'closed' : session.started ? 'started' : 'open');

/** The sessions a day view shows under a filter, in their order (a day of 32 sessions is 8,000 px on a phone). */
export function filterSessions<T extends { activityName: string; startTime: string; closed: boolean; started: boolean }>(sessions: readonly T[], filter: SessionFilter): T[] {
  return sessions.filter(
    (session) =>
      (filter.activity === null || session.activityName === filter.activity) &&
      (filter.part === null || dayPartOf(session.startTime) === filter.part) &&
      (filter.state === null || sessionStateOf(session) === filter.state),
  );
}
