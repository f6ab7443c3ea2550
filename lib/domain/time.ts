import { dateTimeFormat } from './intl-formats';

/** A start time as shown in the park ('HH:MM', 24-hour), whatever the visitor's or server's clock. */
export function localTime(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}
