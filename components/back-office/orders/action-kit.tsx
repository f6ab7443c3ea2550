import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import styled from 'styled-components';
import { StaffOrderDocument, type StaffOrderActionProblem, type StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import type { Outcome } from '../ui';

/*
 * What every action form of the order page shares (issue #22): an idempotency key made once per action
 * (a double click or a retry after a lost answer sends the same one, and the server does it once), the
 * order as the server answers it written back into the page, and the outcome said in words.
 */

/** What every desk action answers (staff.graphql StaffOrderActionResult), as its operation selects it. */
export type ActionAnswer =
  | { __typename: 'StaffOrderActionDone'; order: StaffOrderFieldsFragment }
  | { __typename: 'StaffOrderActionRefused'; problem: StaffOrderActionProblem; order: StaffOrderFieldsFragment };

/**
 * Runs an action: writes the order it answers back into the page, and says what happened (`setOutcome`:
 * the actions panel's message, which outlives a form the order's new status takes away). A refusal
 * (StaffOrderActionRefused) keeps the key: nothing was done. A failure (no answer) keeps it too: sending it
 * again is safe.
 */
export function useRunAction(bookingId: string, setOutcome: (outcome: Outcome) => void) {
  const t = useStaffT();
  const client = useApolloClient();
  const run = useCallback(
    async (send: () => Promise<ActionAnswer | undefined>, done: string, onDone?: () => void) => {
      setOutcome(null);
      try {
        const result = await send();
        if (!result) throw new Error('no answer');
        client.writeQuery({ query: StaffOrderDocument, variables: { bookingId }, data: { order: result.order } });
        if (result.__typename === 'StaffOrderActionRefused') setOutcome({ kind: 'problem', text: t(`orders.actions.problem.${result.problem}`) });
        else {
          setOutcome({ kind: 'done', text: done });
          onDone?.();
        }
      } catch {
        setOutcome({ kind: 'problem', text: t('orders.actions.failed') });
      }
    },
    [bookingId, client, setOutcome, t],
  );
  return { run };
}

export const ActionBlock = styled.section`
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    border-top: 0;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  fieldset {
    border: 0;
    margin: 0 0 8px;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  legend {
    font-weight: 700;
    margin-bottom: 4px;
  }
  label.choice {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
  }
  label.choice input {
    width: 20px;
    height: 20px;
  }
  p {
    margin: 4px 0 8px;
  }
`;
