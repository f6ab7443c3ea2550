import type { BothLanguages } from './language';

/*
 * Who may ride: an activity's rider requirements (age, height, weight, an accompanying adult, a waiver,
 * the park's own health questions) and the checks of one rider, and of a booking's riders together,
 * against them. The same rules run when the buyer names riders at checkout, when a rider fills in their
 * own link, when details change after booking, and at the gate: a rider the ride refuses is never sold a
 * ticket, nor let in. Pure: ages are counted on the park day of the session (the caller's `day`).
 */

/** The largest sensible figures: beyond them a staff member's entry is a typing mistake. */
export const RIDER_LIMITS_MAX = { age: 120, heightCm: 250, weightKg: 300, childrenPerAdult: 20 } as const;

/** "Under `underAge` rides with an adult (`adultAge` or older); at most `childrenPerAdult` children per adult." */
export interface AccompanyingAdultRule {
  underAge: number;
  adultAge: number;
  childrenPerAdult: number;
}

/** A yes/no question the park asks each rider; `refusingAnswer` is the answer that means the rider may not ride. */
export interface HealthQuestion {
  id: string;
  text: BothLanguages;
  refusingAnswer: boolean;
}

/** What an activity asks of each rider. Null: no limit of that kind. */
export interface RiderRequirements {
  minAge: number | null;
  maxAge: number | null;
  minHeightCm: number | null;
  maxHeightCm: number | null;
  maxWeightKg: number | null;
  accompanyingAdult: AccompanyingAdultRule | null;
  /** The park's waiver each rider signs (null: none asked). */
  waiverId: string | null;
  healthQuestions: readonly HealthQuestion[];
}

export const NO_REQUIREMENTS: RiderRequirements = {
  minAge: null,
  maxAge: null,
  minHeightCm: null,
  maxHeightCm: null,
  maxWeightKg: null,
  accompanyingAdult: null,
  waiverId: null,
  healthQuestions: [],
};

/** Whether an activity asks anything of its riders: if not, its tickets need no named riders. */
export const asksRiders = (requirements: RiderRequirements): boolean =>
  requirements.minAge !== null ||
  requirements.maxAge !== null ||
  requirements.minHeightCm !== null ||
  requirements.maxHeightCm !== null ||
  requirements.maxWeightKg !== null ||
  requirements.accompanyingAdult !== null ||
  requirements.waiverId !== null ||
  requirements.healthQuestions.length > 0;

/** The details a rider gives: height and weight only where the activity limits them, answers only where it asks. */
export interface RiderDetails {
  name: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  heightCm?: number | null;
  weightKg?: number | null;
  /** Question id → the rider's answer. */
  answers?: Readonly<Record<string, boolean>>;
}

/** Which details the activity needs beyond a name and a date of birth. */
export const detailsAsked = (requirements: RiderRequirements) => ({
  height: requirements.minHeightCm !== null || requirements.maxHeightCm !== null,
  weight: requirements.maxWeightKg !== null,
  questions: requirements.healthQuestions.map((question) => question.id),
});

/** Only what the activity asks is kept: a height, weight or answer it does not ask is dropped, never stored. */
export function keptDetails(requirements: RiderRequirements, details: RiderDetails): RiderDetails {
  const asked = detailsAsked(requirements);
  return {
    name: details.name.trim(),
    dateOfBirth: details.dateOfBirth,
    heightCm: asked.height ? (details.heightCm ?? null) : null,
    weightKg: asked.weight ? (details.weightKg ?? null) : null,
    answers: Object.fromEntries(asked.questions.filter((id) => details.answers?.[id] !== undefined).map((id) => [id, details.answers![id]])),
  };
}

/** Why one rider may not ride, each naming the limit it breaks (a translated message says it). */
export type RiderProblem =
  | { code: 'nameMissing' }
  | { code: 'dateOfBirthInvalid' }
  | { code: 'tooYoung'; limit: number }
  | { code: 'tooOld'; limit: number }
  | { code: 'heightMissing' }
  | { code: 'tooShort'; limit: number }
  | { code: 'tooTall'; limit: number }
  | { code: 'weightMissing' }
  | { code: 'tooHeavy'; limit: number }
  | { code: 'answerMissing'; question: string }
  | { code: 'answerRefuses'; question: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (not 2026-02-31), as [year, month, day]; null otherwise. */
function calendarDay(value: string): [number, number, number] | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : null;
}

/**
 * A rider's age in whole years on `day` (both YYYY-MM-DD): a birthday on the day counts, and someone born
 * on 29 February turns a year older on 1 March in a common year. Null for a day that is not one, or a
 * birth after `day`.
 */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const born = calendarDay(dateOfBirth);
  const on = calendarDay(day);
  if (!born || !on) return null;
  const [by, bm, bd] = born;
  const [y, m, d] = on;
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** Everything that keeps one rider off the ride on `day` (empty: they may ride, their waiver aside). */
export function riderProblems(requirements: RiderRequirements, rider: RiderDetails, day: string): RiderProblem[] {
  const problems: RiderProblem[] = [];
  if (!rider.name.trim() || rider.name.trim().length > RIDER_TEXT_MAX.name) problems.push({ code: 'nameMissing' });
  const age = ageOn(rider.dateOfBirth, day);
  // A rider born in the future, or more than the oldest age, is a typing mistake: said as such.
  if (age === null || age > RIDER_LIMITS_MAX.age) problems.push({ code: 'dateOfBirthInvalid' });
  else {
    if (requirements.minAge !== null && age < requirements.minAge) problems.push({ code: 'tooYoung', limit: requirements.minAge });
    if (requirements.maxAge !== null && age > requirements.maxAge) problems.push({ code: 'tooOld', limit: requirements.maxAge });
  }
  const asked = detailsAsked(requirements);
  if (asked.height) {
    const height = rider.heightCm;
    if (height === null || height === undefined || !(height > 0) || height > RIDER_LIMITS_MAX.heightCm) problems.push({ code: 'heightMissing' });
    else {
      if (requirements.minHeightCm !== null && height < requirements.minHeightCm) problems.push({ code: 'tooShort', limit: requirements.minHeightCm });
      if (requirements.maxHeightCm !== null && height > requirements.maxHeightCm) problems.push({ code: 'tooTall', limit: requirements.maxHeightCm });
    }
  }
  if (asked.weight) {
    const weight = rider.weightKg;
    if (weight === null || weight === undefined || !(weight > 0) || weight > RIDER_LIMITS_MAX.weightKg) problems.push({ code: 'weightMissing' });
    else if (requirements.maxWeightKg !== null && weight > requirements.maxWeightKg) problems.push({ code: 'tooHeavy', limit: requirements.maxWeightKg });
  }
  for (const question of requirements.healthQuestions) {
    const answer = rider.answers?.[question.id];
    if (answer === undefined) problems.push({ code: 'answerMissing', question: question.id });
    else if (answer === question.refusingAnswer) problems.push({ code: 'answerRefuses', question: question.id });
  }
  return problems;
}

/** Why a booking's riders together may not ride: too few adults for its children. */
export type GroupProblem = { code: 'adultNeeded'; children: number; adults: number; adultsNeeded: number; rule: AccompanyingAdultRule };

/**
 * The accompanying-adult rule over one session's riders of a booking: every `childrenPerAdult` riders
 * under `underAge` (or fewer) need one rider of `adultAge` or older. Riders whose age is not known yet
 * (not named) are not counted either way: the check runs again once they are. `openSeats` are places of
 * the booking still to be named: each may yet be an adult, so naming a child first is not refused while
 * enough seats are open (the gate counts none open: an unnamed rider does not ride).
 */
export function groupProblems(requirements: RiderRequirements, riders: readonly Pick<RiderDetails, 'dateOfBirth'>[], day: string, openSeats = 0): GroupProblem[] {
  const rule = requirements.accompanyingAdult;
  if (!rule) return [];
  const ages = riders.map((rider) => ageOn(rider.dateOfBirth, day)).filter((age): age is number => age !== null);
  const children = ages.filter((age) => age < rule.underAge).length;
  const adults = ages.filter((age) => age >= rule.adultAge).length;
  const adultsNeeded = Math.ceil(children / Math.max(1, rule.childrenPerAdult));
  return adults + openSeats >= adultsNeeded ? [] : [{ code: 'adultNeeded', children, adults, adultsNeeded, rule }];
}

/** Below this age on the day of the visit, a parent or guardian signs the waiver for the rider. */
export const ADULT_AGE = 18;

/** The longest name, relationship and email a rider or signer may give. */
export const RIDER_TEXT_MAX = { name: 120, relationship: 60, email: 254, drawing: 20_000 } as const;

/** Whether a rider must have a waiver signed, and has: `missing` also when their details changed after they signed. */
export type WaiverState = 'notAsked' | 'signed' | 'missing';

/** The details a signature covers, as stored with it: compared with the rider's now to know it still holds. */
export const signedDetails = (rider: RiderDetails) => ({
  name: rider.name.trim(),
  dateOfBirth: rider.dateOfBirth,
  heightCm: rider.heightCm ?? null,
  weightKg: rider.weightKg ?? null,
  answers: Object.fromEntries(Object.entries(rider.answers ?? {}).sort(([a], [b]) => a.localeCompare(b))),
});

/** Whether a signature made over `signed` (its stored details) covers the rider as they are now. */
export const signatureCovers = (signed: unknown, rider: RiderDetails): boolean =>
  typeof signed === 'object' && signed !== null && 'name' in signed && JSON.stringify(signedDetails(signed as RiderDetails)) === JSON.stringify(signedDetails(rider));

/** What one seat of a ticket lacks before its rider may ride. */
export interface SeatVerdict {
  named: boolean;
  problems: RiderProblem[];
  waiver: WaiverState;
}

/** One seat: named or not, what keeps its rider off (empty when they fit), and their waiver. */
export function seatVerdict(requirements: RiderRequirements, rider: RiderDetails | null, signed: boolean, day: string): SeatVerdict {
  const waiverAsked = requirements.waiverId !== null;
  if (!rider) return { named: false, problems: [], waiver: waiverAsked ? 'missing' : 'notAsked' };
  return { named: true, problems: riderProblems(requirements, rider, day), waiver: !waiverAsked ? 'notAsked' : signed ? 'signed' : 'missing' };
}

/** The gate's word on a ticket's riders, worst first: what staff must sort out before letting them on. */
export type RidersVerdict = 'ridersMissing' | 'limitsNotMet' | 'adultNeeded' | 'waiverMissing' | 'ready';

/** The ticket's verdict from its seats' and its booking's session riders (for the accompanying-adult rule). */
export function ridersVerdict(seats: readonly SeatVerdict[], group: readonly GroupProblem[]): RidersVerdict {
  if (seats.some((seat) => !seat.named)) return 'ridersMissing';
  if (seats.some((seat) => seat.problems.length > 0)) return 'limitsNotMet';
  if (group.length > 0) return 'adultNeeded';
  if (seats.some((seat) => seat.waiver === 'missing')) return 'waiverMissing';
  return 'ready';
}

/** Who signs and how: the typed name always; a drawing only as well, never instead. */
export interface Signer {
  name: string;
  email: string | null;
  /** A parent or guardian signing for a minor: who they are to the rider. */
  guardianRelationship: string | null;
  drawing: string | null;
}

export type SignerProblem =
  | { field: 'name'; code: 'missing' | 'tooLong' }
  | { field: 'email'; code: 'invalid' }
  | { field: 'guardianRelationship'; code: 'missing' | 'tooLong' }
  | { field: 'drawing'; code: 'invalid' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SVG path data as the signature pad draws it: moves, lines and numbers only (nothing a viewer could run). */
const PATH_DATA = /^[MLml0-9.,\s-]*$/;

/** Why a signature cannot be taken: a minor's (under ADULT_AGE on the day) needs a guardian's relationship. */
export function signerProblems(signer: Signer, riderAge: number | null, emailRequired: boolean): SignerProblem[] {
  const problems: SignerProblem[] = [];
  const name = signer.name.trim();
  if (!name) problems.push({ field: 'name', code: 'missing' });
  else if (name.length > RIDER_TEXT_MAX.name) problems.push({ field: 'name', code: 'tooLong' });
  const email = signer.email?.trim() ?? '';
  if ((email || emailRequired) && (!EMAIL.test(email) || email.length > RIDER_TEXT_MAX.email)) problems.push({ field: 'email', code: 'invalid' });
  const minor = riderAge !== null && riderAge < ADULT_AGE;
  const relationship = signer.guardianRelationship?.trim() ?? '';
  if (minor && !relationship) problems.push({ field: 'guardianRelationship', code: 'missing' });
  else if (relationship.length > RIDER_TEXT_MAX.relationship) problems.push({ field: 'guardianRelationship', code: 'tooLong' });
  if (signer.drawing !== null && (signer.drawing.length > RIDER_TEXT_MAX.drawing || !PATH_DATA.test(signer.drawing))) problems.push({ field: 'drawing', code: 'invalid' });
  return problems;
}

/** Why staff's requirements cannot be saved. */
export type RequirementsProblem =
  | { field: 'minAge' | 'maxAge' | 'minHeightCm' | 'maxHeightCm' | 'maxWeightKg' | 'underAge' | 'adultAge' | 'childrenPerAdult'; code: 'outOfRange' }
  | { field: 'maxAge' | 'maxHeightCm'; code: 'belowMinimum' }
  | { field: 'healthQuestions'; code: 'questionTextMissing' | 'duplicateQuestion'; index: number };

const inRange = (value: number | null, max: number, min = 0) => value === null || (Number.isInteger(value) && value >= min && value <= max);

/** Every problem of a set of requirements as staff entered them (empty: it may be saved). */
export function requirementsProblems(requirements: RiderRequirements): RequirementsProblem[] {
  const problems: RequirementsProblem[] = [];
  const ranges = [
    ['minAge', requirements.minAge, RIDER_LIMITS_MAX.age],
    ['maxAge', requirements.maxAge, RIDER_LIMITS_MAX.age],
    ['minHeightCm', requirements.minHeightCm, RIDER_LIMITS_MAX.heightCm],
    ['maxHeightCm', requirements.maxHeightCm, RIDER_LIMITS_MAX.heightCm],
    ['maxWeightKg', requirements.maxWeightKg, RIDER_LIMITS_MAX.weightKg],
  ] as const;
  for (const [field, value, max] of ranges) if (!inRange(value, max)) problems.push({ field, code: 'outOfRange' });
  if (requirements.minAge !== null && requirements.maxAge !== null && inRange(requirements.maxAge, RIDER_LIMITS_MAX.age) && requirements.maxAge < requirements.minAge) {
    problems.push({ field: 'maxAge', code: 'belowMinimum' });
  }
  if (requirements.minHeightCm !== null && requirements.maxHeightCm !== null && inRange(requirements.maxHeightCm, RIDER_LIMITS_MAX.heightCm) && requirements.maxHeightCm < requirements.minHeightCm) {
    problems.push({ field: 'maxHeightCm', code: 'belowMinimum' });
  }
  const rule = requirements.accompanyingAdult;
  if (rule) {
    if (!inRange(rule.underAge, RIDER_LIMITS_MAX.age, 1)) problems.push({ field: 'underAge', code: 'outOfRange' });
    if (!inRange(rule.adultAge, RIDER_LIMITS_MAX.age, 1) || (Number.isInteger(rule.underAge) && rule.adultAge < rule.underAge)) problems.push({ field: 'adultAge', code: 'outOfRange' });
    if (!inRange(rule.childrenPerAdult, RIDER_LIMITS_MAX.childrenPerAdult, 1)) problems.push({ field: 'childrenPerAdult', code: 'outOfRange' });
  }
  const seen = new Set<string>();
  requirements.healthQuestions.forEach((question, index) => {
    if (!question.text.en.trim()) problems.push({ field: 'healthQuestions', code: 'questionTextMissing', index });
    if (seen.has(question.id)) problems.push({ field: 'healthQuestions', code: 'duplicateQuestion', index });
    seen.add(question.id);
  });
  return problems;
}

/** A cart item's people as the checkout names them: person 0…people−1 over its tickets in the order given. */
export interface CheckoutItemPeople {
  itemId: string;
  requirements: RiderRequirements;
  /** The park day of its session. */
  day: string;
  people: number;
}

/**
 * The most riders one checkout may name: far more people than a cart holds, and a bound on what an
 * anonymous request makes the server check.
 */
export const CHECKOUT_RIDERS_MAX = 100;

/**
 * A cart item's people as the checkout numbers them (person 0, 1, …): each as the index of the ticket line
 * carrying them, over the lines in the order the cart gives them, each ticket carrying its type's
 * participants (at least one). checkoutSeat says where each sits once the tickets exist.
 */
export const checkoutPeople = (tickets: readonly { quantity: number; participants: number }[]): number[] =>
  tickets.flatMap((ticket, line) => Array.from({ length: Math.max(0, ticket.quantity) * Math.max(1, ticket.participants) }, () => line));

/**
 * Where person `person` of a cart item sits once its tickets exist, counted as checkoutPeople counts:
 * the ticket line, which of that line's tickets, and the seat on it; null past the item's people.
 */
export function checkoutSeat(tickets: readonly { quantity: number; participants: number }[], person: number): { line: number; index: number; seat: number } | null {
  const line = checkoutPeople(tickets)[person];
  if (line === undefined) return null;
  const offset = person - checkoutPeople(tickets.slice(0, line)).length;
  const participants = Math.max(1, tickets[line].participants);
  return { line, index: Math.floor(offset / participants), seat: offset % participants };
}

/** A rider the buyer names at checkout: which person of which cart item. */
export interface CheckoutRider {
  itemId: string;
  person: number;
  details: RiderDetails;
}

/** Why the riders named at checkout keep the order from being placed. */
export type CheckoutRidersCheck =
  | { ok: true }
  /** Too many riders, a rider of an item that names none, of a person it does not have, or named twice: only a script sends that. */
  | { ok: false; malformed: true }
  | { ok: false; malformed: false; riders: { itemId: string; person: number; problems: RiderProblem[] }[]; groups: { itemId: string; problems: GroupProblem[] }[] };

/**
 * The riders named at checkout, before anything is sold: each must fit the ride, and each item's
 * accompanying-adult rule must still be met with its unnamed people counted as open seats. Naming riders
 * here is optional (they may be named later); a rider named here and refused keeps the order unplaced.
 */
export function checkoutRidersCheck(items: readonly CheckoutItemPeople[], riders: readonly CheckoutRider[]): CheckoutRidersCheck {
  if (riders.length > CHECKOUT_RIDERS_MAX) return { ok: false, malformed: true };
  const byItem = new Map(items.map((item) => [item.itemId, item]));
  const seen = new Set<string>();
  for (const rider of riders) {
    const item = byItem.get(rider.itemId);
    const key = `${rider.itemId}:${rider.person}`;
    if (!item || !asksRiders(item.requirements) || !Number.isInteger(rider.person) || rider.person < 0 || rider.person >= item.people || seen.has(key)) {
      return { ok: false, malformed: true };
    }
    seen.add(key);
  }
  const refused = riders
    .map((rider) => ({ itemId: rider.itemId, person: rider.person, problems: riderProblems(byItem.get(rider.itemId)!.requirements, rider.details, byItem.get(rider.itemId)!.day) }))
    .filter((rider) => rider.problems.length > 0);
  const groups = items
    .map((item) => {
      const named = riders.filter((rider) => rider.itemId === item.itemId).map((rider) => rider.details);
      return { itemId: item.itemId, problems: groupProblems(item.requirements, named, item.day, item.people - named.length) };
    })
    .filter((group) => group.problems.length > 0);
  return refused.length || groups.length ? { ok: false, malformed: false, riders: refused, groups } : { ok: true };
}
