import type { GraphQLResolveInfo } from 'graphql';
import type { StaffOrderSource } from '@/lib/server/order-desk/order-view';
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

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Cancels standing tickets, their places going back on sale. A paid order's share of them goes back to
   * the original payment (refundTo original: through the order's own gateway, or at the desk for a desk
   * payment) or as a new gift card (refundTo gift_card); what a gift card paid goes back onto that card.
   */
  cancelTickets: StaffOrderActionResult;
  /**
   * Moves standing tickets to another session of the same activity, with room for them taken as a sale
   * takes it. A cheaper session's difference goes back as refundTo says; a dearer one is refused for now.
   */
  moveTickets: StaffOrderActionResult;
  /** Sends the booking's confirmation (its standing tickets) to the visitor again, in their language. */
  resendConfirmation: StaffOrderActionResult;
  /** The signed-in member's language for the back office and the mail it sends them: en or zh-Hant. */
  setMyLanguage: StaffMe;
  /** Records a reservation's payment taken at the desk (cash or card_at_desk): the order is paid, and the visitor gets a receipt. */
  takePaymentAtDesk: StaffOrderActionResult;
};


export type MutationCancelTicketsArgs = {
  bookingId: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  refundTo: Scalars['String']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
};


export type MutationMoveTicketsArgs = {
  bookingId: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  refundTo?: InputMaybe<Scalars['String']['input']>;
  sessionId: Scalars['ID']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
};


export type MutationResendConfirmationArgs = {
  bookingId: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationSetMyLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationTakePaymentAtDeskArgs = {
  bookingId: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  method: Scalars['String']['input'];
};

/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type Query = {
  __typename?: 'Query';
  /** Who is signed in: name, language, role and parks. */
  me: StaffMe;
  /** The sessions of these tickets' activity on a day (the park's own, YYYY-MM-DD) that they could move to. */
  moveOptions: Array<StaffMoveOption>;
  /** One order, by its booking ID. */
  order: StaffOrder;
  /** Orders of the signed-in member's parks, newest first, a page at a time (at most 50). */
  orders: StaffOrderPage;
  /** What cancelling these standing tickets would give back now (the mutation computes it again). */
  refundQuote: StaffRefundQuote;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryMoveOptionsArgs = {
  bookingId: Scalars['String']['input'];
  date: Scalars['String']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryOrderArgs = {
  bookingId: Scalars['String']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  parkId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryRefundQuoteArgs = {
  bookingId: Scalars['String']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
};

export type StaffAuditEntry = {
  __typename?: 'StaffAuditEntry';
  action: Scalars['String']['output'];
  actor: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** The state before and after, as JSON. */
  before?: Maybe<Scalars['String']['output']>;
};

export type StaffCheckIn = {
  __typename?: 'StaffCheckIn';
  at: Scalars['String']['output'];
  /** Who checked it in. */
  by: Scalars['String']['output'];
};

export type StaffCustomer = {
  __typename?: 'StaffCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type StaffMail = {
  __typename?: 'StaffMail';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** The kind of message (order-confirmation, order-update…). */
  kind: Scalars['String']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['String']['output']>;
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

export type StaffMoveOption = {
  __typename?: 'StaffMoveOption';
  /** What the moved tickets cost more (positive) or less (negative) there. */
  priceDifference: Scalars['Int']['output'];
  /** Places left for sale. */
  remaining: Scalars['Int']['output'];
  sessionId: Scalars['ID']['output'];
  startsAt: Scalars['String']['output'];
};

/** An order with everything the desk needs: what was bought, its tickets now, its money and its history. */
export type StaffOrder = {
  __typename?: 'StaffOrder';
  /**
   * What the signed-in member may do to this order now (resendConfirmation, takePaymentAtDesk, cancel,
   * move): their role and the order's status allowing. The server checks again when it is done.
   */
  actions: Array<Scalars['String']['output']>;
  /** What staff did to this order, newest first. */
  auditTrail: Array<StaffAuditEntry>;
  bookingId: Scalars['String']['output'];
  cardFee: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customer: StaffCustomer;
  discount: Scalars['Int']['output'];
  /** What is left to pay at the desk (a reservation), after what staff cancelled. */
  dueOnArrival: Scalars['Int']['output'];
  giftCard: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  /** The language the visitor booked in: their mail is in it. */
  language: Scalars['String']['output'];
  /** What was bought, line by line. */
  lines: Array<StaffOrderLine>;
  /** The mail sent (or waiting to be sent) about this order. */
  mails: Array<StaffMail>;
  paidAt?: Maybe<Scalars['String']['output']>;
  park: StaffPark;
  payments: Array<StaffPayment>;
  /** Given back so far (refunds that went through or are on their way). */
  refunded: Scalars['Int']['output'];
  refunds: Array<StaffRefund>;
  status: Scalars['String']['output'];
  subtotal: Scalars['Int']['output'];
  /** Every ticket, standing or cancelled, at the session it admits to now. */
  tickets: Array<StaffTicket>;
  total: Scalars['Int']['output'];
};

export type StaffOrderActionProblem =
  /** The idempotency key was used for another action. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** Nothing is due at the desk. */
  | 'NOTHING_DUE'
  /** The order's status no longer allows it. */
  | 'NOT_ALLOWED_IN_STATUS'
  /** No payment to give the money back to: refund as a gift card. */
  | 'NO_REFUNDABLE_PAYMENT'
  /** No standing ticket was chosen. */
  | 'NO_TICKETS'
  /** The session costs more; charging the difference is not available yet. */
  | 'PRICE_DIFFERENCE_DUE'
  /** The session has no room for the tickets. */
  | 'SESSION_FULL'
  /** The session is not one of the tickets' activity. */
  | 'SESSION_NOT_FOUND'
  /** The session has started. */
  | 'SESSION_STARTED'
  /** A chosen ticket was checked in: it can no longer be changed. */
  | 'TICKET_CHECKED_IN'
  /** A chosen ticket is not a standing ticket of this order. */
  | 'UNKNOWN_TICKET';

export type StaffOrderActionResult = {
  __typename?: 'StaffOrderActionResult';
  order: StaffOrder;
  /** Null when the action was done (or had been: the same key again). */
  problem?: Maybe<StaffOrderActionProblem>;
};

export type StaffOrderLine = {
  __typename?: 'StaffOrderLine';
  activityTitle: Scalars['String']['output'];
  addOns: Array<Scalars['String']['output']>;
  discount: Scalars['Int']['output'];
  /** ISO instant of the session bought. */
  startsAt: Scalars['String']['output'];
  tickets: Array<StaffTicketCount>;
  total: Scalars['Int']['output'];
  upgrade?: Maybe<Scalars['String']['output']>;
};

export type StaffOrderPage = {
  __typename?: 'StaffOrderPage';
  items: Array<StaffOrderSummary>;
  /** Where the next page starts; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** An order in a list of results. */
export type StaffOrderSummary = {
  __typename?: 'StaffOrderSummary';
  bookingId: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The first session a standing ticket admits to (ISO instant); null when none stands. */
  firstSessionAt?: Maybe<Scalars['String']['output']>;
  /** booking or gift. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parkName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** Tickets that stand (not cancelled). */
  tickets: Scalars['Int']['output'];
  timeZone: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** A park a staff member acts for. */
export type StaffPark = {
  __typename?: 'StaffPark';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The park's time zone (its first locale's): what 'today' means at its gate. */
  timeZone: Scalars['String']['output'];
};

export type StaffPayment = {
  __typename?: 'StaffPayment';
  amount: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** What the provider told us and what we did, in order. */
  events: Array<StaffPaymentEvent>;
  /** The gateway's type (DPS, MasterCardDirect…). */
  gateway: Scalars['String']['output'];
  /** gateway, cash or card_at_desk. */
  method: Scalars['String']['output'];
  providerReference?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type StaffPaymentEvent = {
  __typename?: 'StaffPaymentEvent';
  at: Scalars['String']['output'];
  /** The event's detail as JSON. */
  detail: Scalars['String']['output'];
  kind: Scalars['String']['output'];
};

export type StaffRefund = {
  __typename?: 'StaffRefund';
  amount: Scalars['Int']['output'];
  by?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  giftCardCode?: Maybe<Scalars['String']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  /** gateway, gift_card or desk. */
  method: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** pending, succeeded or failed. */
  status: Scalars['String']['output'];
};

export type StaffRefundQuote = {
  __typename?: 'StaffRefundQuote';
  /** What goes back as money (to the original payment, or as a gift card); for a reservation, what is no longer due. */
  amount: Scalars['Int']['output'];
  /** What goes back onto the gift card the order was paid with. */
  giftCard: Scalars['Int']['output'];
  /** Whether there is a payment to give it back to (else only a gift card can take it). */
  toOriginalPayment: Scalars['Boolean']['output'];
};

export type StaffTicket = {
  __typename?: 'StaffTicket';
  activityTitle: Scalars['String']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** When it was scanned in at the gate (lib/server/check-in). */
  checkIns: Array<StaffCheckIn>;
  code: Scalars['String']['output'];
  /** Where it was bought, when staff moved it since (ISO instant). */
  movedFrom?: Maybe<Scalars['String']['output']>;
  /** ISO instant of the session it admits to now. */
  startsAt: Scalars['String']['output'];
  variationTitle: Scalars['String']['output'];
};

export type StaffTicketCount = {
  __typename?: 'StaffTicketCount';
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StaffAuditEntry: ResolverTypeWrapper<StaffAuditEntry>;
  StaffCheckIn: ResolverTypeWrapper<StaffCheckIn>;
  StaffCustomer: ResolverTypeWrapper<StaffCustomer>;
  StaffMail: ResolverTypeWrapper<StaffMail>;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffMoveOption: ResolverTypeWrapper<StaffMoveOption>;
  StaffOrder: ResolverTypeWrapper<StaffOrderSource>;
  StaffOrderActionProblem: StaffOrderActionProblem;
  StaffOrderActionResult: ResolverTypeWrapper<Omit<StaffOrderActionResult, 'order'> & { order: ResolversTypes['StaffOrder'] }>;
  StaffOrderLine: ResolverTypeWrapper<StaffOrderLine>;
  StaffOrderPage: ResolverTypeWrapper<StaffOrderPage>;
  StaffOrderSummary: ResolverTypeWrapper<StaffOrderSummary>;
  StaffPark: ResolverTypeWrapper<StaffPark>;
  StaffPayment: ResolverTypeWrapper<StaffPayment>;
  StaffPaymentEvent: ResolverTypeWrapper<StaffPaymentEvent>;
  StaffRefund: ResolverTypeWrapper<StaffRefund>;
  StaffRefundQuote: ResolverTypeWrapper<StaffRefundQuote>;
  StaffTicket: ResolverTypeWrapper<StaffTicket>;
  StaffTicketCount: ResolverTypeWrapper<StaffTicketCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  StaffAuditEntry: StaffAuditEntry;
  StaffCheckIn: StaffCheckIn;
  StaffCustomer: StaffCustomer;
  StaffMail: StaffMail;
  StaffMe: StaffMe;
  StaffMoveOption: StaffMoveOption;
  StaffOrder: StaffOrderSource;
  StaffOrderActionResult: Omit<StaffOrderActionResult, 'order'> & { order: ResolversParentTypes['StaffOrder'] };
  StaffOrderLine: StaffOrderLine;
  StaffOrderPage: StaffOrderPage;
  StaffOrderSummary: StaffOrderSummary;
  StaffPark: StaffPark;
  StaffPayment: StaffPayment;
  StaffPaymentEvent: StaffPaymentEvent;
  StaffRefund: StaffRefund;
  StaffRefundQuote: StaffRefundQuote;
  StaffTicket: StaffTicket;
  StaffTicketCount: StaffTicketCount;
  String: Scalars['String']['output'];
};

export type MutationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelTickets?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationCancelTicketsArgs, 'bookingId' | 'idempotencyKey' | 'reason' | 'refundTo' | 'ticketCodes'>>;
  moveTickets?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationMoveTicketsArgs, 'bookingId' | 'idempotencyKey' | 'sessionId' | 'ticketCodes'>>;
  resendConfirmation?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'bookingId' | 'idempotencyKey'>>;
  setMyLanguage?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  takePaymentAtDesk?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationTakePaymentAtDeskArgs, 'bookingId' | 'idempotencyKey' | 'method'>>;
};

export type QueryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
  moveOptions?: Resolver<Array<ResolversTypes['StaffMoveOption']>, ParentType, ContextType, RequireFields<QueryMoveOptionsArgs, 'bookingId' | 'date' | 'ticketCodes'>>;
  order?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'bookingId'>>;
  orders?: Resolver<ResolversTypes['StaffOrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  refundQuote?: Resolver<ResolversTypes['StaffRefundQuote'], ParentType, ContextType, RequireFields<QueryRefundQuoteArgs, 'bookingId' | 'ticketCodes'>>;
};

export type StaffAuditEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffAuditEntry'] = ResolversParentTypes['StaffAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffCheckInResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffCheckIn'] = ResolversParentTypes['StaffCheckIn']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffCustomerResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffCustomer'] = ResolversParentTypes['StaffCustomer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMailResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMail'] = ResolversParentTypes['StaffMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffMeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMe'] = ResolversParentTypes['StaffMe']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parks?: Resolver<Array<ResolversTypes['StaffPark']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMoveOptionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMoveOption'] = ResolversParentTypes['StaffMoveOption']> = {
  priceDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  auditTrail?: Resolver<Array<ResolversTypes['StaffAuditEntry']>, ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['StaffCustomer'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOnArrival?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCard?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StaffOrderLine']>, ParentType, ContextType>;
  mails?: Resolver<Array<ResolversTypes['StaffMail']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['StaffPayment']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['StaffRefund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['StaffTicket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffOrderActionResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderActionResult'] = ResolversParentTypes['StaffOrderActionResult']> = {
  order?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['StaffOrderActionProblem']>, ParentType, ContextType>;
};

export type StaffOrderLineResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderLine'] = ResolversParentTypes['StaffOrderLine']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addOns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['StaffTicketCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffOrderPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderPage'] = ResolversParentTypes['StaffOrderPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffOrderSummary']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffOrderSummaryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderSummary'] = ResolversParentTypes['StaffOrderSummary']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstSessionAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffParkResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPark'] = ResolversParentTypes['StaffPark']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPaymentResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPayment'] = ResolversParentTypes['StaffPayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['StaffPaymentEvent']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPaymentEventResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPaymentEvent'] = ResolversParentTypes['StaffPaymentEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffRefundResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffRefund'] = ResolversParentTypes['StaffRefund']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffRefundQuoteResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffRefundQuote'] = ResolversParentTypes['StaffRefundQuote']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCard?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toOriginalPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffTicketResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffTicket'] = ResolversParentTypes['StaffTicket']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkIns?: Resolver<Array<ResolversTypes['StaffCheckIn']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  movedFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffTicketCountResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffTicketCount'] = ResolversParentTypes['StaffTicketCount']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = StaffContext> = {
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StaffAuditEntry?: StaffAuditEntryResolvers<ContextType>;
  StaffCheckIn?: StaffCheckInResolvers<ContextType>;
  StaffCustomer?: StaffCustomerResolvers<ContextType>;
  StaffMail?: StaffMailResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffMoveOption?: StaffMoveOptionResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffOrderActionResult?: StaffOrderActionResultResolvers<ContextType>;
  StaffOrderLine?: StaffOrderLineResolvers<ContextType>;
  StaffOrderPage?: StaffOrderPageResolvers<ContextType>;
  StaffOrderSummary?: StaffOrderSummaryResolvers<ContextType>;
  StaffPark?: StaffParkResolvers<ContextType>;
  StaffPayment?: StaffPaymentResolvers<ContextType>;
  StaffPaymentEvent?: StaffPaymentEventResolvers<ContextType>;
  StaffRefund?: StaffRefundResolvers<ContextType>;
  StaffRefundQuote?: StaffRefundQuoteResolvers<ContextType>;
  StaffTicket?: StaffTicketResolvers<ContextType>;
  StaffTicketCount?: StaffTicketCountResolvers<ContextType>;
};

