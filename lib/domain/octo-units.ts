import { MAX_TICKETS_PER_TYPE } from './cart';
import type { AccompanyingAdultRule } from './riders';

/*
 * A ticket type (a variation) as an OCTO unit: its type from the spec's list, and its restrictions (ages,
 * how many people it admits). The catalogue names ticket types freely ("Adult (15+)", "Family pass (2
 * adults + 2 children)", "Tandem swing (2 people)", "5 rides"), so the type is read from its slug and its
 * English title, and the ages from the range its title gives, within the activity's own age limits (the
 * riders' rules, lib/domain/riders.ts), which the gate enforces whatever the unit says.
 */

export const UNIT_TYPES = ['ADULT', 'YOUTH', 'CHILD', 'INFANT', 'FAMILY', 'SENIOR', 'STUDENT', 'MILITARY', 'OTHER'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** The oldest age a unit with no upper limit names (the spec's restrictions want a number). */
export const NO_MAX_AGE = 99;

/** A ticket type as the mapping reads it. */
export interface TicketTypeFacts {
  id: string;
  /** Its English title. */
  title: string;
  /** People it admits (a family pass: 4). */
  participants: number;
}

/** The activity's own limits on who rides. */
export interface ActivityAgeLimits {
  minAge: number | null;
  maxAge: number | null;
  accompanyingAdult?: AccompanyingAdultRule | null;
}

/** Words that name a unit type, first match wins (a "Child 5 rides" is a child's ticket, whatever else it says). */
const WORDS: [RegExp, UnitType][] = [
  [/\b(infant|baby|babies|toddler)/, 'INFANT'],
  [/\b(child|children|kid|kids)\b/, 'CHILD'],
  [/\b(youth|teen|teenager|junior)/, 'YOUTH'],
  [/\b(senior|elder|pensioner)/, 'SENIOR'],
  [/\bstudent/, 'STUDENT'],
  [/\b(military|veteran)/, 'MILITARY'],
  [/\badult/, 'ADULT'],
];

/**
 * The unit type of a ticket type. One that admits several people is a FAMILY when it says so, else OTHER
 * (a tandem, a group: its paxCount says how many). One for a single person with no word for whom is the
 * general ticket: ADULT, the type resellers list first and book by default.
 */
export function unitTypeOf(ticket: TicketTypeFacts): UnitType {
  const words = `${ticket.id.replace(/[-_]/g, ' ')} ${ticket.title}`.toLowerCase();
  if (ticket.participants > 1) return /\bfamil/.test(words) ? 'FAMILY' : 'OTHER';
  return WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'ADULT';
}

/** The age range a title gives, "(5–14)", "(15+)", "ages 3-14", or nothing. */
export function titleAges(title: string): { min: number | null; max: number | null } {
  const range = /(\d{1,2})\s*[–—-]\s*(\d{1,2})/.exec(title);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const over = /(\d{1,2})\s*\+/.exec(title);
  if (over) return { min: Number(over[1]), max: null };
  return { min: null, max: null };
}

/** OCTO's restrictions of a unit. */
export interface UnitRestrictions {
  minAge: number;
  maxAge: number;
  idRequired: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  paxCount: number;
  accompaniedBy: string[];
}

/**
 * A unit's restrictions: the ages its title gives within the activity's own limits (a group ticket only the
 * activity's), as many of it in one booking as one cart may hold of a ticket type, the people it admits,
 * and, where the activity asks an accompanying adult for young riders, the adult units that may go with a
 * child's (`adultUnitIds`).
 */
export function unitRestrictions(ticket: TicketTypeFacts, activity: ActivityAgeLimits, adultUnitIds: readonly string[]): UnitRestrictions {
  const type = unitTypeOf(ticket);
  const own = ticket.participants > 1 ? { min: null, max: null } : titleAges(ticket.title);
  const minAge = Math.max(activity.minAge ?? 0, own.min ?? 0);
  const maxAge = Math.max(minAge, Math.min(activity.maxAge ?? NO_MAX_AGE, own.max ?? NO_MAX_AGE));
  const rule = activity.accompanyingAdult;
  const accompanied = Boolean(rule) && (type === 'CHILD' || type === 'INFANT') && minAge < rule!.underAge;
  return {
    minAge,
    maxAge,
    idRequired: false,
    minQuantity: null,
    maxQuantity: MAX_TICKETS_PER_TYPE,
    paxCount: Math.max(1, ticket.participants),
    accompaniedBy: accompanied ? adultUnitIds.filter((id) => id !== ticket.id) : [],
  };
}
