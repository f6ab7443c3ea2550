import type { GraphQLResolveInfo } from 'graphql';
import type { EnquiryRecord } from '@/lib/server/enquiries/inbox';
import type { StaffContext } from '@/lib/server/staff/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
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

/** A venue-hire enquiry as the enquirer sent it, and where the events team is with it. */
export type Enquiry = {
  __typename?: 'Enquiry';
  /** Newest first. */
  auditTrail: Array<AuditEntry>;
  /** DAY_TRADE or EXCLUSIVE. */
  bookingType: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** WEDDING, PARTY, CONVENTION or OTHER. */
  functionType: Scalars['String']['output'];
  guests: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The enquirer's language (en or zh-Hant): replies are mailed in it. */
  language: Scalars['String']['output'];
  message: Scalars['String']['output'];
  mobilePhone: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Oldest first. */
  notes: Array<EnquiryNote>;
  parkId?: Maybe<Scalars['ID']['output']>;
  parkName: Scalars['String']['output'];
  /** The preferred day at the park, YYYY-MM-DD. */
  preferredDate: Scalars['String']['output'];
  /** ISO 8601. */
  receivedAt: Scalars['String']['output'];
  /** Oldest first. */
  replies: Array<EnquiryReply>;
  /** The subject a reply gets when none is typed, in the enquirer's language. */
  replySubject: Scalars['String']['output'];
  /** The site it was sent from (its domain): the park's English or Chinese site. */
  site: Scalars['String']['output'];
  status: EnquiryStatus;
  /** The park's time zone. */
  timeZone: Scalars['String']['output'];
};

/** What a change answers: the enquiry as it is now, or the problems with what was sent (nothing changed). */
export type EnquiryChange = {
  __typename?: 'EnquiryChange';
  enquiry?: Maybe<Enquiry>;
  problems: Array<EnquiryFieldProblem>;
};

export type EnquiryCounts = {
  __typename?: 'EnquiryCounts';
  all: Scalars['Int']['output'];
  lost: Scalars['Int']['output'];
  new: Scalars['Int']['output'];
  replied: Scalars['Int']['output'];
  won: Scalars['Int']['output'];
};

/** A field the server refused, with the message's key in the back office's words (admin.json). */
export type EnquiryFieldProblem = {
  __typename?: 'EnquiryFieldProblem';
  field: Scalars['String']['output'];
  /** The limit the message names (a maximum length), if any. */
  max?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
};

export type EnquiryNote = {
  __typename?: 'EnquiryNote';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  byEmail: Scalars['String']['output'];
  byName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type EnquiryPage = {
  __typename?: 'EnquiryPage';
  /** How many enquiries of each status match the park and the search (whatever the status asked for). */
  counts: EnquiryCounts;
  enquiries: Array<Enquiry>;
  /** The cursor of the next, older page; null when there is none. */
  nextBefore?: Maybe<Scalars['String']['output']>;
};

export type EnquiryReply = {
  __typename?: 'EnquiryReply';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  body: Scalars['String']['output'];
  byEmail: Scalars['String']['output'];
  byName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When its mail left (ISO 8601); null while it waits in the outbox. */
  sentAt?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
};

/** new: not answered yet; replied: answered from the inbox; won or lost: how it ended. */
export type EnquiryStatus =
  | 'lost'
  | 'new'
  | 'replied'
  | 'won';

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

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an internal note (never sent to the enquirer; audited). Notes are not edited or removed. */
  addEnquiryNote: EnquiryChange;
  /**
   * Removes one of the signed-in member's own passkeys (audited): it signs nobody in any more. False when
   * they have none with this id. Passkeys are added through the WebAuthn ceremony's own endpoints
   * (POST /api/staff/passkeys/options, then POST /api/staff/passkeys).
   */
  removeMyPasskey: Scalars['Boolean']['output'];
  /**
   * Emails a reply to the enquirer through the outbox, in the language of the site they used (audited); a
   * new enquiry becomes replied. `subject` empty or absent: the mail's own (Enquiry.replySubject).
   * Idempotent on `idempotencyKey` (made once per reply form by the client): sent again, nothing more is
   * stored or mailed.
   */
  replyToEnquiry: EnquiryChange;
  /** Scans a ticket at the gate (staff with checkIn at the ticket's park); a valid scan admits its people, atomically and audited. */
  scanTicket: ScanResult;
  /** Sets an enquiry's status (audited); setting the status it has changes nothing. */
  setEnquiryStatus: EnquiryChange;
  /** The signed-in member's language for the back office and the mail it sends them: en or zh-Hant. */
  setMyLanguage: StaffMe;
  /** Takes back a check-in within two minutes of it (audited). */
  undoCheckIn: UndoCheckInResult;
};


export type MutationAddEnquiryNoteArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationRemoveMyPasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReplyToEnquiryArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};


export type MutationScanTicketArgs = {
  input: ScanTicketInput;
};


export type MutationSetEnquiryStatusArgs = {
  id: Scalars['ID']['input'];
  status: EnquiryStatus;
};


export type MutationSetMyLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationUndoCheckInArgs = {
  checkInId: Scalars['ID']['input'];
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
   * Enquiries newest first, a page of at most 100 (default 50): of one park of the member's (parkId), or of
   * every park they manage enquiries for; of one status; whose name, email, phone or message contains
   * `search`. The next page: `before` set to the answer's `nextBefore`.
   */
  enquiries: EnquiryPage;
  /** One enquiry with its notes, replies and audit trail. */
  enquiry: Enquiry;
  /** Who is signed in: name, language, role and parks. */
  me: StaffMe;
  /** The signed-in member's own passkeys, oldest first. */
  myPasskeys: Array<StaffPasskey>;
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
export type QueryEnquiriesArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  parkId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EnquiryStatus>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryEnquiryArgs = {
  id: Scalars['ID']['input'];
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
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CheckIn: ResolverTypeWrapper<CheckIn>;
  Enquiry: ResolverTypeWrapper<EnquiryRecord>;
  EnquiryChange: ResolverTypeWrapper<Omit<EnquiryChange, 'enquiry'> & { enquiry?: Maybe<ResolversTypes['Enquiry']> }>;
  EnquiryCounts: ResolverTypeWrapper<EnquiryCounts>;
  EnquiryFieldProblem: ResolverTypeWrapper<EnquiryFieldProblem>;
  EnquiryNote: ResolverTypeWrapper<EnquiryNote>;
  EnquiryPage: ResolverTypeWrapper<Omit<EnquiryPage, 'enquiries'> & { enquiries: Array<ResolversTypes['Enquiry']> }>;
  EnquiryReply: ResolverTypeWrapper<EnquiryReply>;
  EnquiryStatus: EnquiryStatus;
  GateAddOn: ResolverTypeWrapper<GateAddOn>;
  GateTicket: ResolverTypeWrapper<GateTicket>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ScanResult: ResolverTypeWrapper<ScanResult>;
  ScanTicketInput: ScanTicketInput;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffPark: ResolverTypeWrapper<StaffPark>;
  StaffPasskey: ResolverTypeWrapper<StaffPasskey>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TicketPeople: ResolverTypeWrapper<TicketPeople>;
  UndoCheckInResult: ResolverTypeWrapper<UndoCheckInResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEntry: AuditEntry;
  Boolean: Scalars['Boolean']['output'];
  CheckIn: CheckIn;
  Enquiry: EnquiryRecord;
  EnquiryChange: Omit<EnquiryChange, 'enquiry'> & { enquiry?: Maybe<ResolversParentTypes['Enquiry']> };
  EnquiryCounts: EnquiryCounts;
  EnquiryFieldProblem: EnquiryFieldProblem;
  EnquiryNote: EnquiryNote;
  EnquiryPage: Omit<EnquiryPage, 'enquiries'> & { enquiries: Array<ResolversParentTypes['Enquiry']> };
  EnquiryReply: EnquiryReply;
  GateAddOn: GateAddOn;
  GateTicket: GateTicket;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ScanResult: ScanResult;
  ScanTicketInput: ScanTicketInput;
  StaffMe: StaffMe;
  StaffPark: StaffPark;
  StaffPasskey: StaffPasskey;
  String: Scalars['String']['output'];
  TicketPeople: TicketPeople;
  UndoCheckInResult: UndoCheckInResult;
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

export type EnquiryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = {
  auditTrail?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  bookingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  functionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['EnquiryNote']>, ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['EnquiryReply']>, ParentType, ContextType>;
  replySubject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EnquiryStatus'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryChangeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryChange'] = ResolversParentTypes['EnquiryChange']> = {
  enquiry?: Resolver<Maybe<ResolversTypes['Enquiry']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['EnquiryFieldProblem']>, ParentType, ContextType>;
};

export type EnquiryCountsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryCounts'] = ResolversParentTypes['EnquiryCounts']> = {
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnquiryFieldProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryFieldProblem'] = ResolversParentTypes['EnquiryFieldProblem']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryNoteResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryNote'] = ResolversParentTypes['EnquiryNote']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryPage'] = ResolversParentTypes['EnquiryPage']> = {
  counts?: Resolver<ResolversTypes['EnquiryCounts'], ParentType, ContextType>;
  enquiries?: Resolver<Array<ResolversTypes['Enquiry']>, ParentType, ContextType>;
  nextBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EnquiryReplyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryReply'] = ResolversParentTypes['EnquiryReply']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addEnquiryNote?: Resolver<ResolversTypes['EnquiryChange'], ParentType, ContextType, RequireFields<MutationAddEnquiryNoteArgs, 'id' | 'text'>>;
  removeMyPasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMyPasskeyArgs, 'id'>>;
  replyToEnquiry?: Resolver<ResolversTypes['EnquiryChange'], ParentType, ContextType, RequireFields<MutationReplyToEnquiryArgs, 'body' | 'id' | 'idempotencyKey'>>;
  scanTicket?: Resolver<ResolversTypes['ScanResult'], ParentType, ContextType, RequireFields<MutationScanTicketArgs, 'input'>>;
  setEnquiryStatus?: Resolver<ResolversTypes['EnquiryChange'], ParentType, ContextType, RequireFields<MutationSetEnquiryStatusArgs, 'id' | 'status'>>;
  setMyLanguage?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  undoCheckIn?: Resolver<ResolversTypes['UndoCheckInResult'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'checkInId'>>;
};

export type QueryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditEntries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
  enquiries?: Resolver<ResolversTypes['EnquiryPage'], ParentType, ContextType, Partial<QueryEnquiriesArgs>>;
  enquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<QueryEnquiryArgs, 'id'>>;
  me?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
  myPasskeys?: Resolver<Array<ResolversTypes['StaffPasskey']>, ParentType, ContextType>;
};

export type ScanResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScanResult'] = ResolversParentTypes['ScanResult']> = {
  checkIn?: Resolver<Maybe<ResolversTypes['CheckIn']>, ParentType, ContextType>;
  checkIns?: Resolver<Maybe<Array<ResolversTypes['CheckIn']>>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['GateTicket']>, ParentType, ContextType>;
  today?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  Enquiry?: EnquiryResolvers<ContextType>;
  EnquiryChange?: EnquiryChangeResolvers<ContextType>;
  EnquiryCounts?: EnquiryCountsResolvers<ContextType>;
  EnquiryFieldProblem?: EnquiryFieldProblemResolvers<ContextType>;
  EnquiryNote?: EnquiryNoteResolvers<ContextType>;
  EnquiryPage?: EnquiryPageResolvers<ContextType>;
  EnquiryReply?: EnquiryReplyResolvers<ContextType>;
  GateAddOn?: GateAddOnResolvers<ContextType>;
  GateTicket?: GateTicketResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ScanResult?: ScanResultResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffPark?: StaffParkResolvers<ContextType>;
  StaffPasskey?: StaffPasskeyResolvers<ContextType>;
  TicketPeople?: TicketPeopleResolvers<ContextType>;
  UndoCheckInResult?: UndoCheckInResultResolvers<ContextType>;
};

