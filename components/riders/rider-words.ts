import { useSiteLocale } from '@/components/layout/site-context';
import type { RiderProblemFieldsFragment, RiderRefusedFieldsFragment, RiderSeatFieldsFragment } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { toLanguage } from '@/lib/domain/language';
import { intlLocale } from '@/lib/domain/money';

export type Seat = RiderSeatFieldsFragment;

/** A seat as the API's changes name it: by the booking's link with its ticket and number, or by the rider's own link. */
export type SeatKey = { bookingToken: string; ticketCode: string; seat: number } | { riderToken: string };

export type Step = 'details' | 'waiver';

/** The step a seat needs next: its details until named and fitting, then its waiver while one is missing. */
export const nextStep = (seat: Seat): Step | null => (seat.state === 'toName' || seat.state === 'limitsNotMet' ? 'details' : seat.state === 'waiverMissing' && seat.waiverText ? 'waiver' : null);

/**
 * The riders' words: each problem with the limit it names, in the site's language (locales/<lng>/forms.json
 * riderSeats), a refusal as the lines to show, and a date of birth as the language writes a day.
 */
export function useRiderWords() {
  const t = useT();
  const locale = useSiteLocale();
  const problem = (found: RiderProblemFieldsFragment, seat: { asks: { questions: readonly { id: string; text: string }[] } }) => {
    const question = seat.asks.questions.find((candidate) => candidate.id === found.question)?.text ?? '';
    return t(`riderSeats.problem.${found.code}`, { limit: found.limit, question });
  };
  const refusal = (refused: RiderRefusedFieldsFragment, seat: Pick<Seat, 'asks'>): string[] => {
    if (refused.code === 'RIDER_PROBLEMS') return refused.riderProblems.map((found) => problem(found, seat));
    if (refused.code === 'GROUP_PROBLEMS') return refused.groupProblems.map((group) => t('riderSeats.group', { ...group }));
    // The signer's problems are shown beside their fields.
    if (refused.code === 'SIGNER_PROBLEMS') return [];
    return [t(`riderSeats.refusal.${refused.code}`, { defaultValue: t('riderSeats.refusal.unknown') })];
  };
  return {
    problem,
    refusal,
    // The format is built when a date is written, not as the riders render: a page's first Intl date
    // format costs Chromium tens of milliseconds of its main thread (the language's calendar data), and
    // the checkout's riders are mostly not named yet.
    dateOfBirth: (value: string) =>
      dateTimeFormat(intlLocale(locale.hrefLang, toLanguage(locale.locale)), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${value}T00:00:00Z`)),
    /** The rider's name, or 'this rider' before they are named. */
    seatName: (seat: Seat) => seat.rider?.name ?? t('riderSeats.thisRider'),
  };
}
