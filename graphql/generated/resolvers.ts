import type { GraphQLResolveInfo } from 'graphql';
import type { LocaleRecord, ImageRecord, ParkRecord } from '@/lib/server/repositories/locale-repository';
import type { GraphQLContext } from '@/lib/server/graphql/context';
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

/** An image in a modern format with a fallback, and a square variant of both (SPEC §3 Image). */
export type Image = {
  __typename?: 'Image';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  square: SquareImage;
  /** Alternative text describing the picture. */
  title: Scalars['String']['output'];
  /** WebP. */
  url: Scalars['String']['output'];
  /** JPEG, for browsers without WebP. */
  urlFallback: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** A locality of the operator: one host domain, one language, its booking settings and analytics codes. */
export type Locale = {
  __typename?: 'Locale';
  bookingEmbedCode?: Maybe<Scalars['String']['output']>;
  /** When false, Book leads to externalBookingSiteURL or shows bookingEmbedCode instead of the booking flow. */
  bookingEnabled: Scalars['Boolean']['output'];
  checkoutImage?: Maybe<Image>;
  /** ISO 4217 currency of the locale's prices. */
  currency: Scalars['String']['output'];
  /** The host name this locale answers at, without scheme or port. */
  domain: Scalars['String']['output'];
  /** When true, Book opens ROLLER's progressive checkout, configured by progressiveCheckoutCode. */
  enableProgressiveCheckout: Scalars['Boolean']['output'];
  externalBookingSiteURL?: Maybe<Scalars['String']['output']>;
  facebookCode: Array<Scalars['String']['output']>;
  googleAnalyticsCode: Array<Scalars['String']['output']>;
  googleTagManagerCode: Array<Scalars['String']['output']>;
  /** The hreflang value for alternate links ('x-default' for the global site). */
  hrefLang: Scalars['String']['output'];
  hubspotCode: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  imageMobile?: Maybe<Image>;
  /** The language of the site: 'en' or 'zh-Hant'. */
  locale: Scalars['String']['output'];
  /** Every locale of the operator, in menu order: the location and language chooser and hreflang alternates. */
  locales: Array<Locale>;
  longMenuTitle: Scalars['String']['output'];
  /** The park this locale sells; null for the operator's global site (the location chooser). */
  park?: Maybe<Park>;
  progressiveCheckoutCode?: Maybe<Scalars['String']['output']>;
  /** Whether the global location chooser shows a tile for this locale. */
  showTile: Scalars['Boolean']['output'];
  /** IANA time zone in which the park's session times are shown. */
  timeZone: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A physical park. Its locales (one per language) share its activities and capacity. */
export type Park = {
  __typename?: 'Park';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The locale served at a host domain (no port), with its settings, codes, images and the operator's
   * locale list. Null when no locale answers at that domain.
   */
  getLocale?: Maybe<Locale>;
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetLocaleArgs = {
  domain: Scalars['String']['input'];
};

export type SquareImage = {
  __typename?: 'SquareImage';
  url: Scalars['String']['output'];
  urlFallback: Scalars['String']['output'];
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
  Image: ResolverTypeWrapper<ImageRecord>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Locale: ResolverTypeWrapper<LocaleRecord>;
  Park: ResolverTypeWrapper<ParkRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SquareImage: ResolverTypeWrapper<SquareImage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Image: ImageRecord;
  Int: Scalars['Int']['output'];
  Locale: LocaleRecord;
  Park: ParkRecord;
  Query: Record<PropertyKey, never>;
  SquareImage: SquareImage;
  String: Scalars['String']['output'];
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  square?: Resolver<ResolversTypes['SquareImage'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlFallback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocaleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Locale'] = ResolversParentTypes['Locale']> = {
  bookingEmbedCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkoutImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enableProgressiveCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  externalBookingSiteURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  googleAnalyticsCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  googleTagManagerCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hrefLang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hubspotCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageMobile?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['Locale']>, ParentType, ContextType>;
  longMenuTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  park?: Resolver<Maybe<ResolversTypes['Park']>, ParentType, ContextType>;
  progressiveCheckoutCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showTile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ParkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Park'] = ResolversParentTypes['Park']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  getLocale?: Resolver<Maybe<ResolversTypes['Locale']>, ParentType, ContextType, RequireFields<QueryGetLocaleArgs, 'domain'>>;
};

export type SquareImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SquareImage'] = ResolversParentTypes['SquareImage']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlFallback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Image?: ImageResolvers<ContextType>;
  Locale?: LocaleResolvers<ContextType>;
  Park?: ParkResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SquareImage?: SquareImageResolvers<ContextType>;
};

