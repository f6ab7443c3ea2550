import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AUDIT_VERBS, auditChanges, auditSentence, auditWords } from '@/lib/domain/audit-sentence';
import en from '@/locales/en/admin.json';
import zhHant from '@/locales/zh-Hant/admin.json';

const json = (value: unknown) => JSON.stringify(value);

describe("an order's history in sentences", () => {
  it('a cancel says which tickets, what went back and how, what is still due, and why', () => {
    const after = json({ cancelled: ['T-1', 'T-2'], reason: 'Sick', released: 6018, giftCardReturned: 500, refund: { method: 'gift_card', amount: 6018 }, charge: { amount: 590, collected: 'link' } });
    expect(auditSentence('order.cancel', json({ status: 'paid' }), after)).toEqual([
      { key: 'cancelled', values: { count: 2, tickets: 'T-1, T-2' } },
      { key: 'refunded', values: { amount: 6018, method: 'gift_card' } },
      { key: 'giftCardReturned', values: { amount: 500 } },
      { key: 'chargeLinked', values: { amount: 590 } },
      { key: 'reason', values: { reason: 'Sick' } },
    ]);
  });

  it('a move names where to; a cheaper one what went back, a dearer one what is due at the desk', () => {
    expect(auditSentence('order.move', null, json({ moved: ['T-3'], to: '2026-12-05T01:00:00.000Z', difference: -590, refund: { method: 'gateway', amount: 590 }, charge: null }))).toEqual([
      { key: 'moved', values: { count: 1, tickets: 'T-3', to: '2026-12-05T01:00:00.000Z' } },
      { key: 'refunded', values: { amount: 590, method: 'gateway' } },
    ]);
    expect(auditSentence('order.move', null, json({ moved: ['T-3'], to: '2026-12-06T01:00:00.000Z', difference: 590, refund: null, charge: { amount: 590, collected: 'desk' } }))[1]).toEqual({ key: 'chargeAtDesk', values: { amount: 590 } });
  });

  it('the desk and the gate', () => {
    expect(auditSentence('order.takePaymentAtDesk', null, json({ paid: 12000, method: 'card_at_desk' }))).toEqual([{ key: 'paidAtDesk', values: { amount: 12000, method: 'card_at_desk' } }]);
    expect(auditSentence('ticket.checkIn', null, json({ ticket: 'T-9', people: 2, admitted: 3, of: 4, gate: 'North' }))).toEqual([
      { key: 'checkedInAtGate', values: { count: 2, people: 2, tickets: 'T-9', admitted: 3, of: 4, gate: 'North' } },
    ]);
    expect(auditSentence('ticket.undoCheckIn', json({ people: 2 }), json({ ticket: 'T-9', admitted: 1, of: 4 }))[0]).toEqual({ key: 'checkInUndone', values: { count: 2, people: 2, tickets: 'T-9', admitted: 1, of: 4 } });
  });

  it('an action it does not know, or JSON it cannot read, is still one sentence and never throws', () => {
    expect(auditSentence('giftCard.void', null, null)).toEqual([{ key: 'other', values: { action: 'giftCard.void' } }]);
    expect(auditSentence('order.cancel', '{', 'not json')).toEqual([{ key: 'cancelled', values: { count: 0, tickets: '' } }]);
    expect(auditSentence('order.move', null, '[1,2]')).toEqual([{ key: 'moved', values: { count: 0, tickets: '', to: undefined } }]);
  });

  it('every key it can answer has words in both languages, and every method its phrase', () => {
    const samples = [
      ['order.cancel', json({ cancelled: ['A'], reason: 'r', giftCardReturned: 1, refund: { method: 'gateway', amount: 1 }, charge: { amount: 1, collected: 'desk' } })],
      ['order.cancel', json({ cancelled: ['A'], charge: { amount: 1, collected: 'link' } })],
      ['order.move', json({ moved: ['A'], to: 'x' })],
      ['order.takePaymentAtDesk', json({ paid: 1, method: 'cash' })],
      ['order.takeChargeAtDesk', json({ chargePaid: 1, method: 'cash' })],
      ['order.resendConfirmation', null],
      ['order.resellerConfirm', null],
      ['order.extendHold', json({ expiresAt: 'x' })],
      ['order.reviseHold', json({ total: 1 })],
      ['order.customerDetails', null],
      ['ticket.checkIn', json({ people: 1 })],
      ['ticket.checkIn', json({ people: 1, gate: 'g' })],
      ['ticket.undoCheckIn', null],
      ['something.else', null],
    ] as const;
    for (const words of [en.orders.history, zhHant.orders.history] as Record<string, unknown>[]) {
      for (const [action, after] of samples) {
        for (const { key } of auditSentence(action, null, after)) {
          expect(words[key] ?? words[`${key}_other`], `${action} ${key}`).toEqual(expect.any(String));
        }
      }
      for (const method of ['gateway', 'gift_card', 'desk', 'reseller']) expect((words.refundTo as Record<string, string>)[method]).toEqual(expect.any(String));
      for (const method of ['cash', 'card_at_desk']) expect((words.payMethod as Record<string, string>)[method]).toEqual(expect.any(String));
    }
  });
});

it('every sentence reads as words through i18next, plurals included, in both languages', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { admin: en }, 'zh-Hant': { admin: zhHant } }, ns: ['admin'], defaultNS: 'admin', lng: 'en', interpolation: { escapeValue: false } });
  const entries = [
    ['ticket.checkIn', JSON.stringify({ ticket: 'T', people: 1, admitted: 1, of: 2 })],
    ['ticket.checkIn', JSON.stringify({ ticket: 'T', people: 2, admitted: 2, of: 2, gate: 'North' })],
    ['ticket.undoCheckIn', JSON.stringify({ ticket: 'T', admitted: 0, of: 2 })],
    ['order.cancel', JSON.stringify({ cancelled: ['A'] })],
    ['order.move', JSON.stringify({ moved: ['A', 'B'], to: 'x' })],
  ] as const;
  for (const lng of ['en', 'zh-Hant']) {
    for (const [action, after] of entries) {
      for (const { key, values } of auditSentence(action, JSON.stringify({ people: 1 }), after)) {
        const text = i18n.t(`orders.history.${key}`, { ...values, lng });
        expect(text, `${lng} ${action}`).not.toContain('orders.history');
        expect(text).not.toContain('{{');
      }
    }
  }
});

describe('auditWords', () => {
  it('reads an order or ticket action as the order page’s sentence', () => {
    expect(auditWords('order.resendConfirmation', null, null)).toEqual({ kind: 'order', parts: [{ key: 'resent', values: {} }] });
    expect(auditWords('ticket.checkIn', null, json({ people: 2, ticket: 'T-1', admitted: 2, of: 2 })).kind).toBe('order');
  });

  it('names a settings section, a known verb, and any other action as written', () => {
    expect(auditWords('settings.checkout', null, null)).toEqual({ kind: 'verb', key: 'settings', values: { section: 'checkout' } });
    expect(auditWords('page.publish', null, null)).toEqual({ kind: 'verb', key: 'page.publish', values: {} });
    expect(auditWords('page.explode', null, null)).toEqual({ kind: 'verb', key: 'other', values: { action: 'page.explode' } });
  });

  it('has words for every verb in both languages', () => {
    for (const [language, admin] of Object.entries({ en, 'zh-Hant': zhHant })) {
      const words = (admin.audit as unknown as { actions: Record<string, string | Record<string, string>> }).actions;
      for (const verb of [...AUDIT_VERBS, 'settings', 'other']) {
        const [area, name] = verb.split('.');
        const area$ = words[area];
        expect(name && typeof area$ === 'object' ? area$[name] : area$, `${language} ${verb}`).toEqual(expect.any(String));
      }
    }
  });
});

describe('auditChanges', () => {
  it('lists only the fields that differ, nested records one level deep', () => {
    const before = json({ capacity: 16, name: 'Luge', listing: { onSale: true, order: 2 } });
    const after = json({ capacity: 20, name: 'Luge', listing: { onSale: false, order: 2 } });
    expect(auditChanges(before, after)).toEqual([
      { field: 'capacity', before: '16', after: '20' },
      { field: 'listing.onSale', before: 'true', after: 'false' },
    ]);
  });

  it('shows a created thing’s fields as after only, a removed one’s as before only', () => {
    expect(auditChanges(null, json({ code: 'SPRING', tags: ['a'] }))).toEqual([
      { field: 'code', before: null, after: 'SPRING' },
      { field: 'tags', before: null, after: '["a"]' },
    ]);
    expect(auditChanges(json({ code: 'SPRING' }), null)).toEqual([{ field: 'code', before: 'SPRING', after: null }]);
  });

  it('reads unreadable JSON as nothing recorded', () => {
    expect(auditChanges('{oops', '[1,2]')).toEqual([]);
  });
});
