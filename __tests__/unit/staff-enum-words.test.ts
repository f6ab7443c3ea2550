import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_INBOX_PROBLEM_KEYS } from '@/lib/domain/enquiry-inbox-forms';
import { GIFT_CARD_DESK_PROBLEM_KEYS } from '@/lib/domain/gift-card-desk';
import { LANGUAGES } from '@/lib/domain/language';
import { PROMO_CODE_PROBLEM_KEYS } from '@/lib/domain/promo-code';
import { RESELLER_PROBLEM_KEYS } from '@/lib/domain/reseller-desk';
import { SCHEDULE_PROBLEM_KEYS } from '@/lib/domain/schedules';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';

/*
 * The back office shows a closed set's value through its translation (`t(`${prefix}.${value}`)`), so a value
 * the staff API adds without words reaches a screen as its raw name (refund_recorded, bonus). Each enum a
 * screen translates that way, and the admin namespace's key it is read under.
 */
const TRANSLATED: Record<string, string> = {
  PaymentEventKind: 'orders.paymentEventKind',
  OrderMailKind: 'orders.mailKind',
  CatalogueStatus: 'catalogue.status',
  ActivityType: 'catalogue.type',
  PriceRuleKind: 'catalogue.rules',
  PageType: 'content.pageType',
  ContentPageProblem: 'content.errors',
  WaitingListStatus: 'daySheet.waitingList.statusName',
  BookingPayment: 'daySheet.payment',
  CheckInProgress: 'daySheet.checkIn',
  EnquiryStatus: 'enquiries.status',
  FunctionType: 'enquiries.functionType',
  BookingType: 'enquiries.bookingType',
  GiftCardEntryKind: 'giftCards.kind',
  OrderStatus: 'giftCards.orderStatus',
  ClosureProblem: 'closures.problem',
  UndoCheckInProblem: 'checkIn.undoRefused',
  RidersVerdict: 'checkIn.riders.verdict',
  WaiverState: 'checkIn.riders.waiver',
  RiderProblemCode: 'checkIn.riders.problem',
  OrderChannel: 'orders.channel',
  ResellerStatus: 'resellers.status',
};

/**
 * The problem codes a screen words through its desk's list of codes and their keys (the screens' one
 * mapping): every value listed, and every key words in every language.
 */
const PROBLEM_WORDS: Record<string, Readonly<Record<string, string>>> = {
  EnquiryInboxProblemCode: ENQUIRY_INBOX_PROBLEM_KEYS,
  GiftCardDeskProblemCode: GIFT_CARD_DESK_PROBLEM_KEYS,
  PromoCodeProblemCode: PROMO_CODE_PROBLEM_KEYS,
  ResellerProblemCode: RESELLER_PROBLEM_KEYS,
  ScheduleProblemCode: SCHEDULE_PROBLEM_KEYS,
};

const admin = (language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', language, 'admin.json'), 'utf8'));

const under = (words: Record<string, unknown>, prefix: string): Record<string, unknown> =>
  prefix.split('.').reduce<Record<string, unknown>>((at, key) => (at?.[key] ?? {}) as Record<string, unknown>, words);

describe('the staff enums the screens translate', () => {
  const schema = staffExecutableSchema();

  it.each(Object.entries(TRANSLATED))('%s has words for every value, in every language', (name, prefix) => {
    const type = schema.getType(name);
    expect(type && isEnumType(type), `${name} is an enum of the staff API`).toBe(true);
    const values = isEnumType(type) ? type.getValues().map((value) => value.name) : [];
    for (const language of LANGUAGES) {
      const words = under(admin(language), prefix);
      expect({ language, missing: values.filter((value) => typeof words[value] !== 'string') }).toEqual({ language, missing: [] });
    }
  });

  it.each(Object.entries(PROBLEM_WORDS))('%s has words for every value, in every language', (name, keys) => {
    const type = schema.getType(name);
    expect(type && isEnumType(type), `${name} is an enum of the staff API`).toBe(true);
    const values = isEnumType(type) ? type.getValues().map((value) => value.name) : [];
    expect(Object.keys(keys).sort()).toEqual([...values].sort());
    for (const language of LANGUAGES) {
      const words = admin(language);
      const wordsOf = (key: string) => under(words, key.slice(0, key.lastIndexOf('.')))[key.slice(key.lastIndexOf('.') + 1)];
      expect({ language, missing: values.filter((value) => typeof wordsOf(keys[value]) !== 'string') }).toEqual({ language, missing: [] });
    }
  });
});
