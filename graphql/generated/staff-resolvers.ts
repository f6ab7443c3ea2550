import type { GraphQLResolveInfo } from 'graphql';
import type { StaffContext } from '@/lib/server/staff/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AdjustGiftCardInput = {
  /** Minor units, signed: a credit (positive) or a debit (negative) that never takes the balance below zero. */
  amount: Scalars['Int']['input'];
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

/** One staff action: who, when, what, to what, and the state before and after (JSON). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** The staff member's email, or `command line`, `demo`, `sign-in screen`. */
  actor: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  at: Scalars['String']['output'];
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  parkId?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
};

/** One check-in of a ticket: how many people, when, by whom; undoable for two minutes. */
export type CheckIn = {
  __typename?: 'CheckIn';
  at: Scalars['String']['output'];
  byEmail: Scalars['String']['output'];
  byName: Scalars['String']['output'];
  gate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  people: Scalars['Int']['output'];
  undoableUntil: Scalars['String']['output'];
  undoneAt?: Maybe<Scalars['String']['output']>;
};

export type GateAddOn = {
  __typename?: 'GateAddOn';
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A ticket as the gate shows it: names in the staff member's language. */
export type GateTicket = {
  __typename?: 'GateTicket';
  activityTitle: Scalars['String']['output'];
  addOns: Array<GateAddOn>;
  bookingId: Scalars['String']['output'];
  code: Scalars['String']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  /** Minor units still to be paid at the desk, with the currency; null when nothing is due. */
  dueOnArrival?: Maybe<Scalars['Int']['output']>;
  parkName: Scalars['String']['output'];
  people: TicketPeople;
  /** The park's local day of the session, YYYY-MM-DD. */
  sessionDay: Scalars['String']['output'];
  sessionEndsAt?: Maybe<Scalars['String']['output']>;
  sessionId: Scalars['ID']['output'];
  /** ISO 8601. */
  sessionStartsAt: Scalars['String']['output'];
  ticketId: Scalars['ID']['output'];
  ticketType: Scalars['String']['output'];
  /** The park's time zone, to show the session's times in. */
  timeZone: Scalars['String']['output'];
  upgrade?: Maybe<Scalars['String']['output']>;
};

/** What a gift card action answers: the card as it is now, or why nothing was done. */
export type GiftCardActionResult = {
  __typename?: 'GiftCardActionResult';
  card?: Maybe<StaffGiftCard>;
  problems: Array<GiftCardFormProblem>;
};

/** One ledger entry: credits positive, debits negative, in minor units. */
export type GiftCardEntry = {
  __typename?: 'GiftCardEntry';
  /** The staff member's email, for staff's entries. */
  actor?: Maybe<Scalars['String']['output']>;
  amount: Scalars['Int']['output'];
  /** ISO 8601. */
  at: Scalars['String']['output'];
  balanceAfter: Scalars['Int']['output'];
  /** The order it belongs to (a redemption, its reversal, a refund). */
  bookingId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** purchase, complimentary, redemption, reversal, refund, adjustment or void. */
  kind: Scalars['String']['output'];
  /** The reason staff gave (adjustments and voids). */
  note?: Maybe<Scalars['String']['output']>;
};

/**
 * A form's problem: the field (amount, reason, recipientName, recipientEmail, message, language, or form for
 * the whole action) and a message key of locales/<lng>/admin.json (giftCards.validation.*, giftCards.errors.*).
 */
export type GiftCardFormProblem = {
  __typename?: 'GiftCardFormProblem';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** An order that spent the card: what it took, net of anything given back. */
export type GiftCardOrder = {
  __typename?: 'GiftCardOrder';
  /** Minor units taken from the card, net. */
  amount: Scalars['Int']['output'];
  bookingId: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** Where a park's complimentary cards are issued: its currency and the largest amount. */
export type GiftCardPark = {
  __typename?: 'GiftCardPark';
  currency: Scalars['String']['output'];
  /** Minor units. */
  maxAmount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parkId: Scalars['ID']['output'];
};

/** Whom staff gave a complimentary card to, and the language of its email. */
export type GiftCardRecipient = {
  __typename?: 'GiftCardRecipient';
  email: Scalars['String']['output'];
  language: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type IssueComplimentaryGiftCardInput = {
  /** Minor units of the park's currency: positive, at most the park's largest gift card. */
  amount: Scalars['Int']['input'];
  /** Made by the screen once per form: the same key again does nothing more and answers the same card. */
  idempotencyKey: Scalars['String']['input'];
  /** The language of the card's email: en or zh-Hant. */
  language: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  parkId: Scalars['ID']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds to or takes from a card, with a reason: one ledger entry, audited; idempotent on idempotencyKey. */
  adjustGiftCard: GiftCardActionResult;
  /** Creates a promo code at one of the member's parks (audited). */
  createPromoCode: PromoCodeResult;
  /** Disables a code (audited): checkout no longer knows it. Disabling a disabled code changes nothing. */
  disablePromoCode: PromoCodeResult;
  /**
   * Issues a complimentary card at one of the member's parks: its opening credit in the ledger, its email to
   * the recipient in their language, the audit entry; idempotent on idempotencyKey.
   */
  issueComplimentaryGiftCard: GiftCardActionResult;
  /**
   * Removes one of the signed-in member's own passkeys (audited): it signs nobody in any more. False when
   * they have none with this id. Passkeys are added through the WebAuthn ceremony's own endpoints
   * (POST /api/staff/passkeys/options, then POST /api/staff/passkeys).
   */
  removeMyPasskey: Scalars['Boolean']['output'];
  /** Scans a ticket at the gate (staff with checkIn at the ticket's park); a valid scan admits its people, atomically and audited. */
  scanTicket: ScanResult;
  /** The signed-in member's language for the back office and the mail it sends them: en or zh-Hant. */
  setMyLanguage: StaffMe;
  /** Takes back a check-in within two minutes of it (audited). */
  undoCheckIn: UndoCheckInResult;
  /** Changes a code's rules (audited; its park is its own). A disabled code is not changed. */
  updatePromoCode: PromoCodeResult;
  /**
   * Voids a card, with a reason: an entry takes its balance to zero and it can no longer be spent; audited,
   * idempotent on idempotencyKey.
   */
  voidGiftCard: GiftCardActionResult;
};


export type MutationAdjustGiftCardArgs = {
  input: AdjustGiftCardInput;
};


export type MutationCreatePromoCodeArgs = {
  input: PromoCodeInput;
  parkId: Scalars['ID']['input'];
};


export type MutationDisablePromoCodeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationIssueComplimentaryGiftCardArgs = {
  input: IssueComplimentaryGiftCardInput;
};


export type MutationRemoveMyPasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationScanTicketArgs = {
  input: ScanTicketInput;
};


export type MutationSetMyLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationUndoCheckInArgs = {
  checkInId: Scalars['ID']['input'];
};


export type MutationUpdatePromoCodeArgs = {
  id: Scalars['ID']['input'];
  input: PromoCodeInput;
};


export type MutationVoidGiftCardArgs = {
  input: VoidGiftCardInput;
};

export type PromoActivity = {
  __typename?: 'PromoActivity';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A park's promo codes as the back office manages them (issue #22), with the activities a code may cover. */
export type PromoCodeDesk = {
  __typename?: 'PromoCodeDesk';
  /** The park's activities, in the member's language. */
  activities: Array<PromoActivity>;
  /** Newest first. */
  codes: Array<StaffPromoCode>;
  currency: Scalars['String']['output'];
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
  /** The park's time zone: a code's days are the park's. */
  timeZone: Scalars['String']['output'];
};

/**
 * A form's problem: the field (code, kind, value, validFrom, validUntil, maxUses, activityIds, or form for
 * the whole action) and a message key of locales/<lng>/admin.json (promoCodes.validation.*, promoCodes.errors.*).
 */
export type PromoCodeFormProblem = {
  __typename?: 'PromoCodeFormProblem';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/**
 * A promo code's rules as staff set them. The code: 3 to 15 letters and digits (stored upper case), free
 * in the park among its promo codes and gift cards. value: a percentage (1–100) or minor units (> 0).
 * validFrom and validUntil: the park's days, YYYY-MM-DD, the first not after the last.
 */
export type PromoCodeInput = {
  /** The park's activities it covers; empty: all of them. */
  activityIds: Array<Scalars['ID']['input']>;
  code: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  /** At least 1, and not below the uses already counted; null: no limit. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  validFrom?: InputMaybe<Scalars['String']['input']>;
  validUntil?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['Int']['input'];
};

export type PromoCodeResult = {
  __typename?: 'PromoCodeResult';
  problems: Array<PromoCodeFormProblem>;
  promoCode?: Maybe<StaffPromoCode>;
};

/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The audit trail, newest first (owners only): filtered by actor or subject text, a page of at most 100
   * entries; the next page is the entries before the last one's `at`.
   */
  auditEntries: Array<AuditEntry>;
  /**
   * A gift card of the member's parks by its code (with or without dashes and spaces), for managers and
   * owners. FORBIDDEN when there is none, or it is another park's: the two are not told apart.
   */
  giftCard: StaffGiftCard;
  /** The member's parks where they may issue complimentary cards. */
  giftCardParks: Array<GiftCardPark>;
  /** Who is signed in: name, language, role and parks. */
  me: StaffMe;
  /** The signed-in member's own passkeys, oldest first. */
  myPasskeys: Array<StaffPasskey>;
  /** A park's promo codes with their uses, for its managers and owners (FORBIDDEN otherwise). */
  promoCodes: PromoCodeDesk;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryAuditEntriesArgs = {
  actor?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryGiftCardArgs = {
  code: Scalars['String']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryPromoCodesArgs = {
  parkId: Scalars['ID']['input'];
};

/**
 * What a scan answers (lib/domain/check-in.ts ScanVerdict): valid (checkIn: the people admitted now),
 * alreadyCheckedIn (checkIns: when and by whom), wrongDay, wrongSession (today), wrongPark (ticket null
 * when the member does not work at its park), cancelled, refunded, notPaid, payAtDesk, tooManyPeople,
 * unknown (reason: malformed, forged, notFound), notAllowed, invalidPeople; and choosePeople: a group
 * ticket with several people left, scanned without a number, admits nobody until the gate says how many.
 */
export type ScanResult = {
  __typename?: 'ScanResult';
  checkIn?: Maybe<CheckIn>;
  checkIns?: Maybe<Array<CheckIn>>;
  reason?: Maybe<Scalars['String']['output']>;
  ticket?: Maybe<GateTicket>;
  today?: Maybe<Scalars['String']['output']>;
  verdict: Scalars['String']['output'];
};

export type ScanTicketInput = {
  /** What the camera read or the staff member typed: the ticket's signed code (SR1-…). */
  code: Scalars['String']['input'];
  /** The gate or device, as the scanner names it. */
  gate?: InputMaybe<Scalars['String']['input']>;
  /** The park the gate is at. */
  parkId: Scalars['ID']['input'];
  /** How many of a group ticket's people come in now; absent: ask (choosePeople) when several are left. */
  people?: InputMaybe<Scalars['Int']['input']>;
  /** The session being checked in; absent: any session of today. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A gift card as the back office sees it (issue #22): its balance is the sum of its ledger, never a stored
 * figure; every change staff make is one more entry.
 */
export type StaffGiftCard = {
  __typename?: 'StaffGiftCard';
  /** The sum of its ledger, in minor units. */
  balance: Scalars['Int']['output'];
  /** The code in groups of four (ABCD-EFGH-JKLM-NPQR). */
  code: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Its ledger, oldest first, each entry with the balance after it. */
  entries: Array<GiftCardEntry>;
  id: Scalars['ID']['output'];
  issuedByBookingId?: Maybe<Scalars['String']['output']>;
  /** The largest amount (minor units) staff may adjust it by at once: the park's largest gift card. */
  maxAdjustment: Scalars['Int']['output'];
  /** The orders that spent it (not the purchase that issued it), oldest first. */
  orders: Array<GiftCardOrder>;
  /** How it came to be: purchase (issuedByBookingId says which), complimentary (recipient says to whom) or refund. */
  origin: Scalars['String']['output'];
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
  recipient?: Maybe<GiftCardRecipient>;
  /** What it was issued for, in minor units. */
  value: Scalars['Int']['output'];
  /** Voided by staff: it can no longer be spent or adjusted. */
  voided: Scalars['Boolean']['output'];
};

export type StaffMe = {
  __typename?: 'StaffMe';
  /** What this member may do (lib/domain/staff-access.ts): the screens show only these. */
  actions: Array<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  language: Scalars['String']['output'];
  parks: Array<StaffPark>;
  /** owner, manager or gate. */
  role: Scalars['String']['output'];
};

/** A park a staff member acts for. */
export type StaffPark = {
  __typename?: 'StaffPark';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The park's time zone (its first locale's): what 'today' means at its gate. */
  timeZone: Scalars['String']['output'];
};

/** A passkey on the signed-in member's account: what they named it, when it was added and last signed in. */
export type StaffPasskey = {
  __typename?: 'StaffPasskey';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO 8601; null until it first signs in. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/**
 * A promo code and its rules: percent (value 1–100) or fixed (value in minor units of the park's currency),
 * off the activities it covers (none: all of the park's), between its first and last day at the park, at
 * most maxUses times.
 */
export type StaffPromoCode = {
  __typename?: 'StaffPromoCode';
  activityIds: Array<Scalars['ID']['output']>;
  code: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** ISO 8601; null unless disabled. */
  disabledAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** percent or fixed. */
  kind: Scalars['String']['output'];
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** active, scheduled, expired, usedUp or disabled. */
  status: Scalars['String']['output'];
  /** Orders paid or awaiting payment that use it. */
  uses: Scalars['Int']['output'];
  /** The park's first day it works, YYYY-MM-DD; null: from now. */
  validFrom?: Maybe<Scalars['String']['output']>;
  /** The park's last day it works (included), YYYY-MM-DD; null: no end. */
  validUntil?: Maybe<Scalars['String']['output']>;
  value: Scalars['Int']['output'];
};

/** How many people a ticket admits, has admitted, and may still admit (a family pass: 4). */
export type TicketPeople = {
  __typename?: 'TicketPeople';
  admitted: Scalars['Int']['output'];
  remaining: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What undoing a check-in answers: ok, or the reason (notFound, notAllowed, alreadyUndone, tooLate). */
export type UndoCheckInResult = {
  __typename?: 'UndoCheckInResult';
  checkIn?: Maybe<CheckIn>;
  ok: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  ticket?: Maybe<GateTicket>;
};

export type VoidGiftCardInput = {
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdjustGiftCardInput: AdjustGiftCardInput;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CheckIn: ResolverTypeWrapper<CheckIn>;
  GateAddOn: ResolverTypeWrapper<GateAddOn>;
  GateTicket: ResolverTypeWrapper<GateTicket>;
  GiftCardActionResult: ResolverTypeWrapper<GiftCardActionResult>;
  GiftCardEntry: ResolverTypeWrapper<GiftCardEntry>;
  GiftCardFormProblem: ResolverTypeWrapper<GiftCardFormProblem>;
  GiftCardOrder: ResolverTypeWrapper<GiftCardOrder>;
  GiftCardPark: ResolverTypeWrapper<GiftCardPark>;
  GiftCardRecipient: ResolverTypeWrapper<GiftCardRecipient>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssueComplimentaryGiftCardInput: IssueComplimentaryGiftCardInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PromoActivity: ResolverTypeWrapper<PromoActivity>;
  PromoCodeDesk: ResolverTypeWrapper<PromoCodeDesk>;
  PromoCodeFormProblem: ResolverTypeWrapper<PromoCodeFormProblem>;
  PromoCodeInput: PromoCodeInput;
  PromoCodeResult: ResolverTypeWrapper<PromoCodeResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ScanResult: ResolverTypeWrapper<ScanResult>;
  ScanTicketInput: ScanTicketInput;
  StaffGiftCard: ResolverTypeWrapper<StaffGiftCard>;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffPark: ResolverTypeWrapper<StaffPark>;
  StaffPasskey: ResolverTypeWrapper<StaffPasskey>;
  StaffPromoCode: ResolverTypeWrapper<StaffPromoCode>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TicketPeople: ResolverTypeWrapper<TicketPeople>;
  UndoCheckInResult: ResolverTypeWrapper<UndoCheckInResult>;
  VoidGiftCardInput: VoidGiftCardInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdjustGiftCardInput: AdjustGiftCardInput;
  AuditEntry: AuditEntry;
  Boolean: Scalars['Boolean']['output'];
  CheckIn: CheckIn;
  GateAddOn: GateAddOn;
  GateTicket: GateTicket;
  GiftCardActionResult: GiftCardActionResult;
  GiftCardEntry: GiftCardEntry;
  GiftCardFormProblem: GiftCardFormProblem;
  GiftCardOrder: GiftCardOrder;
  GiftCardPark: GiftCardPark;
  GiftCardRecipient: GiftCardRecipient;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IssueComplimentaryGiftCardInput: IssueComplimentaryGiftCardInput;
  Mutation: Record<PropertyKey, never>;
  PromoActivity: PromoActivity;
  PromoCodeDesk: PromoCodeDesk;
  PromoCodeFormProblem: PromoCodeFormProblem;
  PromoCodeInput: PromoCodeInput;
  PromoCodeResult: PromoCodeResult;
  Query: Record<PropertyKey, never>;
  ScanResult: ScanResult;
  ScanTicketInput: ScanTicketInput;
  StaffGiftCard: StaffGiftCard;
  StaffMe: StaffMe;
  StaffPark: StaffPark;
  StaffPasskey: StaffPasskey;
  StaffPromoCode: StaffPromoCode;
  String: Scalars['String']['output'];
  TicketPeople: TicketPeople;
  UndoCheckInResult: UndoCheckInResult;
  VoidGiftCardInput: VoidGiftCardInput;
};

export type AuditEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckInResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CheckIn'] = ResolversParentTypes['CheckIn']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undoableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GateAddOnResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateAddOn'] = ResolversParentTypes['GateAddOn']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GateTicketResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateTicket'] = ResolversParentTypes['GateTicket']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addOns?: Resolver<Array<ResolversTypes['GateAddOn']>, ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOnArrival?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['TicketPeople'], ParentType, ContextType>;
  sessionDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionEndsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionStartsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftCardActionResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardActionResult'] = ResolversParentTypes['GiftCardActionResult']> = {
  card?: Resolver<Maybe<ResolversTypes['StaffGiftCard']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['GiftCardFormProblem']>, ParentType, ContextType>;
};

export type GiftCardEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardEntry'] = ResolversParentTypes['GiftCardEntry']> = {
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftCardFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardFormProblem'] = ResolversParentTypes['GiftCardFormProblem']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardOrderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardOrder'] = ResolversParentTypes['GiftCardOrder']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftCardParkResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardPark'] = ResolversParentTypes['GiftCardPark']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GiftCardRecipientResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardRecipient'] = ResolversParentTypes['GiftCardRecipient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adjustGiftCard?: Resolver<ResolversTypes['GiftCardActionResult'], ParentType, ContextType, RequireFields<MutationAdjustGiftCardArgs, 'input'>>;
  createPromoCode?: Resolver<ResolversTypes['PromoCodeResult'], ParentType, ContextType, RequireFields<MutationCreatePromoCodeArgs, 'input' | 'parkId'>>;
  disablePromoCode?: Resolver<ResolversTypes['PromoCodeResult'], ParentType, ContextType, RequireFields<MutationDisablePromoCodeArgs, 'id'>>;
  issueComplimentaryGiftCard?: Resolver<ResolversTypes['GiftCardActionResult'], ParentType, ContextType, RequireFields<MutationIssueComplimentaryGiftCardArgs, 'input'>>;
  removeMyPasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMyPasskeyArgs, 'id'>>;
  scanTicket?: Resolver<ResolversTypes['ScanResult'], ParentType, ContextType, RequireFields<MutationScanTicketArgs, 'input'>>;
  setMyLanguage?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  undoCheckIn?: Resolver<ResolversTypes['UndoCheckInResult'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'checkInId'>>;
  updatePromoCode?: Resolver<ResolversTypes['PromoCodeResult'], ParentType, ContextType, RequireFields<MutationUpdatePromoCodeArgs, 'id' | 'input'>>;
  voidGiftCard?: Resolver<ResolversTypes['GiftCardActionResult'], ParentType, ContextType, RequireFields<MutationVoidGiftCardArgs, 'input'>>;
};

export type PromoActivityResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoActivity'] = ResolversParentTypes['PromoActivity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromoCodeDeskResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeDesk'] = ResolversParentTypes['PromoCodeDesk']> = {
  activities?: Resolver<Array<ResolversTypes['PromoActivity']>, ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['StaffPromoCode']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromoCodeFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeFormProblem'] = ResolversParentTypes['PromoCodeFormProblem']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromoCodeResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeResult'] = ResolversParentTypes['PromoCodeResult']> = {
  problems?: Resolver<Array<ResolversTypes['PromoCodeFormProblem']>, ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['StaffPromoCode']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditEntries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
  giftCard?: Resolver<ResolversTypes['StaffGiftCard'], ParentType, ContextType, RequireFields<QueryGiftCardArgs, 'code'>>;
  giftCardParks?: Resolver<Array<ResolversTypes['GiftCardPark']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
  myPasskeys?: Resolver<Array<ResolversTypes['StaffPasskey']>, ParentType, ContextType>;
  promoCodes?: Resolver<ResolversTypes['PromoCodeDesk'], ParentType, ContextType, RequireFields<QueryPromoCodesArgs, 'parkId'>>;
};

export type ScanResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScanResult'] = ResolversParentTypes['ScanResult']> = {
  checkIn?: Resolver<Maybe<ResolversTypes['CheckIn']>, ParentType, ContextType>;
  checkIns?: Resolver<Maybe<Array<ResolversTypes['CheckIn']>>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['GateTicket']>, ParentType, ContextType>;
  today?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffGiftCardResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffGiftCard'] = ResolversParentTypes['StaffGiftCard']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['GiftCardEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedByBookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAdjustment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['GiftCardOrder']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['GiftCardRecipient']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffMeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMe'] = ResolversParentTypes['StaffMe']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parks?: Resolver<Array<ResolversTypes['StaffPark']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffParkResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPark'] = ResolversParentTypes['StaffPark']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPasskeyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPasskey'] = ResolversParentTypes['StaffPasskey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPromoCodeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPromoCode'] = ResolversParentTypes['StaffPromoCode']> = {
  activityIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketPeopleResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['TicketPeople'] = ResolversParentTypes['TicketPeople']> = {
  admitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UndoCheckInResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['UndoCheckInResult'] = ResolversParentTypes['UndoCheckInResult']> = {
  checkIn?: Resolver<Maybe<ResolversTypes['CheckIn']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['GateTicket']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = StaffContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  CheckIn?: CheckInResolvers<ContextType>;
  GateAddOn?: GateAddOnResolvers<ContextType>;
  GateTicket?: GateTicketResolvers<ContextType>;
  GiftCardActionResult?: GiftCardActionResultResolvers<ContextType>;
  GiftCardEntry?: GiftCardEntryResolvers<ContextType>;
  GiftCardFormProblem?: GiftCardFormProblemResolvers<ContextType>;
  GiftCardOrder?: GiftCardOrderResolvers<ContextType>;
  GiftCardPark?: GiftCardParkResolvers<ContextType>;
  GiftCardRecipient?: GiftCardRecipientResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PromoActivity?: PromoActivityResolvers<ContextType>;
  PromoCodeDesk?: PromoCodeDeskResolvers<ContextType>;
  PromoCodeFormProblem?: PromoCodeFormProblemResolvers<ContextType>;
  PromoCodeResult?: PromoCodeResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ScanResult?: ScanResultResolvers<ContextType>;
  StaffGiftCard?: StaffGiftCardResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffPark?: StaffParkResolvers<ContextType>;
  StaffPasskey?: StaffPasskeyResolvers<ContextType>;
  StaffPromoCode?: StaffPromoCodeResolvers<ContextType>;
  TicketPeople?: TicketPeopleResolvers<ContextType>;
  UndoCheckInResult?: UndoCheckInResultResolvers<ContextType>;
};

