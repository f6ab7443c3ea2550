import { arrivalWords, type Attribution } from '@/lib/domain/attribution';
import { useStaffT } from '../translations';

/** The order's arrival as the staff query reads it: GraphQL's optional fields may be absent. */
type ArrivalRead = { [K in keyof Attribution]: null extends Attribution[K] ? Attribution[K] | undefined : Attribution[K] };

/** How an order's visitor arrived, in the member's words (lib/domain/attribution.ts arrivalWords). */
export function useArrivalText() {
  const t = useStaffT();
  return (arrival: ArrivalRead): string =>
    arrivalWords({
      ...arrival,
      utmSource: arrival.utmSource ?? null,
      utmMedium: arrival.utmMedium ?? null,
      utmCampaign: arrival.utmCampaign ?? null,
      utmTerm: arrival.utmTerm ?? null,
      utmContent: arrival.utmContent ?? null,
      referrerHost: arrival.referrerHost ?? null,
      landingPath: arrival.landingPath ?? null,
    })
      .map((words) => t(words.key, words.values))
      .join(t('orders.arrival.separator'));
}
