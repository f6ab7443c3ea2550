import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import type { FieldProblems } from '@/components/ui/field';
import { FindMyBookingDocument, type FindMyBookingMutation, type FindMyBookingProblemCode } from '@/graphql/generated/operations';
import { useOnDemandMutation } from '@/lib/client/on-demand-mutation';
import type { FindBookingForm } from '@/lib/domain/find-booking';

type Problem = Extract<FindMyBookingMutation['findMyBooking'], { __typename: 'FindMyBookingProblem' }>;

export interface FindBookingError {
  title: string;
  detail: string;
}

/** What the visitor can do about a problem. A Record: a new code fails the type check until it has words. */
const PROBLEM_KEYS: Record<FindMyBookingProblemCode, string> = {
  INVALID_DETAILS: 'findBooking.checkFields',
  RATE_LIMITED: 'findBooking.rateLimited',
};

function problemText(t: (key: string, options?: Record<string, unknown>) => string, problem: Pick<Problem, 'code' | 'retryAfterSeconds'> | null): FindBookingError {
  const title = t('findBooking.error');
  // No answer, or a code newer than this page (a deploy in between): the visitor may try again.
  const key = (problem && PROBLEM_KEYS[problem.code]) ?? 'findBooking.errorRetry';
  return { title, detail: t(key, { minutes: Math.max(1, Math.ceil((problem?.retryAfterSeconds ?? 60) / 60)) }) };
}

/**
 * Asking for links to one's bookings (issue #24): the answer is "sent" whatever was found (the server
 * says no more), a translated error, or the server's field problems for the form.
 */
export function useFindBooking() {
  const t = useT();
  // The page fetches nothing live: the GraphQL client loads with the first submit.
  const send = useOnDemandMutation(FindMyBookingDocument);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<FindBookingError | null>(null);

  async function submit(values: FindBookingForm): Promise<FieldProblems> {
    setBusy(true);
    setError(null);
    try {
      const { data } = await send({ email: values.email, bookingId: values.bookingId || null });
      const outcome = data?.findMyBooking;
      if (!outcome) throw new Error('No answer');
      if (outcome.__typename === 'FindMyBookingProblem') {
        setError(problemText(t, outcome));
        return outcome.fields;
      }
      setSent(true);
    } catch {
      setError(problemText(t, null));
    } finally {
      setBusy(false);
    }
    return [];
  }

  /** Back to the form, for another address. */
  const again = () => {
    setSent(false);
    setError(null);
  };

  return { busy, sent, error, submit, again };
}
