import styled from 'styled-components';
import type { EnquiryStatus } from '@/graphql/generated/staff-operations';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';

/*
 * What the inbox and an enquiry's screen share: the status badge, and dates in the member's language
 * (times at the park's clock, a preferred date as the calendar day it is).
 */

/** Each status's colours: white on a strong colour, or dark on a light one (WCAG AA either way). */
const TONES: Record<EnquiryStatus, { background: string; color: string; border: string }> = {
  new: { background: '#0047ba', color: '#fff', border: '#0047ba' },
  replied: { background: '#eef4ff', color: '#0b3a80', border: '#9db8e8' },
  won: { background: '#0b6b2f', color: '#fff', border: '#0b6b2f' },
  lost: { background: '#f1f2f4', color: '#4a525b', border: '#c5cad1' },
};

const Badge = styled.span<{ $status: EnquiryStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid ${({ $status }) => TONES[$status].border};
  background: ${({ $status }) => TONES[$status].background};
  color: ${({ $status }) => TONES[$status].color};
  font-size: 14px;
  font-weight: 700;
  line-height: 22px;
  white-space: nowrap;
`;

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useStaffT();
  return <Badge $status={status}>{t(`enquiries.status.${status}`)}</Badge>;
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
