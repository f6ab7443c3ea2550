/*
 * The order page's history as sentences (locales/<lng>/admin.json orders.history): what an audit entry's
 * action and recorded state say, as the words' key and what they name. The entries' JSON is written by
 * lib/server/order-desk/order-actions.ts (order.*) and lib/server/check-in/check-in-service.ts (ticket.*);
 * an entry this does not know (or whose JSON it cannot read) still reads as one sentence naming its action.
 */

/** A part of a sentence: its key under orders.history and what it names. Money is in minor units of the order's currency. */
export interface SentencePart {
  key: string;
  values: { count?: number; tickets?: string; amount?: number; to?: string; method?: string; reason?: string; people?: number; admitted?: number; of?: number; gate?: string; action?: string };
}

type Json = Record<string, unknown>;

const parse = (text: string | null | undefined): Json => {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
};

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const codes = (value: unknown): string[] => (Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : []);
const obj = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);

/** What went back and what is now due, after a cancel or a move. */
function moneyParts(after: Json): SentencePart[] {
  const parts: SentencePart[] = [];
  const refund = obj(after.refund);
  const refunded = num(refund?.amount);
  if (refund && refunded) parts.push({ key: 'refunded', values: { amount: refunded, method: str(refund.method) ?? 'gateway' } });
  const giftCard = num(after.giftCardReturned);
  if (giftCard) parts.push({ key: 'giftCardReturned', values: { amount: giftCard } });
  const charge = obj(after.charge);
  const due = num(charge?.amount);
  if (charge && due) parts.push({ key: charge.collected === 'link' ? 'chargeLinked' : 'chargeAtDesk', values: { amount: due } });
  return parts;
}

/** An audit entry of an order as the parts of one sentence, in order. */
export function auditSentence(action: string, beforeJson: string | null | undefined, afterJson: string | null | undefined): SentencePart[] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  switch (action) {
    case 'order.cancel': {
      const tickets = codes(after.cancelled);
      const reason = str(after.reason);
      return [{ key: 'cancelled', values: { count: tickets.length, tickets: tickets.join(', ') } }, ...moneyParts(after), ...(reason ? [{ key: 'reason', values: { reason } }] : [])];
    }
    case 'order.move': {
      const tickets = codes(after.moved);
      return [{ key: 'moved', values: { count: tickets.length, tickets: tickets.join(', '), to: str(after.to) } }, ...moneyParts(after)];
    }
    case 'order.takePaymentAtDesk':
      return [{ key: 'paidAtDesk', values: { amount: num(after.paid) ?? 0, method: str(after.method) ?? 'cash' } }];
    case 'order.takeChargeAtDesk':
      return [{ key: 'chargePaidAtDesk', values: { amount: num(after.chargePaid) ?? 0, method: str(after.method) ?? 'cash' } }];
    case 'order.resendConfirmation':
      return [{ key: 'resent', values: {} }];
    case 'order.resellerConfirm':
      return [{ key: 'resellerConfirmed', values: {} }];
    case 'order.extendHold':
      return [{ key: 'holdExtended', values: { to: str(after.expiresAt) } }];
    case 'order.reviseHold':
      return [{ key: 'holdRevised', values: { amount: num(after.total) ?? 0 } }];
    case 'order.customerDetails':
      return [{ key: 'customerDetails', values: {} }];
    case 'ticket.checkIn':
      // count: the words' plural (one person, two people).
      return [{ key: str(after.gate) ? 'checkedInAtGate' : 'checkedIn', values: { count: num(after.people) ?? 0, people: num(after.people) ?? 0, tickets: str(after.ticket), admitted: num(after.admitted) ?? 0, of: num(after.of) ?? 0, gate: str(after.gate) } }];
    case 'ticket.undoCheckIn':
      return [{ key: 'checkInUndone', values: { count: num(before.people) ?? 0, people: num(before.people) ?? 0, tickets: str(after.ticket), admitted: num(after.admitted) ?? 0, of: num(after.of) ?? 0 } }];
    default:
      return [{ key: 'other', values: { action } }];
  }
}

/**
 * What the owner's audit screen calls an action that is not an order's or a ticket's (those read as the
 * order page's sentences): its words' key under audit.actions (locales/<lng>/admin.json) and what they
 * name. Sections of the settings are one verb naming the section; an action this does not know reads as
 * `other`, naming it as written (the trail is history: names since retired must still read).
 */
export const AUDIT_VERBS = [
  'activity.create', 'activity.update', 'activity.listing', 'activity.riders', 'activity.move',
  'variation.add', 'variation.update', 'upgrade.update', 'priceRule.remove',
  'session.capacity', 'resource.save', 'resource.day',
  'page.saveDraft', 'page.publish', 'page.revert', 'page.discardDraft', 'content.menus', 'image.upload', 'image.texts',
  'promoCode.create', 'promoCode.update', 'promoCode.disable',
  'giftCard.issueComplimentary', 'giftCard.adjust', 'giftCard.void',
  'gateway.update', 'gateway.move',
  'enquiry.status', 'enquiry.reply', 'enquiry.note',
  'reseller.create', 'reseller.revoke',
  'waiver.create', 'waiver.text', 'waiver.retentionDelete',
  'checkIn.offlineSync',
  'staff.add', 'staff.signIn', 'staff.signOut', 'staff.signInLink', 'staff.signInLinkEmail', 'staff.passkeyAdd', 'staff.passkeyRemove',
] as const;

const VERBS: ReadonlySet<string> = new Set(AUDIT_VERBS);

export type AuditWords = { kind: 'order'; parts: SentencePart[] } | { kind: 'verb'; key: string; values: { section?: string; action?: string } };

/** An audit entry as words: an order's or ticket's sentence, or the verb of any other staff action. */
export function auditWords(action: string, beforeJson: string | null | undefined, afterJson: string | null | undefined): AuditWords {
  if (action.startsWith('order.') || action.startsWith('ticket.')) return { kind: 'order', parts: auditSentence(action, beforeJson, afterJson) };
  if (action.startsWith('settings.')) return { kind: 'verb', key: 'settings', values: { section: action.slice('settings.'.length) } };
  return VERBS.has(action) ? { kind: 'verb', key: action, values: {} } : { kind: 'verb', key: 'other', values: { action } };
}

/** One field an action changed: its path (`price`, `listing.onSale`) and its value before and after, as text. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A value as a reader sees it: text as it is, numbers and true/false as written, a list or record compactly. */
const shown = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What an entry changed, field by field: every field whose value differs between the recorded state
 * before and after, nested records one level deep (`listing.onSale`). A created thing has only `after`,
 * a deleted one only `before`. Order of fields: as the action recorded them.
 */
export function auditChanges(beforeJson: string | null | undefined, afterJson: string | null | undefined): AuditChange[] {
  const flat = (record: Json): Map<string, unknown> => {
    const fields = new Map<string, unknown>();
    for (const [key, value] of Object.entries(record)) {
      const inner = obj(value);
      if (inner && Object.keys(inner).length) for (const [innerKey, innerValue] of Object.entries(inner)) fields.set(`${key}.${innerKey}`, innerValue);
      else fields.set(key, value);
    }
    return fields;
  };
  const before = flat(parse(beforeJson));
  const after = flat(parse(afterJson));
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields
    .map((field) => ({ field, before: shown(before.get(field)), after: shown(after.get(field)) }))
    .filter((change) => change.before !== change.after);
}
