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

export type Mutation = {
  __typename?: 'Mutation';
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
  removeMyPasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMyPasskeyArgs, 'id'>>;
  scanTicket?: Resolver<ResolversTypes['ScanResult'], ParentType, ContextType, RequireFields<MutationScanTicketArgs, 'input'>>;
  setMyLanguage?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  undoCheckIn?: Resolver<ResolversTypes['UndoCheckInResult'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'checkInId'>>;
};

export type QueryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditEntries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
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

