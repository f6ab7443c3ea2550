import { useEffect, useRef, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { useT } from '@/lib/client/use-t';
import { Notice } from '@/components/ui/notice';
import type { MyBookingChangeProblem } from '@/graphql/generated/enums';
import type { MyBookingChangeFieldsFragment } from '@/graphql/generated/operations';

/** What a refusal says to the visitor (MyBookingChangeProblem). */
export const PROBLEM_KEYS: Record<MyBookingChangeProblem, string> = {
  NOT_ALLOWED_IN_STATUS: 'myBooking.problems.notAllowed',
  NO_TICKETS: 'myBooking.problems.noTickets',
  UNKNOWN_TICKET: 'myBooking.problems.unknownTicket',
  TICKET_CHECKED_IN: 'myBooking.problems.checkedIn',
  SESSION_NOT_FOUND: 'myBooking.problems.sessionNotFound',
  SESSION_STARTED: 'myBooking.problems.started',
  SESSION_FULL: 'myBooking.problems.full',
  PRICE_CHANGED: 'myBooking.problems.priceChanged',
  NO_REFUNDABLE_PAYMENT: 'myBooking.problems.noRefundablePayment',
  NOT_OFFERED: 'myBooking.problems.notOffered',
  TOO_LATE: 'myBooking.problems.tooLate',
  REFUND_NOT_OFFERED: 'myBooking.problems.refundNotOffered',
  CHARGE_DUE: 'myBooking.problems.chargeDue',
  BELOW_GROUP_SIZE: 'myBooking.problems.belowGroupSize',
  GROUP_TOO_LARGE: 'myBooking.problems.groupTooLarge',
  IDEMPOTENCY_KEY_REUSED: 'myBooking.problems.notAllowed',
  LINK_EXPIRED: 'myBooking.problems.linkExpired',
};

/**
 * A change's request: one idempotency key per choice (the same choice retried keeps it, so it is never made
 * twice; a new choice is a new request), and the refusal, in words, under the form.
 */
export function useChangeRequest(choice: string, onChanged: (change: MyBookingChangeFieldsFragment) => void) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string>(uuidv4());
  useEffect(() => {
    key.current = uuidv4();
    setProblem(null);
  }, [choice]);
  const answer = (result: MyBookingChangeFieldsFragment | undefined) => {
    if (!result) return setProblem('myBooking.problems.unknown');
    if (result.problem) return setProblem(PROBLEM_KEYS[result.problem] ?? 'myBooking.problems.unknown');
    onChanged(result);
  };
  const refusal = problem ? (
    <Notice role="alert" $tone="error" style={{ margin: 0 }}>
      {t(problem)}
    </Notice>
  ) : null;
  return { key, answer, refusal };
}

