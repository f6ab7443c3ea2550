import type { TFunction } from 'i18next';

/** What a day of the booking calendar is, as its button says it. */
export type DayLabelState = { kind: 'from'; price: string } | { kind: 'soldOut' } | { kind: 'closed' } | { kind: 'plain' };

/**
 * A calendar day's accessible name ("Mon 7 Dec, from $428" / "12月7日週一，低至 $428"): one translation
 * per state, so each language puts its own punctuation between the day and what follows it
 * (locales/<lng>/common.json booking.day*), never pieces joined with an ASCII comma.
 */
export function dayButtonLabel(t: TFunction, day: string, state: DayLabelState): string {
  switch (state.kind) {
    case 'from':
      return t('booking.dayFrom', { day, price: state.price });
    case 'soldOut':
      return t('booking.daySoldOut', { day });
    case 'closed':
      return t('booking.dayClosed', { day });
    default:
      return day;
  }
}
