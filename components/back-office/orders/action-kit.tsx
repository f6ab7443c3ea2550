import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { StaffOrderDocument, type StaffOrderActionProblem, type StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';

/*
 * What every action form of the order page shares (issue #22): an idempotency key made once per action
 * (a double click or a retry after a lost answer sends the same one, and the server does it once), the
 * order as the server answers it written back into the page, and the outcome said in words.
 */

/** uuid's v4 (crypto.getRandomValues): it works on plain HTTP too, where crypto.randomUUID may not. */
export const newKey = (): string => uuidv4();

/** A key for the next action of a form; renewed once an action was done, never on a failure. */
export function useActionKey() {
  const [key, setKey] = useState(newKey);
  return { key, renew: useCallback(() => setKey(newKey()), []) };
}

export type Outcome = { kind: 'done' | 'problem'; text: string } | null;

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

const Said = styled.p<{ $problem: boolean }>`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-radius: 8px;
  font-weight: 700;
  background: ${({ $problem }) => ($problem ? '#fdecec' : '#e3f4e8')};
  color: ${({ $problem }) => ($problem ? '#9b2c2c' : '#1d6b35')};
`;

/** The outcome of an action, read out as it appears. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.kind === 'problem' ? (
    <Said $problem role="alert">
      {outcome.text}
    </Said>
  ) : (
    <Said $problem={false} role="status">
      {outcome.text}
    </Said>
  );
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
