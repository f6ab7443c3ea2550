import { sql } from 'drizzle-orm';
import { problemCodeOf, validateForm, type FieldProblem } from '@/lib/domain/form-validation';
import { formatGiftCode, GIFT_CODE_LENGTH } from '@/lib/domain/gift';
import {
  adjustmentSchema,
  complimentaryCardSchema,
  GIFT_CARD_DESK_PROBLEM_KEYS,
  voidSchema,
  type AdjustmentValues,
  type ComplimentaryCardValues,
  type GiftCardDeskProblemCode,
  type StaffAmountBounds,
} from '@/lib/domain/gift-card-desk';
import { adjustmentRefusal, voidEntryAmount, type GiftCardEntryKind } from '@/lib/domain/gift-card-ledger';
import { toLanguage, type Language } from '@/lib/domain/language';
import { mayAct } from '@/lib/domain/staff-access';
import { listLocales, mailSiteOf, siteOrigin, type LocaleRecord } from '../locales';
import { enqueueMail, type GiftVoucherView } from '../mail';
import { readableCode } from '../platform/codes';
import { db, type Database } from '../platform/db/client';
import { giftCards, giftCardTransactions } from '../platform/db/schema';
import { recordStaffAction, type StaffMember } from '../staff';
import { readStaffGiftCard, type StaffGiftCardView } from './gift-card-view';
import { normaliseCode } from './gift-card-ledger';
import { isIdempotencyKey } from '@/lib/domain/idempotency-key';

/*
 * The back office's gift cards (issue #22): a complimentary card, an adjustment, a void. Each is one
 * ledger entry, never an edit, written with its audit entry in one transaction.
 *
 * - Parks: a card's park is its own row's, never one the browser names; a complimentary card's park is
 *   the one asked for, which the member must work at. Someone who may not act there is refused exactly as
 *   for a code that does not exist, so nothing is learnt of another park's cards.
 * - Money: the one amount staff type (minor units in the card's currency) is checked here again by the
 *   form's own schema: positive (an adjustment either way), a whole number, at most the park's largest
 *   gift card; an adjustment or a void happens under the card's row lock, as a redemption does, so the
 *   balance it reads is the balance it changes and never goes below zero.
 * - Idempotency: the screen makes a key per action, stored unique on the entry. A transaction-level
 *   advisory lock on the key makes a second request with it wait for the first and then find its entry:
 *   a double click, a retry or two requests at once write one entry and answer the same card.
 */

/** A field of the gift card forms, or `form`: the whole action. */
export type GiftCardFormField = keyof ComplimentaryCardValues | keyof AdjustmentValues | 'form';

export interface FormProblem {
  field: GiftCardFormField;
  code: GiftCardDeskProblemCode;
}

export type DeskResult = { kind: 'done'; card: StaffGiftCardView } | { kind: 'problems'; problems: FormProblem[] } | { kind: 'forbidden' };

const problem = (field: GiftCardFormField, code: GiftCardDeskProblemCode): DeskResult => ({ kind: 'problems', problems: [{ field, code }] });

/** The forms' own schemas' problems: their paths are the fields' names. */
const formProblems = (fields: FieldProblem[]): DeskResult => ({
  kind: 'problems',
  problems: fields.map((field) => ({ field: field.field as GiftCardFormField, code: problemCodeOf(GIFT_CARD_DESK_PROBLEM_KEYS, field.message.key, 'failed') })),
});

const keyProblem = () => problem('form', 'key');

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The locales of a park, in menu order: the first is the park's own when no language is asked for. */
async function parkLocales(parkId: string): Promise<LocaleRecord[]> {
  return (await listLocales()).filter((locale) => locale.parkId === parkId);
}

/** What bounds an amount staff type at a park: its currency, and its largest gift card. */
function boundsOf(locales: LocaleRecord[], currency = locales[0]?.currency): StaffAmountBounds | null {
  const same = locales.filter((locale) => locale.currency === currency);
  if (!currency || !same.length) return null;
  return { currency, max: Math.max(...same.map((locale) => locale.giftMaxAmount)) };
}

/** The parks where the member may issue complimentary cards, with their currency and largest amount. */
export async function complimentaryParks(staff: StaffMember): Promise<{ parkId: string; name: string; currency: string; maxAmount: number }[]> {
  const parks = [];
  for (const parkId of staff.parks) {
    if (!mayAct(staff, 'manageGiftCards', parkId)) continue;
    const locales = await parkLocales(parkId);
    const bounds = boundsOf(locales);
    if (!bounds) continue;
    // In Chinese, the park as its Chinese site names it (where it has one).
    const named = staff.language === 'en' ? undefined : locales.find((locale) => locale.locale === staff.language);
    parks.push({ parkId, name: named?.title ?? locales[0].park?.name ?? parkId, currency: bounds.currency, maxAmount: bounds.max });
  }
  return parks;
}

/**
 * Serialises the requests that carry one idempotency key (released when the transaction ends), then
 * finds the entry a previous one wrote with it, if any.
 */
async function claimKey(tx: Tx, key: string): Promise<{ giftCardId: string; reason: GiftCardEntryKind; staffId: string | null } | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gift-card-action:${key}`}, 0))`);
  const { rows } = await tx.execute<{ gift_card_id: string; reason: GiftCardEntryKind; staff_id: string | null }>(
    sql`select gift_card_id, reason, staff_id from gift_card_transactions where idempotency_key = ${key}`,
  );
  return rows[0] ? { giftCardId: rows[0].gift_card_id, reason: rows[0].reason, staffId: rows[0].staff_id } : null;
}

/** A card by its code, its row locked, with its ledger's balance and whether it is void. */
async function lockCard(tx: Tx, code: string) {
  const normalised = normaliseCode(code);
  if (!normalised || normalised.length > 40) return null;
  const { rows } = await tx.execute<{ id: string; park_id: string; code: string; currency: string }>(
    sql`select id, park_id, code, currency from gift_cards where code = ${normalised} for update`,
  );
  const card = rows[0];
  if (!card) return null;
  const { rows: sums } = await tx.execute<{ balance: number; voided: boolean }>(
    sql`select coalesce(sum(amount), 0)::int as balance, coalesce(bool_or(reason = 'void'), false) as voided from gift_card_transactions where gift_card_id = ${card.id}`,
  );
  return { id: card.id, parkId: card.park_id, code: card.code, currency: card.currency, ...sums[0] };
}

const actorOf = (staff: StaffMember) => ({ staffId: staff.id, email: staff.email });

/** The card as the screen shows it after an action (it exists, and the member may see it). */
async function done(executor: Pick<Database, 'execute'>, cardId: string, staff: StaffMember): Promise<DeskResult> {
  const card = await readStaffGiftCard(executor, { id: cardId }, staff.language);
  return card ? { kind: 'done', card } : { kind: 'forbidden' };
}

/** The card of a code, for a member who may manage its park's cards; null when there is none or they may not. */
export async function findCardForStaff(staff: StaffMember, code: string): Promise<StaffGiftCardView | null> {
  const normalised = normaliseCode(code);
  if (!normalised || normalised.length > 40) return null;
  const card = await readStaffGiftCard(db(), { code: normalised }, staff.language);
  return card && mayAct(staff, 'manageGiftCards', card.parkId) ? card : null;
}

export interface ComplimentaryCardInput {
  parkId: string;
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message?: string | null;
  language: string;
  idempotencyKey: string;
}

/**
 * A complimentary card at one of the member's parks: a new code, its opening credit (naming the staff
 * member), the voucher's email to the recipient in the language asked for (the park's site in that
 * language, or its first), and the audit entry, in one transaction.
 */
export async function issueComplimentaryCard(staff: StaffMember, input: ComplimentaryCardInput): Promise<DeskResult> {
  if (!mayAct(staff, 'manageGiftCards', input.parkId)) return { kind: 'forbidden' };
  const locales = await parkLocales(input.parkId);
  const bounds = boundsOf(locales);
  if (!bounds) return { kind: 'forbidden' };
  if (!isIdempotencyKey(input.idempotencyKey)) return keyProblem();
  const form = await validateForm(complimentaryCardSchema(bounds), input);
  if (!form.ok) return formProblems(form.fields);
  const values = form.values;
  const language: Language = toLanguage(values.language);
  const locale = locales.find((candidate) => candidate.locale === language) ?? locales[0];

  const cardId = await db().transaction(async (tx) => {
    const earlier = await claimKey(tx, input.idempotencyKey);
    if (earlier) return earlier.reason === 'complimentary' && earlier.staffId === staff.id ? earlier.giftCardId : null;
    const code = readableCode(GIFT_CODE_LENGTH);
    const recipient = { name: values.recipientName, email: values.recipientEmail, message: values.message || null, language };
    const [card] = await tx.insert(giftCards).values({ parkId: input.parkId, code, currency: bounds.currency, value: values.amount, recipient }).returning({ id: giftCards.id });
    await tx.insert(giftCardTransactions).values({
      giftCardId: card.id,
      amount: values.amount,
      reason: 'complimentary',
      staffId: staff.id,
      actor: staff.email,
      idempotencyKey: input.idempotencyKey,
    });
    const site = mailSiteOf(locale, language);
    const view: GiftVoucherView = {
      language,
      intlLocale: site.intlLocale,
      parkName: site.parkName,
      siteUrl: siteOrigin(locale),
      sender: { firstName: site.parkName, lastName: '', email: '' },
      recipient: { name: values.recipientName, email: values.recipientEmail },
      message: recipient.message,
      amount: values.amount,
      currency: bounds.currency,
      code: formatGiftCode(code),
      complimentary: true,
    };
    await enqueueMail(tx, { dedupeKey: `gift-card-complimentary:${card.id}`, kind: 'gift-card-recipient', payload: view });
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'giftCard.issueComplimentary',
      subject: `giftCard:${formatGiftCode(code)}`,
      parkId: input.parkId,
      before: null,
      after: { amount: values.amount, currency: bounds.currency, balance: values.amount, recipientName: recipient.name, recipientEmail: recipient.email, language },
    });
    return card.id;
  });
  return cardId ? done(db(), cardId, staff) : keyProblem();
}

export interface AdjustmentInput {
  code: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

type LockedCard = NonNullable<Awaited<ReturnType<typeof lockCard>>>;

/** A staff entry on a card: its amount and why, and the audit entry's action with the card before and after. */
interface StaffEntry {
  amount: number;
  note: string;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One staff entry on a card (an adjustment or a void): under the card's lock, once per key (the same
 * key again answers the card as it is; a key used for something else is refused), checked by `decide`
 * against the card as it is now, and audited in the same transaction.
 */
function writeStaffEntry(
  staff: StaffMember,
  input: { code: string; idempotencyKey: string },
  reason: 'adjustment' | 'void',
  decide: (card: LockedCard) => Promise<StaffEntry | DeskResult>,
): Promise<DeskResult> {
  if (!isIdempotencyKey(input.idempotencyKey)) return Promise.resolve(keyProblem());
  return db().transaction(async (tx): Promise<DeskResult> => {
    const earlier = await claimKey(tx, input.idempotencyKey);
    const card = await lockCard(tx, input.code);
    if (!card || !mayAct(staff, 'manageGiftCards', card.parkId)) return { kind: 'forbidden' };
    if (earlier) return earlier.reason === reason && earlier.giftCardId === card.id && earlier.staffId === staff.id ? done(tx, card.id, staff) : keyProblem();
    const entry = await decide(card);
    if ('kind' in entry) return entry;
    await tx.insert(giftCardTransactions).values({
      giftCardId: card.id,
      amount: entry.amount,
      reason,
      staffId: staff.id,
      actor: staff.email,
      note: entry.note,
      idempotencyKey: input.idempotencyKey,
    });
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: entry.action,
      subject: `giftCard:${formatGiftCode(card.code)}`,
      parkId: card.parkId,
      before: entry.before,
      after: entry.after,
    });
    return done(tx, card.id, staff);
  });
}

/** Adds to or takes from a card with a reason: one entry under the card's lock, never below zero, audited. */
export function adjustCard(staff: StaffMember, input: AdjustmentInput): Promise<DeskResult> {
  return writeStaffEntry(staff, input, 'adjustment', async (card) => {
    const bounds = boundsOf(await parkLocales(card.parkId), card.currency);
    if (!bounds) return { kind: 'forbidden' };
    const form = await validateForm(adjustmentSchema(bounds), input, { balance: card.balance });
    if (!form.ok) return formProblems(form.fields);
    const refusal = adjustmentRefusal(card, form.values.amount, bounds.max);
    if (refusal === 'voided') return problem('form', 'voided');
    if (refusal) return problem('amount', refusal === 'invalidAmount' ? 'amount' : refusal);
    return {
      amount: form.values.amount,
      note: form.values.reason,
      action: 'giftCard.adjust',
      before: { balance: card.balance, currency: card.currency },
      after: { balance: card.balance + form.values.amount, currency: card.currency, amount: form.values.amount, reason: form.values.reason },
    };
  });
}

export interface VoidInput {
  code: string;
  reason: string;
  idempotencyKey: string;
}

/**
 * Voids a card with a reason: an entry that takes whatever is left (zero when nothing is), after which
 * checkout, the balance check and adjustments refuse it. Once: a void card is not voided again.
 */
export function voidCard(staff: StaffMember, input: VoidInput): Promise<DeskResult> {
  return writeStaffEntry(staff, input, 'void', async (card) => {
    const form = await validateForm(voidSchema, input);
    if (!form.ok) return formProblems(form.fields);
    if (card.voided) return problem('form', 'voided');
    return {
      amount: voidEntryAmount(card.balance),
      note: form.values.reason,
      action: 'giftCard.void',
      before: { balance: card.balance, currency: card.currency, voided: false },
      after: { balance: 0, currency: card.currency, voided: true, reason: form.values.reason },
    };
  });
}
