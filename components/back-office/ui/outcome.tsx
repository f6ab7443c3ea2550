import styled from 'styled-components';

/** What an action came to, in words: done, or the problem that stopped it. */
export type Outcome = { kind: 'done' | 'problem'; text: string } | null;

const Said = styled.p<{ $problem: boolean }>`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-radius: 8px;
  font-weight: 700;
  background: ${({ $problem }) => ($problem ? '#fdecec' : '#e3f4e8')};
  color: ${({ $problem }) => ($problem ? '#9b2c2c' : '#1d6b35')};
`;

/** The outcome of an action, beside the action, read out as it appears. */
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
