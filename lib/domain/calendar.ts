/** Calendar arithmetic on local dates 'YYYY-MM-DD' (no time zones involved: these are park days). */

import { dateTimeFormat } from './intl-formats';

const pad = (n: number) => String(n).padStart(2, '0');

export const toDay = (year: number, month: number, date: number): string => `${year}-${pad(month)}-${pad(date)}`;

/** Today in a time zone, as a local date. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array(first).fill(null)];
  for (let date = 1; date <= daysInMonth(year, month); date++) cells.push(toDay(year, month, date));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Keyboard movement in a month grid: from the focused date, the bookable date a key leads to. Arrows
 * go to the nearest bookable date at or beyond the one a day or a week away, Home and End to the first
 * and last; null when the key does not move or there is nowhere to go.
 */
export function dayToFocus(bookable: number[], current: number, key: string): number | null {
  const sorted = [...bookable].sort((a, b) => a - b);
  if (key === 'Home') return sorted[0] ?? null;
  if (key === 'End') return sorted[sorted.length - 1] ?? null;
  const step = STEPS[key];
  if (!step) return null;
  const wanted = current + step;
  if (step > 0) {
    const ahead = sorted.filter((day) => day > current);
    return ahead.find((day) => day >= wanted) ?? ahead[ahead.length - 1] ?? null;
  }
  const behind = sorted.filter((day) => day < current).reverse();
  return behind.find((day) => day <= wanted) ?? behind[behind.length - 1] ?? null;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar day written 'YYYY-MM-DD': parsed, and written back the same (no
 * 2026-02-31, which Date would roll over to 3 March). The one rule every API's day goes through.
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = CALENDAR_DAY.exec(value);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return Number(parts[1]) >= 1 && date.toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after (or before: negative) `day`, 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
