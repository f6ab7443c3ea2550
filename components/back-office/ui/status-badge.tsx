import styled from 'styled-components';

/*
 * One badge for every status the back office shows (an order's, an enquiry's, an activity's, a card's, a
 * reseller's key): the area says which tone its status has and the words; the colour is never the only
 * sign. Each pair has at least 4.5:1 contrast (axe checks every screen: __tests__/e2e/staff-screens.spec.ts).
 */

/** What a status means to the member: standing, waiting on someone, worth a look, in trouble, over, or new. */
export type Tone = 'good' | 'waiting' | 'info' | 'danger' | 'closed' | 'new';

const TONES: Record<Tone, { background: string; color: string; border: string }> = {
  good: { background: '#e3f4e8', color: '#1d6b35', border: '#9fd3b0' },
  waiting: { background: '#fff4d6', color: '#7a5200', border: '#e8cf8a' },
  info: { background: '#e8efff', color: '#1d47a8', border: '#9db8e8' },
  danger: { background: '#fdecec', color: '#9b2c2c', border: '#e7a9a9' },
  closed: { background: '#eef0f3', color: '#454d56', border: '#c5cad1' },
  new: { background: '#0047ba', color: '#fff', border: '#0047ba' },
};

export const StatusBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid ${({ $tone }) => TONES[$tone].border};
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  font-size: 14px;
  font-weight: 700;
  line-height: 22px;
  white-space: nowrap;
`;
