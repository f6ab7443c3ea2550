import styled from 'styled-components';
import type { EnquiryStatus } from '@/graphql/generated/staff-operations';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { StatusBadge, type Tone } from '../ui';

/*
 * What the inbox and an enquiry's screen share: the status badge, and dates in the member's language
 * (times at the park's clock, a preferred date as the calendar day it is).
 */

/** New asks for a reply; replied waits on the visitor; won and lost are over. */
const TONES: Record<EnquiryStatus, Tone> = { new: 'new', replied: 'info', won: 'good', lost: 'closed' };

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useStaffT();
  return <StatusBadge $tone={TONES[status]}>{t(`enquiries.status.${status}`)}</StatusBadge>;
}

/** Formats for the member's language: a moment at the park's clock, and a calendar day. */
export function useEnquiryDates() {
  const { lang } = useStaffShell();
  return {
    moment: (iso: string, timeZone: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    day: (day: string) => {
      const [year, month, date] = day.split('-').map(Number);
      // A calendar day, not an instant: formatted at UTC so no time zone moves it.
      return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
    },
  };
}

/** A line of small, muted text under a title. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
