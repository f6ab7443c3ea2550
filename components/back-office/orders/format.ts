import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { formatMoney } from '@/lib/domain/money';
import { useStaffShell } from '../staff-context';

/**
 * Money and times as the back office writes them, in the member's language: times in the park's own
 * zone (the order's), whatever the device's clock says.
 */
export function useStaffFormat() {
  const { lang } = useStaffShell();
  return {
    money: (amount: number, currency: string) => formatMoney({ amount, currency }, lang),
    /** 'Tue, 1 Dec, 10:00' in the park's zone. */
    when: (iso: string, timeZone: string) =>
      dateTimeFormat(lang, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)),
    /** 'Tue, 1 Dec 2026' in the park's zone. */
    day: (iso: string, timeZone: string) => dateTimeFormat(lang, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso)),
    /** The time alone: '10:00'. */
    time: (iso: string, timeZone: string) => dateTimeFormat(lang, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)),
  };
}
