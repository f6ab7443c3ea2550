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
  /** The staff member's email, or `command line`, `demo`. */
  actor: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  at: Scalars['String']['output'];
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  parkId?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The signed-in member's language for the back office and the mail it sends them: en or zh-Hant. */
  setMyLanguage: StaffMe;
};


export type MutationSetMyLanguageArgs = {
  language: Scalars['String']['input'];
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
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffPark: ResolverTypeWrapper<StaffPark>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEntry: AuditEntry;
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  StaffMe: StaffMe;
  StaffPark: StaffPark;
  String: Scalars['String']['output'];
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

export type MutationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  setMyLanguage?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
};

export type QueryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditEntries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
  me?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
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

export type Resolvers<ContextType = StaffContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffPark?: StaffParkResolvers<ContextType>;
};

