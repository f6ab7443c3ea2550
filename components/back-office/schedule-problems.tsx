import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { ScheduleFormRefusedFieldsFragment } from '@/graphql/generated/staff-operations';
import { SCHEDULE_PROBLEM_KEYS } from '@/lib/domain/schedules';
import { useStaffFormats } from './formats';
import { useStaffT } from './translations';
import { RowButtons } from './ui';

export type ScheduleProblems = ScheduleFormRefusedFieldsFragment['problems'];

/** A code's words (a key of admin.json, SCHEDULE_PROBLEM_KEYS) with what it names (the session, what it has sold and held, a limit). */
export interface ProblemMessage {
  key: string;
  session?: string;
  booked?: number;
  max?: number;
}

/** What of a react-hook-form the server's problems need (method syntax: any form's setError fits). */
interface ErrorSetter {
  setError(name: string, error: { message: never }): void;
}

const messageOf = (problem: ScheduleProblems[number], day: (day: string) => string): ProblemMessage => ({
  key: SCHEDULE_PROBLEM_KEYS[problem.code],
  ...(problem.session ? { session: `${day(problem.session.date)} ${problem.session.time}` } : {}),
  ...(problem.booked !== null && problem.booked !== undefined ? { booked: problem.booked } : {}),
  ...(problem.max !== null && problem.max !== undefined ? { max: problem.max } : {}),
});

/**
 * The server's problems: a field's beside its field (worded as the shared schema words its own, with the
 * session it names, its day in the member's language); the sessions that refuse an edit, and the whole
 * form's, returned to be listed.
 */
export function useScheduleProblems() {
  const { day } = useStaffFormats();
  return (form: ErrorSetter, fields: readonly string[], problems: ScheduleProblems): ProblemMessage[] => {
    const listed: ProblemMessage[] = [];
    for (const problem of problems) {
      if (fields.includes(problem.field)) form.setError(problem.field, { message: messageOf(problem, day) as never });
      else listed.push(messageOf(problem, day));
    }
    return listed;
  };
}

/** The refusals not about one field: each session that refuses an edit, named, or the form's problem. */
export function ProblemList({ problems }: { problems: readonly ProblemMessage[] }) {
  const t = useStaffT();
  if (!problems.length) return null;
  const { key: _first, ...one } = problems[0];
  return (
    <Notice as="div" role="alert" $tone="error">
      {problems.length === 1 && !problems[0].session ? (
        t(problems[0].key, one)
      ) : (
        <>
          {t('schedules.problemSessions')}
          <ul>
            {problems.map(({ key, ...values }) => (
              <li key={`${key}-${values.session ?? ''}`}>{t(key, values)}</li>
            ))}
          </ul>
        </>
      )}
    </Notice>
  );
}

/** A schedules form's end: its submit ("Saving…" while busy), cancel, and the refusal's problems. */
export function ScheduleFormFooter({ busy, submit, onCancel, problems }: { busy: boolean; submit: string; onCancel: () => void; problems: ProblemMessage[] }) {
  const t = useStaffT();
  return (
    <>
      <RowButtons>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('schedules.busy') : submit}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('schedules.cancel')}
        </Button>
      </RowButtons>
      <ProblemList problems={problems} />
    </>
  );
}
