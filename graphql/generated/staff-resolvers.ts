import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { StaffOrderSource } from '@/lib/server/order-desk/order-view';
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
  /** An ISO 4217 currency code (NZD, HKD): an amount's minor units are this currency's. */
  CurrencyCode: { input: string; output: string; }
  /** A day of a park's own calendar, YYYY-MM-DD (2026-02-31 is refused as bad input). */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with its offset (2026-12-01T19:45:27.000Z). */
  DateTime: { input: string; output: string; }
  /** A language the parks speak: en or zh-Hant (lib/domain/language.ts). */
  Language: { input: 'en' | 'zh-Hant'; output: 'en' | 'zh-Hant'; }
  /** A time of day on a park's clock, HH:mm (24-hour). */
  LocalTime: { input: string; output: string; }
};

export type AccompanyingAdultInput = {
  adultAge: Scalars['String']['input'];
  childrenPerAdult: Scalars['String']['input'];
  underAge: Scalars['String']['input'];
};

export type AccountingSection = {
  __typename?: 'AccountingSection';
  accountClearing: Scalars['String']['output'];
  accountDeferredRevenue: Scalars['String']['output'];
  accountGiftCardLiability: Scalars['String']['output'];
  accountRefunds: Scalars['String']['output'];
  accountSales: Scalars['String']['output'];
  accountTaxRate: Scalars['String']['output'];
};

/**
 * The park's accounts as its accounting package names them, for the reports' Xero export: each code up to
 * 10 letters, digits, dots, dashes or underscores; the tax rate as Xero names it ("Tax Exempt").
 */
export type AccountingSettingsInput = {
  accountClearing: Scalars['String']['input'];
  accountDeferredRevenue: Scalars['String']['input'];
  accountGiftCardLiability: Scalars['String']['input'];
  accountRefunds: Scalars['String']['input'];
  accountSales: Scalars['String']['input'];
  accountTaxRate: Scalars['String']['input'];
};

/**
 * An activity's details as staff type them: texts in both languages (an empty Chinese title leaves the Chinese
 * site in English), highlights one per line; durationMinutes empty for none. (The youngest age is set with
 * the rest of who may ride: RiderRequirementsInput.)
 */
export type ActivityDetailsInput = {
  /** HTML from the rich-text editor, sanitised on the server before it is stored (plain text becomes paragraphs). */
  description: LocalizedTextInput;
  durationMinutes?: InputMaybe<Scalars['String']['input']>;
  /** One highlight a line, in each language. */
  highlights: LocalizedTextInput;
  imageId: Scalars['ID']['input'];
  summary: LocalizedTextInput;
  title: LocalizedTextInput;
};

/**
 * A package's or partner tour's listing as staff type it: the rules of a new activity of its type (a package's
 * two or more of the park's bookable activities; a partner tour's https page, name and price as text in the
 * park's currency). Fields of the other type are ignored.
 */
export type ActivityListingInput = {
  externalUrl: Scalars['String']['input'];
  includedActivityIds: Array<Scalars['ID']['input']>;
  partnerFromPrice: Scalars['String']['input'];
  partnerName: Scalars['String']['input'];
};

export type ActivitySchedules = {
  __typename?: 'ActivitySchedules';
  id: Scalars['ID']['output'];
  /** In the member's language where the park's content has it. */
  name: Scalars['String']['output'];
  /** One-off sessions (a schedule of one day and one time), by date. */
  oneOffs: Array<StaffScheduleEntry>;
  /** Weekly patterns, by season start. */
  patterns: Array<StaffScheduleEntry>;
  retired: Scalars['Boolean']['output'];
};

/** What kind an activity is. The values are the activities table's (and the visitor API's type names). */
export type ActivityType =
  /** Booked here: its sessions, ticket types and add-ons. */
  | 'BookableActivity'
  /** A package of the park's bookable activities. */
  | 'ComboActivity'
  /** A partner's tour, booked on the partner's site. */
  | 'ThirdPartyActivity';

/** An add-on as staff type it (zhHant empty: the Chinese site shows the English); price in the park's currency, as a ticket's. */
export type AddOnInput = {
  description: LocalizedTextInput;
  perParticipant: Scalars['Boolean']['input'];
  price: Scalars['String']['input'];
  title: LocalizedTextInput;
};

export type AdjustGiftCardInput = {
  /** Minor units, signed: a credit (positive) or a debit (negative) that never takes the balance below zero. */
  amount: Scalars['Int']['input'];
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type AnalyticsSection = {
  __typename?: 'AnalyticsSection';
  facebookCode: Array<Scalars['String']['output']>;
  /** The variables' names only, never their values. */
  ga4ApiSecretEnv: Scalars['String']['output'];
  googleAnalyticsCode: Array<Scalars['String']['output']>;
  googleTagManagerCode: Array<Scalars['String']['output']>;
  hubspotCode: Array<Scalars['String']['output']>;
  metaAccessTokenEnv: Scalars['String']['output'];
};

/** Each tracker's codes, as typed: separated by commas, spaces or lines. */
export type AnalyticsSettingsInput = {
  facebookCode: Scalars['String']['input'];
  /** Server-side conversions: the environment variables holding GA4's API secret and Meta's access token (owners only; empty for none). */
  ga4ApiSecretEnv?: InputMaybe<Scalars['String']['input']>;
  googleAnalyticsCode: Scalars['String']['input'];
  googleTagManagerCode: Scalars['String']['input'];
  hubspotCode: Scalars['String']['input'];
  metaAccessTokenEnv?: InputMaybe<Scalars['String']['input']>;
};

/** One staff action: who, when, what, to what, and the state before and after (JSON). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /**
   * What was done, as the action wrote it (`page.publish`, `settings.checkout`, `order.cancel`). Text, not an
   * enum: every capability names its own actions (some composed, `settings.<section>`), and the trail is
   * history that is only ever appended to, so an entry written under a name since retired must still read.
   */
  action: Scalars['String']['output'];
  /** The staff member's email, or `command line`, `demo`, `sign-in screen`. */
  actor: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  before?: Maybe<Scalars['String']['output']>;
  /**
   * On the audit screen: the currency its money is in (its order's, else its park's; none for the operator's
   * own entries). An order's or enquiry's own trail leaves it to the page, which knows its order.
   */
  currency?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  parkId?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
  /** On the audit screen: the time zone its moments are read in (its order's site's, else its park's; UTC for the operator's own). */
  timeZone?: Maybe<Scalars['String']['output']>;
};

export type BookingPayment =
  /** Pay on arrival, not yet confirmed by the visitor through the emailed link: given back if not confirmed in time. */
  | 'AWAITING_CONFIRMATION'
  /** The visitor is paying now. */
  | 'AWAITING_PAYMENT'
  /** Paid, nothing due. */
  | 'PAID'
  /** To pay at the desk on arrival. */
  | 'PAY_AT_DESK';

export type BookingSection = {
  __typename?: 'BookingSection';
  bookingEmbedCode: Scalars['String']['output'];
  bookingEnabled: Scalars['Boolean']['output'];
  enableProgressiveCheckout: Scalars['Boolean']['output'];
  externalBookingSiteUrl: Scalars['String']['output'];
  progressiveCheckoutCode: Scalars['String']['output'];
};

export type BookingSettingsInput = {
  bookingEmbedCode: Scalars['String']['input'];
  bookingEnabled: Scalars['Boolean']['input'];
  enableProgressiveCheckout: Scalars['Boolean']['input'];
  externalBookingSiteUrl: Scalars['String']['input'];
  progressiveCheckoutCode: Scalars['String']['input'];
};

/** DAY_TRADE: Day Trade (business hours); EXCLUSIVE: Exclusive (including after hours). */
export type BookingType =
  | 'DAY_TRADE'
  | 'EXCLUSIVE';

/**
 * Where a visitor's own cancellation refunds to, as the parks table stores it: the shared RefundTo's two,
 * or the visitor's choice of them (lib/domain/self-service.ts).
 */
export type CancelRefundTo =
  /** The visitor chooses: back to how they paid, or a gift card. */
  | 'choice'
  | 'gift_card'
  | 'original';

export type CatalogueActivityResult = CatalogueActivitySaved | CatalogueFormRefused;

/** The activity as it is now (also when nothing needed changing). */
export type CatalogueActivitySaved = {
  __typename?: 'CatalogueActivitySaved';
  activity: DeskActivityDetail;
};

/** A park's catalogue as the back office keeps it (issue #23): its activities in the order the public site lists them. */
export type CatalogueDesk = {
  __typename?: 'CatalogueDesk';
  /** On sale and retired, in the public site's order. */
  activities: Array<DeskActivity>;
  /** The park's currency: prices are minor units of it. */
  currency: Scalars['CurrencyCode']['output'];
  /** The images a new activity may show. */
  images: Array<DeskImage>;
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
};

export type CatalogueDeskResult = CatalogueDeskSaved | CatalogueFormRefused;

/** The park's list as it is now. */
export type CatalogueDeskSaved = {
  __typename?: 'CatalogueDeskSaved';
  catalogue: CatalogueDesk;
};

/**
 * The field of a catalogue form a problem is about; form: the whole action. A text's language is its
 * LocalizedTextInput key: titleEn is title.en, titleZhHant title.zhHant.
 */
export type CatalogueFormField =
  /** The accompanying-adult rule's age from which a rider counts as the adult. */
  | 'adultAge'
  | 'childrenPerAdult'
  | 'dates'
  | 'descriptionEn'
  | 'descriptionZhHant'
  | 'durationMinutes'
  | 'externalUrl'
  | 'form'
  /** The list of health questions as a whole (its problem's index: the question, when it is one). */
  | 'healthQuestions'
  | 'highlightsEn'
  | 'highlightsZhHant'
  | 'imageId'
  | 'includedActivityIds'
  | 'kind'
  | 'maxAge'
  | 'maxHeightCm'
  | 'maxWeightKg'
  | 'minAge'
  | 'minHeightCm'
  | 'participants'
  | 'partnerFromPrice'
  | 'partnerName'
  | 'perParticipant'
  | 'percent'
  | 'price'
  /** A health question's English text (its problem's index: which one). */
  | 'questionEn'
  /** A health question's Chinese text (its problem's index: which one). */
  | 'questionZhHant'
  /** A health question's answer that refuses (its problem's index: which one). */
  | 'refusingAnswer'
  | 'slug'
  | 'summaryEn'
  | 'summaryZhHant'
  | 'titleEn'
  | 'titleZhHant'
  | 'type'
  /** The accompanying-adult rule's age under which a child needs an adult. */
  | 'underAge'
  | 'variationId'
  | 'waiverId';

/** A form's problem: the field and why (the screen shows the message of its code). */
export type CatalogueFormProblem = {
  __typename?: 'CatalogueFormProblem';
  code: CatalogueProblemCode;
  field: CatalogueFormField;
  /** The item of a list the problem is about, from 0 (a health question); null otherwise. */
  index?: Maybe<Scalars['Int']['output']>;
};

/** Nothing was saved: every problem of the form at once. */
export type CatalogueFormRefused = {
  __typename?: 'CatalogueFormRefused';
  problems: Array<CatalogueFormProblem>;
};

/**
 * Why a catalogue form was refused. Each is the last part of its message's key in locales/<lng>/admin.json:
 * a whole action's (field form) catalogue.errors.<code>, a field's catalogue.validation.<code>.
 */
export type CatalogueProblemCode =
  /** Only a bookable activity has add-ons. */
  | 'addOnsBookable'
  /** The adult's age of the accompanying-adult rule: from the children's age to 120 years. */
  | 'adultAge'
  /** An age from 0 to 120 years. */
  | 'ageRange'
  /** A maximum below its minimum. */
  | 'belowMinimum'
  /** Children per adult: 1 to 20. */
  | 'childrenPerAdult'
  | 'days'
  /** Another dated price of the ticket type lists one of the days: a day has one price. */
  | 'daysOverlap'
  | 'daysRequired'
  /** The same question is asked twice. */
  | 'duplicateQuestion'
  | 'duration'
  /** Something was wrong with the request itself (a key that is no UUID): try again. */
  | 'failed'
  /** The accompanying-adult rule needs this figure, a whole number. */
  | 'figureRequired'
  /** It is already first. */
  | 'first'
  /** A height from 0 to 250 cm. */
  | 'heightRange'
  /** Not one of the images the park may show. */
  | 'image'
  /** A package includes two or more of the park's bookable activities. */
  | 'includes'
  /** It is already last. */
  | 'last'
  /** An activity on sale keeps at least one ticket type on sale. */
  | 'lastTicket'
  /** An activity booked here goes on sale with a ticket type on sale. */
  | 'noTickets'
  | 'participants'
  /** People per ticket cannot change once the ticket type exists. */
  | 'participantsFixed'
  | 'partnerName'
  /** A partner's tour states who may ride on the partner's site. */
  | 'partnerRiders'
  /** A partner's tour has no ticket types or price rules here. */
  | 'partnerTickets'
  | 'perParticipant'
  | 'percent'
  | 'price'
  | 'priceMax'
  | 'priceRequired'
  /** A health question needs its English text. */
  | 'questionText'
  /** At most 20 health questions. */
  | 'questions'
  /** Choose the answer that refuses: yes or no. */
  | 'refusingAnswer'
  | 'ruleKind'
  | 'slug'
  /** Another activity of the park has this address. */
  | 'slugTaken'
  | 'textLength'
  /** Not one of the activity's ticket types. */
  | 'ticketType'
  | 'titleLength'
  | 'titleRequired'
  | 'type'
  /** The children's age of the accompanying-adult rule: 1 to 120 years. */
  | 'underAge'
  | 'url'
  /** Not one of the park's waivers. */
  | 'waiver'
  /** A weight from 0 to 300 kg. */
  | 'weightRange'
  /** Not a whole number (a limit may be left empty). */
  | 'wholeNumber';

/** Whether an activity, a ticket type or an add-on is offered. */
export type CatalogueStatus =
  | 'onSale'
  /** Gone from the public site; its orders, tickets and the carts holding it keep working. */
  | 'retired';

export type ChannelSales = {
  __typename?: 'ChannelSales';
  amount: Scalars['Int']['output'];
  channel: OrderChannel;
};

/** A charge's life: the difference of a move to a dearer session. Lower-case: the order_charges table's values. */
export type ChargeStatus =
  /** The booking's tickets were all cancelled since, or a cheaper move offset it: nothing is owed. */
  | 'cancelled'
  | 'due'
  | 'paid'
  /** Paid, then the tickets it moved were cancelled: the payment went back. */
  | 'refunded';

/** One check-in of a ticket: how many people, when, by whom; undoable for two minutes. */
export type CheckIn = {
  __typename?: 'CheckIn';
  at: Scalars['DateTime']['output'];
  byEmail: Scalars['String']['output'];
  byName: Scalars['String']['output'];
  gate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  people: Scalars['Int']['output'];
  undoableUntil: Scalars['DateTime']['output'];
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * A check-in an offline scanner made whose people were not all counted when it synced: who let them in,
 * where and when (the device's clock), and the ticket's counted check-ins it collided with.
 */
export type CheckInConflict = {
  __typename?: 'CheckInConflict';
  /** The ticket's booking; null for a code no ticket has. */
  bookingId?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  counted: Scalars['Int']['output'];
  device: Scalars['String']['output'];
  gate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  others: Array<CheckInConflictOther>;
  people: Scalars['Int']['output'];
  reason: OfflineConflict;
  scannedAt: Scalars['DateTime']['output'];
  sessionId?: Maybe<Scalars['ID']['output']>;
  syncedAt: Scalars['DateTime']['output'];
};

export type CheckInConflictOther = {
  __typename?: 'CheckInConflictOther';
  at: Scalars['DateTime']['output'];
  device?: Maybe<Scalars['String']['output']>;
  gate?: Maybe<Scalars['String']['output']>;
  people: Scalars['Int']['output'];
};

export type CheckInProgress =
  | 'FULL'
  | 'NONE'
  | 'PARTIAL';

/** The check-in was taken back: its people may come in again. */
export type CheckInUndone = {
  __typename?: 'CheckInUndone';
  checkIn: CheckIn;
  /** The ticket after it. */
  ticket: GateTicket;
};

export type CheckoutSection = {
  __typename?: 'CheckoutSection';
  address: Scalars['String']['output'];
  cancelHoursBefore: Scalars['String']['output'];
  cancelRefundTo: CancelRefundTo;
  cancellationPolicy: Scalars['String']['output'];
  cheaperDifferenceTo: RefundTo;
  checkoutImageId: Scalars['String']['output'];
  giftCardBonusPercent: Scalars['String']['output'];
  mapUrl: Scalars['String']['output'];
  offlineUnknownTickets: OfflineUnknownTickets;
  rescheduleHoursBefore: Scalars['String']['output'];
  reservationConfirmation: Scalars['Boolean']['output'];
  reservationReleaseMinutes: Scalars['String']['output'];
  reservationSharePercent: Scalars['String']['output'];
  venueHireEmail: Scalars['String']['output'];
  waiverRetentionYears: Scalars['String']['output'];
};

export type CheckoutSettingsInput = {
  /** The park's address in the site's language (issue #24). */
  address: Scalars['String']['input'];
  /** Whole hours before a session a visitor may still cancel; empty: not offered (the whole park). */
  cancelHoursBefore: Scalars['String']['input'];
  /** Where a visitor's cancellation refunds to (the whole park). */
  cancelRefundTo: CancelRefundTo;
  cancellationPolicy: Scalars['String']['input'];
  /** Where a cheaper session's difference goes (the whole park). */
  cheaperDifferenceTo: RefundTo;
  /** An image's id, or empty for none. */
  checkoutImageId: Scalars['String']['input'];
  /** Percent added to money taken as gift-card credit (the whole park). */
  giftCardBonusPercent: Scalars['String']['input'];
  /** An https map link; empty: a map search for the address. */
  mapUrl: Scalars['String']['input'];
  /** What an offline scanner does with a signed code its list lacks (the whole park); left out, unchanged. */
  offlineUnknownTickets?: InputMaybe<OfflineUnknownTickets>;
  /** Whole hours before a session a visitor may still move it themselves; empty: not offered (the whole park). */
  rescheduleHoursBefore: Scalars['String']['input'];
  reservationConfirmation: Scalars['Boolean']['input'];
  /** Whole minutes (0–1440) after its first session starts that a reservation none of whose tickets is checked in keeps its places (the whole park). */
  reservationReleaseMinutes: Scalars['String']['input'];
  /** The most of each session, in whole percent (0–100), that pay-on-arrival reservations not yet paid may keep (the whole park). */
  reservationSharePercent: Scalars['String']['input'];
  /** Empty: no venue-hire form. */
  venueHireEmail: Scalars['String']['input'];
  /** Whole years (1–30) a signed waiver is kept before it is deleted (the whole park). */
  waiverRetentionYears: Scalars['String']['input'];
};

export type ClosureProblem =
  /** The idempotency key was used for another action. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** No session (or too many) was chosen. */
  | 'NO_SESSIONS'
  /** A closure needs a reason. */
  | 'REASON_REQUIRED'
  /** The reason is longer than 500 characters. */
  | 'REASON_TOO_LONG'
  /** The sessions are of more than one park. */
  | 'SEVERAL_PARKS';

/** Nothing was done: why. */
export type ClosureRefused = {
  __typename?: 'ClosureRefused';
  problem: ClosureProblem;
};

/** What closing or reopening answers: what it changed (or changed before: the same key again), or why nothing was done. */
export type ClosureResult = ClosureRefused | SessionsChanged;

/**
 * What discarding a draft answered. Nothing refuses it today (a page with no draft is answered as it is);
 * a union so that a refusal, should one come, is a member the screens already switch on.
 */
export type ContentDraftDiscardResult = ContentDraftDiscarded;

export type ContentDraftDiscarded = {
  __typename?: 'ContentDraftDiscarded';
  page: ContentPageEditor;
};

/** What saving a draft answered: the page with its draft, or the version's problems (nothing saved). */
export type ContentDraftResult = ContentDraftSaved | ContentFormRefused;

export type ContentDraftSaved = {
  __typename?: 'ContentDraftSaved';
  page: ContentPageEditor;
  /** The draft's HTML blocks had something removed by the sanitiser. */
  sanitised: Scalars['Boolean']['output'];
};

export type ContentEditorActivity = {
  __typename?: 'ContentEditorActivity';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type ContentEditorImage = {
  __typename?: 'ContentEditorImage';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A field of the content desk's forms: a page version's (title … data) or the menus' entries; form: the whole. */
export type ContentFormField =
  | 'blocks'
  | 'data'
  | 'description'
  | 'entries'
  | 'form'
  | 'heroImageId'
  | 'title';

/**
 * A form's problem: which of its fields, where exactly, and why. The same rules run in the browser
 * (lib/domain/content-desk.ts pageVersionSchema, menusSchema), so the screen shows the server's problems as
 * its own.
 */
export type ContentFormProblem = {
  __typename?: 'ContentFormProblem';
  code: ContentProblemCode;
  field: ContentFormField;
  /**
   * Where in the form, as the form's own names go (title, blocks[2].heading, data.events[0].year,
   * entries[1].menuOrder; form for the whole): the place, with its indexes, of the field named above.
   */
  path: Scalars['String']['output'];
};

/** Nothing was saved: each problem of the form. */
export type ContentFormRefused = {
  __typename?: 'ContentFormRefused';
  problems: Array<ContentFormProblem>;
};

/** A site's locale: one domain in one language. */
export type ContentLocale = {
  __typename?: 'ContentLocale';
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['Language']['output'];
};

/** A page's place in the menus as staff set it: positions 1–99 (empty: not there), menuTitle empty: the title. */
export type ContentMenuEntryInput = {
  footerOrder?: InputMaybe<Scalars['String']['input']>;
  menuOrder?: InputMaybe<Scalars['String']['input']>;
  menuTitle?: InputMaybe<Scalars['String']['input']>;
  pageId: Scalars['ID']['input'];
};

export type ContentMenusResult = ContentFormRefused | ContentMenusSaved;

export type ContentMenusSaved = {
  __typename?: 'ContentMenusSaved';
  /** The site's pages with their places in the menus as saved. */
  site: ContentPages;
};

/**
 * A path's page in one locale, in the editor. published and draft are JSON of a page version (title,
 * description, heroImageId, blocks, data: lib/domain/content-desk.ts PageVersion), the shapes of
 * lib/domain/content.ts: the seven block types and the page types' data, checked by the shared schema.
 */
export type ContentPageColumn = {
  __typename?: 'ContentPageColumn';
  /** Whether a previous version is kept, which revert puts back. */
  canRevert: Scalars['Boolean']['output'];
  /** null: no draft. */
  draft?: Maybe<Scalars['String']['output']>;
  draftSavedAt?: Maybe<Scalars['DateTime']['output']>;
  language: Scalars['Language']['output'];
  localeId: Scalars['ID']['output'];
  pageId: Scalars['ID']['output'];
  publicUrl: Scalars['String']['output'];
  published: Scalars['String']['output'];
  type: PageType;
  updatedAt: Scalars['DateTime']['output'];
};

export type ContentPageEditor = {
  __typename?: 'ContentPageEditor';
  /** The park's activities on sale, which a home or things-to-do page may feature. */
  activities: Array<ContentEditorActivity>;
  /** One per locale of the site, English first. */
  columns: Array<ContentPageColumn>;
  /** The images a page may show. */
  images: Array<ContentEditorImage>;
  parkId?: Maybe<Scalars['ID']['output']>;
  path: Scalars['String']['output'];
  type: PageType;
};

/** A path's page in one locale, as the page list and the menus form show it. */
export type ContentPageLocale = {
  __typename?: 'ContentPageLocale';
  canRevert: Scalars['Boolean']['output'];
  /** Position in the footer links; null: not in them. */
  footerOrder?: Maybe<Scalars['Int']['output']>;
  hasDraft: Scalars['Boolean']['output'];
  language: Scalars['Language']['output'];
  localeId: Scalars['ID']['output'];
  /** Position in the header menu; null: not in it. */
  menuOrder?: Maybe<Scalars['Int']['output']>;
  /** The short label of menus; null: the title. */
  menuTitle?: Maybe<Scalars['String']['output']>;
  pageId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A path of the site with its page in each locale. */
export type ContentPagePath = {
  __typename?: 'ContentPagePath';
  locales: Array<ContentPageLocale>;
  path: Scalars['String']['output'];
  type: PageType;
};

/** Why a page was not published or reverted: content.errors.<problem> of locales/<lng>/admin.json. */
export type ContentPageProblem =
  /** No draft to publish. */
  | 'noDraft'
  /** No previous version is kept. */
  | 'nothingToRevert'
  /** The draft says what the live page says: the draft is dropped, nothing is published. */
  | 'unchanged';

export type ContentPagePublished = {
  __typename?: 'ContentPagePublished';
  page: ContentPageEditor;
};

/** Nothing was published or reverted: why. */
export type ContentPageRefused = {
  __typename?: 'ContentPageRefused';
  problem: ContentPageProblem;
};

export type ContentPageReverted = {
  __typename?: 'ContentPageReverted';
  page: ContentPageEditor;
};

export type ContentPages = {
  __typename?: 'ContentPages';
  locales: Array<ContentLocale>;
  name: Scalars['String']['output'];
  parkId?: Maybe<Scalars['ID']['output']>;
  paths: Array<ContentPagePath>;
};

export type ContentPreviewLink = {
  __typename?: 'ContentPreviewLink';
  expiresAt: Scalars['DateTime']['output'];
  /** On the locale's own domain; shows the draft (the live page when there is none) to whoever holds it. */
  url: Scalars['String']['output'];
};

/** Why a field was refused: content.validation.<code> of locales/<lng>/admin.json (invalid: content.errors.invalid). */
export type ContentProblemCode =
  /** A featured activity that is not the park's. */
  | 'activity'
  | 'blockType'
  | 'date'
  | 'faqItems'
  | 'href'
  /** Not one of the site's images (the park's own or the shared ones). */
  | 'image'
  | 'imageSide'
  /** Not a page version or a menu of this site at all (not JSON, another locale's page). */
  | 'invalid'
  /** A menu or footer position outside 1–99. */
  | 'position'
  | 'required'
  | 'textLength'
  | 'tooManyBlocks';

export type ContentPublishResult = ContentPagePublished | ContentPageRefused;

export type ContentRevertResult = ContentPageRefused | ContentPageReverted;

/** A site whose content a member may edit: one of their parks, or (owners) the operator's global site (parkId null). */
export type ContentSite = {
  __typename?: 'ContentSite';
  name: Scalars['String']['output'];
  parkId?: Maybe<Scalars['ID']['output']>;
};

export type CreateWaiverResult = WaiverCreated | WaiverRefused;

export type Dashboard = {
  __typename?: 'Dashboard';
  capacity: Scalars['Int']['output'];
  checkedIn: Scalars['Int']['output'];
  /** The day the money is compared with: the same weekday last week. */
  comparedWith: Scalars['Date']['output'];
  /** The park's local day today. */
  date: Scalars['Date']['output'];
  /** Null for a member who may not read the park's enquiries. */
  enquiries?: Maybe<DashboardEnquiries>;
  /** Places booked today (sold and reserved), every session. */
  expected: Scalars['Int']['output'];
  /** Riders of today's sessions whose waiver is asked and not signed. */
  missingWaivers: Scalars['Int']['output'];
  /** Null for a member who may not read the park's money (a gate), or a park with no site yet. */
  money?: Maybe<DashboardMoney>;
  /** The whole day's places booked over its capacity, a whole percent; null with no capacity. */
  occupancy?: Maybe<Scalars['Int']['output']>;
  /** Null for a member who may not read the park's business figures. */
  outbox?: Maybe<DashboardOutbox>;
  park: StaffPark;
  /** When these figures were read: the screen says how fresh they are. */
  readAt: Scalars['DateTime']['output'];
  /** Today's sessions in start order. */
  sessions: Array<DashboardSession>;
};

export type DashboardComparison = {
  __typename?: 'DashboardComparison';
  /** today minus lastWeek. */
  difference: Scalars['Int']['output'];
  lastWeek: Scalars['Int']['output'];
  /** The difference over last week's, a whole percent; null when last week's is 0. */
  percentChange?: Maybe<Scalars['Int']['output']>;
  today: Scalars['Int']['output'];
};

export type DashboardEnquiries = {
  __typename?: 'DashboardEnquiries';
  /** When the oldest of them came; null when none waits. */
  oldest?: Maybe<Scalars['DateTime']['output']>;
  /** Enquiries nobody has answered (status new). */
  waiting: Scalars['Int']['output'];
};

/** Amounts in minor units of the park's currency, summed on the server from the orders, charges and refunds. */
export type DashboardMoney = {
  __typename?: 'DashboardMoney';
  /** Today's sales by where the order was placed: every channel, 0 where none. */
  byChannel: Array<ChannelSales>;
  currency: Scalars['CurrencyCode']['output'];
  refundCount: Scalars['Int']['output'];
  /** Money given back today (refunds recorded, but those a provider refused) against the same weekday last week. */
  refunds: DashboardComparison;
  /** Money taken today (orders paid, charges paid) against the same weekday last week. */
  sales: DashboardComparison;
  /** Confirmed pay-on-arrival reservations with a ticket today, and what the desk is to collect for them. */
  unpaidReservations: UnpaidReservations;
};

/** The mail outbox (every park's mail): what waits to be sent. */
export type DashboardOutbox = {
  __typename?: 'DashboardOutbox';
  /** Of the queued, those tried and failed, waiting to be retried. */
  failing: Scalars['Int']['output'];
  health: OutboxHealth;
  /** Minutes the oldest unsent mail has waited; null when none waits. */
  oldestQueuedMinutes?: Maybe<Scalars['Int']['output']>;
  queued: Scalars['Int']['output'];
};

export type DashboardSession = {
  __typename?: 'DashboardSession';
  activityName: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  checkedIn: Scalars['Int']['output'];
  closed: Scalars['Boolean']['output'];
  endTime?: Maybe<Scalars['LocalTime']['output']>;
  /** Places booked: sold and reserved (to pay at the desk). */
  expected: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Riders whose waiver is asked and not signed. */
  missingWaivers: Scalars['Int']['output'];
  /** Booked and not checked in, once the session has started; null before it starts. */
  noShows?: Maybe<Scalars['Int']['output']>;
  /** Places booked over capacity, a whole percent; null with no capacity. */
  occupancy?: Maybe<Scalars['Int']['output']>;
  startTime: Scalars['LocalTime']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type DaySheet = {
  __typename?: 'DaySheet';
  /** Offline scanners' check-ins of the day not all counted when they synced (two gates let one ticket in), in the order they were made. */
  conflicts: Array<CheckInConflict>;
  /** Where its CSV export is downloaded (on this host, with the session cookie). */
  csvPath: Scalars['String']['output'];
  /** The park's currency, which each session's dueAtDesk is in; null for a park with no site yet (nothing is sold). */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** The park's local day. */
  date: Scalars['Date']['output'];
  /** The group bookings with tickets on the day (lib/domain/group-booking.ts), by organisation. */
  groups: Array<DaySheetGroup>;
  park: StaffPark;
  /** When these counts were read: the screen says how fresh they are. */
  readAt: Scalars['DateTime']['output'];
  /** In start order (then the activities' order). */
  sessions: Array<DaySheetSession>;
};

/** A group booking on the day sheet: its deposit, what is still due of its balance, and its riders' waivers. */
export type DaySheetGroup = {
  __typename?: 'DaySheetGroup';
  /** What is still due of the balance, in minor units of the sheet's currency (0: paid). */
  balanceDue: Scalars['Int']['output'];
  bookingId: Scalars['String']['output'];
  /** The deposit paid, in minor units of the sheet's currency. */
  deposit: Scalars['Int']['output'];
  /** The balance's due day. */
  dueOn: Scalars['Date']['output'];
  organisation: Scalars['String']['output'];
  people: Scalars['Int']['output'];
  /** Its riders named and waivers signed on the day; null where its activities ask nothing of riders. */
  riders?: Maybe<SessionRiders>;
};

/**
 * A session and its places. Sold, reserved and held add up to what the session has taken; free is what is
 * left to book.
 */
export type DaySheetSession = {
  __typename?: 'DaySheetSession';
  /** The activity's name, in the member's language where the park's content has it. */
  activityName: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  /** People checked in at the gate. */
  checkedIn: Scalars['Int']['output'];
  /** Closed by the park (issue #23): nothing more can be booked (free is 0). */
  closed: Scalars['Boolean']['output'];
  /**
   * What the desk collects for the reserved places, in minor units of the sheet's currency: each booking's
   * whole due counted once, at the first session its tickets admit to.
   */
  dueAtDesk: Scalars['Int']['output'];
  /** The end on the park's clock, where the activity has a duration. */
  endTime?: Maybe<Scalars['LocalTime']['output']>;
  /** Places anyone may still book. */
  free: Scalars['Int']['output'];
  /** Places kept for visitors still booking: carts' holds, payments under way, reservations awaiting their emailed confirmation. */
  held: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Places reserved and not paid: to be paid at the desk on the day (pay on arrival). */
  reserved: Scalars['Int']['output'];
  /** The shared resources (harnesses, guides) that cannot serve its places taken at some moment of it: a count was lowered below what is sold. In name order; empty when none. */
  resourcesShort: Array<Scalars['String']['output']>;
  /** Its riders named and waivers signed; null where the activity asks nothing of its riders or none are booked. */
  riders?: Maybe<SessionRiders>;
  /** Places sold: paid with nothing left to pay. */
  sold: Scalars['Int']['output'];
  /** The start on the park's clock. */
  startTime: Scalars['LocalTime']['output'];
  startsAt: Scalars['DateTime']['output'];
  /** Visitors on its waiting list now, waiting or holding an offer (issue #24). */
  waiting: Scalars['Int']['output'];
};

/** Riders under underAge ride with a rider of adultAge or older, at most childrenPerAdult children per adult. */
export type DeskAccompanyingAdult = {
  __typename?: 'DeskAccompanyingAdult';
  adultAge: Scalars['Int']['output'];
  childrenPerAdult: Scalars['Int']['output'];
  underAge: Scalars['Int']['output'];
};

/** An activity in its park's list. */
export type DeskActivity = {
  __typename?: 'DeskActivity';
  /** The lowest price of its ticket types on sale (or a partner's advertised price), minor units; null: none. */
  fromPrice?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Its place in the park's list, from 1. */
  position: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  status: CatalogueStatus;
  /** In the member's language (English where it has none). */
  title: Scalars['String']['output'];
  type: ActivityType;
};

export type DeskActivityChoice = {
  __typename?: 'DeskActivityChoice';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** An activity with its ticket types and details. */
export type DeskActivityDetail = {
  __typename?: 'DeskActivityDetail';
  /** Bookable activities' extras, on sale and retired, in order. */
  addOns: Array<DeskAddOn>;
  currency: Scalars['CurrencyCode']['output'];
  details: DeskActivityDetails;
  fromPrice?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The images an activity may show. */
  images: Array<DeskImage>;
  /** A package's included activities, or a partner tour's booking page; null for a bookable activity. */
  listing?: Maybe<DeskActivityListing>;
  /** Its public page on each of the park's sites, while it is on sale. */
  pages: Array<DeskActivityPage>;
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  /** Weekend and listed days' uplifts of every ticket price (a listed day's wins over the weekend's). */
  priceRules: Array<DeskPriceRule>;
  /** Who may ride it (a partner's tour states its own on the partner's site: never asked here). */
  riders: DeskRiderRequirements;
  slug: Scalars['String']['output'];
  status: CatalogueStatus;
  /** In the member's language (English where it has none). */
  title: Scalars['String']['output'];
  type: ActivityType;
  /** Upgrades from this activity to a package. */
  upgrades: Array<DeskUpgrade>;
  /** On sale and retired, in the order the public site lists them. */
  variations: Array<DeskVariation>;
  /** The park's waivers its riders may be asked to sign. */
  waivers: Array<DeskWaiver>;
};

/**
 * An activity's texts in English and Traditional Chinese (a text's zhHant empty: the Chinese site shows the
 * English; with no Chinese title it shows every text in English), duration and image. The youngest age is
 * its riders' (DeskActivityDetail.riders.minAge), edited with the rest of who may ride.
 */
export type DeskActivityDetails = {
  __typename?: 'DeskActivityDetails';
  /** The rich-text editor's HTML as stored (sanitised when saved), or an older description's plain text. */
  description: LocalizedText;
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  /** One item a line on the public page. */
  highlights: LocalizedTextList;
  imageId: Scalars['ID']['output'];
  summary: LocalizedText;
  title: LocalizedText;
};

/** What a package includes, or where and from whom a partner's tour is booked. */
export type DeskActivityListing = {
  __typename?: 'DeskActivityListing';
  /** The park's bookable activities a package may include, in the member's language. */
  choices: Array<DeskActivityChoice>;
  /** A partner tour's booking page (https); empty for a package. */
  externalUrl: Scalars['String']['output'];
  includedActivityIds: Array<Scalars['ID']['output']>;
  /** The partner's advertised price, minor units; null for a package. */
  partnerFromPrice?: Maybe<Scalars['Int']['output']>;
  partnerName: Scalars['String']['output'];
};

export type DeskActivityPage = {
  __typename?: 'DeskActivityPage';
  /** The site's language. */
  language: Scalars['Language']['output'];
  url: Scalars['String']['output'];
};

/** An extra bought with an activity, per booking or per participant. */
export type DeskAddOn = {
  __typename?: 'DeskAddOn';
  description: LocalizedText;
  id: Scalars['ID']['output'];
  perParticipant: Scalars['Boolean']['output'];
  /** Minor units of the park's currency. */
  price: Scalars['Int']['output'];
  status: CatalogueStatus;
  /** zhHant empty: the Chinese site shows the English texts. */
  title: LocalizedText;
};

/** A yes/no question each rider answers: refusingAnswer is the answer that keeps them off the ride. */
export type DeskHealthQuestion = {
  __typename?: 'DeskHealthQuestion';
  /** Kept when its text changes: riders' answers name it. */
  id: Scalars['ID']['output'];
  refusingAnswer: Scalars['Boolean']['output'];
  /** zhHant empty: the Chinese site asks it in English. */
  text: LocalizedText;
};

export type DeskImage = {
  __typename?: 'DeskImage';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** How money is taken at the desk: the PaymentMethod values staff may choose. */
export type DeskPaymentMethod =
  | 'card_at_desk'
  | 'cash';

/**
 * A percentage added to every ticket price on weekends (kind weekend) or on the days listed (kind dates); or
 * a dated price (kind price): one ticket type's price on the days listed, in place of its usual price.
 */
export type DeskPriceRule = {
  __typename?: 'DeskPriceRule';
  /** The park's days, in order; empty for a weekend rule. */
  dates: Array<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  kind: PriceRuleKind;
  /** The uplift; 0 for a dated price. */
  percent: Scalars['Int']['output'];
  /** A dated price, minor units of the park's currency; null for an uplift. */
  price?: Maybe<Scalars['Int']['output']>;
  /** A dated price's ticket type; null for an uplift. */
  variationId?: Maybe<Scalars['ID']['output']>;
};

/**
 * Who may ride an activity (lib/domain/riders.ts): ages in years, heights in centimetres, weight in
 * kilograms, each null for no limit; the accompanying-adult rule or null; the park's waiver or null; the
 * health questions each rider answers.
 */
export type DeskRiderRequirements = {
  __typename?: 'DeskRiderRequirements';
  accompanyingAdult?: Maybe<DeskAccompanyingAdult>;
  healthQuestions: Array<DeskHealthQuestion>;
  maxAge?: Maybe<Scalars['Int']['output']>;
  maxHeightCm?: Maybe<Scalars['Int']['output']>;
  maxWeightKg?: Maybe<Scalars['Int']['output']>;
  minAge?: Maybe<Scalars['Int']['output']>;
  minHeightCm?: Maybe<Scalars['Int']['output']>;
  waiverId?: Maybe<Scalars['ID']['output']>;
};

/** An upgrade to a package, priced per participant. */
export type DeskUpgrade = {
  __typename?: 'DeskUpgrade';
  description: LocalizedText;
  id: Scalars['ID']['output'];
  price: Scalars['Int']['output'];
  targetActivityId: Scalars['ID']['output'];
  /** zhHant empty: the Chinese site shows the English texts. */
  title: LocalizedText;
};

/** A ticket type (variation): one ticket admits `participants` people for `price` minor units of the park's currency. */
export type DeskVariation = {
  __typename?: 'DeskVariation';
  id: Scalars['ID']['output'];
  participants: Scalars['Int']['output'];
  price: Scalars['Int']['output'];
  status: CatalogueStatus;
  /** zhHant empty: the Chinese site shows the English title. */
  title: LocalizedText;
};

/** A waiver of the park (the riders capability's waivers table). */
export type DeskWaiver = {
  __typename?: 'DeskWaiver';
  id: Scalars['ID']['output'];
  /** Staff's own name for it. */
  name: Scalars['String']['output'];
  /** The title of its latest English text (empty while it has none). */
  title: Scalars['String']['output'];
};

/** The class of device a visit came from (lib/domain/attribution.ts deviceClass). */
export type DeviceClass =
  | 'desktop'
  | 'phone'
  | 'tablet';

/** A venue-hire enquiry as the enquirer sent it, and where the events team is with it. */
export type Enquiry = {
  __typename?: 'Enquiry';
  /** Newest first. */
  auditTrail: Array<AuditEntry>;
  bookingType: BookingType;
  email: Scalars['String']['output'];
  functionType: FunctionType;
  guests: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The enquirer's language: replies are mailed in it. */
  language: Scalars['Language']['output'];
  message: Scalars['String']['output'];
  mobilePhone: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Oldest first. */
  notes: Array<EnquiryNote>;
  parkId?: Maybe<Scalars['ID']['output']>;
  parkName: Scalars['String']['output'];
  /** The preferred day at the park. */
  preferredDate: Scalars['Date']['output'];
  receivedAt: Scalars['DateTime']['output'];
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
export type EnquiryChangeResult = EnquiryChanged | EnquiryFormRefused;

export type EnquiryChanged = {
  __typename?: 'EnquiryChanged';
  enquiry: Enquiry;
};

export type EnquiryCounts = {
  __typename?: 'EnquiryCounts';
  all: Scalars['Int']['output'];
  lost: Scalars['Int']['output'];
  new: Scalars['Int']['output'];
  replied: Scalars['Int']['output'];
  won: Scalars['Int']['output'];
};

/** The fields of the inbox's forms (lib/domain/enquiry-inbox-forms.ts): a note's text, a reply's subject and body. */
export type EnquiryFormField =
  | 'body'
  | 'subject'
  | 'text';

/** A field of a change the server refused, and why (the screen shows the words of its code). */
export type EnquiryFormProblem = {
  __typename?: 'EnquiryFormProblem';
  code: EnquiryInboxProblemCode;
  field: EnquiryFormField;
  /** The limit the code names (tooLong: a maximum length), if any. */
  max?: Maybe<Scalars['Int']['output']>;
};

/** Nothing was changed: what was wrong with what was sent. */
export type EnquiryFormRefused = {
  __typename?: 'EnquiryFormRefused';
  problems: Array<EnquiryFormProblem>;
};

/**
 * Why a field of the inbox's forms was refused (lib/domain/enquiry-inbox-forms.ts ENQUIRY_INBOX_PROBLEM_KEYS
 * names each one's words in locales/<lng>/admin.json). Not EnquiryProblemCode: the visitors' API has its own,
 * for the enquiry form.
 */
export type EnquiryInboxProblemCode =
  /** A reply needs a body, not only spaces. */
  | 'bodyRequired'
  /** Something else was wrong with what was sent: try again. */
  | 'failed'
  /** A note needs some words, not only spaces. */
  | 'noteRequired'
  /** A reply's subject holds a line break. */
  | 'oneLine'
  /** Longer than the field allows (max). */
  | 'tooLong';

export type EnquiryNote = {
  __typename?: 'EnquiryNote';
  at: Scalars['DateTime']['output'];
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
  at: Scalars['DateTime']['output'];
  body: Scalars['String']['output'];
  byEmail: Scalars['String']['output'];
  byName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When its mail left; null while it waits in the outbox. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  subject: Scalars['String']['output'];
};

/** new: not answered yet; replied: answered from the inbox; won or lost: how it ended. */
export type EnquiryStatus =
  | 'lost'
  | 'new'
  | 'replied'
  | 'won';

/** A venue-hire enquiry's function. */
export type FunctionType =
  | 'CONVENTION'
  | 'OTHER'
  | 'PARTY'
  | 'WEDDING';

export type GateAddOn = {
  __typename?: 'GateAddOn';
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** Children riding under the accompanying-adult rule, and the adults they need and have. */
export type GateAdultNeeded = {
  __typename?: 'GateAdultNeeded';
  adultAge: Scalars['Int']['output'];
  adults: Scalars['Int']['output'];
  adultsNeeded: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  underAge: Scalars['Int']['output'];
};

/** One seat of the ticket: its rider once named, their age on the park's day today, waiver and limits. */
export type GateRider = {
  __typename?: 'GateRider';
  ageToday?: Maybe<Scalars['Int']['output']>;
  /** Null: not named yet. */
  name?: Maybe<Scalars['String']['output']>;
  /** Each limit the rider does not meet; empty when they fit. */
  problems: Array<GateRiderProblem>;
  seat: Scalars['Int']['output'];
  waiver: WaiverState;
};

/** A limit one rider does not meet: limit for ages (years), heights (cm) and weights (kg); question for a health question. */
export type GateRiderProblem = {
  __typename?: 'GateRiderProblem';
  code: RiderProblemCode;
  limit?: Maybe<Scalars['Int']['output']>;
  /** The health question's text in the staff member's language. */
  question?: Maybe<Scalars['String']['output']>;
};

/** A ticket's riders at the gate: the verdict over its booking's riders of the session, and each rider. */
export type GateRiders = {
  __typename?: 'GateRiders';
  /** The accompanying-adult rule's shortfall (verdict adultNeeded); null when the rule is met or not asked. */
  adultNeeded?: Maybe<GateAdultNeeded>;
  /** The gate's kiosk for this booking on the admin host, when it mends the verdict (a rider to name, a waiver to sign); null otherwise. */
  kioskPath?: Maybe<Scalars['String']['output']>;
  riders: Array<GateRider>;
  verdict: RidersVerdict;
};

/** A ticket as the gate shows it: names in the staff member's language. */
export type GateTicket = {
  __typename?: 'GateTicket';
  activityTitle: Scalars['String']['output'];
  addOns: Array<GateAddOn>;
  bookingId: Scalars['String']['output'];
  code: Scalars['String']['output'];
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  customerName: Scalars['String']['output'];
  /** Minor units still to be paid at the desk, with the currency; null when nothing is due. */
  dueOnArrival?: Maybe<Scalars['Int']['output']>;
  parkName: Scalars['String']['output'];
  people: TicketPeople;
  /** Its riders; null when its activity asks nothing of them (lib/domain/check-in.ts RidersAtGate). */
  riders?: Maybe<GateRiders>;
  /** The park's local day of the session. */
  sessionDay: Scalars['Date']['output'];
  /** The start plus the activity's duration; null when the activity has none. */
  sessionEndsAt?: Maybe<Scalars['DateTime']['output']>;
  sessionId: Scalars['ID']['output'];
  sessionStartsAt: Scalars['DateTime']['output'];
  ticketId: Scalars['ID']['output'];
  ticketType: Scalars['String']['output'];
  /** The park's time zone, to show the session's times in. */
  timeZone: Scalars['String']['output'];
  upgrade?: Maybe<Scalars['String']['output']>;
};

/** A credential's environment variable: its name, and whether it is set on this server (never its value). */
export type GatewayCredential = {
  __typename?: 'GatewayCredential';
  field: GatewayCredentialField;
  name: Scalars['String']['output'];
  set: Scalars['Boolean']['output'];
};

/** The settings of a gateway that name an environment variable holding a credential. */
export type GatewayCredentialField =
  | 'privateKeyEnv'
  | 'publicKeyEnv'
  | 'secretEnv';

/**
 * feePercent as typed ('2.5'); credential fields name environment variables (empty: none). The title's
 * English is required; its Chinese may be empty (checkout then shows the English), but not while the
 * description has Chinese.
 */
export type GatewayInput = {
  description: LocalizedTextInput;
  enabled: Scalars['Boolean']['input'];
  feePercent: Scalars['String']['input'];
  privateKeyEnv: Scalars['String']['input'];
  publicKeyEnv: Scalars['String']['input'];
  secretEnv: Scalars['String']['input'];
  title: LocalizedTextInput;
};

/** Why a gateway did not move: settings.errors.<problem> of locales/<lng>/admin.json. */
export type GatewayMoveProblem =
  /** Already the first: it cannot go up. */
  | 'first'
  /** Already the last: it cannot go down. */
  | 'last';

/** Nothing was moved: why. */
export type GatewayMoveRefused = {
  __typename?: 'GatewayMoveRefused';
  problem: GatewayMoveProblem;
};

export type GatewayMoveResult = GatewayMoveRefused | GatewayMoved;

export type GatewayMoved = {
  __typename?: 'GatewayMoved';
  /** The site's settings, its gateways in their new order. */
  settings: SiteSettings;
};

export type GatewayResult = GatewaySaved | SettingsFormRefused;

export type GatewaySaved = {
  __typename?: 'GatewaySaved';
  gateway: StaffGateway;
  /** The site's settings with the gateway as saved (what the screen shows). */
  settings: SiteSettings;
};

export type GiftCardActionDone = {
  __typename?: 'GiftCardActionDone';
  card: StaffGiftCard;
};

/** What a gift card action answers: the card as it is now, or why nothing was done. */
export type GiftCardActionResult = GiftCardActionDone | GiftCardFormRefused;

export type GiftCardDay = {
  __typename?: 'GiftCardDay';
  closing: Scalars['Int']['output'];
  credits: Scalars['Int']['output'];
  day: Scalars['Date']['output'];
  debits: Scalars['Int']['output'];
};

/**
 * Why a gift card form was refused (lib/domain/gift-card-desk.ts GIFT_CARD_DESK_PROBLEM_KEYS names each one's
 * words in locales/<lng>/admin.json). Not GiftCardProblemCode: the visitors' API has its own, for a balance.
 */
export type GiftCardDeskProblemCode =
  /** Not an amount of the park's currency, zero, or (for a new card) below zero. */
  | 'amount'
  /** An adjustment would take the balance below zero. */
  | 'belowZero'
  /** Not one email address. */
  | 'email'
  /** A complimentary card needs its recipient's email. */
  | 'emailRequired'
  /** Something else was wrong with what was sent: try again. */
  | 'failed'
  /** The idempotency key is no key, or was used for another action: reload and try again. */
  | 'key'
  /** Not one of the site's languages. */
  | 'language'
  /** A complimentary card needs its recipient's name. */
  | 'nameRequired'
  /** The recipient's name holds a line break. */
  | 'oneLine'
  /** An adjustment or a void needs a reason. */
  | 'reasonRequired'
  /** More than the park's largest gift card. */
  | 'tooLarge'
  /** Longer than the field allows. */
  | 'tooLong'
  /** The card is void: it can no longer be spent or adjusted. */
  | 'voided';

/** One ledger entry: credits positive, debits negative, in minor units. */
export type GiftCardEntry = {
  __typename?: 'GiftCardEntry';
  /** The staff member's email, for staff's entries. */
  actor?: Maybe<Scalars['String']['output']>;
  amount: Scalars['Int']['output'];
  at: Scalars['DateTime']['output'];
  balanceAfter: Scalars['Int']['output'];
  /** The order it belongs to (a redemption, its reversal, a refund). */
  bookingId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: GiftCardEntryKind;
  /** The reason staff gave (adjustments and voids). */
  note?: Maybe<Scalars['String']['output']>;
};

/**
 * What a ledger entry is (lib/domain/gift-card-ledger.ts). Lower-case: the gift_card_transactions table's
 * reasons.
 */
export type GiftCardEntryKind =
  /** Staff added to or took from it. */
  | 'adjustment'
  /** The park's bonus on a refund onto a card. */
  | 'bonus'
  /** A complimentary card's opening credit. */
  | 'complimentary'
  /** A bought card's opening credit. */
  | 'purchase'
  /** An order spent it. */
  | 'redemption'
  /** A refund onto the card. */
  | 'refund'
  /** A redemption given back (its order expired, failed or was cancelled). */
  | 'reversal'
  /** Staff voided it. */
  | 'void';

/** The fields of the gift card forms (lib/domain/gift-card-desk.ts), and form: the whole action. */
export type GiftCardFormField =
  | 'amount'
  | 'form'
  | 'language'
  | 'message'
  | 'reason'
  | 'recipientEmail'
  | 'recipientName';

/** A form's problem: its field and why (the screen shows the words of its code). */
export type GiftCardFormProblem = {
  __typename?: 'GiftCardFormProblem';
  code: GiftCardDeskProblemCode;
  field: GiftCardFormField;
};

/** Nothing was done: what was wrong (a field's, or the whole action's). */
export type GiftCardFormRefused = {
  __typename?: 'GiftCardFormRefused';
  problems: Array<GiftCardFormProblem>;
};

export type GiftCardMovement = {
  __typename?: 'GiftCardMovement';
  /** Signed, minor units: credits positive, debits negative. */
  amount: Scalars['Int']['output'];
  entries: Scalars['Int']['output'];
  kind: GiftCardEntryKind;
};

/** An order that spent the card: what it took, net of anything given back. */
export type GiftCardOrder = {
  __typename?: 'GiftCardOrder';
  /** Minor units taken from the card, net. */
  amount: Scalars['Int']['output'];
  bookingId: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['CurrencyCode']['output'];
  status: OrderStatus;
  total: Scalars['Int']['output'];
};

/** How a card came to be: its first ledger entry. */
export type GiftCardOrigin =
  /** Given by staff. */
  | 'complimentary'
  /** Bought by a visitor (a gift order). */
  | 'purchase'
  /** Made by a refund onto a card. */
  | 'refund';

/** Where a park's complimentary cards are issued: its currency and the largest amount. */
export type GiftCardPark = {
  __typename?: 'GiftCardPark';
  currency: Scalars['CurrencyCode']['output'];
  /** Minor units. */
  maxAmount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parkId: Scalars['ID']['output'];
};

/** Whom staff gave a complimentary card to, and the language of its email. */
export type GiftCardRecipient = {
  __typename?: 'GiftCardRecipient';
  email: Scalars['String']['output'];
  language: Scalars['Language']['output'];
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type GiftCardReport = {
  __typename?: 'GiftCardReport';
  closing: Scalars['Int']['output'];
  csvPath: Scalars['String']['output'];
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Each day with an entry: credits, debits and the balance owed at its end. */
  days: Array<GiftCardDay>;
  from: Scalars['Date']['output'];
  /** Each kind of ledger entry in the range (every kind, zero included). */
  movements: Array<GiftCardMovement>;
  /** Minor units owed when the range began and when it ended: closing = opening + every movement. */
  opening: Scalars['Int']['output'];
  park: StaffPark;
  to: Scalars['Date']['output'];
};

/** How a park asks a group's deposit. */
export type GroupDepositKind =
  /** An amount per person. */
  | 'per_person'
  /** A whole percent of what the booking costs. */
  | 'percent';

/** What happens to a group whose balance is unpaid past its due day (staff are told either way). */
export type GroupDuePolicy =
  /** The booking stays; staff follow it up. */
  | 'keep'
  /** Its tickets are cancelled and the places go back on sale. */
  | 'release';

export type GroupsSection = {
  __typename?: 'GroupsSection';
  groupBalanceDaysBefore: Scalars['String']['output'];
  groupDepositKind: GroupDepositKind;
  /** A percent, or an amount per person in the park's currency, as typed. */
  groupDepositValue: Scalars['String']['output'];
  groupDuePolicy: GroupDuePolicy;
  groupMinPeople: Scalars['String']['output'];
  groupsEnabled: Scalars['Boolean']['output'];
  invoiceBusinessAddress: Scalars['String']['output'];
  invoiceBusinessName: Scalars['String']['output'];
  invoiceTaxLabel: Scalars['String']['output'];
  invoiceTaxNumber: Scalars['String']['output'];
  invoiceTaxPercent: Scalars['String']['output'];
};

/**
 * Group bookings (lib/domain/group-booking.ts) and the invoice a group gets, the whole park's: a booking of
 * groupMinPeople or more is a group; it pays a deposit online (a whole percent of its cost, or an amount per
 * person as typed in the park's currency) and the balance by groupBalanceDaysBefore days before the visit;
 * unpaid by then, staff are told and groupDuePolicy applies. The invoice prints the business details and the
 * tax included at invoiceTaxPercent ('15', '12.5'). groupsEnabled off: no group bookings (the invoice details kept).
 */
export type GroupsSettingsInput = {
  groupBalanceDaysBefore: Scalars['String']['input'];
  groupDepositKind: GroupDepositKind;
  groupDepositValue: Scalars['String']['input'];
  groupDuePolicy: GroupDuePolicy;
  groupMinPeople: Scalars['String']['input'];
  groupsEnabled: Scalars['Boolean']['input'];
  invoiceBusinessAddress: Scalars['String']['input'];
  invoiceBusinessName: Scalars['String']['input'];
  invoiceTaxLabel: Scalars['String']['input'];
  invoiceTaxNumber: Scalars['String']['input'];
  invoiceTaxPercent: Scalars['String']['input'];
};

/**
 * A health question: id as the API gave it (kept: riders' answers name it), or empty for a new one (the
 * server makes one; lower-case letters, digits and dashes otherwise). text.en required, at most 300
 * characters in each language (zhHant empty: the Chinese site asks it in English).
 */
export type HealthQuestionInput = {
  id: Scalars['String']['input'];
  refusingAnswer: Scalars['Boolean']['input'];
  text: LocalizedTextInput;
};

export type ImageLanguages = {
  __typename?: 'ImageLanguages';
  en: Scalars['String']['output'];
  zhHant: Scalars['String']['output'];
};

export type ImageLanguagesInput = {
  en: Scalars['String']['input'];
  zhHant: Scalars['String']['input'];
};

export type ImageLibrary = {
  __typename?: 'ImageLibrary';
  images: Array<LibraryImage>;
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
};

export type ImageTextField =
  | 'altEn'
  | 'altZhHant'
  | 'captionEn'
  | 'captionZhHant';

/** A field of an image's words the server refused: its path (alt.en, caption.zhHant) and why. */
export type ImageTextProblem = {
  __typename?: 'ImageTextProblem';
  code: ImageTextProblemCode;
  field: ImageTextField;
};

export type ImageTextProblemCode =
  | 'altRequired'
  | 'tooLong';

export type ImageTexts = {
  __typename?: 'ImageTexts';
  alt: ImageLanguages;
  caption: ImageLanguages;
};

export type ImageTextsInput = {
  alt: ImageLanguagesInput;
  caption: ImageLanguagesInput;
};

export type ImageTextsRefused = {
  __typename?: 'ImageTextsRefused';
  problems: Array<ImageTextProblem>;
};

export type ImageTextsResult = ImageTextsRefused | ImageTextsSaved;

export type ImageTextsSaved = {
  __typename?: 'ImageTextsSaved';
  image: LibraryImage;
};

export type IssueComplimentaryGiftCardInput = {
  /** Minor units of the park's currency: positive, at most the park's largest gift card. */
  amount: Scalars['Int']['input'];
  /** Made by the screen once per form: the same key again does nothing more and answers the same card. */
  idempotencyKey: Scalars['String']['input'];
  /** The language of the card's email. */
  language: Scalars['Language']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  parkId: Scalars['ID']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
};

export type KioskBooking = {
  __typename?: 'KioskBooking';
  bookingId: Scalars['String']['output'];
  /** Every rider's seat, by session, ticket and seat. */
  seats: Array<KioskSeat>;
};

export type KioskProblem =
  /** The session's park day is over. */
  | 'closed'
  /** No such seat in a booking of this member's parks. */
  | 'notFound';

export type KioskRefused = {
  __typename?: 'KioskRefused';
  problem: KioskProblem;
};

export type KioskRiderLink = {
  __typename?: 'KioskRiderLink';
  expiresAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

export type KioskRiderLinkResult = KioskRefused | KioskRiderLink;

export type KioskSeat = {
  __typename?: 'KioskSeat';
  activityTitle: Scalars['String']['output'];
  /** 1-based: the rider's place among the booking's riders. */
  number: Scalars['Int']['output'];
  /** Once named. */
  riderName?: Maybe<Scalars['String']['output']>;
  seat: Scalars['Int']['output'];
  startsAt: Scalars['DateTime']['output'];
  /** The ticket carrying the seat. */
  ticketCode: Scalars['String']['output'];
  /** The park's time zone, in which the screen shows the session. */
  timeZone: Scalars['String']['output'];
  /** What this seat still lacks (the ticket's own verdict at the gate counts all its seats). */
  verdict: RidersVerdict;
};

/** An image: a wide picture (1600 × 900) and a square crop (800 × 800), each WebP with a JPEG fallback. */
export type LibraryImage = {
  __typename?: 'LibraryImage';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Shared by every park (the demo's pictures), rather than uploaded for this one. */
  shared: Scalars['Boolean']['output'];
  squareUrl: Scalars['String']['output'];
  squareUrlFallback: Scalars['String']['output'];
  /** Its alt text and caption in each language; empty where not written. */
  texts: ImageTexts;
  /** Its alt text. */
  title: Scalars['String']['output'];
  /** Null for a shared picture that was never uploaded. */
  uploadedAt?: Maybe<Scalars['DateTime']['output']>;
  url: Scalars['String']['output'];
  urlFallback: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** A text in each language a park may speak: what the screens show, and what staff type in both. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  en: Scalars['String']['output'];
  zhHant: Scalars['String']['output'];
};

export type LocalizedTextInput = {
  en: Scalars['String']['input'];
  zhHant: Scalars['String']['input'];
};

/**
 * A list of short texts in each language, as an activity's highlights: each language's own list (a
 * translation may say in two lines what English says in three). zhHant empty: the Chinese site shows the English.
 */
export type LocalizedTextList = {
  __typename?: 'LocalizedTextList';
  en: Array<Scalars['String']['output']>;
  zhHant: Array<Scalars['String']['output']>;
};

/** A booking of the session: who, what, and how it stands at the desk and the gate. */
export type ManifestBooking = {
  __typename?: 'ManifestBooking';
  addOns: Array<ManifestItem>;
  bookingId: Scalars['String']['output'];
  checkIn: CheckInProgress;
  /** People of the booking checked in at the gate. */
  checkedIn: Scalars['Int']['output'];
  customerName: Scalars['String']['output'];
  /** What the desk collects on arrival, in the park's currency; null when nothing is due. */
  dueAtDesk?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** The back office's page of the order. */
  orderPath: Scalars['String']['output'];
  payment: BookingPayment;
  /** People the booking brings to this session. */
  people: Scalars['Int']['output'];
  phone: Scalars['String']['output'];
  /** Its riders of this session and the gate's verdict on them; null where the activity asks nothing of its riders. */
  riders?: Maybe<ManifestRiders>;
  tickets: Array<ManifestItem>;
  upgrades: Array<Scalars['String']['output']>;
};

export type ManifestItem = {
  __typename?: 'ManifestItem';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
};

/** A rider of a booking: named or not, age on the session's day, waiver, each limit not met. */
export type ManifestRider = {
  __typename?: 'ManifestRider';
  age?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  problems: Array<GateRiderProblem>;
  seat: Scalars['Int']['output'];
  ticketCode: Scalars['String']['output'];
  waiver: WaiverState;
};

export type ManifestRiders = {
  __typename?: 'ManifestRiders';
  riders: Array<ManifestRider>;
  verdict: RidersVerdict;
};

export type ManifestSession = {
  __typename?: 'ManifestSession';
  activityName: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  endTime?: Maybe<Scalars['LocalTime']['output']>;
  id: Scalars['ID']['output'];
  startTime: Scalars['LocalTime']['output'];
  startsAt: Scalars['DateTime']['output'];
};

/** Up or down a place in a list staff order by hand (the catalogue's activities, the checkout's gateways). */
export type MoveDirection =
  | 'down'
  | 'up';

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an add-on to a bookable activity (audited); key, a UUID the screen makes once, becomes its id. */
  addAddOn: CatalogueActivityResult;
  /** Adds an internal note (never sent to the enquirer; audited). Notes are not edited or removed. */
  addEnquiryNote: EnquiryChangeResult;
  /**
   * Adds a weekly pattern (pattern) or a one-off session (oneOff) to an activity and makes its sessions.
   * idempotencyKey, made once by the screen, becomes the schedule's id: the same key again adds nothing.
   */
  addSchedule: ScheduleResult;
  /** Adds a ticket type (audited); key, a UUID the screen makes once, becomes its id, so a retry adds it once. */
  addVariation: CatalogueActivityResult;
  /** Adds to or takes from a card, with a reason: one ledger entry, audited; idempotent on idempotencyKey. */
  adjustGiftCard: GiftCardActionResult;
  /**
   * Cancels standing tickets, their places going back on sale. A paid order's share of them goes back to
   * the original payment (refundTo original: through the order's own gateway, or at the desk for a desk
   * payment) or as a new gift card (refundTo gift_card); what a gift card paid goes back onto that card.
   */
  cancelTickets: StaffOrderActionResult;
  /**
   * Closes sessions (one, or a whole day's): nothing more is sold or held in them at once, and every visitor
   * whose tickets stand in them (paid, or reserved to pay at the desk) is emailed the reason in their
   * language. Sessions already closed or started are left as they are.
   */
  closeSessions: ClosureResult;
  /** Makes a new activity of the park, off sale and last (audited); key, a UUID the screen makes once, becomes its id. */
  createActivity: CatalogueActivityResult;
  /** Creates a promo code at one of the member's parks (audited). */
  createPromoCode: PromoCodeResult;
  /** A new waiver of the park, by its staff name (unique in the park); its texts are written next. */
  createWaiver: CreateWaiverResult;
  /** Disables a code (audited): checkout no longer knows it. Disabling a disabled code changes nothing (never refused but for FORBIDDEN). */
  disablePromoCode: PromoCodeResult;
  /** Drops a page's draft (audited). */
  discardContentDraft: ContentDraftDiscardResult;
  /** Ends a pattern after endsOn (the park's day); refused like updateSchedule when a later session has bookings. */
  endSchedule: ScheduleResult;
  /**
   * Issues a complimentary card at one of the member's parks: its opening credit in the ledger, its email to
   * the recipient in their language, the audit entry; idempotent on idempotencyKey.
   */
  issueComplimentaryGiftCard: GiftCardActionResult;
  /**
   * The rider's own page for the tablet: their details and waiver on the booking's site, by a link that lasts
   * 30 minutes and may change the rider until the session's park day ends.
   */
  kioskRiderLink: KioskRiderLinkResult;
  /** Makes a reseller of one of the owner's parks and its API key, answered once in ResellerSaved.key (audited). */
  makeReseller: ResellerResult;
  /** Moves an activity a place up or down in its park's list (audited); first up or last down is refused (first, last). */
  moveActivity: CatalogueDeskResult;
  /** Moves a gateway one place up or down in the checkout's list. */
  moveGateway: GatewayMoveResult;
  /**
   * Moves standing tickets to another session of the same activity, with room for them taken as a sale
   * takes it. A cheaper session's difference goes back as refundTo says. A dearer one's becomes a charge on
   * the order, computed by the server, when chargeDifference is true (else refused, PRICE_DIFFERENCE_DUE,
   * nothing done): a paid order's visitor is mailed a payment link for it; a reservation's is added to what is due
   * at the desk.
   */
  moveTickets: StaffOrderActionResult;
  /** Makes a page's draft live, keeping the live version as the previous one (audited; every instance within seconds). */
  publishContentPage: ContentPublishResult;
  /**
   * Removes one of the signed-in member's own passkeys (audited): it signs nobody in any more. False when
   * they have none with this id. Passkeys are added through the WebAuthn ceremony's own endpoints
   * (POST /api/staff/passkeys/options, then POST /api/staff/passkeys).
   */
  removeMyPasskey: Scalars['Boolean']['output'];
  /** Removes a price rule (audited). */
  removePriceRule: CatalogueActivityResult;
  /** Reopens closed sessions: sales resume, and their visitors are told their tickets stand. */
  reopenSessions: ClosureResult;
  /**
   * Emails a reply to the enquirer through the outbox, in the language of the site they used (audited); a
   * new enquiry becomes replied. `subject` empty or absent: the mail's own (Enquiry.replySubject).
   * Idempotent on `idempotencyKey` (made once per reply form by the client): sent again, nothing more is
   * stored or mailed.
   */
  replyToEnquiry: EnquiryChangeResult;
  /** Sends the booking's confirmation (its standing tickets) to the visitor again, in their language. */
  resendConfirmation: StaffOrderActionResult;
  /** Swaps a page's live and previous versions (audited; every instance within seconds). */
  revertContentPage: ContentRevertResult;
  /** Revokes a reseller's key at once (audited). Revoking a revoked reseller changes nothing (never refused but for FORBIDDEN). */
  revokeReseller: ResellerResult;
  /** Saves a page's draft (audited; visitors do not see it). version: JSON of a page version. */
  saveContentDraft: ContentDraftResult;
  /** Sets a locale's header menu and footer links (audited; live at once). */
  saveContentMenus: ContentMenusResult;
  /** A gateway's switch, card fee, words and credential names. */
  saveGateway: GatewayResult;
  /** An image's alt text and caption in each language: a park's upload by its managers, a shared picture by owners alone (else FORBIDDEN); audited, on every page within seconds. */
  saveImageTexts: ImageTextsResult;
  /** Saves a price rule of an activity (audited): an existing rule's id changes it; a new UUID made once by the screen adds it. */
  savePriceRule: CatalogueActivityResult;
  /**
   * Adds (no id) or changes a resource: its name, its usual count and what each activity consumes. When the
   * count leaves sessions with places taken short (the calendar's range, days with their own count aside),
   * it answers them and saves nothing, unless confirmShort.
   */
  saveResource: ResourceResult;
  /**
   * Saves one section of a site's settings: exactly one of site, analytics, booking, checkout, widget, accounting, wallet or groups.
   * Refused, with nothing changed, with a problem per field (settings.validation.*, settings.errors.*).
   */
  saveSiteSettings: SiteSettingsResult;
  /**
   * A new version of a waiver's text in one language: version n+1, never a change to n. `basedOnVersion` is
   * the version the form showed (0: none yet): if another was written since, it is refused as stale. Saving
   * the text the latest version already has (a retried save) writes nothing and answers that version.
   */
  saveWaiverText: SaveWaiverTextResult;
  /** Scans a ticket at the gate (staff with checkIn at the ticket's park); a valid scan admits its people, atomically and audited. */
  scanTicket: ScanResult;
  /** Takes an activity off sale or puts it back (audited); asking for what already is changes nothing. */
  setActivityOnSale: CatalogueActivityResult;
  /** Takes an add-on off sale or puts it back (audited). */
  setAddOnOnSale: CatalogueActivityResult;
  /** Sets an enquiry's status (audited); setting the status it has changes nothing. Never refused but for FORBIDDEN. */
  setEnquiryStatus: EnquiryChangeResult;
  /**
   * The signed-in member's language for the back office and the mail it sends them. Answers who they now
   * are: there is no refusal (a language the parks do not speak is bad input, refused by the scalar).
   */
  setMyLanguage: StaffMe;
  /**
   * Gives a resource its own count for one day of its park ("2 guides off sick"), with a note; a null count
   * puts the usual one back. Sessions that day left short are answered first, unless confirmShort.
   */
  setResourceDay: ResourceResult;
  /** A single future session's capacity, raised or lowered, never below what it has sold and held. */
  setSessionCapacity: ScheduleResult;
  /** Takes a ticket type off sale or puts it back (audited); an activity on sale keeps at least one on sale. */
  setVariationOnSale: CatalogueActivityResult;
  /**
   * Applies a scanner's offline check-ins, in the order it made them, each once whatever the retries; a
   * ticket's people are never counted twice (lib/domain/offline-check-in.ts). At most 400 per call (what fits in a 64 kB request); a longer queue is sent in turns.
   */
  syncOfflineCheckIns: OfflineSyncResult;
  /** Takes a charge still due (a move's difference) at the desk, in cash or card_at_desk, instead of through its link; the visitor gets a receipt. */
  takeChargeAtDesk: StaffOrderActionResult;
  /** Records a reservation's payment taken at the desk (cash or card_at_desk): the order is paid, and the visitor gets a receipt. */
  takePaymentAtDesk: StaffOrderActionResult;
  /** Takes back a check-in within two minutes of it (audited). */
  undoCheckIn: UndoCheckInResult;
  /** Changes an activity's texts, duration and image (audited). */
  updateActivityDetails: CatalogueActivityResult;
  /** Changes a package's included activities, or a partner tour's page, name and price (audited); a bookable activity has none (FORBIDDEN). */
  updateActivityListing: CatalogueActivityResult;
  /** Changes an add-on's texts, price and per-participant charge (audited). */
  updateAddOn: CatalogueActivityResult;
  /** Changes a code's rules (audited; its park is its own). A disabled code is not changed. */
  updatePromoCode: PromoCodeResult;
  /** Changes who may ride a bookable activity or a package (audited); a partner's tour is refused (partnerRiders). */
  updateRiderRequirements: CatalogueActivityResult;
  /**
   * Edits a pattern (or a one-off) and its future sessions: sessions it no longer makes are removed, new ones
   * made, and a changed capacity applies to every kept session. Refused, with nothing changed, when a future
   * session with places sold or held would move or disappear, or would fall below what it has sold and held.
   */
  updateSchedule: ScheduleResult;
  /** Changes an upgrade's texts and price per participant (audited). */
  updateUpgrade: CatalogueActivityResult;
  /** Changes a ticket type's titles and price (audited). Carts and orders keep the prices they have. */
  updateVariation: CatalogueActivityResult;
  /**
   * Voids a card, with a reason: an entry takes its balance to zero and it can no longer be spent; audited,
   * idempotent on idempotencyKey.
   */
  voidGiftCard: GiftCardActionResult;
};


export type MutationAddAddOnArgs = {
  activityId: Scalars['ID']['input'];
  input: AddOnInput;
  key: Scalars['ID']['input'];
};


export type MutationAddEnquiryNoteArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationAddScheduleArgs = {
  activityId: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  oneOff?: InputMaybe<OneOffInput>;
  pattern?: InputMaybe<PatternInput>;
};


export type MutationAddVariationArgs = {
  activityId: Scalars['ID']['input'];
  input: VariationInput;
  key: Scalars['ID']['input'];
};


export type MutationAdjustGiftCardArgs = {
  input: AdjustGiftCardInput;
};


export type MutationCancelTicketsArgs = {
  bookingId: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  refundTo: RefundTo;
  ticketCodes: Array<Scalars['String']['input']>;
};


export type MutationCloseSessionsArgs = {
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  sessionIds: Array<Scalars['ID']['input']>;
};


export type MutationCreateActivityArgs = {
  input: NewActivityInput;
  key: Scalars['ID']['input'];
  parkId: Scalars['ID']['input'];
};


export type MutationCreatePromoCodeArgs = {
  input: PromoCodeInput;
  parkId: Scalars['ID']['input'];
};


export type MutationCreateWaiverArgs = {
  name: Scalars['String']['input'];
  parkId: Scalars['ID']['input'];
};


export type MutationDisablePromoCodeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDiscardContentDraftArgs = {
  pageId: Scalars['ID']['input'];
};


export type MutationEndScheduleArgs = {
  endsOn: Scalars['Date']['input'];
  scheduleId: Scalars['ID']['input'];
};


export type MutationIssueComplimentaryGiftCardArgs = {
  input: IssueComplimentaryGiftCardInput;
};


export type MutationKioskRiderLinkArgs = {
  bookingId: Scalars['String']['input'];
  seat: Scalars['Int']['input'];
  ticketCode: Scalars['String']['input'];
};


export type MutationMakeResellerArgs = {
  input: ResellerInput;
  parkId: Scalars['ID']['input'];
};


export type MutationMoveActivityArgs = {
  direction: MoveDirection;
  id: Scalars['ID']['input'];
};


export type MutationMoveGatewayArgs = {
  direction: MoveDirection;
  gatewayId: Scalars['ID']['input'];
};


export type MutationMoveTicketsArgs = {
  bookingId: Scalars['String']['input'];
  chargeDifference?: InputMaybe<Scalars['Boolean']['input']>;
  idempotencyKey: Scalars['String']['input'];
  refundTo?: InputMaybe<RefundTo>;
  sessionId: Scalars['ID']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
};


export type MutationPublishContentPageArgs = {
  pageId: Scalars['ID']['input'];
};


export type MutationRemoveMyPasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePriceRuleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReopenSessionsArgs = {
  idempotencyKey: Scalars['String']['input'];
  sessionIds: Array<Scalars['ID']['input']>;
};


export type MutationReplyToEnquiryArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResendConfirmationArgs = {
  bookingId: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationRevertContentPageArgs = {
  pageId: Scalars['ID']['input'];
};


export type MutationRevokeResellerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveContentDraftArgs = {
  pageId: Scalars['ID']['input'];
  version: Scalars['String']['input'];
};


export type MutationSaveContentMenusArgs = {
  entries: Array<ContentMenuEntryInput>;
  localeId: Scalars['ID']['input'];
};


export type MutationSaveGatewayArgs = {
  gatewayId: Scalars['ID']['input'];
  input: GatewayInput;
};


export type MutationSaveImageTextsArgs = {
  imageId: Scalars['ID']['input'];
  input: ImageTextsInput;
};


export type MutationSavePriceRuleArgs = {
  activityId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: PriceRuleInput;
};


export type MutationSaveResourceArgs = {
  confirmShort: Scalars['Boolean']['input'];
  input: ResourceInput;
};


export type MutationSaveSiteSettingsArgs = {
  accounting?: InputMaybe<AccountingSettingsInput>;
  analytics?: InputMaybe<AnalyticsSettingsInput>;
  booking?: InputMaybe<BookingSettingsInput>;
  checkout?: InputMaybe<CheckoutSettingsInput>;
  groups?: InputMaybe<GroupsSettingsInput>;
  localeId: Scalars['ID']['input'];
  site?: InputMaybe<SiteSettingsInput>;
  wallet?: InputMaybe<WalletSettingsInput>;
  widget?: InputMaybe<WidgetSettingsInput>;
};


export type MutationSaveWaiverTextArgs = {
  basedOnVersion: Scalars['Int']['input'];
  body: Scalars['String']['input'];
  language: Scalars['Language']['input'];
  title: Scalars['String']['input'];
  waiverId: Scalars['ID']['input'];
};


export type MutationScanTicketArgs = {
  input: ScanTicketInput;
};


export type MutationSetActivityOnSaleArgs = {
  id: Scalars['ID']['input'];
  onSale: Scalars['Boolean']['input'];
};


export type MutationSetAddOnOnSaleArgs = {
  id: Scalars['ID']['input'];
  onSale: Scalars['Boolean']['input'];
};


export type MutationSetEnquiryStatusArgs = {
  id: Scalars['ID']['input'];
  status: EnquiryStatus;
};


export type MutationSetMyLanguageArgs = {
  language: Scalars['Language']['input'];
};


export type MutationSetResourceDayArgs = {
  confirmShort: Scalars['Boolean']['input'];
  count?: InputMaybe<Scalars['Int']['input']>;
  date: Scalars['Date']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  resourceId: Scalars['ID']['input'];
};


export type MutationSetSessionCapacityArgs = {
  capacity: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationSetVariationOnSaleArgs = {
  id: Scalars['ID']['input'];
  onSale: Scalars['Boolean']['input'];
};


export type MutationSyncOfflineCheckInsArgs = {
  input: OfflineSyncInput;
};


export type MutationTakeChargeAtDeskArgs = {
  bookingId: Scalars['String']['input'];
  chargeId: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  method: DeskPaymentMethod;
};


export type MutationTakePaymentAtDeskArgs = {
  bookingId: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  method: DeskPaymentMethod;
};


export type MutationUndoCheckInArgs = {
  checkInId: Scalars['ID']['input'];
};


export type MutationUpdateActivityDetailsArgs = {
  id: Scalars['ID']['input'];
  input: ActivityDetailsInput;
};


export type MutationUpdateActivityListingArgs = {
  id: Scalars['ID']['input'];
  input: ActivityListingInput;
};


export type MutationUpdateAddOnArgs = {
  id: Scalars['ID']['input'];
  input: AddOnInput;
};


export type MutationUpdatePromoCodeArgs = {
  id: Scalars['ID']['input'];
  input: PromoCodeInput;
};


export type MutationUpdateRiderRequirementsArgs = {
  id: Scalars['ID']['input'];
  input: RiderRequirementsInput;
};


export type MutationUpdateScheduleArgs = {
  oneOff?: InputMaybe<OneOffInput>;
  pattern?: InputMaybe<PatternInput>;
  scheduleId: Scalars['ID']['input'];
};


export type MutationUpdateUpgradeArgs = {
  id: Scalars['ID']['input'];
  input: UpgradeInput;
};


export type MutationUpdateVariationArgs = {
  id: Scalars['ID']['input'];
  input: VariationInput;
};


export type MutationVoidGiftCardArgs = {
  input: VoidGiftCardInput;
};

/**
 * A new activity as staff type it. slug: its page's address (lower-case letters, digits, dashes), free in the
 * park. A package's includedActivityIds: two or more of the park's bookable activities. A partner tour's
 * externalUrl (https), partnerName and partnerFromPrice (text in the park's currency).
 */
export type NewActivityInput = {
  externalUrl: Scalars['String']['input'];
  imageId: Scalars['ID']['input'];
  includedActivityIds: Array<Scalars['ID']['input']>;
  partnerFromPrice: Scalars['String']['input'];
  partnerName: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  summary: LocalizedTextInput;
  title: LocalizedTextInput;
  type: ActivityType;
};

export type OccupancyHour = {
  __typename?: 'OccupancyHour';
  /** Sold and reserved. */
  booked: Scalars['Int']['output'];
  capacity: Scalars['Int']['output'];
  checkedIn: Scalars['Int']['output'];
  /** 0-23 on the park's clock. */
  hour: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
};

export type OccupancyReport = {
  __typename?: 'OccupancyReport';
  from: Scalars['Date']['output'];
  /** The sessions added up by the hour they start on the park's clock, in hour order. */
  hours: Array<OccupancyHour>;
  hoursCsvPath: Scalars['String']['output'];
  park: StaffPark;
  /** Every session of the range, in start order. */
  sessions: Array<OccupancySession>;
  /** The CSV downloads of the sessions and of the hours (on this host, with the session cookie). */
  sessionsCsvPath: Scalars['String']['output'];
  to: Scalars['Date']['output'];
  totals: OccupancyTotals;
};

export type OccupancySession = {
  __typename?: 'OccupancySession';
  activity: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  checkedIn: Scalars['Int']['output'];
  closed: Scalars['Boolean']['output'];
  /** Places carts hold now (not booked). */
  held: Scalars['Int']['output'];
  reserved: Scalars['Int']['output'];
  sessionId: Scalars['ID']['output'];
  sold: Scalars['Int']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type OccupancyTotals = {
  __typename?: 'OccupancyTotals';
  booked: Scalars['Int']['output'];
  capacity: Scalars['Int']['output'];
  checkedIn: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
};

export type OfflineCheckInInput = {
  /** When the device let them in, by its clock. */
  at: Scalars['DateTime']['input'];
  /** The ticket's code (what its QR code signs). */
  code: Scalars['String']['input'];
  /** The device's id for this check-in (a UUID). */
  id: Scalars['ID']['input'];
  people: Scalars['Int']['input'];
};

export type OfflineConflict =
  | 'alreadyAdmitted'
  | 'notStanding'
  | 'unknownTicket';

export type OfflineSyncConflict = {
  __typename?: 'OfflineSyncConflict';
  code: Scalars['String']['output'];
  counted: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  people: Scalars['Int']['output'];
  reason: OfflineConflict;
};

export type OfflineSyncInput = {
  checkIns: Array<OfflineCheckInInput>;
  /** The scanner's name for itself, stable per installed device. */
  device: Scalars['String']['input'];
  gate?: InputMaybe<Scalars['String']['input']>;
  parkId: Scalars['ID']['input'];
};

export type OfflineSyncResult = {
  __typename?: 'OfflineSyncResult';
  applied: Scalars['Int']['output'];
  conflicts: Array<OfflineSyncConflict>;
  /** Check-ins already applied by an earlier try of this sync. */
  duplicates: Scalars['Int']['output'];
};

export type OfflineUnknownTickets =
  | 'admitAndFlag'
  | 'refuse';

/** A one-off session: a day (today or later) and a time at the park, and a capacity (as typed). */
export type OneOffInput = {
  capacity: Scalars['String']['input'];
  date: Scalars['Date']['input'];
  time: Scalars['LocalTime']['input'];
};

/**
 * Where an order was placed (lib/domain/order-channel.ts). Lower-case: the values are the orders table's
 * (orders.channel).
 */
export type OrderChannel =
  /** A reseller, through the OCTO supplier API (the source names the reseller). */
  | 'reseller'
  /** The park's own site. */
  | 'site'
  /** The park's booking widget on another site (the source names the host page's origin). */
  | 'widget';

/** What the desk does to an order (lib/server/order-desk/order-view.ts orderActionsFor): each is a mutation above. */
export type OrderDeskAction =
  /** Cancel standing tickets (cancelTickets). */
  | 'cancel'
  /** Move standing tickets to another session (moveTickets). */
  | 'move'
  | 'resendConfirmation'
  | 'takeChargeAtDesk'
  | 'takePaymentAtDesk';

/** What an order buys. Lower-case: the values are the orders table's. */
export type OrderKind =
  | 'booking'
  | 'gift';

/**
 * A message about an order (the outbox's kinds whose payload names the order, lib/server/mail/outbox.ts
 * MAIL_KINDS, with _ for the table's -).
 */
export type OrderMailKind =
  /** The tickets, in a message of their own to forward. */
  | 'booking_tickets'
  | 'gift_card_receipt'
  | 'gift_card_recipient'
  | 'order_confirmation'
  /** A change staff or the visitor made (cancelled, moved, paid at the desk). */
  | 'order_update'
  /** A pay-on-arrival reservation released because nobody came for it. */
  | 'reservation_released'
  /** A pay-on-arrival reservation's request to confirm by email. */
  | 'reservation_request'
  /** Two days before the visit: riders still to name or sign, each with their own link. */
  | 'riders_reminder'
  /** The park closed a session of the booking. */
  | 'session_closure';

/** Where an order is in its life (lib/domain/order-status.ts). Lower-case: the values are the orders table's. */
export type OrderStatus =
  /** Pay on arrival, waiting for the visitor to confirm through the emailed link; expires (places released) otherwise. */
  | 'awaiting_confirmation'
  | 'awaiting_payment'
  | 'cancelled'
  | 'expired'
  | 'failed'
  | 'paid'
  /** Paid, and staff cancelled some of its tickets since (their money given back); the rest stand. */
  | 'partially_cancelled'
  /** Paid after its places were gone: the money goes back. */
  | 'refund_due'
  /** Paid, and staff cancelled every ticket since, giving the money back. */
  | 'refunded'
  /** Pay on arrival, confirmed: the places are kept, nothing is paid; never revenue. */
  | 'reserved';

export type OutboxHealth =
  /** Mail has waited 10 minutes or more. */
  | 'DELAYED'
  /** Mail failed and waits to be retried. */
  | 'FAILING'
  /** Nothing failing, nothing waiting long. */
  | 'HEALTHY';

/** Which kind of page it is: the name of its GraphQL type, which decides how it renders. */
export type PageType =
  | 'AboutPage'
  | 'ContentArticle'
  | 'ContentBlockPage'
  | 'ContentPage'
  | 'GalleryPage'
  | 'GiftVouchersPage'
  | 'GlobalHomePage'
  | 'HistoryPage'
  | 'HomePage'
  | 'ParkInfoPage'
  | 'SiteMapPage'
  | 'ThingsToDoPage'
  | 'TimelinePage';

export type ParkSchedules = {
  __typename?: 'ParkSchedules';
  activities: Array<ActivitySchedules>;
  park: StaffPark;
};

/**
 * A weekly pattern as the form sends it: weekdays 0 (Sunday) to 6; times at the park's clock; capacity a
 * whole number 1 to 10000 (as typed); the season's days at the park, endsOn null for none.
 */
export type PatternInput = {
  capacity: Scalars['String']['input'];
  endsOn?: InputMaybe<Scalars['Date']['input']>;
  startsOn: Scalars['Date']['input'];
  times: Array<Scalars['LocalTime']['input']>;
  weekdays: Array<Scalars['Int']['input']>;
};

/**
 * A line of a payment's log (the payment_events table's kinds, lib/server/orders/payment-events.ts, with
 * _ for the table's -).
 */
export type PaymentEventKind =
  /** It came for a charge paid another way or cancelled meanwhile: it goes back. */
  | 'charge_not_due'
  /** It paid a charge (a move's difference). */
  | 'charge_paid'
  /** It did not pay its charge (declined, cancelled, expired). */
  | 'charge_unpaid'
  | 'check_failed'
  /** Taken by staff at the desk. */
  | 'desk_payment'
  /** The provider's amount, currency or reference is not the payment's. */
  | 'mismatch'
  /** The provider told us of the payment. */
  | 'notification'
  | 'refund_failed'
  /** Money given back was recorded against it (a refund row). */
  | 'refund_recorded'
  | 'refund_requested'
  | 'refunded'
  /** Recorded on a reseller's account when the reseller confirmed its booking (OCTO). */
  | 'reseller_payment'
  | 'start_failed'
  /** Its status moved (detail: to, and the provider's state). */
  | 'transition';

/** How a payment method is paid: each type has its adapter in lib/server/payments/adapters. */
export type PaymentGatewayType =
  /** Alipay+ wallets, by QR code (Antom). */
  | 'Alipay'
  /** Nothing collected online: payment on arrival or by invoice. */
  | 'Blank'
  /** A generic external payment page: there and back. */
  | 'BlankExternal'
  /** A generic QR code payment (FPS in the demo). */
  | 'BlankQRCode'
  /** Windcave's hosted payment page. */
  | 'DPS'
  /** Mastercard Hosted Session: card fields in the provider's frames on our page. */
  | 'MasterCardDirect'
  /** A hosted payment page: there and back. */
  | 'OnlinePOS'
  /** ROLLER's card form in a frame on our page. */
  | 'Roller'
  /** WeChat Pay Native, by QR code. */
  | 'Wechat';

/** How a payment was taken. Lower-case: the payments table's values. */
export type PaymentMethod =
  /** On the park's own card terminal, by staff at the desk. */
  | 'card_at_desk'
  /** In cash, by staff at the desk. */
  | 'cash'
  /** Through the order's gateway (a provider, or nothing for Blank). */
  | 'gateway'
  /** On a reseller's account: a booking a reseller confirmed through OCTO, at its net price (docs/octo.md). */
  | 'reseller';

/** A payment's life (lib/domain/money-states.ts PAYMENT_TRANSITIONS). Lower-case: the payments table's values. */
export type PaymentStatus =
  | 'authorised'
  | 'cancelled'
  | 'created'
  | 'declined'
  | 'expired'
  /** Money that came for nothing left to buy: to go back. */
  | 'refund_requested'
  | 'refunded'
  /** Claimed to start at the provider (a lease another instance may take over). */
  | 'starting'
  /** Waiting for the visitor at the provider. */
  | 'waiting';

/**
 * A price rule as staff type it: kind weekend, dates or price (fixed once it exists), percent 1–200 (uplifts),
 * and the days it lists (1 to 366; none for a weekend rule; the screen reads ranges FROM..TO typed into its
 * text box into their days). An impossible day (2026-02-31) is BAD_USER_INPUT.
 */
export type PriceRuleInput = {
  dates: Array<Scalars['Date']['input']>;
  kind: PriceRuleKind;
  percent: Scalars['String']['input'];
  /** A dated price as text in the park's currency ("12.50"). */
  price?: InputMaybe<Scalars['String']['input']>;
  /** A dated price's ticket type (one of the activity's). */
  variationId?: InputMaybe<Scalars['ID']['input']>;
};

/** A price rule's kind (lib/domain/pricing.ts). Lower-case: the price_rules table's values. */
export type PriceRuleKind =
  /** A percentage added to every ticket price on the days listed (which wins over the weekend's). */
  | 'dates'
  /** One ticket type's price on the days listed, in place of its usual price (uplifts still apply). */
  | 'price'
  /** A percentage added to every ticket price on Saturdays and Sundays at the park. */
  | 'weekend';

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
  currency: Scalars['CurrencyCode']['output'];
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
  /** The park's time zone: a code's days are the park's. */
  timeZone: Scalars['String']['output'];
};

/** The fields of the promo code form (PromoCodeInput), and form: the whole action. */
export type PromoCodeFormField =
  | 'activityIds'
  | 'code'
  | 'form'
  | 'kind'
  | 'maxUses'
  | 'validFrom'
  | 'validUntil'
  | 'value';

/** A form's problem: its field and why (the screen shows the words of its code). */
export type PromoCodeFormProblem = {
  __typename?: 'PromoCodeFormProblem';
  code: PromoCodeProblemCode;
  field: PromoCodeFormField;
};

/** Nothing was done: what was wrong (a field's, or the whole action's). */
export type PromoCodeFormRefused = {
  __typename?: 'PromoCodeFormRefused';
  problems: Array<PromoCodeFormProblem>;
};

/**
 * A promo code's rules as staff set them. The code: 3 to 15 letters and digits (stored upper case), free
 * in the park among its promo codes and gift cards. value: a percentage (1–100) or minor units (> 0).
 * validFrom and validUntil: the park's days, the first not after the last.
 */
export type PromoCodeInput = {
  /** The park's activities it covers; empty: all of them. */
  activityIds: Array<Scalars['ID']['input']>;
  code: Scalars['String']['input'];
  kind: PromoCodeKind;
  /** At least 1, and not below the uses already counted; null: no limit. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  validUntil?: InputMaybe<Scalars['Date']['input']>;
  value: Scalars['Int']['input'];
};

/** A code's discount: a percentage off, or a fixed amount (minor units) off. Lower-case: the promo_codes table's kinds. */
export type PromoCodeKind =
  | 'fixed'
  | 'percent';

/** Why a promo code form was refused (lib/domain/promo-code.ts PROMO_CODE_PROBLEM_KEYS names each one's words in locales/<lng>/admin.json). */
export type PromoCodeProblemCode =
  /** An activity that is not the park's. */
  | 'activities'
  /** A fixed amount not above zero, or above the largest. */
  | 'amount'
  /** A limit of uses below the uses already counted. */
  | 'belowUses'
  /** Not 3 to 15 letters and digits. */
  | 'codeFormat'
  /** No code given. */
  | 'codeRequired'
  /** The park already has this code (a promo code or a gift card). */
  | 'codeTaken'
  /** Not a calendar day. */
  | 'day'
  /** The code is disabled: it is no longer changed. */
  | 'disabled'
  /** Something else was wrong with what was sent: try again. */
  | 'failed'
  /** Neither percent nor fixed. */
  | 'kind'
  /** A limit of uses that is no whole number of 1 or more. */
  | 'maxUses'
  /** The last day is before the first. */
  | 'order'
  /** A percentage outside 1 to 100. */
  | 'percent'
  /** Not a whole number. */
  | 'value';

/** What a change to a code answers: the code as it is now, or why nothing was done. */
export type PromoCodeResult = PromoCodeFormRefused | PromoCodeSaved;

export type PromoCodeSaved = {
  __typename?: 'PromoCodeSaved';
  promoCode: StaffPromoCode;
};

/** Where a code stands now (lib/domain/promo-code.ts promoStatus). */
export type PromoCodeStatus =
  | 'active'
  | 'disabled'
  /** Its last day is past. */
  | 'expired'
  /** Its first day is still to come. */
  | 'scheduled'
  /** It reached its limit of uses. */
  | 'usedUp';

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
  /** A park's activities, for its managers and owners (FORBIDDEN otherwise). */
  catalogue: CatalogueDesk;
  /** An activity with its ticket types and details, for its park's managers and owners (FORBIDDEN otherwise, or when there is none). */
  catalogueActivity: DeskActivityDetail;
  /** A path's page in each of the site's locales; FORBIDDEN otherwise, or when there is none. */
  contentPage: ContentPageEditor;
  /** A site's pages by path (parkId null: the global site, owners only); FORBIDDEN otherwise. */
  contentPages: ContentPages;
  /** A signed link (30 minutes) to preview a page's draft on its own domain; FORBIDDEN when the member may not edit it. */
  contentPreviewLink: ContentPreviewLink;
  /** The sites whose content the member may edit. */
  contentSites: Array<ContentSite>;
  /**
   * A park's today (the back office's start screen): its sessions' check-in counts for anyone who may
   * readDaySheet for the park; the money, enquiries and mail outbox only for those who may
   * readDashboardMoney (managers, owners), null for a gate. FORBIDDEN for a park not the member's.
   */
  dashboard: Dashboard;
  /**
   * A park's day sheet: every session of its activities on one local day (date: the park's own day, in its
   * time zone), with its counts. FORBIDDEN unless the member may readDaySheet for the park; BAD_USER_INPUT
   * for a date that is no calendar day.
   */
  daySheet: DaySheet;
  /**
   * Enquiries newest first, a page of at most 100 (default 50): of one park of the member's (parkId), or of
   * every park they manage enquiries for; of one status; whose name, email, phone or message contains
   * `search`. The next page: `before` set to the answer's `nextBefore`.
   */
  enquiries: EnquiryPage;
  /** One enquiry with its notes, replies and audit trail. */
  enquiry: Enquiry;
  /**
   * A gift card of the member's parks by its code (with or without dashes and spaces), for managers and
   * owners. FORBIDDEN when there is none, or it is another park's: the two are not told apart.
   */
  giftCard: StaffGiftCard;
  /** The member's parks where they may issue complimentary cards. */
  giftCardParks: Array<GiftCardPark>;
  /** What the park owes on its gift cards at the start and end of the range, and the ledger's movements between. Refused as salesReport is. */
  giftCardReport: GiftCardReport;
  /** A park's images (its uploads, newest first, then the shared ones). FORBIDDEN unless the member may manageImages there. */
  imageLibrary: ImageLibrary;
  /** A booking by a ticket's QR text or its booking ID, with its riders; null when it is not one of this member's parks' (or none). */
  kioskBooking?: Maybe<KioskBooking>;
  /** Who is signed in: name, language, role and parks. */
  me: StaffMe;
  /** The sessions of these tickets' activity on a day (the park's own) that they could move to. */
  moveOptions: Array<StaffMoveOption>;
  /** The signed-in member's own passkeys, oldest first. */
  myPasskeys: Array<StaffPasskey>;
  /** The park's sessions of the range with their places and check-ins (as the day sheet counts them), by session and by hour. Refused as salesReport is. */
  occupancyReport: OccupancyReport;
  /** One order, by its booking ID. */
  order: StaffOrder;
  /** Orders of the signed-in member's parks, newest first, a page at a time (at most 50). */
  orders: StaffOrderPage;
  /** A park's promo codes with their uses, for its managers and owners (FORBIDDEN otherwise). */
  promoCodes: PromoCodeDesk;
  /** What cancelling these standing tickets would give back now (the mutation computes it again). */
  refundQuote: StaffRefundQuote;
  /** A park's resellers, for its owners (FORBIDDEN otherwise). */
  resellers: ResellerDesk;
  /** A park's resources, the activities that may use them, and the days with a count of their own. FORBIDDEN unless the member may manageSchedules for the park. */
  resources: ResourceDesk;
  /**
   * A park's sales and refunds over a range of its local days (from and to included), grouped one way.
   * FORBIDDEN unless the member may readReports for the park; BAD_USER_INPUT for a range that is not one
   * (not days, the end before the start, more than a year).
   */
  salesReport: SalesReport;
  /** What a scanner keeps to check tickets without a network: the park's tickets today and tomorrow, the revoked codes, the public keys and the park's rule for codes it lacks. */
  scannerDay: ScannerDay;
  /**
   * A park's sessions of one day (the park's own), each with whether it is closed and the bookings it
   * concerns. FORBIDDEN unless the member may manageSchedules for the park.
   */
  schedule: Schedule;
  /** A park's bookable activities with their patterns and one-offs. FORBIDDEN unless the member may manageSchedules there. */
  schedules: ParkSchedules;
  /**
   * One session's manifest: its bookings. The park checked is the session's own; a session of another park
   * and one that does not exist are both FORBIDDEN.
   */
  sessionManifest: SessionManifest;
  /** The sites whose settings the member may change, in menu order. */
  settingsSites: Array<SettingsSite>;
  /** One site's settings and gateways. FORBIDDEN unless the member may manageSettings at its park. */
  siteSettings: SiteSettings;
  /** A park's waivers with every version of their texts. FORBIDDEN unless the member may readWaivers there. */
  waiverDesk: WaiverDesk;
  /** One signed waiver exactly as signed, with its seal checked. FORBIDDEN for another park's, or none. */
  waiverSignature: WaiverSignatureView;
  /**
   * The park's signed waivers, newest first, at most `limit` (1–50) signed before `before` (the next page:
   * the last one's signedAt). `search`: a booking ID, or part of the rider's name as signed.
   */
  waiverSignatures: Array<WaiverSignatureSummary>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryAuditEntriesArgs = {
  actor?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryCatalogueArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryCatalogueActivityArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryContentPageArgs = {
  parkId?: InputMaybe<Scalars['ID']['input']>;
  path: Scalars['String']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryContentPagesArgs = {
  parkId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryContentPreviewLinkArgs = {
  pageId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryDashboardArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryDaySheetArgs = {
  date: Scalars['Date']['input'];
  parkId: Scalars['ID']['input'];
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
export type QueryGiftCardReportArgs = {
  from: Scalars['Date']['input'];
  parkId: Scalars['ID']['input'];
  to: Scalars['Date']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryImageLibraryArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryKioskBookingArgs = {
  text: Scalars['String']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryMoveOptionsArgs = {
  bookingId: Scalars['String']['input'];
  date: Scalars['Date']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryOccupancyReportArgs = {
  from: Scalars['Date']['input'];
  parkId: Scalars['ID']['input'];
  to: Scalars['Date']['input'];
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
  date?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  groupsWithBalanceDue?: InputMaybe<Scalars['Boolean']['input']>;
  parkId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
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
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryRefundQuoteArgs = {
  bookingId: Scalars['String']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryResellersArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryResourcesArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QuerySalesReportArgs = {
  from: Scalars['Date']['input'];
  grouping: SalesGrouping;
  parkId: Scalars['ID']['input'];
  to: Scalars['Date']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryScannerDayArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryScheduleArgs = {
  date: Scalars['Date']['input'];
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QuerySchedulesArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QuerySessionManifestArgs = {
  sessionId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QuerySiteSettingsArgs = {
  localeId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryWaiverDeskArgs = {
  parkId: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryWaiverSignatureArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The back office's API (issue #22), served at /api/graphql on ADMIN_HOST only. Every request is a signed-in
 * staff member's (the session cookie; 401 otherwise), and every resolver asks lib/domain/staff-access.ts
 * whether that member may act on the park of what it touches (403 otherwise, saying nothing more).
 */
export type QueryWaiverSignaturesArgs = {
  before?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: Scalars['Int']['input'];
  parkId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

/** How a refund was paid out. Lower-case: the refunds table's values. */
export type RefundMethod =
  | 'desk'
  | 'gateway'
  | 'gift_card'
  /** Back to the reseller's account the booking was paid from (docs/octo.md). */
  | 'reseller';

/** A refund's life. Lower-case: the refunds table's values. */
export type RefundStatus =
  /** The provider refused it past the attempts allowed: staff settle it by hand. */
  | 'failed'
  /** Recorded; a gateway's is asked of the provider after the action commits. */
  | 'pending'
  | 'succeeded';

/** Where a cancellation's (or a cheaper move's) money goes. */
export type RefundTo =
  /** Onto a new gift card (with the park's bonus, if any). */
  | 'gift_card'
  /** Back to the payment it came from (through its gateway, or at the desk for a desk payment). */
  | 'original';

/** A park's resellers, newest first (revoked ones too). */
export type ResellerDesk = {
  __typename?: 'ResellerDesk';
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
  resellers: Array<StaffReseller>;
};

/** The fields of the reseller form (ResellerInput), and form: the whole action. */
export type ResellerFormField =
  | 'commissionPercent'
  | 'form'
  | 'name';

export type ResellerFormProblem = {
  __typename?: 'ResellerFormProblem';
  code: ResellerProblemCode;
  field: ResellerFormField;
};

/** Nothing was done: what was wrong. */
export type ResellerFormRefused = {
  __typename?: 'ResellerFormRefused';
  problems: Array<ResellerFormProblem>;
};

export type ResellerInput = {
  /** A whole percent, 0 to 100. */
  commissionPercent: Scalars['Int']['input'];
  /** 1 to 80 characters, trimmed; not the name of another active reseller of the park. */
  name: Scalars['String']['input'];
};

/** Why the reseller form was refused (lib/domain/reseller-desk.ts RESELLER_PROBLEM_KEYS names each one's words in locales/<lng>/admin.json). */
export type ResellerProblemCode =
  /** Not a whole percent from 0 to 100. */
  | 'commission'
  /** Something else was wrong with what was sent: try again. */
  | 'failed'
  /** No name given. */
  | 'nameRequired'
  /** The park already has an active reseller of this name (a retried make finds its first reseller's name taken). */
  | 'nameTaken'
  /** A name longer than 80 characters. */
  | 'nameTooLong';

/** What a change to a reseller answers: the reseller as it is now, or why nothing was done. */
export type ResellerResult = ResellerFormRefused | ResellerSaved;

export type ResellerSaved = {
  __typename?: 'ResellerSaved';
  /** The new API key, in the answer of makeReseller only (null otherwise). It is never shown again: copy it now. */
  key?: Maybe<Scalars['String']['output']>;
  reseller: StaffReseller;
};

/** Whether a reseller's key opens the OCTO API. */
export type ResellerStatus =
  | 'active'
  /** Its key is refused from the moment it was revoked; a revoked reseller stays listed. */
  | 'revoked';

export type Resource = {
  __typename?: 'Resource';
  /** In use at any one time, unless a day has its own count. */
  count: Scalars['Int']['output'];
  /** Days from today on with a count of their own, in order. */
  days: Array<ResourceDay>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  uses: Array<ResourceUse>;
};

export type ResourceActivity = {
  __typename?: 'ResourceActivity';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ResourceDay = {
  __typename?: 'ResourceDay';
  count: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  note?: Maybe<Scalars['String']['output']>;
};

export type ResourceDesk = {
  __typename?: 'ResourceDesk';
  /** The park's activities that sell sessions: what a resource may be used by. */
  activities: Array<ResourceActivity>;
  resources: Array<Resource>;
};

export type ResourceInput = {
  count: Scalars['Int']['input'];
  /** None: a new resource of parkId. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  parkId: Scalars['ID']['input'];
  uses: Array<ResourceUseInput>;
};

export type ResourceProblem =
  | 'COUNT_INVALID'
  | 'DATE_INVALID'
  | 'NAME_REQUIRED'
  | 'NAME_TAKEN'
  | 'NAME_TOO_LONG'
  | 'NOTE_TOO_LONG'
  | 'RULE_INVALID'
  | 'UNKNOWN_ACTIVITY'
  | 'UNKNOWN_RESOURCE';

export type ResourceRefused = {
  __typename?: 'ResourceRefused';
  problem: ResourceProblem;
};

export type ResourceResult = ResourceRefused | ResourceSaved | ResourceShort;

export type ResourceSaved = {
  __typename?: 'ResourceSaved';
  resource: Resource;
};

/** Nothing was saved: these sessions have places taken that the count would leave short. */
export type ResourceShort = {
  __typename?: 'ResourceShort';
  sessions: Array<ResourceShortSession>;
};

export type ResourceShortSession = {
  __typename?: 'ResourceShortSession';
  activityName: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  /** The most in use at a moment of it, its own included. */
  need: Scalars['Int']['output'];
  /** What its places take of the resource. */
  own: Scalars['Int']['output'];
  sessionId: Scalars['ID']['output'];
  startTime: Scalars['LocalTime']['output'];
};

/** An activity consumes quantity of the resource for every perPlaces places of a session, rounded up. */
export type ResourceUse = {
  __typename?: 'ResourceUse';
  activityId: Scalars['ID']['output'];
  activityName: Scalars['String']['output'];
  perPlaces: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type ResourceUseInput = {
  activityId: Scalars['ID']['input'];
  perPlaces: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
};

/** Why one rider may not ride (lib/domain/riders.ts RiderProblem), each naming the limit it breaks. */
export type RiderProblemCode =
  | 'answerMissing'
  | 'answerRefuses'
  | 'dateOfBirthInvalid'
  | 'heightMissing'
  | 'nameMissing'
  | 'tooHeavy'
  | 'tooOld'
  | 'tooShort'
  | 'tooTall'
  | 'tooYoung'
  | 'weightMissing';

/**
 * Who may ride as staff type it: each number as text, a whole number (years, centimetres, kilograms; empty
 * for no limit: ages 0–120, heights 0–250, weight 0–300, a maximum not below its minimum); the accompanying
 * adult null or its three figures (underAge 1–120, adultAge from underAge to 120, childrenPerAdult 1–20);
 * waiverId one of the activity's park's waivers or null; at most 20 health questions.
 */
export type RiderRequirementsInput = {
  accompanyingAdult?: InputMaybe<AccompanyingAdultInput>;
  healthQuestions: Array<HealthQuestionInput>;
  maxAge: Scalars['String']['input'];
  maxHeightCm: Scalars['String']['input'];
  maxWeightKg: Scalars['String']['input'];
  minAge: Scalars['String']['input'];
  minHeightCm: Scalars['String']['input'];
  waiverId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The gate's word on a ticket's riders (lib/domain/riders.ts ridersVerdict), worst first: a rider not named,
 * a limit not met, an accompanying adult missing, a waiver not signed; ready when none.
 */
export type RidersVerdict =
  | 'adultNeeded'
  | 'limitsNotMet'
  | 'ready'
  | 'ridersMissing'
  | 'waiverMissing';

/** What a sales report groups by. */
export type SalesGrouping =
  | 'activity'
  /** How the order's visit arrived: its source and campaign (first-party attribution); null for direct or unknown. */
  | 'campaign'
  | 'channel'
  | 'day'
  | 'promoCode'
  | 'ticketType';

export type SalesReport = {
  __typename?: 'SalesReport';
  /** Where this report's CSV is downloaded (on this host, with the session cookie). */
  csvPath: Scalars['String']['output'];
  /** The park's currency, which every amount is in (minor units); null for a park with no site yet. */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  from: Scalars['Date']['output'];
  grouping: SalesGrouping;
  park: StaffPark;
  rows: Array<SalesReportRow>;
  to: Scalars['Date']['output'];
  totals: SalesReportTotals;
  xeroAccrualPath: Scalars['String']['output'];
  /** Xero manual-journal imports of the range, cash and accrual basis. */
  xeroCashPath: Scalars['String']['output'];
};

export type SalesReportRow = {
  __typename?: 'SalesReportRow';
  /** The group: a day, an activity's or ticket type's name, a channel, a promo code; null for what has none (card fees, move charges, refunds by ticket type). */
  key?: Maybe<Scalars['String']['output']>;
  net: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  refunds: Scalars['Int']['output'];
  /** Minor units. */
  sales: Scalars['Int']['output'];
};

export type SalesReportTotals = {
  __typename?: 'SalesReportTotals';
  net: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  refunds: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
};

export type SaveWaiverTextResult = WaiverRefused | WaiverTextSaved;

/**
 * What a scan answers (lib/domain/check-in.ts ScanVerdict): valid (checkIn: the people admitted now),
 * alreadyCheckedIn (checkIns: when and by whom), wrongDay, wrongSession (today), wrongPark (ticket null
 * when the member does not work at its park), cancelled, refunded, notPaid, payAtDesk, tooManyPeople,
 * ridersNotReady (ticket.riders: a rider not named, a limit not met, an adult missing, a waiver not signed;
 * nobody admitted until they are, whatever the member's role), unknown (reason), notAllowed, invalidPeople; and choosePeople: a group ticket with several people left,
 * scanned without a number, admits nobody until the gate says how many. Every refusal is a verdict: a scan
 * answers one, never a GraphQL error.
 */
export type ScanResult = {
  __typename?: 'ScanResult';
  checkIn?: Maybe<CheckIn>;
  checkIns?: Maybe<Array<CheckIn>>;
  /** Why the ticket is unknown; null for every other verdict. */
  reason?: Maybe<UnknownTicketReason>;
  ticket?: Maybe<GateTicket>;
  /** The park's day today, for wrongDay and wrongSession. */
  today?: Maybe<Scalars['Date']['output']>;
  verdict: ScanVerdict;
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

/** What a gate scan answers (lib/domain/check-in.ts). */
export type ScanVerdict =
  | 'alreadyCheckedIn'
  | 'cancelled'
  /** A group ticket with several people left, scanned without a number: the gate says how many. */
  | 'choosePeople'
  | 'invalidPeople'
  /** The member may not check in at the ticket's park. */
  | 'notAllowed'
  | 'notPaid'
  /** Money is still due: the verdict names the sum to take at the desk. */
  | 'payAtDesk'
  | 'refunded'
  /** The ticket's riders are not all ready (ticket.riders.verdict says which): nobody admitted until they are. */
  | 'ridersNotReady'
  | 'tooManyPeople'
  /** Not a ticket of ours: see reason. */
  | 'unknown'
  /** Admitted: checkIn says how many people came in now. */
  | 'valid'
  | 'wrongDay'
  /** The ticket is another park's (its ticket is null when the member does not work there). */
  | 'wrongPark'
  | 'wrongSession';

export type ScannerDay = {
  __typename?: 'ScannerDay';
  /** The park's today and tomorrow (YYYY-MM-DD, its time zone): the sessions the list covers. */
  days: Array<Scalars['Date']['output']>;
  generatedAt: Scalars['DateTime']['output'];
  keys: Array<TicketKey>;
  parkId: Scalars['ID']['output'];
  /** Codes of those sessions' tickets that no longer admit: cancelled, moved, or their order cancelled or refunded. */
  revoked: Array<Scalars['String']['output']>;
  tickets: Array<ScannerTicket>;
  /** The park's time zone: the device tells today by it. */
  timeZone: Scalars['String']['output'];
  unknownTickets: OfflineUnknownTickets;
};

export type ScannerTicket = {
  __typename?: 'ScannerTicket';
  admitted: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  /** The park's day of its session. */
  day: Scalars['Date']['output'];
  payAtDesk: Scalars['Boolean']['output'];
  people: Scalars['Int']['output'];
  /** Its riders' verdict as the gate rules on it; null when its activity asks nothing of its riders. */
  riders?: Maybe<RidersVerdict>;
  sessionId: Scalars['ID']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type Schedule = {
  __typename?: 'Schedule';
  /** The park's day. */
  date: Scalars['Date']['output'];
  park: StaffPark;
  /** In start order. */
  sessions: Array<ScheduleSession>;
};

export type ScheduleBooking = {
  __typename?: 'ScheduleBooking';
  bookingId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** The language its mail is written in. */
  language: Scalars['Language']['output'];
  /** The back office's page of the order. */
  orderPath: Scalars['String']['output'];
  /** Paid, or to pay at the desk. */
  payAtDesk: Scalars['Boolean']['output'];
  /** Its standing tickets in this session. */
  tickets: Scalars['Int']['output'];
};

/**
 * The fields of the schedules forms (lib/domain/schedules.ts); sessions: the booked sessions an edit would
 * move; form: the whole action.
 */
export type ScheduleFormField =
  | 'capacity'
  | 'date'
  | 'endsOn'
  | 'form'
  | 'sessions'
  | 'startsOn'
  | 'time'
  | 'times'
  | 'weekdays';

/**
 * Why a change was refused: the field, its code (the screen shows the code's words), and for a session's
 * refusal the session with what it has sold and held.
 */
export type ScheduleFormProblem = {
  __typename?: 'ScheduleFormProblem';
  booked?: Maybe<Scalars['Int']['output']>;
  code: ScheduleProblemCode;
  field: ScheduleFormField;
  /** The limit the code names (capacityMax, timesMax), if any. */
  max?: Maybe<Scalars['Int']['output']>;
  /** The session the problem names, on the park's clock (the screen writes it in the member's language). */
  session?: Maybe<SessionMoment>;
};

/** Nothing was changed: the problems with what was sent, or the sessions that refuse it. */
export type ScheduleFormRefused = {
  __typename?: 'ScheduleFormRefused';
  problems: Array<ScheduleFormProblem>;
};

/** Why a schedules form was refused (lib/domain/schedules.ts SCHEDULE_PROBLEM_KEYS names each one's words in locales/<lng>/admin.json). */
export type ScheduleProblemCode =
  /** The session's capacity would fall below what it has sold and held (booked). */
  | 'belowBooked'
  /** The session has places sold or held (booked), or an order names it: it cannot move or be removed. */
  | 'booked'
  /** Places that are no whole number of at least 1. */
  | 'capacity'
  /** More places than a session may have (max). */
  | 'capacityMax'
  /** No places given. */
  | 'capacityRequired'
  /** Not a calendar day. */
  | 'date'
  /** No day given. */
  | 'dateRequired'
  /** The season ends before it starts. */
  | 'endBeforeStart'
  /** Something else was wrong with what was sent: try again. */
  | 'failed'
  /** The idempotency key is no key: reload and try again. */
  | 'key'
  /** The idempotency key was used for another activity: reload and try again. */
  | 'keyReused'
  /** Only a bookable activity has sessions. */
  | 'notBookable'
  /** A one-off session's day is before the park's today. */
  | 'past'
  /** The session has started: its capacity no longer changes. */
  | 'started'
  /** A time that is not HH:MM. */
  | 'time'
  /** No time given. */
  | 'timeRequired'
  /** More start times than a pattern may have (max). */
  | 'timesMax'
  /** A pattern without a start time. */
  | 'timesRequired'
  /** No weekday, or one outside 0 to 6. */
  | 'weekdays';

/** What a change answers: the schedule (or session) changed or added, or why nothing changed. */
export type ScheduleResult = ScheduleFormRefused | ScheduleSaved;

export type ScheduleSaved = {
  __typename?: 'ScheduleSaved';
  /** The schedule (or, for setSessionCapacity, the session) changed or added. */
  id: Scalars['ID']['output'];
};

export type ScheduleSession = {
  __typename?: 'ScheduleSession';
  /** The activity's name, in the member's language where the park's content has it. */
  activityName: Scalars['String']['output'];
  /** Bookings whose tickets stand in it: who a closure tells. */
  bookings: Array<ScheduleBooking>;
  capacity: Scalars['Int']['output'];
  closed: Scalars['Boolean']['output'];
  /** When it was closed. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it was closed, as staff wrote it. */
  closedReason?: Maybe<Scalars['String']['output']>;
  /** Places anyone may still book (0 once closed). */
  free: Scalars['Int']['output'];
  /** Places kept for visitors still booking: carts' holds, payments under way, reservations awaiting their emailed confirmation. */
  held: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Places reserved and not paid: to be paid at the desk on the day. */
  reserved: Scalars['Int']['output'];
  /** Places sold: paid with nothing left to pay (counted as the day sheet counts them). */
  sold: Scalars['Int']['output'];
  /** The start at the park's clock. */
  startTime: Scalars['LocalTime']['output'];
  /** It has started: it can no longer be closed or reopened. */
  started: Scalars['Boolean']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type SessionManifest = {
  __typename?: 'SessionManifest';
  /** By the customer's family name. */
  bookings: Array<ManifestBooking>;
  /** Where its CSV export is downloaded. */
  csvPath: Scalars['String']['output'];
  /** The session's local day. */
  date: Scalars['Date']['output'];
  park: StaffPark;
  session: ManifestSession;
  /** Its waiting list in line order (issue #24), every entry: those still waiting, offered, and past. */
  waitingList: Array<WaitingListEntry>;
};

/** A session's start on its park's clock: its local day and time. */
export type SessionMoment = {
  __typename?: 'SessionMoment';
  date: Scalars['Date']['output'];
  time: Scalars['LocalTime']['output'];
};

/** A session's riders: how many its tickets carry, how many are named, and the waivers signed of those asked ("waivers 14/16"). */
export type SessionRiders = {
  __typename?: 'SessionRiders';
  named: Scalars['Int']['output'];
  riders: Scalars['Int']['output'];
  /** Riders whose activity asks a waiver (0: none asked). */
  waiversAsked: Scalars['Int']['output'];
  /** Of them, those with a signature that covers their details as they are. */
  waiversSigned: Scalars['Int']['output'];
};

export type SessionsChanged = {
  __typename?: 'SessionsChanged';
  /** The sessions this action changed (none when all were already so, or started). */
  changed: Array<Scalars['ID']['output']>;
  /** Visitors emailed. */
  mailed: Scalars['Int']['output'];
};

/** A field of the settings' forms (the site's sections and a gateway's); form: the whole form. */
export type SettingsField =
  | 'accountClearing'
  | 'accountDeferredRevenue'
  | 'accountGiftCardLiability'
  | 'accountRefunds'
  | 'accountSales'
  | 'accountTaxRate'
  | 'address'
  | 'appleCertificateEnv'
  | 'appleKeyEnv'
  | 'appleKeyPassphraseEnv'
  | 'applePassTypeIdentifier'
  | 'appleTeamIdentifier'
  | 'appleWwdrEnv'
  | 'bookingEmbedCode'
  | 'bookingEnabled'
  | 'cancelHoursBefore'
  | 'cancelRefundTo'
  | 'cancellationPolicy'
  | 'cheaperDifferenceTo'
  | 'checkoutImageId'
  | 'currency'
  | 'description'
  | 'domain'
  | 'enableProgressiveCheckout'
  | 'enabled'
  | 'externalBookingSiteUrl'
  | 'facebookCode'
  | 'feePercent'
  | 'form'
  | 'ga4ApiSecretEnv'
  | 'giftCardBonusPercent'
  | 'googleAnalyticsCode'
  | 'googleIssuerId'
  | 'googleServiceAccountEnv'
  | 'googleTagManagerCode'
  | 'groupBalanceDaysBefore'
  | 'groupDepositKind'
  | 'groupDepositValue'
  | 'groupDuePolicy'
  | 'groupMinPeople'
  | 'groupsEnabled'
  | 'hrefLang'
  | 'hubspotCode'
  | 'invoiceBusinessAddress'
  | 'invoiceBusinessName'
  | 'invoiceTaxLabel'
  | 'invoiceTaxNumber'
  | 'invoiceTaxPercent'
  | 'language'
  | 'longMenuTitle'
  | 'mapUrl'
  | 'metaAccessTokenEnv'
  | 'offlineUnknownTickets'
  | 'privateKeyEnv'
  | 'progressiveCheckoutCode'
  | 'publicKeyEnv'
  | 'rescheduleHoursBefore'
  | 'reservationConfirmation'
  | 'reservationReleaseMinutes'
  | 'reservationSharePercent'
  | 'secretEnv'
  | 'timeZone'
  | 'title'
  | 'venueHireEmail'
  | 'waiverRetentionYears'
  | 'widgetOrigins';

/** Nothing was changed: each problem of the form. */
export type SettingsFormRefused = {
  __typename?: 'SettingsFormRefused';
  problems: Array<SettingsProblem>;
};

export type SettingsImage = {
  __typename?: 'SettingsImage';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/**
 * A field the server refused, and why; the same rules run in the browser (lib/domain/park-settings.ts), so
 * the screen shows it beside the field as its own.
 */
export type SettingsProblem = {
  __typename?: 'SettingsProblem';
  code: SettingsProblemCode;
  field: SettingsField;
  /** For a text in each language (a gateway's title and description): which language's; null otherwise. */
  language?: Maybe<Scalars['Language']['output']>;
  /** The limit the message names (a length, a percentage, hours); null when it names none. */
  max?: Maybe<Scalars['Int']['output']>;
};

/**
 * Why: a key of locales/<lng>/admin.json, settings.validation.<code> for a rule of the form, settings.errors.<code>
 * for what only the server knows (lib/domain/park-settings.ts SETTINGS_PROBLEM_KEYS).
 */
export type SettingsProblemCode =
  /** Not an account code (1 to 10 letters, digits, dots, dashes or underscores). */
  | 'accountCode'
  /** Balance days that are not a whole number up to the most allowed. */
  | 'balanceDays'
  | 'bonus'
  /** Group bookings on with no business name for their invoices. */
  | 'businessNameRequired'
  | 'choice'
  | 'codesMax'
  /** A gateway that talks to a provider names no credential. */
  | 'credentialRequired'
  | 'currency'
  | 'currencyInUse'
  | 'currencyRequired'
  /** A deposit that is not a whole percent (1–100) or a positive amount per person. */
  | 'deposit'
  /** A per-person deposit with more decimals than the park's currency has. */
  | 'depositAmount'
  | 'domain'
  /** The back office's own host. */
  | 'domainAdmin'
  | 'domainRequired'
  | 'domainTaken'
  | 'email'
  | 'envName'
  | 'envReserved'
  | 'facebookCode'
  /** Not one section to save (none, or several at once). */
  | 'failed'
  | 'fee'
  | 'googleAnalyticsCode'
  | 'googleTagManagerCode'
  /** A group size that is not a whole number of people the park allows. */
  | 'groupSize'
  | 'hours'
  | 'hrefLang'
  | 'hrefLangRequired'
  | 'https'
  | 'hubspotCode'
  | 'image'
  /** Not a Google Wallet issuer id (digits). */
  | 'issuerId'
  | 'language'
  /** The last payment method on, while booking is on. */
  | 'lastGateway'
  /** Booking on with no payment method on. */
  | 'noGateway'
  /** A site's domain or a credential's name: owners only. */
  | 'ownerOnly'
  /** Not an Apple Pass Type ID (pass. and reverse-DNS). */
  | 'passTypeIdentifier'
  | 'progressiveCode'
  | 'progressiveCodeRequired'
  | 'reservationRelease'
  | 'reservationShare'
  /** A tax rate that is not a percentage up to the most allowed. */
  | 'taxPercent'
  /** No tax rate, or one longer than the package allows. */
  | 'taxRate'
  /** Not an Apple team id (10 upper-case letters and digits). */
  | 'teamIdentifier'
  | 'timeZone'
  | 'timeZoneInUse'
  | 'timeZoneRequired'
  | 'titleRequired'
  | 'tooLong'
  | 'waiverRetention'
  /** A partner origin that is not exactly one (https://, a host name, an optional port, nothing after). */
  | 'widgetOrigin'
  /** More partner origins than a park may list. */
  | 'widgetOriginsMax'
  | 'zhTitle';

export type SettingsSite = {
  __typename?: 'SettingsSite';
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['Language']['output'];
  parkId?: Maybe<Scalars['ID']['output']>;
  parkName?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A health question's answer as signed, with the question in the member's language when the activity still asks it. */
export type SignedAnswer = {
  __typename?: 'SignedAnswer';
  answer: Scalars['Boolean']['output'];
  question?: Maybe<Scalars['String']['output']>;
  questionId: Scalars['String']['output'];
};

/** The rider's details as signed (the signature's own copy, not the rider as they are now). */
export type SignedRider = {
  __typename?: 'SignedRider';
  answers: Array<SignedAnswer>;
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  heightCm?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  weightKg?: Maybe<Scalars['Int']['output']>;
};

export type SiteSection = {
  __typename?: 'SiteSection';
  currency: Scalars['CurrencyCode']['output'];
  domain: Scalars['String']['output'];
  hrefLang: Scalars['String']['output'];
  language: Scalars['Language']['output'];
  longMenuTitle: LocalizedText;
  timeZone: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** The park's account codes for the accounting export ('' until set: the export then names placeholders); null for a site without a park. */
  accounting?: Maybe<AccountingSection>;
  analytics: AnalyticsSection;
  booking: BookingSection;
  checkout: CheckoutSection;
  gateways: Array<StaffGateway>;
  /** The park's group bookings and invoice details; null for a site without a park. */
  groups?: Maybe<GroupsSection>;
  id: Scalars['ID']['output'];
  images: Array<SettingsImage>;
  /** Whether the member may change the domain and the gateways' credential names (owners). */
  mayEditIdentity: Scalars['Boolean']['output'];
  parkId?: Maybe<Scalars['ID']['output']>;
  parkName?: Maybe<Scalars['String']['output']>;
  site: SiteSection;
  /** The park's wallet passes (names of variables only); null for a site without a park. */
  wallet?: Maybe<WalletSection>;
  /** The booking widget: the park's partner origins and what the snippet is made of; null for a site without a park. */
  widget?: Maybe<WidgetSection>;
};

export type SiteSettingsInput = {
  /** The park's: every site of the park takes it (refused once anything is priced in the current one). */
  currency: Scalars['CurrencyCode']['input'];
  domain: Scalars['String']['input'];
  hrefLang: Scalars['String']['input'];
  language: Scalars['Language']['input'];
  /** The site's name in the location and language chooser, in each language. */
  longMenuTitle: LocalizedTextInput;
  timeZone: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** What saving a section answered: the site's settings as saved, or each problem (nothing changed). */
export type SiteSettingsResult = SettingsFormRefused | SiteSettingsSaved;

export type SiteSettingsSaved = {
  __typename?: 'SiteSettingsSaved';
  settings: SiteSettings;
};

/** Everything a staff member can be allowed to do (lib/domain/staff-access.ts STAFF_ACTIONS); a role allows some. */
export type StaffAction =
  | 'cancel'
  | 'checkIn'
  | 'lookUp'
  | 'manageCatalogue'
  | 'manageContent'
  | 'manageEnquiries'
  | 'manageGiftCards'
  | 'manageImages'
  | 'managePromoCodes'
  /** A park's resellers and their OCTO API keys: owners only. */
  | 'manageResellers'
  | 'manageSchedules'
  | 'manageSettings'
  /** A site's domain and the environment variables a gateway's credentials are read from: owners only. */
  | 'manageSiteIdentity'
  /** The operator's own, across every park. */
  | 'manageStaff'
  /** The park's waiver texts: new versions in both languages. */
  | 'manageWaivers'
  | 'move'
  /** The operator's own, across every park. */
  | 'readAudit'
  /** The money, enquiries and mail outbox on the start screen (Today): managers and owners, not the gate. */
  | 'readDashboardMoney'
  | 'readDaySheet'
  /** A park's sales, refunds, occupancy and accounting export. */
  | 'readReports'
  /** Reading and printing the park's signed waivers. */
  | 'readWaivers'
  | 'refund'
  | 'resendConfirmation'
  | 'takePaymentAtDesk'
  | 'undoCheckIn';

/** How an order's visitor arrived: the campaign fields, whether an ad click id was present (never the id), the referrer's host, the landing path, the device class. */
export type StaffArrival = {
  __typename?: 'StaffArrival';
  deviceClass: DeviceClass;
  hadFbclid: Scalars['Boolean']['output'];
  hadGclid: Scalars['Boolean']['output'];
  landingPath?: Maybe<Scalars['String']['output']>;
  referrerHost?: Maybe<Scalars['String']['output']>;
  utmCampaign?: Maybe<Scalars['String']['output']>;
  utmContent?: Maybe<Scalars['String']['output']>;
  utmMedium?: Maybe<Scalars['String']['output']>;
  utmSource?: Maybe<Scalars['String']['output']>;
  utmTerm?: Maybe<Scalars['String']['output']>;
};

export type StaffAuditEntry = {
  __typename?: 'StaffAuditEntry';
  action: Scalars['String']['output'];
  actor: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** The state before and after, as JSON. */
  before?: Maybe<Scalars['String']['output']>;
};

/** An amount an order owes after a move to a dearer session (issue #22). */
export type StaffCharge = {
  __typename?: 'StaffCharge';
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The visitor was mailed a payment link for it (else it is due at the desk). */
  linkSent: Scalars['Boolean']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** How it was paid: gateway (the link), cash, card_at_desk; null while due. */
  paidWith?: Maybe<PaymentMethod>;
  reason: Scalars['String']['output'];
  status: ChargeStatus;
};

/** A check-in of a ticket not undone: while it stands the ticket cannot be cancelled or moved. */
export type StaffCheckIn = {
  __typename?: 'StaffCheckIn';
  at: Scalars['DateTime']['output'];
  /** Who checked it in. */
  by: Scalars['String']['output'];
  /** What undoCheckIn (lib/server/check-in/staff.graphql) takes to undo it. */
  id: Scalars['ID']['output'];
  /**
   * Whether the signed-in member may undo it now: their role allows undoCheckIn at the order's park and its
   * two minutes are not over. undoCheckIn asks both again.
   */
  mayUndo: Scalars['Boolean']['output'];
  /** Until when it can be undone: two minutes after it (lib/domain/check-in.ts UNDO_CHECK_IN_MINUTES). */
  undoableUntil: Scalars['DateTime']['output'];
};

export type StaffCustomer = {
  __typename?: 'StaffCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type StaffGateway = {
  __typename?: 'StaffGateway';
  credentials: Array<GatewayCredential>;
  description: LocalizedText;
  enabled: Scalars['Boolean']['output'];
  feePercent: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether checkout offers it on this server now: enabled, and every credential it names is set. */
  offered: Scalars['Boolean']['output'];
  /** What checkout calls it; zhHant empty: checkout shows the English. */
  title: LocalizedText;
  type: PaymentGatewayType;
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
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['CurrencyCode']['output'];
  /** Its ledger, oldest first, each entry with the balance after it. */
  entries: Array<GiftCardEntry>;
  id: Scalars['ID']['output'];
  issuedByBookingId?: Maybe<Scalars['String']['output']>;
  /** The largest amount (minor units) staff may adjust it by at once: the park's largest gift card. */
  maxAdjustment: Scalars['Int']['output'];
  /** The orders that spent it (not the purchase that issued it), oldest first. */
  orders: Array<GiftCardOrder>;
  /** How it came to be: issuedByBookingId says which purchase, recipient to whom staff gave it. */
  origin: GiftCardOrigin;
  parkId: Scalars['ID']['output'];
  parkName: Scalars['String']['output'];
  recipient?: Maybe<GiftCardRecipient>;
  /** What it was issued for, in minor units. */
  value: Scalars['Int']['output'];
  /** Voided by staff: it can no longer be spent or adjusted. */
  voided: Scalars['Boolean']['output'];
};

export type StaffMail = {
  __typename?: 'StaffMail';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  kind: OrderMailKind;
  lastError?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
};

export type StaffMe = {
  __typename?: 'StaffMe';
  /** What this member may do (lib/domain/staff-access.ts ROLE_ACTIONS): the screens show only these. */
  actions: Array<StaffAction>;
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  language: Scalars['Language']['output'];
  parks: Array<StaffPark>;
  role: StaffRole;
};

export type StaffMoveOption = {
  __typename?: 'StaffMoveOption';
  /** What the moved tickets cost more (positive) or less (negative) there. */
  priceDifference: Scalars['Int']['output'];
  /** Places left for sale. */
  remaining: Scalars['Int']['output'];
  sessionId: Scalars['ID']['output'];
  startsAt: Scalars['DateTime']['output'];
};

/** An order with everything the desk needs: what was bought, its tickets now, its money and its history. */
export type StaffOrder = {
  __typename?: 'StaffOrder';
  /** What the signed-in member may do to this order now: their role and the order's status allowing. The server checks again when it is done. */
  actions: Array<OrderDeskAction>;
  /** How the visitor arrived (lib/domain/attribution.ts); null when the order was not placed from a visit that kept it. */
  arrival?: Maybe<StaffArrival>;
  /** What staff did to this order, newest first. */
  auditTrail: Array<StaffAuditEntry>;
  bookingId: Scalars['String']['output'];
  cardFee: Scalars['Int']['output'];
  /** Where the order was placed. */
  channel: OrderChannel;
  /** A widget's host page origin, or a reseller's name; null for the park's site, or when it is not known. */
  channelSource?: Maybe<Scalars['String']['output']>;
  /** What the order owes on top of what it was placed for (moves to dearer sessions), oldest first. */
  charges: Array<StaffCharge>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['CurrencyCode']['output'];
  customer: StaffCustomer;
  discount: Scalars['Int']['output'];
  /** What is left to pay at the desk (a reservation), after what staff cancelled. */
  dueOnArrival: Scalars['Int']['output'];
  giftCard: Scalars['Int']['output'];
  kind: OrderKind;
  /** The language the visitor booked in: their mail is in it. */
  language: Scalars['Language']['output'];
  /** What was bought, line by line. */
  lines: Array<StaffOrderLine>;
  /** The mail sent (or waiting to be sent) about this order. */
  mails: Array<StaffMail>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  park: StaffPark;
  payments: Array<StaffPayment>;
  /** Given back so far (refunds that went through or are on their way). */
  refunded: Scalars['Int']['output'];
  refunds: Array<StaffRefund>;
  status: OrderStatus;
  subtotal: Scalars['Int']['output'];
  /** Every ticket, standing or cancelled, at the session it admits to now. */
  tickets: Array<StaffTicket>;
  total: Scalars['Int']['output'];
};

/** The action was done (or had been: the same key again): the order as it left it. */
export type StaffOrderActionDone = {
  __typename?: 'StaffOrderActionDone';
  order: StaffOrder;
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
  /** The session costs more: say to charge the difference (chargeDifference) to move there. */
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

/** Nothing was done: why (typed), and the order as it stands. */
export type StaffOrderActionRefused = {
  __typename?: 'StaffOrderActionRefused';
  order: StaffOrder;
  problem: StaffOrderActionProblem;
};

/** What a desk action answers: done (or done before: the same key again), or refused. */
export type StaffOrderActionResult = StaffOrderActionDone | StaffOrderActionRefused;

export type StaffOrderLine = {
  __typename?: 'StaffOrderLine';
  activityTitle: Scalars['String']['output'];
  addOns: Array<Scalars['String']['output']>;
  discount: Scalars['Int']['output'];
  /** The session bought. */
  startsAt: Scalars['DateTime']['output'];
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
  /** Where the order was placed. */
  channel: OrderChannel;
  /** A widget's host page origin, or a reseller's name; null for the park's site, or when it is not known. */
  channelSource?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['CurrencyCode']['output'];
  email: Scalars['String']['output'];
  /** The first session a standing ticket admits to; null when none stands. */
  firstSessionAt?: Maybe<Scalars['DateTime']['output']>;
  kind: OrderKind;
  name: Scalars['String']['output'];
  parkName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  status: OrderStatus;
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

/** A passkey on the signed-in member's account: what they named it, when it was added and last signed in. */
export type StaffPasskey = {
  __typename?: 'StaffPasskey';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Null until it first signs in. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

export type StaffPayment = {
  __typename?: 'StaffPayment';
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** What the provider told us and what we did, in order. */
  events: Array<StaffPaymentEvent>;
  /** The gateway's type (DPS, MasterCardDirect…); null for a payment on a reseller's account, which has none. */
  gateway?: Maybe<Scalars['String']['output']>;
  method: PaymentMethod;
  providerReference?: Maybe<Scalars['String']['output']>;
  status: PaymentStatus;
};

export type StaffPaymentEvent = {
  __typename?: 'StaffPaymentEvent';
  at: Scalars['DateTime']['output'];
  /** The event's detail as JSON. */
  detail: Scalars['String']['output'];
  kind: PaymentEventKind;
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
  createdAt: Scalars['DateTime']['output'];
  /** Null unless disabled. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: PromoCodeKind;
  maxUses?: Maybe<Scalars['Int']['output']>;
  status: PromoCodeStatus;
  /** Orders paid or awaiting payment that use it. */
  uses: Scalars['Int']['output'];
  /** The park's first day it works; null: from now. */
  validFrom?: Maybe<Scalars['Date']['output']>;
  /** The park's last day it works (included); null: no end. */
  validUntil?: Maybe<Scalars['Date']['output']>;
  value: Scalars['Int']['output'];
};

export type StaffRefund = {
  __typename?: 'StaffRefund';
  amount: Scalars['Int']['output'];
  by?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  giftCardCode?: Maybe<Scalars['String']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  method: RefundMethod;
  reason: Scalars['String']['output'];
  status: RefundStatus;
};

export type StaffRefundQuote = {
  __typename?: 'StaffRefundQuote';
  /** What goes back as money (to the original payment, or as a gift card); for a reservation, what is no longer due. */
  amount: Scalars['Int']['output'];
  /** These tickets' own shares of what moves to dearer times were paid, each given back the way it was paid. */
  chargeRefund: Scalars['Int']['output'];
  /** What goes back onto the gift card the order was paid with. */
  giftCard: Scalars['Int']['output'];
  /** Whether there is a payment to give it back to (else only a gift card can take it). */
  toOriginalPayment: Scalars['Boolean']['output'];
};

/** A reseller and its key as staff may see it: never the key, nor its hash. */
export type StaffReseller = {
  __typename?: 'StaffReseller';
  /** What the reseller keeps of the retail price, a whole percent 0–100 (lib/domain/reseller-price.ts netPrice). */
  commissionPercent: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The key's last four characters, to tell keys apart (shown as …abcd). */
  keyHint: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Null while its key works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ResellerStatus;
};

/** What a staff member may do, by role (lib/domain/staff-access.ts ROLE_ACTIONS). */
export type StaffRole =
  | 'gate'
  | 'manager'
  | 'owner';

export type StaffScheduleEntry = {
  __typename?: 'StaffScheduleEntry';
  capacity: Scalars['Int']['output'];
  /** Its season ended before the park's today. */
  ended: Scalars['Boolean']['output'];
  endsOn?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  oneOff: Scalars['Boolean']['output'];
  startsOn: Scalars['Date']['output'];
  times: Array<Scalars['LocalTime']['output']>;
  weekdays: Array<Scalars['Int']['output']>;
};

export type StaffTicket = {
  __typename?: 'StaffTicket';
  activityTitle: Scalars['String']['output'];
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was scanned in at the gate (lib/server/check-in). */
  checkIns: Array<StaffCheckIn>;
  code: Scalars['String']['output'];
  /** The session it was bought for, when staff moved it since. */
  movedFrom?: Maybe<Scalars['DateTime']['output']>;
  /** The session it admits to now. */
  startsAt: Scalars['DateTime']['output'];
  variationTitle: Scalars['String']['output'];
};

export type StaffTicketCount = {
  __typename?: 'StaffTicketCount';
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type StaffWaiver = {
  __typename?: 'StaffWaiver';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** One per back-office language, English first: its versions, newest first (empty: none written yet). */
  texts: Array<WaiverLanguageTexts>;
};

/** A public key tickets' QR codes are signed with (Ed25519, raw, base64url). */
export type TicketKey = {
  __typename?: 'TicketKey';
  algorithm: Scalars['String']['output'];
  keyId: Scalars['String']['output'];
  publicKey: Scalars['String']['output'];
};

/** How many people a ticket admits, has admitted, and may still admit (a family pass: 4). */
export type TicketPeople = {
  __typename?: 'TicketPeople';
  admitted: Scalars['Int']['output'];
  remaining: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type UndoCheckInProblem =
  /** It was undone already. */
  | 'alreadyUndone'
  /** The member may not undo check-ins at the ticket's park. */
  | 'notAllowed'
  /** No such check-in. */
  | 'notFound'
  /** More than two minutes have passed since it (lib/domain/check-in.ts UNDO_CHECK_IN_MINUTES). */
  | 'tooLate';

/** Nothing was undone: why. */
export type UndoCheckInRefused = {
  __typename?: 'UndoCheckInRefused';
  problem: UndoCheckInProblem;
};

/** What undoing a check-in answers: done, or refused with why. */
export type UndoCheckInResult = CheckInUndone | UndoCheckInRefused;

/** Why a scanned code is not a ticket of ours (lib/domain/check-in.ts). */
export type UnknownTicketReason =
  /** A ticket's code whose signature does not match: made up or altered; answered before any database work. */
  | 'forged'
  /** Not a ticket's code at all (a URL, another QR code); answered before any database work. */
  | 'malformed'
  /** Signed, yet no such ticket. */
  | 'notFound';

export type UnpaidReservations = {
  __typename?: 'UnpaidReservations';
  count: Scalars['Int']['output'];
  /** Minor units of the park's currency. */
  due: Scalars['Int']['output'];
};

/** An upgrade as staff type it (zhHant empty: the Chinese site shows the English); price per participant in the park's currency. */
export type UpgradeInput = {
  description: LocalizedTextInput;
  price: Scalars['String']['input'];
  title: LocalizedTextInput;
};

/**
 * A ticket type as staff type it (title's zhHant empty: the Chinese site shows the English). price: text in
 * the park's currency ("12.50"), turned into minor units by the server; at least 0, no more decimals than the
 * currency has. participants: 1 to 20, fixed once the ticket type exists.
 */
export type VariationInput = {
  participants: Scalars['String']['input'];
  price: Scalars['String']['input'];
  title: LocalizedTextInput;
};

export type VoidGiftCardInput = {
  code: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

/** A visitor on a session's waiting list. */
export type WaitingListEntry = {
  __typename?: 'WaitingListEntry';
  email: Scalars['String']['output'];
  /** When they joined. */
  joinedAt: Scalars['DateTime']['output'];
  /** Until when an offer holds its places; null before one was made. */
  offeredUntil?: Maybe<Scalars['DateTime']['output']>;
  places: Scalars['Int']['output'];
  /** Its rank in the list, 1 first: confirmed joins in the order they were confirmed, an unconfirmed one by when it joined. */
  position: Scalars['Int']['output'];
  status: WaitingListStatus;
};

export type WaitingListStatus =
  /** They put the offered places in their cart. */
  | 'claimed'
  /** The offer ran out (the places went to the next in line), an offer to the same visitor on this session ran out, or the join was not confirmed in time. */
  | 'expired'
  /** They left the line. */
  | 'left'
  /** Places held for them; the emailed link books them until offeredUntil. */
  | 'offered'
  /** Joined, the emailed confirmation link not yet followed: never offered places; lapses (expired) after 24 hours. */
  | 'unconfirmed'
  /** In line (confirmed). */
  | 'waiting';

export type WaiverCreated = {
  __typename?: 'WaiverCreated';
  waiver: StaffWaiver;
};

export type WaiverDesk = {
  __typename?: 'WaiverDesk';
  /** Whether the member may create waivers and write versions here (manageWaivers). */
  mayEdit: Scalars['Boolean']['output'];
  parkId: Scalars['ID']['output'];
  /** Years a signed waiver is kept (the park's setting). */
  retentionYears: Scalars['Int']['output'];
  /** The park's time zone, in which the screen shows when each version was written. */
  timeZone: Scalars['String']['output'];
  waivers: Array<StaffWaiver>;
};

export type WaiverLanguageTexts = {
  __typename?: 'WaiverLanguageTexts';
  language: Scalars['Language']['output'];
  /** Newest first: the first is the current text, the rest read-only history. */
  versions: Array<WaiverTextVersion>;
};

/** Why the waiver desk changed nothing: waivers.problems.<problem> of locales/<lng>/admin.json (lib/domain/waiver-desk.ts). */
export type WaiverProblem =
  | 'bodyRequired'
  | 'bodyTooLong'
  | 'nameRequired'
  /** Another waiver of the park has this name. */
  | 'nameTaken'
  | 'nameTooLong'
  /** Another version was written since the form was opened: read it, then write yours. */
  | 'stale'
  | 'titleRequired'
  | 'titleTooLong';

/** Nothing was changed: why. */
export type WaiverRefused = {
  __typename?: 'WaiverRefused';
  problem: WaiverProblem;
};

/** A signed waiver in the park's list. */
export type WaiverSignatureSummary = {
  __typename?: 'WaiverSignatureSummary';
  bookingId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['Language']['output'];
  /** The rider's name as signed. */
  riderName: Scalars['String']['output'];
  signedAt: Scalars['DateTime']['output'];
  signerName: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  waiverTitle: Scalars['String']['output'];
};

export type WaiverSignatureView = {
  __typename?: 'WaiverSignatureView';
  bookingId: Scalars['String']['output'];
  clientAddress: Scalars['String']['output'];
  /** The drawn signature as SVG path data; null: the typed name alone signed. */
  drawing?: Maybe<Scalars['String']['output']>;
  /** A guardian signing for a minor: their relationship to the rider. */
  guardianRelationship?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  language: Scalars['Language']['output'];
  parkName: Scalars['String']['output'];
  rider: SignedRider;
  seal: Scalars['String']['output'];
  /** Whether the seal recomputed over the stored fields matches the stored seal. */
  sealVerified: Scalars['Boolean']['output'];
  signedAt: Scalars['DateTime']['output'];
  signerEmail?: Maybe<Scalars['String']['output']>;
  signerName: Scalars['String']['output'];
  /** The text version exactly as signed. */
  text: WaiverTextVersion;
  /** The park's time zone: signedAt is shown in it. */
  timeZone: Scalars['String']['output'];
  userAgent: Scalars['String']['output'];
  waiverName: Scalars['String']['output'];
};

/** Whether a rider must sign the activity's waiver, and has: missing also when their details changed since. */
export type WaiverState =
  | 'missing'
  | 'notAsked'
  | 'signed';

export type WaiverTextSaved = {
  __typename?: 'WaiverTextSaved';
  /** True when the latest version already had this text: nothing was written. */
  unchanged: Scalars['Boolean']['output'];
  /** The version the text is now. */
  version: WaiverTextVersion;
  waiver: StaffWaiver;
};

export type WaiverTextVersion = {
  __typename?: 'WaiverTextVersion';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** A staff member's email, or 'seed'. */
  createdBy: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type WalletSection = {
  __typename?: 'WalletSection';
  /** The variables' names only, never their values. */
  appleCertificateEnv: Scalars['String']['output'];
  appleKeyEnv: Scalars['String']['output'];
  appleKeyPassphraseEnv: Scalars['String']['output'];
  /** Whether this server offers Apple passes now: the ids set and every variable named set here. */
  appleOffered: Scalars['Boolean']['output'];
  applePassTypeIdentifier: Scalars['String']['output'];
  appleTeamIdentifier: Scalars['String']['output'];
  appleWwdrEnv: Scalars['String']['output'];
  googleIssuerId: Scalars['String']['output'];
  /** Whether this server offers Google passes now: the issuer set and its key's variable set here. */
  googleOffered: Scalars['Boolean']['output'];
  googleServiceAccountEnv: Scalars['String']['output'];
};

/**
 * The park's wallet passes for tickets (lib/domain/wallet.ts), owners only: Apple's Pass Type ID and team,
 * Google Wallet's issuer id, and the NAMES of the environment variables holding the pass certificate (PEM),
 * its key (PEM), the key's passphrase, Apple's WWDR certificate (PEM) and Google's service-account JSON key.
 * Never their values. Empty: none.
 */
export type WalletSettingsInput = {
  appleCertificateEnv: Scalars['String']['input'];
  appleKeyEnv: Scalars['String']['input'];
  appleKeyPassphraseEnv: Scalars['String']['input'];
  applePassTypeIdentifier: Scalars['String']['input'];
  appleTeamIdentifier: Scalars['String']['input'];
  appleWwdrEnv: Scalars['String']['input'];
  googleIssuerId: Scalars['String']['input'];
  googleServiceAccountEnv: Scalars['String']['input'];
};

export type WidgetActivity = {
  __typename?: 'WidgetActivity';
  slug: Scalars['String']['output'];
  title: LocalizedText;
};

export type WidgetSection = {
  __typename?: 'WidgetSection';
  /** The park's activities the widget can book, in menu order: the snippet may open one of them. */
  activities: Array<WidgetActivity>;
  /** The loader on this site's domain (its configured origin and /widget.js): the snippet's script. */
  scriptUrl: Scalars['String']['output'];
  /** The partner origins that may embed the park's booking (frame-ancestors), normalised. */
  widgetOrigins: Array<Scalars['String']['output']>;
};

/**
 * The booking widget (docs/widget.md): the partner sites that may embed the park's booking (the whole park's;
 * a site without a park has none).
 */
export type WidgetSettingsInput = {
  /** Origins as typed (https://partner.example), one a line or separated by commas or spaces; empty: no site may. */
  widgetOrigins: Scalars['String']['input'];
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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  CatalogueActivityResult:
    | ( CatalogueActivitySaved )
    | ( CatalogueFormRefused )
  ;
  CatalogueDeskResult:
    | ( CatalogueDeskSaved )
    | ( CatalogueFormRefused )
  ;
  ClosureResult:
    | ( ClosureRefused )
    | ( SessionsChanged )
  ;
  ContentDraftDiscardResult: ( ContentDraftDiscarded );
  ContentDraftResult:
    | ( ContentDraftSaved )
    | ( ContentFormRefused )
  ;
  ContentMenusResult:
    | ( ContentFormRefused )
    | ( ContentMenusSaved )
  ;
  ContentPublishResult:
    | ( ContentPagePublished )
    | ( ContentPageRefused )
  ;
  ContentRevertResult:
    | ( ContentPageRefused )
    | ( ContentPageReverted )
  ;
  CreateWaiverResult:
    | ( WaiverCreated )
    | ( WaiverRefused )
  ;
  EnquiryChangeResult:
    | ( Omit<EnquiryChanged, 'enquiry'> & { enquiry: _RefType['Enquiry'] } )
    | ( EnquiryFormRefused )
  ;
  GatewayMoveResult:
    | ( GatewayMoveRefused )
    | ( GatewayMoved )
  ;
  GatewayResult:
    | ( GatewaySaved )
    | ( SettingsFormRefused )
  ;
  GiftCardActionResult:
    | ( GiftCardActionDone )
    | ( GiftCardFormRefused )
  ;
  ImageTextsResult:
    | ( ImageTextsRefused )
    | ( ImageTextsSaved )
  ;
  KioskRiderLinkResult:
    | ( KioskRefused )
    | ( KioskRiderLink )
  ;
  PromoCodeResult:
    | ( PromoCodeFormRefused )
    | ( PromoCodeSaved )
  ;
  ResellerResult:
    | ( ResellerFormRefused )
    | ( ResellerSaved )
  ;
  ResourceResult:
    | ( ResourceRefused )
    | ( ResourceSaved )
    | ( ResourceShort )
  ;
  SaveWaiverTextResult:
    | ( WaiverRefused )
    | ( WaiverTextSaved )
  ;
  ScheduleResult:
    | ( ScheduleFormRefused )
    | ( ScheduleSaved )
  ;
  SiteSettingsResult:
    | ( SettingsFormRefused )
    | ( SiteSettingsSaved )
  ;
  StaffOrderActionResult:
    | ( Omit<StaffOrderActionDone, 'order'> & { order: _RefType['StaffOrder'] } )
    | ( Omit<StaffOrderActionRefused, 'order'> & { order: _RefType['StaffOrder'] } )
  ;
  UndoCheckInResult:
    | ( CheckInUndone )
    | ( UndoCheckInRefused )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccompanyingAdultInput: AccompanyingAdultInput;
  AccountingSection: ResolverTypeWrapper<AccountingSection>;
  AccountingSettingsInput: AccountingSettingsInput;
  ActivityDetailsInput: ActivityDetailsInput;
  ActivityListingInput: ActivityListingInput;
  ActivitySchedules: ResolverTypeWrapper<ActivitySchedules>;
  ActivityType: ActivityType;
  AddOnInput: AddOnInput;
  AdjustGiftCardInput: AdjustGiftCardInput;
  AnalyticsSection: ResolverTypeWrapper<AnalyticsSection>;
  AnalyticsSettingsInput: AnalyticsSettingsInput;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  BookingPayment: BookingPayment;
  BookingSection: ResolverTypeWrapper<BookingSection>;
  BookingSettingsInput: BookingSettingsInput;
  BookingType: BookingType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelRefundTo: CancelRefundTo;
  CatalogueActivityResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogueActivityResult']>;
  CatalogueActivitySaved: ResolverTypeWrapper<CatalogueActivitySaved>;
  CatalogueDesk: ResolverTypeWrapper<CatalogueDesk>;
  CatalogueDeskResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogueDeskResult']>;
  CatalogueDeskSaved: ResolverTypeWrapper<CatalogueDeskSaved>;
  CatalogueFormField: CatalogueFormField;
  CatalogueFormProblem: ResolverTypeWrapper<CatalogueFormProblem>;
  CatalogueFormRefused: ResolverTypeWrapper<CatalogueFormRefused>;
  CatalogueProblemCode: CatalogueProblemCode;
  CatalogueStatus: CatalogueStatus;
  ChannelSales: ResolverTypeWrapper<ChannelSales>;
  ChargeStatus: ChargeStatus;
  CheckIn: ResolverTypeWrapper<CheckIn>;
  CheckInConflict: ResolverTypeWrapper<CheckInConflict>;
  CheckInConflictOther: ResolverTypeWrapper<CheckInConflictOther>;
  CheckInProgress: CheckInProgress;
  CheckInUndone: ResolverTypeWrapper<CheckInUndone>;
  CheckoutSection: ResolverTypeWrapper<CheckoutSection>;
  CheckoutSettingsInput: CheckoutSettingsInput;
  ClosureProblem: ClosureProblem;
  ClosureRefused: ResolverTypeWrapper<ClosureRefused>;
  ClosureResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClosureResult']>;
  ContentDraftDiscardResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentDraftDiscardResult']>;
  ContentDraftDiscarded: ResolverTypeWrapper<ContentDraftDiscarded>;
  ContentDraftResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentDraftResult']>;
  ContentDraftSaved: ResolverTypeWrapper<ContentDraftSaved>;
  ContentEditorActivity: ResolverTypeWrapper<ContentEditorActivity>;
  ContentEditorImage: ResolverTypeWrapper<ContentEditorImage>;
  ContentFormField: ContentFormField;
  ContentFormProblem: ResolverTypeWrapper<ContentFormProblem>;
  ContentFormRefused: ResolverTypeWrapper<ContentFormRefused>;
  ContentLocale: ResolverTypeWrapper<ContentLocale>;
  ContentMenuEntryInput: ContentMenuEntryInput;
  ContentMenusResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentMenusResult']>;
  ContentMenusSaved: ResolverTypeWrapper<ContentMenusSaved>;
  ContentPageColumn: ResolverTypeWrapper<ContentPageColumn>;
  ContentPageEditor: ResolverTypeWrapper<ContentPageEditor>;
  ContentPageLocale: ResolverTypeWrapper<ContentPageLocale>;
  ContentPagePath: ResolverTypeWrapper<ContentPagePath>;
  ContentPageProblem: ContentPageProblem;
  ContentPagePublished: ResolverTypeWrapper<ContentPagePublished>;
  ContentPageRefused: ResolverTypeWrapper<ContentPageRefused>;
  ContentPageReverted: ResolverTypeWrapper<ContentPageReverted>;
  ContentPages: ResolverTypeWrapper<ContentPages>;
  ContentPreviewLink: ResolverTypeWrapper<ContentPreviewLink>;
  ContentProblemCode: ContentProblemCode;
  ContentPublishResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentPublishResult']>;
  ContentRevertResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentRevertResult']>;
  ContentSite: ResolverTypeWrapper<ContentSite>;
  CreateWaiverResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateWaiverResult']>;
  CurrencyCode: ResolverTypeWrapper<Scalars['CurrencyCode']['output']>;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  DashboardComparison: ResolverTypeWrapper<DashboardComparison>;
  DashboardEnquiries: ResolverTypeWrapper<DashboardEnquiries>;
  DashboardMoney: ResolverTypeWrapper<DashboardMoney>;
  DashboardOutbox: ResolverTypeWrapper<DashboardOutbox>;
  DashboardSession: ResolverTypeWrapper<DashboardSession>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DaySheet: ResolverTypeWrapper<DaySheet>;
  DaySheetGroup: ResolverTypeWrapper<DaySheetGroup>;
  DaySheetSession: ResolverTypeWrapper<DaySheetSession>;
  DeskAccompanyingAdult: ResolverTypeWrapper<DeskAccompanyingAdult>;
  DeskActivity: ResolverTypeWrapper<DeskActivity>;
  DeskActivityChoice: ResolverTypeWrapper<DeskActivityChoice>;
  DeskActivityDetail: ResolverTypeWrapper<DeskActivityDetail>;
  DeskActivityDetails: ResolverTypeWrapper<DeskActivityDetails>;
  DeskActivityListing: ResolverTypeWrapper<DeskActivityListing>;
  DeskActivityPage: ResolverTypeWrapper<DeskActivityPage>;
  DeskAddOn: ResolverTypeWrapper<DeskAddOn>;
  DeskHealthQuestion: ResolverTypeWrapper<DeskHealthQuestion>;
  DeskImage: ResolverTypeWrapper<DeskImage>;
  DeskPaymentMethod: DeskPaymentMethod;
  DeskPriceRule: ResolverTypeWrapper<DeskPriceRule>;
  DeskRiderRequirements: ResolverTypeWrapper<DeskRiderRequirements>;
  DeskUpgrade: ResolverTypeWrapper<DeskUpgrade>;
  DeskVariation: ResolverTypeWrapper<DeskVariation>;
  DeskWaiver: ResolverTypeWrapper<DeskWaiver>;
  DeviceClass: DeviceClass;
  Enquiry: ResolverTypeWrapper<EnquiryRecord>;
  EnquiryChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EnquiryChangeResult']>;
  EnquiryChanged: ResolverTypeWrapper<Omit<EnquiryChanged, 'enquiry'> & { enquiry: ResolversTypes['Enquiry'] }>;
  EnquiryCounts: ResolverTypeWrapper<EnquiryCounts>;
  EnquiryFormField: EnquiryFormField;
  EnquiryFormProblem: ResolverTypeWrapper<EnquiryFormProblem>;
  EnquiryFormRefused: ResolverTypeWrapper<EnquiryFormRefused>;
  EnquiryInboxProblemCode: EnquiryInboxProblemCode;
  EnquiryNote: ResolverTypeWrapper<EnquiryNote>;
  EnquiryPage: ResolverTypeWrapper<Omit<EnquiryPage, 'enquiries'> & { enquiries: Array<ResolversTypes['Enquiry']> }>;
  EnquiryReply: ResolverTypeWrapper<EnquiryReply>;
  EnquiryStatus: EnquiryStatus;
  FunctionType: FunctionType;
  GateAddOn: ResolverTypeWrapper<GateAddOn>;
  GateAdultNeeded: ResolverTypeWrapper<GateAdultNeeded>;
  GateRider: ResolverTypeWrapper<GateRider>;
  GateRiderProblem: ResolverTypeWrapper<GateRiderProblem>;
  GateRiders: ResolverTypeWrapper<GateRiders>;
  GateTicket: ResolverTypeWrapper<GateTicket>;
  GatewayCredential: ResolverTypeWrapper<GatewayCredential>;
  GatewayCredentialField: GatewayCredentialField;
  GatewayInput: GatewayInput;
  GatewayMoveProblem: GatewayMoveProblem;
  GatewayMoveRefused: ResolverTypeWrapper<GatewayMoveRefused>;
  GatewayMoveResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GatewayMoveResult']>;
  GatewayMoved: ResolverTypeWrapper<GatewayMoved>;
  GatewayResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GatewayResult']>;
  GatewaySaved: ResolverTypeWrapper<GatewaySaved>;
  GiftCardActionDone: ResolverTypeWrapper<GiftCardActionDone>;
  GiftCardActionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GiftCardActionResult']>;
  GiftCardDay: ResolverTypeWrapper<GiftCardDay>;
  GiftCardDeskProblemCode: GiftCardDeskProblemCode;
  GiftCardEntry: ResolverTypeWrapper<GiftCardEntry>;
  GiftCardEntryKind: GiftCardEntryKind;
  GiftCardFormField: GiftCardFormField;
  GiftCardFormProblem: ResolverTypeWrapper<GiftCardFormProblem>;
  GiftCardFormRefused: ResolverTypeWrapper<GiftCardFormRefused>;
  GiftCardMovement: ResolverTypeWrapper<GiftCardMovement>;
  GiftCardOrder: ResolverTypeWrapper<GiftCardOrder>;
  GiftCardOrigin: GiftCardOrigin;
  GiftCardPark: ResolverTypeWrapper<GiftCardPark>;
  GiftCardRecipient: ResolverTypeWrapper<GiftCardRecipient>;
  GiftCardReport: ResolverTypeWrapper<GiftCardReport>;
  GroupDepositKind: GroupDepositKind;
  GroupDuePolicy: GroupDuePolicy;
  GroupsSection: ResolverTypeWrapper<GroupsSection>;
  GroupsSettingsInput: GroupsSettingsInput;
  HealthQuestionInput: HealthQuestionInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageLanguages: ResolverTypeWrapper<ImageLanguages>;
  ImageLanguagesInput: ImageLanguagesInput;
  ImageLibrary: ResolverTypeWrapper<ImageLibrary>;
  ImageTextField: ImageTextField;
  ImageTextProblem: ResolverTypeWrapper<ImageTextProblem>;
  ImageTextProblemCode: ImageTextProblemCode;
  ImageTexts: ResolverTypeWrapper<ImageTexts>;
  ImageTextsInput: ImageTextsInput;
  ImageTextsRefused: ResolverTypeWrapper<ImageTextsRefused>;
  ImageTextsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ImageTextsResult']>;
  ImageTextsSaved: ResolverTypeWrapper<ImageTextsSaved>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssueComplimentaryGiftCardInput: IssueComplimentaryGiftCardInput;
  KioskBooking: ResolverTypeWrapper<KioskBooking>;
  KioskProblem: KioskProblem;
  KioskRefused: ResolverTypeWrapper<KioskRefused>;
  KioskRiderLink: ResolverTypeWrapper<KioskRiderLink>;
  KioskRiderLinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['KioskRiderLinkResult']>;
  KioskSeat: ResolverTypeWrapper<KioskSeat>;
  Language: ResolverTypeWrapper<Scalars['Language']['output']>;
  LibraryImage: ResolverTypeWrapper<LibraryImage>;
  LocalTime: ResolverTypeWrapper<Scalars['LocalTime']['output']>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  LocalizedTextInput: LocalizedTextInput;
  LocalizedTextList: ResolverTypeWrapper<LocalizedTextList>;
  ManifestBooking: ResolverTypeWrapper<ManifestBooking>;
  ManifestItem: ResolverTypeWrapper<ManifestItem>;
  ManifestRider: ResolverTypeWrapper<ManifestRider>;
  ManifestRiders: ResolverTypeWrapper<ManifestRiders>;
  ManifestSession: ResolverTypeWrapper<ManifestSession>;
  MoveDirection: MoveDirection;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewActivityInput: NewActivityInput;
  OccupancyHour: ResolverTypeWrapper<OccupancyHour>;
  OccupancyReport: ResolverTypeWrapper<OccupancyReport>;
  OccupancySession: ResolverTypeWrapper<OccupancySession>;
  OccupancyTotals: ResolverTypeWrapper<OccupancyTotals>;
  OfflineCheckInInput: OfflineCheckInInput;
  OfflineConflict: OfflineConflict;
  OfflineSyncConflict: ResolverTypeWrapper<OfflineSyncConflict>;
  OfflineSyncInput: OfflineSyncInput;
  OfflineSyncResult: ResolverTypeWrapper<OfflineSyncResult>;
  OfflineUnknownTickets: OfflineUnknownTickets;
  OneOffInput: OneOffInput;
  OrderChannel: OrderChannel;
  OrderDeskAction: OrderDeskAction;
  OrderKind: OrderKind;
  OrderMailKind: OrderMailKind;
  OrderStatus: OrderStatus;
  OutboxHealth: OutboxHealth;
  PageType: PageType;
  ParkSchedules: ResolverTypeWrapper<ParkSchedules>;
  PatternInput: PatternInput;
  PaymentEventKind: PaymentEventKind;
  PaymentGatewayType: PaymentGatewayType;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  PriceRuleInput: PriceRuleInput;
  PriceRuleKind: PriceRuleKind;
  PromoActivity: ResolverTypeWrapper<PromoActivity>;
  PromoCodeDesk: ResolverTypeWrapper<PromoCodeDesk>;
  PromoCodeFormField: PromoCodeFormField;
  PromoCodeFormProblem: ResolverTypeWrapper<PromoCodeFormProblem>;
  PromoCodeFormRefused: ResolverTypeWrapper<PromoCodeFormRefused>;
  PromoCodeInput: PromoCodeInput;
  PromoCodeKind: PromoCodeKind;
  PromoCodeProblemCode: PromoCodeProblemCode;
  PromoCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PromoCodeResult']>;
  PromoCodeSaved: ResolverTypeWrapper<PromoCodeSaved>;
  PromoCodeStatus: PromoCodeStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundMethod: RefundMethod;
  RefundStatus: RefundStatus;
  RefundTo: RefundTo;
  ResellerDesk: ResolverTypeWrapper<ResellerDesk>;
  ResellerFormField: ResellerFormField;
  ResellerFormProblem: ResolverTypeWrapper<ResellerFormProblem>;
  ResellerFormRefused: ResolverTypeWrapper<ResellerFormRefused>;
  ResellerInput: ResellerInput;
  ResellerProblemCode: ResellerProblemCode;
  ResellerResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResellerResult']>;
  ResellerSaved: ResolverTypeWrapper<ResellerSaved>;
  ResellerStatus: ResellerStatus;
  Resource: ResolverTypeWrapper<Resource>;
  ResourceActivity: ResolverTypeWrapper<ResourceActivity>;
  ResourceDay: ResolverTypeWrapper<ResourceDay>;
  ResourceDesk: ResolverTypeWrapper<ResourceDesk>;
  ResourceInput: ResourceInput;
  ResourceProblem: ResourceProblem;
  ResourceRefused: ResolverTypeWrapper<ResourceRefused>;
  ResourceResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResourceResult']>;
  ResourceSaved: ResolverTypeWrapper<ResourceSaved>;
  ResourceShort: ResolverTypeWrapper<ResourceShort>;
  ResourceShortSession: ResolverTypeWrapper<ResourceShortSession>;
  ResourceUse: ResolverTypeWrapper<ResourceUse>;
  ResourceUseInput: ResourceUseInput;
  RiderProblemCode: RiderProblemCode;
  RiderRequirementsInput: RiderRequirementsInput;
  RidersVerdict: RidersVerdict;
  SalesGrouping: SalesGrouping;
  SalesReport: ResolverTypeWrapper<SalesReport>;
  SalesReportRow: ResolverTypeWrapper<SalesReportRow>;
  SalesReportTotals: ResolverTypeWrapper<SalesReportTotals>;
  SaveWaiverTextResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveWaiverTextResult']>;
  ScanResult: ResolverTypeWrapper<ScanResult>;
  ScanTicketInput: ScanTicketInput;
  ScanVerdict: ScanVerdict;
  ScannerDay: ResolverTypeWrapper<ScannerDay>;
  ScannerTicket: ResolverTypeWrapper<ScannerTicket>;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleBooking: ResolverTypeWrapper<ScheduleBooking>;
  ScheduleFormField: ScheduleFormField;
  ScheduleFormProblem: ResolverTypeWrapper<ScheduleFormProblem>;
  ScheduleFormRefused: ResolverTypeWrapper<ScheduleFormRefused>;
  ScheduleProblemCode: ScheduleProblemCode;
  ScheduleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ScheduleResult']>;
  ScheduleSaved: ResolverTypeWrapper<ScheduleSaved>;
  ScheduleSession: ResolverTypeWrapper<ScheduleSession>;
  SessionManifest: ResolverTypeWrapper<SessionManifest>;
  SessionMoment: ResolverTypeWrapper<SessionMoment>;
  SessionRiders: ResolverTypeWrapper<SessionRiders>;
  SessionsChanged: ResolverTypeWrapper<SessionsChanged>;
  SettingsField: SettingsField;
  SettingsFormRefused: ResolverTypeWrapper<SettingsFormRefused>;
  SettingsImage: ResolverTypeWrapper<SettingsImage>;
  SettingsProblem: ResolverTypeWrapper<SettingsProblem>;
  SettingsProblemCode: SettingsProblemCode;
  SettingsSite: ResolverTypeWrapper<SettingsSite>;
  SignedAnswer: ResolverTypeWrapper<SignedAnswer>;
  SignedRider: ResolverTypeWrapper<SignedRider>;
  SiteSection: ResolverTypeWrapper<SiteSection>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsInput: SiteSettingsInput;
  SiteSettingsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SiteSettingsResult']>;
  SiteSettingsSaved: ResolverTypeWrapper<SiteSettingsSaved>;
  StaffAction: StaffAction;
  StaffArrival: ResolverTypeWrapper<StaffArrival>;
  StaffAuditEntry: ResolverTypeWrapper<StaffAuditEntry>;
  StaffCharge: ResolverTypeWrapper<StaffCharge>;
  StaffCheckIn: ResolverTypeWrapper<StaffCheckIn>;
  StaffCustomer: ResolverTypeWrapper<StaffCustomer>;
  StaffGateway: ResolverTypeWrapper<StaffGateway>;
  StaffGiftCard: ResolverTypeWrapper<StaffGiftCard>;
  StaffMail: ResolverTypeWrapper<StaffMail>;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffMoveOption: ResolverTypeWrapper<StaffMoveOption>;
  StaffOrder: ResolverTypeWrapper<StaffOrderSource>;
  StaffOrderActionDone: ResolverTypeWrapper<Omit<StaffOrderActionDone, 'order'> & { order: ResolversTypes['StaffOrder'] }>;
  StaffOrderActionProblem: StaffOrderActionProblem;
  StaffOrderActionRefused: ResolverTypeWrapper<Omit<StaffOrderActionRefused, 'order'> & { order: ResolversTypes['StaffOrder'] }>;
  StaffOrderActionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaffOrderActionResult']>;
  StaffOrderLine: ResolverTypeWrapper<StaffOrderLine>;
  StaffOrderPage: ResolverTypeWrapper<StaffOrderPage>;
  StaffOrderSummary: ResolverTypeWrapper<StaffOrderSummary>;
  StaffPark: ResolverTypeWrapper<StaffPark>;
  StaffPasskey: ResolverTypeWrapper<StaffPasskey>;
  StaffPayment: ResolverTypeWrapper<StaffPayment>;
  StaffPaymentEvent: ResolverTypeWrapper<StaffPaymentEvent>;
  StaffPromoCode: ResolverTypeWrapper<StaffPromoCode>;
  StaffRefund: ResolverTypeWrapper<StaffRefund>;
  StaffRefundQuote: ResolverTypeWrapper<StaffRefundQuote>;
  StaffReseller: ResolverTypeWrapper<StaffReseller>;
  StaffRole: StaffRole;
  StaffScheduleEntry: ResolverTypeWrapper<StaffScheduleEntry>;
  StaffTicket: ResolverTypeWrapper<StaffTicket>;
  StaffTicketCount: ResolverTypeWrapper<StaffTicketCount>;
  StaffWaiver: ResolverTypeWrapper<StaffWaiver>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TicketKey: ResolverTypeWrapper<TicketKey>;
  TicketPeople: ResolverTypeWrapper<TicketPeople>;
  UndoCheckInProblem: UndoCheckInProblem;
  UndoCheckInRefused: ResolverTypeWrapper<UndoCheckInRefused>;
  UndoCheckInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UndoCheckInResult']>;
  UnknownTicketReason: UnknownTicketReason;
  UnpaidReservations: ResolverTypeWrapper<UnpaidReservations>;
  UpgradeInput: UpgradeInput;
  VariationInput: VariationInput;
  VoidGiftCardInput: VoidGiftCardInput;
  WaitingListEntry: ResolverTypeWrapper<WaitingListEntry>;
  WaitingListStatus: WaitingListStatus;
  WaiverCreated: ResolverTypeWrapper<WaiverCreated>;
  WaiverDesk: ResolverTypeWrapper<WaiverDesk>;
  WaiverLanguageTexts: ResolverTypeWrapper<WaiverLanguageTexts>;
  WaiverProblem: WaiverProblem;
  WaiverRefused: ResolverTypeWrapper<WaiverRefused>;
  WaiverSignatureSummary: ResolverTypeWrapper<WaiverSignatureSummary>;
  WaiverSignatureView: ResolverTypeWrapper<WaiverSignatureView>;
  WaiverState: WaiverState;
  WaiverTextSaved: ResolverTypeWrapper<WaiverTextSaved>;
  WaiverTextVersion: ResolverTypeWrapper<WaiverTextVersion>;
  WalletSection: ResolverTypeWrapper<WalletSection>;
  WalletSettingsInput: WalletSettingsInput;
  WidgetActivity: ResolverTypeWrapper<WidgetActivity>;
  WidgetSection: ResolverTypeWrapper<WidgetSection>;
  WidgetSettingsInput: WidgetSettingsInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccompanyingAdultInput: AccompanyingAdultInput;
  AccountingSection: AccountingSection;
  AccountingSettingsInput: AccountingSettingsInput;
  ActivityDetailsInput: ActivityDetailsInput;
  ActivityListingInput: ActivityListingInput;
  ActivitySchedules: ActivitySchedules;
  AddOnInput: AddOnInput;
  AdjustGiftCardInput: AdjustGiftCardInput;
  AnalyticsSection: AnalyticsSection;
  AnalyticsSettingsInput: AnalyticsSettingsInput;
  AuditEntry: AuditEntry;
  BookingSection: BookingSection;
  BookingSettingsInput: BookingSettingsInput;
  Boolean: Scalars['Boolean']['output'];
  CatalogueActivityResult: ResolversUnionTypes<ResolversParentTypes>['CatalogueActivityResult'];
  CatalogueActivitySaved: CatalogueActivitySaved;
  CatalogueDesk: CatalogueDesk;
  CatalogueDeskResult: ResolversUnionTypes<ResolversParentTypes>['CatalogueDeskResult'];
  CatalogueDeskSaved: CatalogueDeskSaved;
  CatalogueFormProblem: CatalogueFormProblem;
  CatalogueFormRefused: CatalogueFormRefused;
  ChannelSales: ChannelSales;
  CheckIn: CheckIn;
  CheckInConflict: CheckInConflict;
  CheckInConflictOther: CheckInConflictOther;
  CheckInUndone: CheckInUndone;
  CheckoutSection: CheckoutSection;
  CheckoutSettingsInput: CheckoutSettingsInput;
  ClosureRefused: ClosureRefused;
  ClosureResult: ResolversUnionTypes<ResolversParentTypes>['ClosureResult'];
  ContentDraftDiscardResult: ResolversUnionTypes<ResolversParentTypes>['ContentDraftDiscardResult'];
  ContentDraftDiscarded: ContentDraftDiscarded;
  ContentDraftResult: ResolversUnionTypes<ResolversParentTypes>['ContentDraftResult'];
  ContentDraftSaved: ContentDraftSaved;
  ContentEditorActivity: ContentEditorActivity;
  ContentEditorImage: ContentEditorImage;
  ContentFormProblem: ContentFormProblem;
  ContentFormRefused: ContentFormRefused;
  ContentLocale: ContentLocale;
  ContentMenuEntryInput: ContentMenuEntryInput;
  ContentMenusResult: ResolversUnionTypes<ResolversParentTypes>['ContentMenusResult'];
  ContentMenusSaved: ContentMenusSaved;
  ContentPageColumn: ContentPageColumn;
  ContentPageEditor: ContentPageEditor;
  ContentPageLocale: ContentPageLocale;
  ContentPagePath: ContentPagePath;
  ContentPagePublished: ContentPagePublished;
  ContentPageRefused: ContentPageRefused;
  ContentPageReverted: ContentPageReverted;
  ContentPages: ContentPages;
  ContentPreviewLink: ContentPreviewLink;
  ContentPublishResult: ResolversUnionTypes<ResolversParentTypes>['ContentPublishResult'];
  ContentRevertResult: ResolversUnionTypes<ResolversParentTypes>['ContentRevertResult'];
  ContentSite: ContentSite;
  CreateWaiverResult: ResolversUnionTypes<ResolversParentTypes>['CreateWaiverResult'];
  CurrencyCode: Scalars['CurrencyCode']['output'];
  Dashboard: Dashboard;
  DashboardComparison: DashboardComparison;
  DashboardEnquiries: DashboardEnquiries;
  DashboardMoney: DashboardMoney;
  DashboardOutbox: DashboardOutbox;
  DashboardSession: DashboardSession;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DaySheet: DaySheet;
  DaySheetGroup: DaySheetGroup;
  DaySheetSession: DaySheetSession;
  DeskAccompanyingAdult: DeskAccompanyingAdult;
  DeskActivity: DeskActivity;
  DeskActivityChoice: DeskActivityChoice;
  DeskActivityDetail: DeskActivityDetail;
  DeskActivityDetails: DeskActivityDetails;
  DeskActivityListing: DeskActivityListing;
  DeskActivityPage: DeskActivityPage;
  DeskAddOn: DeskAddOn;
  DeskHealthQuestion: DeskHealthQuestion;
  DeskImage: DeskImage;
  DeskPriceRule: DeskPriceRule;
  DeskRiderRequirements: DeskRiderRequirements;
  DeskUpgrade: DeskUpgrade;
  DeskVariation: DeskVariation;
  DeskWaiver: DeskWaiver;
  Enquiry: EnquiryRecord;
  EnquiryChangeResult: ResolversUnionTypes<ResolversParentTypes>['EnquiryChangeResult'];
  EnquiryChanged: Omit<EnquiryChanged, 'enquiry'> & { enquiry: ResolversParentTypes['Enquiry'] };
  EnquiryCounts: EnquiryCounts;
  EnquiryFormProblem: EnquiryFormProblem;
  EnquiryFormRefused: EnquiryFormRefused;
  EnquiryNote: EnquiryNote;
  EnquiryPage: Omit<EnquiryPage, 'enquiries'> & { enquiries: Array<ResolversParentTypes['Enquiry']> };
  EnquiryReply: EnquiryReply;
  GateAddOn: GateAddOn;
  GateAdultNeeded: GateAdultNeeded;
  GateRider: GateRider;
  GateRiderProblem: GateRiderProblem;
  GateRiders: GateRiders;
  GateTicket: GateTicket;
  GatewayCredential: GatewayCredential;
  GatewayInput: GatewayInput;
  GatewayMoveRefused: GatewayMoveRefused;
  GatewayMoveResult: ResolversUnionTypes<ResolversParentTypes>['GatewayMoveResult'];
  GatewayMoved: GatewayMoved;
  GatewayResult: ResolversUnionTypes<ResolversParentTypes>['GatewayResult'];
  GatewaySaved: GatewaySaved;
  GiftCardActionDone: GiftCardActionDone;
  GiftCardActionResult: ResolversUnionTypes<ResolversParentTypes>['GiftCardActionResult'];
  GiftCardDay: GiftCardDay;
  GiftCardEntry: GiftCardEntry;
  GiftCardFormProblem: GiftCardFormProblem;
  GiftCardFormRefused: GiftCardFormRefused;
  GiftCardMovement: GiftCardMovement;
  GiftCardOrder: GiftCardOrder;
  GiftCardPark: GiftCardPark;
  GiftCardRecipient: GiftCardRecipient;
  GiftCardReport: GiftCardReport;
  GroupsSection: GroupsSection;
  GroupsSettingsInput: GroupsSettingsInput;
  HealthQuestionInput: HealthQuestionInput;
  ID: Scalars['ID']['output'];
  ImageLanguages: ImageLanguages;
  ImageLanguagesInput: ImageLanguagesInput;
  ImageLibrary: ImageLibrary;
  ImageTextProblem: ImageTextProblem;
  ImageTexts: ImageTexts;
  ImageTextsInput: ImageTextsInput;
  ImageTextsRefused: ImageTextsRefused;
  ImageTextsResult: ResolversUnionTypes<ResolversParentTypes>['ImageTextsResult'];
  ImageTextsSaved: ImageTextsSaved;
  Int: Scalars['Int']['output'];
  IssueComplimentaryGiftCardInput: IssueComplimentaryGiftCardInput;
  KioskBooking: KioskBooking;
  KioskRefused: KioskRefused;
  KioskRiderLink: KioskRiderLink;
  KioskRiderLinkResult: ResolversUnionTypes<ResolversParentTypes>['KioskRiderLinkResult'];
  KioskSeat: KioskSeat;
  Language: Scalars['Language']['output'];
  LibraryImage: LibraryImage;
  LocalTime: Scalars['LocalTime']['output'];
  LocalizedText: LocalizedText;
  LocalizedTextInput: LocalizedTextInput;
  LocalizedTextList: LocalizedTextList;
  ManifestBooking: ManifestBooking;
  ManifestItem: ManifestItem;
  ManifestRider: ManifestRider;
  ManifestRiders: ManifestRiders;
  ManifestSession: ManifestSession;
  Mutation: Record<PropertyKey, never>;
  NewActivityInput: NewActivityInput;
  OccupancyHour: OccupancyHour;
  OccupancyReport: OccupancyReport;
  OccupancySession: OccupancySession;
  OccupancyTotals: OccupancyTotals;
  OfflineCheckInInput: OfflineCheckInInput;
  OfflineSyncConflict: OfflineSyncConflict;
  OfflineSyncInput: OfflineSyncInput;
  OfflineSyncResult: OfflineSyncResult;
  OneOffInput: OneOffInput;
  ParkSchedules: ParkSchedules;
  PatternInput: PatternInput;
  PriceRuleInput: PriceRuleInput;
  PromoActivity: PromoActivity;
  PromoCodeDesk: PromoCodeDesk;
  PromoCodeFormProblem: PromoCodeFormProblem;
  PromoCodeFormRefused: PromoCodeFormRefused;
  PromoCodeInput: PromoCodeInput;
  PromoCodeResult: ResolversUnionTypes<ResolversParentTypes>['PromoCodeResult'];
  PromoCodeSaved: PromoCodeSaved;
  Query: Record<PropertyKey, never>;
  ResellerDesk: ResellerDesk;
  ResellerFormProblem: ResellerFormProblem;
  ResellerFormRefused: ResellerFormRefused;
  ResellerInput: ResellerInput;
  ResellerResult: ResolversUnionTypes<ResolversParentTypes>['ResellerResult'];
  ResellerSaved: ResellerSaved;
  Resource: Resource;
  ResourceActivity: ResourceActivity;
  ResourceDay: ResourceDay;
  ResourceDesk: ResourceDesk;
  ResourceInput: ResourceInput;
  ResourceRefused: ResourceRefused;
  ResourceResult: ResolversUnionTypes<ResolversParentTypes>['ResourceResult'];
  ResourceSaved: ResourceSaved;
  ResourceShort: ResourceShort;
  ResourceShortSession: ResourceShortSession;
  ResourceUse: ResourceUse;
  ResourceUseInput: ResourceUseInput;
  RiderRequirementsInput: RiderRequirementsInput;
  SalesReport: SalesReport;
  SalesReportRow: SalesReportRow;
  SalesReportTotals: SalesReportTotals;
  SaveWaiverTextResult: ResolversUnionTypes<ResolversParentTypes>['SaveWaiverTextResult'];
  ScanResult: ScanResult;
  ScanTicketInput: ScanTicketInput;
  ScannerDay: ScannerDay;
  ScannerTicket: ScannerTicket;
  Schedule: Schedule;
  ScheduleBooking: ScheduleBooking;
  ScheduleFormProblem: ScheduleFormProblem;
  ScheduleFormRefused: ScheduleFormRefused;
  ScheduleResult: ResolversUnionTypes<ResolversParentTypes>['ScheduleResult'];
  ScheduleSaved: ScheduleSaved;
  ScheduleSession: ScheduleSession;
  SessionManifest: SessionManifest;
  SessionMoment: SessionMoment;
  SessionRiders: SessionRiders;
  SessionsChanged: SessionsChanged;
  SettingsFormRefused: SettingsFormRefused;
  SettingsImage: SettingsImage;
  SettingsProblem: SettingsProblem;
  SettingsSite: SettingsSite;
  SignedAnswer: SignedAnswer;
  SignedRider: SignedRider;
  SiteSection: SiteSection;
  SiteSettings: SiteSettings;
  SiteSettingsInput: SiteSettingsInput;
  SiteSettingsResult: ResolversUnionTypes<ResolversParentTypes>['SiteSettingsResult'];
  SiteSettingsSaved: SiteSettingsSaved;
  StaffArrival: StaffArrival;
  StaffAuditEntry: StaffAuditEntry;
  StaffCharge: StaffCharge;
  StaffCheckIn: StaffCheckIn;
  StaffCustomer: StaffCustomer;
  StaffGateway: StaffGateway;
  StaffGiftCard: StaffGiftCard;
  StaffMail: StaffMail;
  StaffMe: StaffMe;
  StaffMoveOption: StaffMoveOption;
  StaffOrder: StaffOrderSource;
  StaffOrderActionDone: Omit<StaffOrderActionDone, 'order'> & { order: ResolversParentTypes['StaffOrder'] };
  StaffOrderActionRefused: Omit<StaffOrderActionRefused, 'order'> & { order: ResolversParentTypes['StaffOrder'] };
  StaffOrderActionResult: ResolversUnionTypes<ResolversParentTypes>['StaffOrderActionResult'];
  StaffOrderLine: StaffOrderLine;
  StaffOrderPage: StaffOrderPage;
  StaffOrderSummary: StaffOrderSummary;
  StaffPark: StaffPark;
  StaffPasskey: StaffPasskey;
  StaffPayment: StaffPayment;
  StaffPaymentEvent: StaffPaymentEvent;
  StaffPromoCode: StaffPromoCode;
  StaffRefund: StaffRefund;
  StaffRefundQuote: StaffRefundQuote;
  StaffReseller: StaffReseller;
  StaffScheduleEntry: StaffScheduleEntry;
  StaffTicket: StaffTicket;
  StaffTicketCount: StaffTicketCount;
  StaffWaiver: StaffWaiver;
  String: Scalars['String']['output'];
  TicketKey: TicketKey;
  TicketPeople: TicketPeople;
  UndoCheckInRefused: UndoCheckInRefused;
  UndoCheckInResult: ResolversUnionTypes<ResolversParentTypes>['UndoCheckInResult'];
  UnpaidReservations: UnpaidReservations;
  UpgradeInput: UpgradeInput;
  VariationInput: VariationInput;
  VoidGiftCardInput: VoidGiftCardInput;
  WaitingListEntry: WaitingListEntry;
  WaiverCreated: WaiverCreated;
  WaiverDesk: WaiverDesk;
  WaiverLanguageTexts: WaiverLanguageTexts;
  WaiverRefused: WaiverRefused;
  WaiverSignatureSummary: WaiverSignatureSummary;
  WaiverSignatureView: WaiverSignatureView;
  WaiverTextSaved: WaiverTextSaved;
  WaiverTextVersion: WaiverTextVersion;
  WalletSection: WalletSection;
  WalletSettingsInput: WalletSettingsInput;
  WidgetActivity: WidgetActivity;
  WidgetSection: WidgetSection;
  WidgetSettingsInput: WidgetSettingsInput;
};

export type AccountingSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['AccountingSection'] = ResolversParentTypes['AccountingSection']> = {
  accountClearing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountDeferredRevenue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountGiftCardLiability?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountRefunds?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountTaxRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivitySchedulesResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ActivitySchedules'] = ResolversParentTypes['ActivitySchedules']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oneOffs?: Resolver<Array<ResolversTypes['StaffScheduleEntry']>, ParentType, ContextType>;
  patterns?: Resolver<Array<ResolversTypes['StaffScheduleEntry']>, ParentType, ContextType>;
  retired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AnalyticsSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['AnalyticsSection'] = ResolversParentTypes['AnalyticsSection']> = {
  facebookCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ga4ApiSecretEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleAnalyticsCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  googleTagManagerCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hubspotCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  metaAccessTokenEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookingSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['BookingSection'] = ResolversParentTypes['BookingSection']> = {
  bookingEmbedCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enableProgressiveCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  externalBookingSiteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progressiveCheckoutCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogueActivityResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogueActivityResult'] = ResolversParentTypes['CatalogueActivityResult']> = {
  __resolveType: TypeResolveFn<'CatalogueActivitySaved' | 'CatalogueFormRefused', ParentType, ContextType>;
};

export type CatalogueActivitySavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogueActivitySaved'] = ResolversParentTypes['CatalogueActivitySaved']> = {
  activity?: Resolver<ResolversTypes['DeskActivityDetail'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogueDeskResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogueDesk'] = ResolversParentTypes['CatalogueDesk']> = {
  activities?: Resolver<Array<ResolversTypes['DeskActivity']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['DeskImage']>, ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogueDeskResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogueDeskResult'] = ResolversParentTypes['CatalogueDeskResult']> = {
  __resolveType: TypeResolveFn<'CatalogueDeskSaved' | 'CatalogueFormRefused', ParentType, ContextType>;
};

export type CatalogueDeskSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogueDeskSaved'] = ResolversParentTypes['CatalogueDeskSaved']> = {
  catalogue?: Resolver<ResolversTypes['CatalogueDesk'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogueFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogueFormProblem'] = ResolversParentTypes['CatalogueFormProblem']> = {
  code?: Resolver<ResolversTypes['CatalogueProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['CatalogueFormField'], ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CatalogueFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CatalogueFormRefused'] = ResolversParentTypes['CatalogueFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['CatalogueFormProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChannelSalesResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ChannelSales'] = ResolversParentTypes['ChannelSales']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['OrderChannel'], ParentType, ContextType>;
};

export type CheckInResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CheckIn'] = ResolversParentTypes['CheckIn']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undoableUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CheckInConflictResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CheckInConflict'] = ResolversParentTypes['CheckInConflict']> = {
  bookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  others?: Resolver<Array<ResolversTypes['CheckInConflictOther']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['OfflineConflict'], ParentType, ContextType>;
  scannedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  syncedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CheckInConflictOtherResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CheckInConflictOther'] = ResolversParentTypes['CheckInConflictOther']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckInUndoneResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CheckInUndone'] = ResolversParentTypes['CheckInUndone']> = {
  checkIn?: Resolver<ResolversTypes['CheckIn'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['GateTicket'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CheckoutSection'] = ResolversParentTypes['CheckoutSection']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelHoursBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelRefundTo?: Resolver<ResolversTypes['CancelRefundTo'], ParentType, ContextType>;
  cancellationPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cheaperDifferenceTo?: Resolver<ResolversTypes['RefundTo'], ParentType, ContextType>;
  checkoutImageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardBonusPercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offlineUnknownTickets?: Resolver<ResolversTypes['OfflineUnknownTickets'], ParentType, ContextType>;
  rescheduleHoursBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reservationReleaseMinutes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationSharePercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueHireEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waiverRetentionYears?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClosureRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ClosureRefused'] = ResolversParentTypes['ClosureRefused']> = {
  problem?: Resolver<ResolversTypes['ClosureProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClosureResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ClosureResult'] = ResolversParentTypes['ClosureResult']> = {
  __resolveType: TypeResolveFn<'ClosureRefused' | 'SessionsChanged', ParentType, ContextType>;
};

export type ContentDraftDiscardResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentDraftDiscardResult'] = ResolversParentTypes['ContentDraftDiscardResult']> = {
  __resolveType: TypeResolveFn<'ContentDraftDiscarded', ParentType, ContextType>;
};

export type ContentDraftDiscardedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentDraftDiscarded'] = ResolversParentTypes['ContentDraftDiscarded']> = {
  page?: Resolver<ResolversTypes['ContentPageEditor'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentDraftResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentDraftResult'] = ResolversParentTypes['ContentDraftResult']> = {
  __resolveType: TypeResolveFn<'ContentDraftSaved' | 'ContentFormRefused', ParentType, ContextType>;
};

export type ContentDraftSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentDraftSaved'] = ResolversParentTypes['ContentDraftSaved']> = {
  page?: Resolver<ResolversTypes['ContentPageEditor'], ParentType, ContextType>;
  sanitised?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentEditorActivityResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentEditorActivity'] = ResolversParentTypes['ContentEditorActivity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentEditorImageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentEditorImage'] = ResolversParentTypes['ContentEditorImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentFormProblem'] = ResolversParentTypes['ContentFormProblem']> = {
  code?: Resolver<ResolversTypes['ContentProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['ContentFormField'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentFormRefused'] = ResolversParentTypes['ContentFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['ContentFormProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentLocaleResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentLocale'] = ResolversParentTypes['ContentLocale']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
};

export type ContentMenusResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentMenusResult'] = ResolversParentTypes['ContentMenusResult']> = {
  __resolveType: TypeResolveFn<'ContentFormRefused' | 'ContentMenusSaved', ParentType, ContextType>;
};

export type ContentMenusSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentMenusSaved'] = ResolversParentTypes['ContentMenusSaved']> = {
  site?: Resolver<ResolversTypes['ContentPages'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentPageColumnResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPageColumn'] = ResolversParentTypes['ContentPageColumn']> = {
  canRevert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  draftSavedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  localeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContentPageEditorResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPageEditor'] = ResolversParentTypes['ContentPageEditor']> = {
  activities?: Resolver<Array<ResolversTypes['ContentEditorActivity']>, ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ContentPageColumn']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ContentEditorImage']>, ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
};

export type ContentPageLocaleResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPageLocale'] = ResolversParentTypes['ContentPageLocale']> = {
  canRevert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  footerOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  localeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  menuTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPagePathResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPagePath'] = ResolversParentTypes['ContentPagePath']> = {
  locales?: Resolver<Array<ResolversTypes['ContentPageLocale']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
};

export type ContentPagePublishedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPagePublished'] = ResolversParentTypes['ContentPagePublished']> = {
  page?: Resolver<ResolversTypes['ContentPageEditor'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentPageRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPageRefused'] = ResolversParentTypes['ContentPageRefused']> = {
  problem?: Resolver<ResolversTypes['ContentPageProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentPageRevertedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPageReverted'] = ResolversParentTypes['ContentPageReverted']> = {
  page?: Resolver<ResolversTypes['ContentPageEditor'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentPagesResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPages'] = ResolversParentTypes['ContentPages']> = {
  locales?: Resolver<Array<ResolversTypes['ContentLocale']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paths?: Resolver<Array<ResolversTypes['ContentPagePath']>, ParentType, ContextType>;
};

export type ContentPreviewLinkResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPreviewLink'] = ResolversParentTypes['ContentPreviewLink']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPublishResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentPublishResult'] = ResolversParentTypes['ContentPublishResult']> = {
  __resolveType: TypeResolveFn<'ContentPagePublished' | 'ContentPageRefused', ParentType, ContextType>;
};

export type ContentRevertResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentRevertResult'] = ResolversParentTypes['ContentRevertResult']> = {
  __resolveType: TypeResolveFn<'ContentPageRefused' | 'ContentPageReverted', ParentType, ContextType>;
};

export type ContentSiteResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ContentSite'] = ResolversParentTypes['ContentSite']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CreateWaiverResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['CreateWaiverResult'] = ResolversParentTypes['CreateWaiverResult']> = {
  __resolveType: TypeResolveFn<'WaiverCreated' | 'WaiverRefused', ParentType, ContextType>;
};

export interface CurrencyCodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CurrencyCode'], any> {
  name: 'CurrencyCode';
}

export type DashboardResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparedWith?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  enquiries?: Resolver<Maybe<ResolversTypes['DashboardEnquiries']>, ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missingWaivers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['DashboardMoney']>, ParentType, ContextType>;
  occupancy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outbox?: Resolver<Maybe<ResolversTypes['DashboardOutbox']>, ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['DashboardSession']>, ParentType, ContextType>;
};

export type DashboardComparisonResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DashboardComparison'] = ResolversParentTypes['DashboardComparison']> = {
  difference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentChange?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardEnquiriesResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DashboardEnquiries'] = ResolversParentTypes['DashboardEnquiries']> = {
  oldest?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardMoneyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DashboardMoney'] = ResolversParentTypes['DashboardMoney']> = {
  byChannel?: Resolver<Array<ResolversTypes['ChannelSales']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  refundCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['DashboardComparison'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['DashboardComparison'], ParentType, ContextType>;
  unpaidReservations?: Resolver<ResolversTypes['UnpaidReservations'], ParentType, ContextType>;
};

export type DashboardOutboxResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DashboardOutbox'] = ResolversParentTypes['DashboardOutbox']> = {
  failing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['OutboxHealth'], ParentType, ContextType>;
  oldestQueuedMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardSessionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DashboardSession'] = ResolversParentTypes['DashboardSession']> = {
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['LocalTime']>, ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missingWaivers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noShows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  occupancy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DaySheetResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DaySheet'] = ResolversParentTypes['DaySheet']> = {
  conflicts?: Resolver<Array<ResolversTypes['CheckInConflict']>, ParentType, ContextType>;
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['CurrencyCode']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['DaySheetGroup']>, ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['DaySheetSession']>, ParentType, ContextType>;
};

export type DaySheetGroupResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DaySheetGroup'] = ResolversParentTypes['DaySheetGroup']> = {
  balanceDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riders?: Resolver<Maybe<ResolversTypes['SessionRiders']>, ParentType, ContextType>;
};

export type DaySheetSessionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DaySheetSession'] = ResolversParentTypes['DaySheetSession']> = {
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueAtDesk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['LocalTime']>, ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourcesShort?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  riders?: Resolver<Maybe<ResolversTypes['SessionRiders']>, ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeskAccompanyingAdultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskAccompanyingAdult'] = ResolversParentTypes['DeskAccompanyingAdult']> = {
  adultAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childrenPerAdult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  underAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeskActivityResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskActivity'] = ResolversParentTypes['DeskActivity']> = {
  fromPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogueStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActivityType'], ParentType, ContextType>;
};

export type DeskActivityChoiceResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskActivityChoice'] = ResolversParentTypes['DeskActivityChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeskActivityDetailResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskActivityDetail'] = ResolversParentTypes['DeskActivityDetail']> = {
  addOns?: Resolver<Array<ResolversTypes['DeskAddOn']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['DeskActivityDetails'], ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['DeskImage']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['DeskActivityListing']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['DeskActivityPage']>, ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceRules?: Resolver<Array<ResolversTypes['DeskPriceRule']>, ParentType, ContextType>;
  riders?: Resolver<ResolversTypes['DeskRiderRequirements'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogueStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActivityType'], ParentType, ContextType>;
  upgrades?: Resolver<Array<ResolversTypes['DeskUpgrade']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['DeskVariation']>, ParentType, ContextType>;
  waivers?: Resolver<Array<ResolversTypes['DeskWaiver']>, ParentType, ContextType>;
};

export type DeskActivityDetailsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskActivityDetails'] = ResolversParentTypes['DeskActivityDetails']> = {
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  highlights?: Resolver<ResolversTypes['LocalizedTextList'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type DeskActivityListingResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskActivityListing'] = ResolversParentTypes['DeskActivityListing']> = {
  choices?: Resolver<Array<ResolversTypes['DeskActivityChoice']>, ParentType, ContextType>;
  externalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includedActivityIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  partnerFromPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeskActivityPageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskActivityPage'] = ResolversParentTypes['DeskActivityPage']> = {
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeskAddOnResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskAddOn'] = ResolversParentTypes['DeskAddOn']> = {
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  perParticipant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogueStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type DeskHealthQuestionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskHealthQuestion'] = ResolversParentTypes['DeskHealthQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refusingAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type DeskImageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskImage'] = ResolversParentTypes['DeskImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeskPriceRuleResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskPriceRule'] = ResolversParentTypes['DeskPriceRule']> = {
  dates?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PriceRuleKind'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeskRiderRequirementsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskRiderRequirements'] = ResolversParentTypes['DeskRiderRequirements']> = {
  accompanyingAdult?: Resolver<Maybe<ResolversTypes['DeskAccompanyingAdult']>, ParentType, ContextType>;
  healthQuestions?: Resolver<Array<ResolversTypes['DeskHealthQuestion']>, ParentType, ContextType>;
  maxAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxHeightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxWeightKg?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minHeightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waiverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeskUpgradeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskUpgrade'] = ResolversParentTypes['DeskUpgrade']> = {
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetActivityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type DeskVariationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskVariation'] = ResolversParentTypes['DeskVariation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  participants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogueStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type DeskWaiverResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['DeskWaiver'] = ResolversParentTypes['DeskWaiver']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = {
  auditTrail?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  bookingType?: Resolver<ResolversTypes['BookingType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  functionType?: Resolver<ResolversTypes['FunctionType'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['EnquiryNote']>, ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['EnquiryReply']>, ParentType, ContextType>;
  replySubject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EnquiryStatus'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryChangeResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryChangeResult'] = ResolversParentTypes['EnquiryChangeResult']> = {
  __resolveType: TypeResolveFn<'EnquiryChanged' | 'EnquiryFormRefused', ParentType, ContextType>;
};

export type EnquiryChangedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryChanged'] = ResolversParentTypes['EnquiryChanged']> = {
  enquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EnquiryCountsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryCounts'] = ResolversParentTypes['EnquiryCounts']> = {
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnquiryFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryFormProblem'] = ResolversParentTypes['EnquiryFormProblem']> = {
  code?: Resolver<ResolversTypes['EnquiryInboxProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['EnquiryFormField'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type EnquiryFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryFormRefused'] = ResolversParentTypes['EnquiryFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['EnquiryFormProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EnquiryNoteResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['EnquiryNote'] = ResolversParentTypes['EnquiryNote']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GateAddOnResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateAddOn'] = ResolversParentTypes['GateAddOn']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GateAdultNeededResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateAdultNeeded'] = ResolversParentTypes['GateAdultNeeded']> = {
  adultAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adultsNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  underAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GateRiderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateRider'] = ResolversParentTypes['GateRider']> = {
  ageToday?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['GateRiderProblem']>, ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiver?: Resolver<ResolversTypes['WaiverState'], ParentType, ContextType>;
};

export type GateRiderProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateRiderProblem'] = ResolversParentTypes['GateRiderProblem']> = {
  code?: Resolver<ResolversTypes['RiderProblemCode'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GateRidersResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateRiders'] = ResolversParentTypes['GateRiders']> = {
  adultNeeded?: Resolver<Maybe<ResolversTypes['GateAdultNeeded']>, ParentType, ContextType>;
  kioskPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  riders?: Resolver<Array<ResolversTypes['GateRider']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['RidersVerdict'], ParentType, ContextType>;
};

export type GateTicketResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GateTicket'] = ResolversParentTypes['GateTicket']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addOns?: Resolver<Array<ResolversTypes['GateAddOn']>, ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['CurrencyCode']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOnArrival?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['TicketPeople'], ParentType, ContextType>;
  riders?: Resolver<Maybe<ResolversTypes['GateRiders']>, ParentType, ContextType>;
  sessionDay?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  sessionEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionStartsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GatewayCredentialResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GatewayCredential'] = ResolversParentTypes['GatewayCredential']> = {
  field?: Resolver<ResolversTypes['GatewayCredentialField'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  set?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GatewayMoveRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GatewayMoveRefused'] = ResolversParentTypes['GatewayMoveRefused']> = {
  problem?: Resolver<ResolversTypes['GatewayMoveProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GatewayMoveResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GatewayMoveResult'] = ResolversParentTypes['GatewayMoveResult']> = {
  __resolveType: TypeResolveFn<'GatewayMoveRefused' | 'GatewayMoved', ParentType, ContextType>;
};

export type GatewayMovedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GatewayMoved'] = ResolversParentTypes['GatewayMoved']> = {
  settings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GatewayResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GatewayResult'] = ResolversParentTypes['GatewayResult']> = {
  __resolveType: TypeResolveFn<'GatewaySaved' | 'SettingsFormRefused', ParentType, ContextType>;
};

export type GatewaySavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GatewaySaved'] = ResolversParentTypes['GatewaySaved']> = {
  gateway?: Resolver<ResolversTypes['StaffGateway'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardActionDoneResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardActionDone'] = ResolversParentTypes['GiftCardActionDone']> = {
  card?: Resolver<ResolversTypes['StaffGiftCard'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardActionResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardActionResult'] = ResolversParentTypes['GiftCardActionResult']> = {
  __resolveType: TypeResolveFn<'GiftCardActionDone' | 'GiftCardFormRefused', ParentType, ContextType>;
};

export type GiftCardDayResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardDay'] = ResolversParentTypes['GiftCardDay']> = {
  closing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  debits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftCardEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardEntry'] = ResolversParentTypes['GiftCardEntry']> = {
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GiftCardEntryKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftCardFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardFormProblem'] = ResolversParentTypes['GiftCardFormProblem']> = {
  code?: Resolver<ResolversTypes['GiftCardDeskProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['GiftCardFormField'], ParentType, ContextType>;
};

export type GiftCardFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardFormRefused'] = ResolversParentTypes['GiftCardFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['GiftCardFormProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardMovementResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardMovement'] = ResolversParentTypes['GiftCardMovement']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GiftCardEntryKind'], ParentType, ContextType>;
};

export type GiftCardOrderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardOrder'] = ResolversParentTypes['GiftCardOrder']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftCardParkResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardPark'] = ResolversParentTypes['GiftCardPark']> = {
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GiftCardRecipientResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardRecipient'] = ResolversParentTypes['GiftCardRecipient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardReportResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GiftCardReport'] = ResolversParentTypes['GiftCardReport']> = {
  closing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['CurrencyCode']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['GiftCardDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  movements?: Resolver<Array<ResolversTypes['GiftCardMovement']>, ParentType, ContextType>;
  opening?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type GroupsSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['GroupsSection'] = ResolversParentTypes['GroupsSection']> = {
  groupBalanceDaysBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupDepositKind?: Resolver<ResolversTypes['GroupDepositKind'], ParentType, ContextType>;
  groupDepositValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupDuePolicy?: Resolver<ResolversTypes['GroupDuePolicy'], ParentType, ContextType>;
  groupMinPeople?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiceBusinessAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceBusinessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceTaxLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceTaxNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceTaxPercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageLanguagesResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ImageLanguages'] = ResolversParentTypes['ImageLanguages']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zhHant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageLibraryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ImageLibrary'] = ResolversParentTypes['ImageLibrary']> = {
  images?: Resolver<Array<ResolversTypes['LibraryImage']>, ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageTextProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ImageTextProblem'] = ResolversParentTypes['ImageTextProblem']> = {
  code?: Resolver<ResolversTypes['ImageTextProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['ImageTextField'], ParentType, ContextType>;
};

export type ImageTextsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ImageTexts'] = ResolversParentTypes['ImageTexts']> = {
  alt?: Resolver<ResolversTypes['ImageLanguages'], ParentType, ContextType>;
  caption?: Resolver<ResolversTypes['ImageLanguages'], ParentType, ContextType>;
};

export type ImageTextsRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ImageTextsRefused'] = ResolversParentTypes['ImageTextsRefused']> = {
  problems?: Resolver<Array<ResolversTypes['ImageTextProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageTextsResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ImageTextsResult'] = ResolversParentTypes['ImageTextsResult']> = {
  __resolveType: TypeResolveFn<'ImageTextsRefused' | 'ImageTextsSaved', ParentType, ContextType>;
};

export type ImageTextsSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ImageTextsSaved'] = ResolversParentTypes['ImageTextsSaved']> = {
  image?: Resolver<ResolversTypes['LibraryImage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type KioskBookingResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['KioskBooking'] = ResolversParentTypes['KioskBooking']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes['KioskSeat']>, ParentType, ContextType>;
};

export type KioskRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['KioskRefused'] = ResolversParentTypes['KioskRefused']> = {
  problem?: Resolver<ResolversTypes['KioskProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type KioskRiderLinkResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['KioskRiderLink'] = ResolversParentTypes['KioskRiderLink']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type KioskRiderLinkResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['KioskRiderLinkResult'] = ResolversParentTypes['KioskRiderLinkResult']> = {
  __resolveType: TypeResolveFn<'KioskRefused' | 'KioskRiderLink', ParentType, ContextType>;
};

export type KioskSeatResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['KioskSeat'] = ResolversParentTypes['KioskSeat']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ticketCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['RidersVerdict'], ParentType, ContextType>;
};

export interface LanguageScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Language'], any> {
  name: 'Language';
}

export type LibraryImageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['LibraryImage'] = ResolversParentTypes['LibraryImage']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  squareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  squareUrlFallback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<ResolversTypes['ImageTexts'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlFallback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface LocalTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalTime'], any> {
  name: 'LocalTime';
}

export type LocalizedTextResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zhHant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalizedTextListResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['LocalizedTextList'] = ResolversParentTypes['LocalizedTextList']> = {
  en?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  zhHant?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ManifestBookingResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ManifestBooking'] = ResolversParentTypes['ManifestBooking']> = {
  addOns?: Resolver<Array<ResolversTypes['ManifestItem']>, ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['CheckInProgress'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueAtDesk?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['BookingPayment'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riders?: Resolver<Maybe<ResolversTypes['ManifestRiders']>, ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['ManifestItem']>, ParentType, ContextType>;
  upgrades?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ManifestItemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ManifestItem'] = ResolversParentTypes['ManifestItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManifestRiderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ManifestRider'] = ResolversParentTypes['ManifestRider']> = {
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['GateRiderProblem']>, ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticketCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waiver?: Resolver<ResolversTypes['WaiverState'], ParentType, ContextType>;
};

export type ManifestRidersResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ManifestRiders'] = ResolversParentTypes['ManifestRiders']> = {
  riders?: Resolver<Array<ResolversTypes['ManifestRider']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['RidersVerdict'], ParentType, ContextType>;
};

export type ManifestSessionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ManifestSession'] = ResolversParentTypes['ManifestSession']> = {
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['LocalTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAddOn?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationAddAddOnArgs, 'activityId' | 'input' | 'key'>>;
  addEnquiryNote?: Resolver<ResolversTypes['EnquiryChangeResult'], ParentType, ContextType, RequireFields<MutationAddEnquiryNoteArgs, 'id' | 'text'>>;
  addSchedule?: Resolver<ResolversTypes['ScheduleResult'], ParentType, ContextType, RequireFields<MutationAddScheduleArgs, 'activityId' | 'idempotencyKey'>>;
  addVariation?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationAddVariationArgs, 'activityId' | 'input' | 'key'>>;
  adjustGiftCard?: Resolver<ResolversTypes['GiftCardActionResult'], ParentType, ContextType, RequireFields<MutationAdjustGiftCardArgs, 'input'>>;
  cancelTickets?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationCancelTicketsArgs, 'bookingId' | 'idempotencyKey' | 'reason' | 'refundTo' | 'ticketCodes'>>;
  closeSessions?: Resolver<ResolversTypes['ClosureResult'], ParentType, ContextType, RequireFields<MutationCloseSessionsArgs, 'idempotencyKey' | 'reason' | 'sessionIds'>>;
  createActivity?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationCreateActivityArgs, 'input' | 'key' | 'parkId'>>;
  createPromoCode?: Resolver<ResolversTypes['PromoCodeResult'], ParentType, ContextType, RequireFields<MutationCreatePromoCodeArgs, 'input' | 'parkId'>>;
  createWaiver?: Resolver<ResolversTypes['CreateWaiverResult'], ParentType, ContextType, RequireFields<MutationCreateWaiverArgs, 'name' | 'parkId'>>;
  disablePromoCode?: Resolver<ResolversTypes['PromoCodeResult'], ParentType, ContextType, RequireFields<MutationDisablePromoCodeArgs, 'id'>>;
  discardContentDraft?: Resolver<ResolversTypes['ContentDraftDiscardResult'], ParentType, ContextType, RequireFields<MutationDiscardContentDraftArgs, 'pageId'>>;
  endSchedule?: Resolver<ResolversTypes['ScheduleResult'], ParentType, ContextType, RequireFields<MutationEndScheduleArgs, 'endsOn' | 'scheduleId'>>;
  issueComplimentaryGiftCard?: Resolver<ResolversTypes['GiftCardActionResult'], ParentType, ContextType, RequireFields<MutationIssueComplimentaryGiftCardArgs, 'input'>>;
  kioskRiderLink?: Resolver<ResolversTypes['KioskRiderLinkResult'], ParentType, ContextType, RequireFields<MutationKioskRiderLinkArgs, 'bookingId' | 'seat' | 'ticketCode'>>;
  makeReseller?: Resolver<ResolversTypes['ResellerResult'], ParentType, ContextType, RequireFields<MutationMakeResellerArgs, 'input' | 'parkId'>>;
  moveActivity?: Resolver<ResolversTypes['CatalogueDeskResult'], ParentType, ContextType, RequireFields<MutationMoveActivityArgs, 'direction' | 'id'>>;
  moveGateway?: Resolver<ResolversTypes['GatewayMoveResult'], ParentType, ContextType, RequireFields<MutationMoveGatewayArgs, 'direction' | 'gatewayId'>>;
  moveTickets?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationMoveTicketsArgs, 'bookingId' | 'idempotencyKey' | 'sessionId' | 'ticketCodes'>>;
  publishContentPage?: Resolver<ResolversTypes['ContentPublishResult'], ParentType, ContextType, RequireFields<MutationPublishContentPageArgs, 'pageId'>>;
  removeMyPasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMyPasskeyArgs, 'id'>>;
  removePriceRule?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationRemovePriceRuleArgs, 'id'>>;
  reopenSessions?: Resolver<ResolversTypes['ClosureResult'], ParentType, ContextType, RequireFields<MutationReopenSessionsArgs, 'idempotencyKey' | 'sessionIds'>>;
  replyToEnquiry?: Resolver<ResolversTypes['EnquiryChangeResult'], ParentType, ContextType, RequireFields<MutationReplyToEnquiryArgs, 'body' | 'id' | 'idempotencyKey'>>;
  resendConfirmation?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'bookingId' | 'idempotencyKey'>>;
  revertContentPage?: Resolver<ResolversTypes['ContentRevertResult'], ParentType, ContextType, RequireFields<MutationRevertContentPageArgs, 'pageId'>>;
  revokeReseller?: Resolver<ResolversTypes['ResellerResult'], ParentType, ContextType, RequireFields<MutationRevokeResellerArgs, 'id'>>;
  saveContentDraft?: Resolver<ResolversTypes['ContentDraftResult'], ParentType, ContextType, RequireFields<MutationSaveContentDraftArgs, 'pageId' | 'version'>>;
  saveContentMenus?: Resolver<ResolversTypes['ContentMenusResult'], ParentType, ContextType, RequireFields<MutationSaveContentMenusArgs, 'entries' | 'localeId'>>;
  saveGateway?: Resolver<ResolversTypes['GatewayResult'], ParentType, ContextType, RequireFields<MutationSaveGatewayArgs, 'gatewayId' | 'input'>>;
  saveImageTexts?: Resolver<ResolversTypes['ImageTextsResult'], ParentType, ContextType, RequireFields<MutationSaveImageTextsArgs, 'imageId' | 'input'>>;
  savePriceRule?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationSavePriceRuleArgs, 'activityId' | 'id' | 'input'>>;
  saveResource?: Resolver<ResolversTypes['ResourceResult'], ParentType, ContextType, RequireFields<MutationSaveResourceArgs, 'confirmShort' | 'input'>>;
  saveSiteSettings?: Resolver<ResolversTypes['SiteSettingsResult'], ParentType, ContextType, RequireFields<MutationSaveSiteSettingsArgs, 'localeId'>>;
  saveWaiverText?: Resolver<ResolversTypes['SaveWaiverTextResult'], ParentType, ContextType, RequireFields<MutationSaveWaiverTextArgs, 'basedOnVersion' | 'body' | 'language' | 'title' | 'waiverId'>>;
  scanTicket?: Resolver<ResolversTypes['ScanResult'], ParentType, ContextType, RequireFields<MutationScanTicketArgs, 'input'>>;
  setActivityOnSale?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationSetActivityOnSaleArgs, 'id' | 'onSale'>>;
  setAddOnOnSale?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationSetAddOnOnSaleArgs, 'id' | 'onSale'>>;
  setEnquiryStatus?: Resolver<ResolversTypes['EnquiryChangeResult'], ParentType, ContextType, RequireFields<MutationSetEnquiryStatusArgs, 'id' | 'status'>>;
  setMyLanguage?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  setResourceDay?: Resolver<ResolversTypes['ResourceResult'], ParentType, ContextType, RequireFields<MutationSetResourceDayArgs, 'confirmShort' | 'date' | 'resourceId'>>;
  setSessionCapacity?: Resolver<ResolversTypes['ScheduleResult'], ParentType, ContextType, RequireFields<MutationSetSessionCapacityArgs, 'capacity' | 'sessionId'>>;
  setVariationOnSale?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationSetVariationOnSaleArgs, 'id' | 'onSale'>>;
  syncOfflineCheckIns?: Resolver<ResolversTypes['OfflineSyncResult'], ParentType, ContextType, RequireFields<MutationSyncOfflineCheckInsArgs, 'input'>>;
  takeChargeAtDesk?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationTakeChargeAtDeskArgs, 'bookingId' | 'chargeId' | 'idempotencyKey' | 'method'>>;
  takePaymentAtDesk?: Resolver<ResolversTypes['StaffOrderActionResult'], ParentType, ContextType, RequireFields<MutationTakePaymentAtDeskArgs, 'bookingId' | 'idempotencyKey' | 'method'>>;
  undoCheckIn?: Resolver<ResolversTypes['UndoCheckInResult'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'checkInId'>>;
  updateActivityDetails?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationUpdateActivityDetailsArgs, 'id' | 'input'>>;
  updateActivityListing?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationUpdateActivityListingArgs, 'id' | 'input'>>;
  updateAddOn?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationUpdateAddOnArgs, 'id' | 'input'>>;
  updatePromoCode?: Resolver<ResolversTypes['PromoCodeResult'], ParentType, ContextType, RequireFields<MutationUpdatePromoCodeArgs, 'id' | 'input'>>;
  updateRiderRequirements?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationUpdateRiderRequirementsArgs, 'id' | 'input'>>;
  updateSchedule?: Resolver<ResolversTypes['ScheduleResult'], ParentType, ContextType, RequireFields<MutationUpdateScheduleArgs, 'scheduleId'>>;
  updateUpgrade?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationUpdateUpgradeArgs, 'id' | 'input'>>;
  updateVariation?: Resolver<ResolversTypes['CatalogueActivityResult'], ParentType, ContextType, RequireFields<MutationUpdateVariationArgs, 'id' | 'input'>>;
  voidGiftCard?: Resolver<ResolversTypes['GiftCardActionResult'], ParentType, ContextType, RequireFields<MutationVoidGiftCardArgs, 'input'>>;
};

export type OccupancyHourResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OccupancyHour'] = ResolversParentTypes['OccupancyHour']> = {
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OccupancyReportResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OccupancyReport'] = ResolversParentTypes['OccupancyReport']> = {
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['OccupancyHour']>, ParentType, ContextType>;
  hoursCsvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['OccupancySession']>, ParentType, ContextType>;
  sessionsCsvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OccupancyTotals'], ParentType, ContextType>;
};

export type OccupancySessionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OccupancySession'] = ResolversParentTypes['OccupancySession']> = {
  activity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OccupancyTotalsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OccupancyTotals'] = ResolversParentTypes['OccupancyTotals']> = {
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflineSyncConflictResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OfflineSyncConflict'] = ResolversParentTypes['OfflineSyncConflict']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['OfflineConflict'], ParentType, ContextType>;
};

export type OfflineSyncResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['OfflineSyncResult'] = ResolversParentTypes['OfflineSyncResult']> = {
  applied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conflicts?: Resolver<Array<ResolversTypes['OfflineSyncConflict']>, ParentType, ContextType>;
  duplicates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ParkSchedulesResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ParkSchedules'] = ResolversParentTypes['ParkSchedules']> = {
  activities?: Resolver<Array<ResolversTypes['ActivitySchedules']>, ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
};

export type PromoActivityResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoActivity'] = ResolversParentTypes['PromoActivity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromoCodeDeskResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeDesk'] = ResolversParentTypes['PromoCodeDesk']> = {
  activities?: Resolver<Array<ResolversTypes['PromoActivity']>, ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['StaffPromoCode']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromoCodeFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeFormProblem'] = ResolversParentTypes['PromoCodeFormProblem']> = {
  code?: Resolver<ResolversTypes['PromoCodeProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['PromoCodeFormField'], ParentType, ContextType>;
};

export type PromoCodeFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeFormRefused'] = ResolversParentTypes['PromoCodeFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['PromoCodeFormProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromoCodeResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeResult'] = ResolversParentTypes['PromoCodeResult']> = {
  __resolveType: TypeResolveFn<'PromoCodeFormRefused' | 'PromoCodeSaved', ParentType, ContextType>;
};

export type PromoCodeSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['PromoCodeSaved'] = ResolversParentTypes['PromoCodeSaved']> = {
  promoCode?: Resolver<ResolversTypes['StaffPromoCode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditEntries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
  catalogue?: Resolver<ResolversTypes['CatalogueDesk'], ParentType, ContextType, RequireFields<QueryCatalogueArgs, 'parkId'>>;
  catalogueActivity?: Resolver<ResolversTypes['DeskActivityDetail'], ParentType, ContextType, RequireFields<QueryCatalogueActivityArgs, 'id'>>;
  contentPage?: Resolver<ResolversTypes['ContentPageEditor'], ParentType, ContextType, RequireFields<QueryContentPageArgs, 'path'>>;
  contentPages?: Resolver<ResolversTypes['ContentPages'], ParentType, ContextType, Partial<QueryContentPagesArgs>>;
  contentPreviewLink?: Resolver<ResolversTypes['ContentPreviewLink'], ParentType, ContextType, RequireFields<QueryContentPreviewLinkArgs, 'pageId'>>;
  contentSites?: Resolver<Array<ResolversTypes['ContentSite']>, ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType, RequireFields<QueryDashboardArgs, 'parkId'>>;
  daySheet?: Resolver<ResolversTypes['DaySheet'], ParentType, ContextType, RequireFields<QueryDaySheetArgs, 'date' | 'parkId'>>;
  enquiries?: Resolver<ResolversTypes['EnquiryPage'], ParentType, ContextType, Partial<QueryEnquiriesArgs>>;
  enquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType, RequireFields<QueryEnquiryArgs, 'id'>>;
  giftCard?: Resolver<ResolversTypes['StaffGiftCard'], ParentType, ContextType, RequireFields<QueryGiftCardArgs, 'code'>>;
  giftCardParks?: Resolver<Array<ResolversTypes['GiftCardPark']>, ParentType, ContextType>;
  giftCardReport?: Resolver<ResolversTypes['GiftCardReport'], ParentType, ContextType, RequireFields<QueryGiftCardReportArgs, 'from' | 'parkId' | 'to'>>;
  imageLibrary?: Resolver<ResolversTypes['ImageLibrary'], ParentType, ContextType, RequireFields<QueryImageLibraryArgs, 'parkId'>>;
  kioskBooking?: Resolver<Maybe<ResolversTypes['KioskBooking']>, ParentType, ContextType, RequireFields<QueryKioskBookingArgs, 'text'>>;
  me?: Resolver<ResolversTypes['StaffMe'], ParentType, ContextType>;
  moveOptions?: Resolver<Array<ResolversTypes['StaffMoveOption']>, ParentType, ContextType, RequireFields<QueryMoveOptionsArgs, 'bookingId' | 'date' | 'ticketCodes'>>;
  myPasskeys?: Resolver<Array<ResolversTypes['StaffPasskey']>, ParentType, ContextType>;
  occupancyReport?: Resolver<ResolversTypes['OccupancyReport'], ParentType, ContextType, RequireFields<QueryOccupancyReportArgs, 'from' | 'parkId' | 'to'>>;
  order?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'bookingId'>>;
  orders?: Resolver<ResolversTypes['StaffOrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  promoCodes?: Resolver<ResolversTypes['PromoCodeDesk'], ParentType, ContextType, RequireFields<QueryPromoCodesArgs, 'parkId'>>;
  refundQuote?: Resolver<ResolversTypes['StaffRefundQuote'], ParentType, ContextType, RequireFields<QueryRefundQuoteArgs, 'bookingId' | 'ticketCodes'>>;
  resellers?: Resolver<ResolversTypes['ResellerDesk'], ParentType, ContextType, RequireFields<QueryResellersArgs, 'parkId'>>;
  resources?: Resolver<ResolversTypes['ResourceDesk'], ParentType, ContextType, RequireFields<QueryResourcesArgs, 'parkId'>>;
  salesReport?: Resolver<ResolversTypes['SalesReport'], ParentType, ContextType, RequireFields<QuerySalesReportArgs, 'from' | 'grouping' | 'parkId' | 'to'>>;
  scannerDay?: Resolver<ResolversTypes['ScannerDay'], ParentType, ContextType, RequireFields<QueryScannerDayArgs, 'parkId'>>;
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<QueryScheduleArgs, 'date' | 'parkId'>>;
  schedules?: Resolver<ResolversTypes['ParkSchedules'], ParentType, ContextType, RequireFields<QuerySchedulesArgs, 'parkId'>>;
  sessionManifest?: Resolver<ResolversTypes['SessionManifest'], ParentType, ContextType, RequireFields<QuerySessionManifestArgs, 'sessionId'>>;
  settingsSites?: Resolver<Array<ResolversTypes['SettingsSite']>, ParentType, ContextType>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<QuerySiteSettingsArgs, 'localeId'>>;
  waiverDesk?: Resolver<ResolversTypes['WaiverDesk'], ParentType, ContextType, RequireFields<QueryWaiverDeskArgs, 'parkId'>>;
  waiverSignature?: Resolver<ResolversTypes['WaiverSignatureView'], ParentType, ContextType, RequireFields<QueryWaiverSignatureArgs, 'id'>>;
  waiverSignatures?: Resolver<Array<ResolversTypes['WaiverSignatureSummary']>, ParentType, ContextType, RequireFields<QueryWaiverSignaturesArgs, 'limit' | 'parkId'>>;
};

export type ResellerDeskResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResellerDesk'] = ResolversParentTypes['ResellerDesk']> = {
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resellers?: Resolver<Array<ResolversTypes['StaffReseller']>, ParentType, ContextType>;
};

export type ResellerFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResellerFormProblem'] = ResolversParentTypes['ResellerFormProblem']> = {
  code?: Resolver<ResolversTypes['ResellerProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['ResellerFormField'], ParentType, ContextType>;
};

export type ResellerFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResellerFormRefused'] = ResolversParentTypes['ResellerFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['ResellerFormProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResellerResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResellerResult'] = ResolversParentTypes['ResellerResult']> = {
  __resolveType: TypeResolveFn<'ResellerFormRefused' | 'ResellerSaved', ParentType, ContextType>;
};

export type ResellerSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResellerSaved'] = ResolversParentTypes['ResellerSaved']> = {
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reseller?: Resolver<ResolversTypes['StaffReseller'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResourceResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Resource'] = ResolversParentTypes['Resource']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['ResourceDay']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uses?: Resolver<Array<ResolversTypes['ResourceUse']>, ParentType, ContextType>;
};

export type ResourceActivityResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceActivity'] = ResolversParentTypes['ResourceActivity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResourceDayResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceDay'] = ResolversParentTypes['ResourceDay']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResourceDeskResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceDesk'] = ResolversParentTypes['ResourceDesk']> = {
  activities?: Resolver<Array<ResolversTypes['ResourceActivity']>, ParentType, ContextType>;
  resources?: Resolver<Array<ResolversTypes['Resource']>, ParentType, ContextType>;
};

export type ResourceRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceRefused'] = ResolversParentTypes['ResourceRefused']> = {
  problem?: Resolver<ResolversTypes['ResourceProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResourceResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceResult'] = ResolversParentTypes['ResourceResult']> = {
  __resolveType: TypeResolveFn<'ResourceRefused' | 'ResourceSaved' | 'ResourceShort', ParentType, ContextType>;
};

export type ResourceSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceSaved'] = ResolversParentTypes['ResourceSaved']> = {
  resource?: Resolver<ResolversTypes['Resource'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResourceShortResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceShort'] = ResolversParentTypes['ResourceShort']> = {
  sessions?: Resolver<Array<ResolversTypes['ResourceShortSession']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResourceShortSessionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceShortSession'] = ResolversParentTypes['ResourceShortSession']> = {
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  need?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
};

export type ResourceUseResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ResourceUse'] = ResolversParentTypes['ResourceUse']> = {
  activityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perPlaces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesReportResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SalesReport'] = ResolversParentTypes['SalesReport']> = {
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['CurrencyCode']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  grouping?: Resolver<ResolversTypes['SalesGrouping'], ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SalesReportRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SalesReportTotals'], ParentType, ContextType>;
  xeroAccrualPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  xeroCashPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesReportRowResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SalesReportRow'] = ResolversParentTypes['SalesReportRow']> = {
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesReportTotalsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SalesReportTotals'] = ResolversParentTypes['SalesReportTotals']> = {
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SaveWaiverTextResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SaveWaiverTextResult'] = ResolversParentTypes['SaveWaiverTextResult']> = {
  __resolveType: TypeResolveFn<'WaiverRefused' | 'WaiverTextSaved', ParentType, ContextType>;
};

export type ScanResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScanResult'] = ResolversParentTypes['ScanResult']> = {
  checkIn?: Resolver<Maybe<ResolversTypes['CheckIn']>, ParentType, ContextType>;
  checkIns?: Resolver<Maybe<Array<ResolversTypes['CheckIn']>>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['UnknownTicketReason']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['GateTicket']>, ParentType, ContextType>;
  today?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['ScanVerdict'], ParentType, ContextType>;
};

export type ScannerDayResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScannerDay'] = ResolversParentTypes['ScannerDay']> = {
  days?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  keys?: Resolver<Array<ResolversTypes['TicketKey']>, ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revoked?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['ScannerTicket']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unknownTickets?: Resolver<ResolversTypes['OfflineUnknownTickets'], ParentType, ContextType>;
};

export type ScannerTicketResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScannerTicket'] = ResolversParentTypes['ScannerTicket']> = {
  admitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  payAtDesk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riders?: Resolver<Maybe<ResolversTypes['RidersVerdict']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ScheduleSession']>, ParentType, ContextType>;
};

export type ScheduleBookingResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScheduleBooking'] = ResolversParentTypes['ScheduleBooking']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  orderPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payAtDesk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScheduleFormProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScheduleFormProblem'] = ResolversParentTypes['ScheduleFormProblem']> = {
  booked?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ScheduleProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['ScheduleFormField'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['SessionMoment']>, ParentType, ContextType>;
};

export type ScheduleFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScheduleFormRefused'] = ResolversParentTypes['ScheduleFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['ScheduleFormProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScheduleResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScheduleResult'] = ResolversParentTypes['ScheduleResult']> = {
  __resolveType: TypeResolveFn<'ScheduleFormRefused' | 'ScheduleSaved', ParentType, ContextType>;
};

export type ScheduleSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScheduleSaved'] = ResolversParentTypes['ScheduleSaved']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScheduleSessionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['ScheduleSession'] = ResolversParentTypes['ScheduleSession']> = {
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookings?: Resolver<Array<ResolversTypes['ScheduleBooking']>, ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SessionManifestResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SessionManifest'] = ResolversParentTypes['SessionManifest']> = {
  bookings?: Resolver<Array<ResolversTypes['ManifestBooking']>, ParentType, ContextType>;
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['ManifestSession'], ParentType, ContextType>;
  waitingList?: Resolver<Array<ResolversTypes['WaitingListEntry']>, ParentType, ContextType>;
};

export type SessionMomentResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SessionMoment'] = ResolversParentTypes['SessionMoment']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
};

export type SessionRidersResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SessionRiders'] = ResolversParentTypes['SessionRiders']> = {
  named?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiversAsked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiversSigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionsChangedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SessionsChanged'] = ResolversParentTypes['SessionsChanged']> = {
  changed?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  mailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SettingsFormRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SettingsFormRefused'] = ResolversParentTypes['SettingsFormRefused']> = {
  problems?: Resolver<Array<ResolversTypes['SettingsProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SettingsImageResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SettingsImage'] = ResolversParentTypes['SettingsImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SettingsProblemResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SettingsProblem'] = ResolversParentTypes['SettingsProblem']> = {
  code?: Resolver<ResolversTypes['SettingsProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['SettingsField'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SettingsSiteResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SettingsSite'] = ResolversParentTypes['SettingsSite']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignedAnswerResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SignedAnswer'] = ResolversParentTypes['SignedAnswer']> = {
  answer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignedRiderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SignedRider'] = ResolversParentTypes['SignedRider']> = {
  answers?: Resolver<Array<ResolversTypes['SignedAnswer']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightKg?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SiteSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SiteSection'] = ResolversParentTypes['SiteSection']> = {
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hrefLang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  longMenuTitle?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteSettingsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = {
  accounting?: Resolver<Maybe<ResolversTypes['AccountingSection']>, ParentType, ContextType>;
  analytics?: Resolver<ResolversTypes['AnalyticsSection'], ParentType, ContextType>;
  booking?: Resolver<ResolversTypes['BookingSection'], ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['CheckoutSection'], ParentType, ContextType>;
  gateways?: Resolver<Array<ResolversTypes['StaffGateway']>, ParentType, ContextType>;
  groups?: Resolver<Maybe<ResolversTypes['GroupsSection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['SettingsImage']>, ParentType, ContextType>;
  mayEditIdentity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site?: Resolver<ResolversTypes['SiteSection'], ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['WalletSection']>, ParentType, ContextType>;
  widget?: Resolver<Maybe<ResolversTypes['WidgetSection']>, ParentType, ContextType>;
};

export type SiteSettingsResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SiteSettingsResult'] = ResolversParentTypes['SiteSettingsResult']> = {
  __resolveType: TypeResolveFn<'SettingsFormRefused' | 'SiteSettingsSaved', ParentType, ContextType>;
};

export type SiteSettingsSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['SiteSettingsSaved'] = ResolversParentTypes['SiteSettingsSaved']> = {
  settings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffArrivalResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffArrival'] = ResolversParentTypes['StaffArrival']> = {
  deviceClass?: Resolver<ResolversTypes['DeviceClass'], ParentType, ContextType>;
  hadFbclid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hadGclid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landingPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referrerHost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmCampaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmMedium?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffAuditEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffAuditEntry'] = ResolversParentTypes['StaffAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffChargeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffCharge'] = ResolversParentTypes['StaffCharge']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paidWith?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChargeStatus'], ParentType, ContextType>;
};

export type StaffCheckInResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffCheckIn'] = ResolversParentTypes['StaffCheckIn']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mayUndo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  undoableUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type StaffCustomerResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffCustomer'] = ResolversParentTypes['StaffCustomer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffGatewayResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffGateway'] = ResolversParentTypes['StaffGateway']> = {
  credentials?: Resolver<Array<ResolversTypes['GatewayCredential']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feePercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentGatewayType'], ParentType, ContextType>;
};

export type StaffGiftCardResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffGiftCard'] = ResolversParentTypes['StaffGiftCard']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['GiftCardEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedByBookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAdjustment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['GiftCardOrder']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['GiftCardOrigin'], ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['GiftCardRecipient']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffMailResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMail'] = ResolversParentTypes['StaffMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderMailKind'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type StaffMeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMe'] = ResolversParentTypes['StaffMe']> = {
  actions?: Resolver<Array<ResolversTypes['StaffAction']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  parks?: Resolver<Array<ResolversTypes['StaffPark']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffMoveOptionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffMoveOption'] = ResolversParentTypes['StaffMoveOption']> = {
  priceDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type StaffOrderResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  actions?: Resolver<Array<ResolversTypes['OrderDeskAction']>, ParentType, ContextType>;
  arrival?: Resolver<Maybe<ResolversTypes['StaffArrival']>, ParentType, ContextType>;
  auditTrail?: Resolver<Array<ResolversTypes['StaffAuditEntry']>, ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['OrderChannel'], ParentType, ContextType>;
  channelSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['StaffCharge']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['StaffCustomer'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOnArrival?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCard?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StaffOrderLine']>, ParentType, ContextType>;
  mails?: Resolver<Array<ResolversTypes['StaffMail']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  park?: Resolver<ResolversTypes['StaffPark'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['StaffPayment']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['StaffRefund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['StaffTicket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffOrderActionDoneResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderActionDone'] = ResolversParentTypes['StaffOrderActionDone']> = {
  order?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffOrderActionRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderActionRefused'] = ResolversParentTypes['StaffOrderActionRefused']> = {
  order?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType>;
  problem?: Resolver<ResolversTypes['StaffOrderActionProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffOrderActionResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderActionResult'] = ResolversParentTypes['StaffOrderActionResult']> = {
  __resolveType: TypeResolveFn<'StaffOrderActionDone' | 'StaffOrderActionRefused', ParentType, ContextType>;
};

export type StaffOrderLineResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffOrderLine'] = ResolversParentTypes['StaffOrderLine']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addOns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  channel?: Resolver<ResolversTypes['OrderChannel'], ParentType, ContextType>;
  channelSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstSessionAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffParkResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPark'] = ResolversParentTypes['StaffPark']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPasskeyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPasskey'] = ResolversParentTypes['StaffPasskey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPaymentResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPayment'] = ResolversParentTypes['StaffPayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['StaffPaymentEvent']>, ParentType, ContextType>;
  gateway?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  providerReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type StaffPaymentEventResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPaymentEvent'] = ResolversParentTypes['StaffPaymentEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentEventKind'], ParentType, ContextType>;
};

export type StaffPromoCodeResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffPromoCode'] = ResolversParentTypes['StaffPromoCode']> = {
  activityIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromoCodeKind'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromoCodeStatus'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffRefundResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffRefund'] = ResolversParentTypes['StaffRefund']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  giftCardCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['RefundMethod'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
};

export type StaffRefundQuoteResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffRefundQuote'] = ResolversParentTypes['StaffRefundQuote']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chargeRefund?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCard?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toOriginalPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffResellerResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffReseller'] = ResolversParentTypes['StaffReseller']> = {
  commissionPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResellerStatus'], ParentType, ContextType>;
};

export type StaffScheduleEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffScheduleEntry'] = ResolversParentTypes['StaffScheduleEntry']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  oneOff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  times?: Resolver<Array<ResolversTypes['LocalTime']>, ParentType, ContextType>;
  weekdays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StaffTicketResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffTicket'] = ResolversParentTypes['StaffTicket']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkIns?: Resolver<Array<ResolversTypes['StaffCheckIn']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  movedFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variationTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffTicketCountResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffTicketCount'] = ResolversParentTypes['StaffTicketCount']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffWaiverResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['StaffWaiver'] = ResolversParentTypes['StaffWaiver']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['WaiverLanguageTexts']>, ParentType, ContextType>;
};

export type TicketKeyResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['TicketKey'] = ResolversParentTypes['TicketKey']> = {
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketPeopleResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['TicketPeople'] = ResolversParentTypes['TicketPeople']> = {
  admitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UndoCheckInRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['UndoCheckInRefused'] = ResolversParentTypes['UndoCheckInRefused']> = {
  problem?: Resolver<ResolversTypes['UndoCheckInProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UndoCheckInResultResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['UndoCheckInResult'] = ResolversParentTypes['UndoCheckInResult']> = {
  __resolveType: TypeResolveFn<'CheckInUndone' | 'UndoCheckInRefused', ParentType, ContextType>;
};

export type UnpaidReservationsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['UnpaidReservations'] = ResolversParentTypes['UnpaidReservations']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingListEntryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaitingListEntry'] = ResolversParentTypes['WaitingListEntry']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  offeredUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  places?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListStatus'], ParentType, ContextType>;
};

export type WaiverCreatedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverCreated'] = ResolversParentTypes['WaiverCreated']> = {
  waiver?: Resolver<ResolversTypes['StaffWaiver'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WaiverDeskResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverDesk'] = ResolversParentTypes['WaiverDesk']> = {
  mayEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retentionYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waivers?: Resolver<Array<ResolversTypes['StaffWaiver']>, ParentType, ContextType>;
};

export type WaiverLanguageTextsResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverLanguageTexts'] = ResolversParentTypes['WaiverLanguageTexts']> = {
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['WaiverTextVersion']>, ParentType, ContextType>;
};

export type WaiverRefusedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverRefused'] = ResolversParentTypes['WaiverRefused']> = {
  problem?: Resolver<ResolversTypes['WaiverProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WaiverSignatureSummaryResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverSignatureSummary'] = ResolversParentTypes['WaiverSignatureSummary']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  riderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiverTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaiverSignatureViewResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverSignatureView'] = ResolversParentTypes['WaiverSignatureView']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guardianRelationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  parkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rider?: Resolver<ResolversTypes['SignedRider'], ParentType, ContextType>;
  seal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sealVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['WaiverTextVersion'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waiverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaiverTextSavedResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverTextSaved'] = ResolversParentTypes['WaiverTextSaved']> = {
  unchanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['WaiverTextVersion'], ParentType, ContextType>;
  waiver?: Resolver<ResolversTypes['StaffWaiver'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WaiverTextVersionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WaiverTextVersion'] = ResolversParentTypes['WaiverTextVersion']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WalletSection'] = ResolversParentTypes['WalletSection']> = {
  appleCertificateEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appleKeyEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appleKeyPassphraseEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appleOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applePassTypeIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appleTeamIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appleWwdrEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleIssuerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleServiceAccountEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WidgetActivityResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WidgetActivity'] = ResolversParentTypes['WidgetActivity']> = {
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type WidgetSectionResolvers<ContextType = StaffContext, ParentType extends ResolversParentTypes['WidgetSection'] = ResolversParentTypes['WidgetSection']> = {
  activities?: Resolver<Array<ResolversTypes['WidgetActivity']>, ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  widgetOrigins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = StaffContext> = {
  AccountingSection?: AccountingSectionResolvers<ContextType>;
  ActivitySchedules?: ActivitySchedulesResolvers<ContextType>;
  AnalyticsSection?: AnalyticsSectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  BookingSection?: BookingSectionResolvers<ContextType>;
  CatalogueActivityResult?: CatalogueActivityResultResolvers<ContextType>;
  CatalogueActivitySaved?: CatalogueActivitySavedResolvers<ContextType>;
  CatalogueDesk?: CatalogueDeskResolvers<ContextType>;
  CatalogueDeskResult?: CatalogueDeskResultResolvers<ContextType>;
  CatalogueDeskSaved?: CatalogueDeskSavedResolvers<ContextType>;
  CatalogueFormProblem?: CatalogueFormProblemResolvers<ContextType>;
  CatalogueFormRefused?: CatalogueFormRefusedResolvers<ContextType>;
  ChannelSales?: ChannelSalesResolvers<ContextType>;
  CheckIn?: CheckInResolvers<ContextType>;
  CheckInConflict?: CheckInConflictResolvers<ContextType>;
  CheckInConflictOther?: CheckInConflictOtherResolvers<ContextType>;
  CheckInUndone?: CheckInUndoneResolvers<ContextType>;
  CheckoutSection?: CheckoutSectionResolvers<ContextType>;
  ClosureRefused?: ClosureRefusedResolvers<ContextType>;
  ClosureResult?: ClosureResultResolvers<ContextType>;
  ContentDraftDiscardResult?: ContentDraftDiscardResultResolvers<ContextType>;
  ContentDraftDiscarded?: ContentDraftDiscardedResolvers<ContextType>;
  ContentDraftResult?: ContentDraftResultResolvers<ContextType>;
  ContentDraftSaved?: ContentDraftSavedResolvers<ContextType>;
  ContentEditorActivity?: ContentEditorActivityResolvers<ContextType>;
  ContentEditorImage?: ContentEditorImageResolvers<ContextType>;
  ContentFormProblem?: ContentFormProblemResolvers<ContextType>;
  ContentFormRefused?: ContentFormRefusedResolvers<ContextType>;
  ContentLocale?: ContentLocaleResolvers<ContextType>;
  ContentMenusResult?: ContentMenusResultResolvers<ContextType>;
  ContentMenusSaved?: ContentMenusSavedResolvers<ContextType>;
  ContentPageColumn?: ContentPageColumnResolvers<ContextType>;
  ContentPageEditor?: ContentPageEditorResolvers<ContextType>;
  ContentPageLocale?: ContentPageLocaleResolvers<ContextType>;
  ContentPagePath?: ContentPagePathResolvers<ContextType>;
  ContentPagePublished?: ContentPagePublishedResolvers<ContextType>;
  ContentPageRefused?: ContentPageRefusedResolvers<ContextType>;
  ContentPageReverted?: ContentPageRevertedResolvers<ContextType>;
  ContentPages?: ContentPagesResolvers<ContextType>;
  ContentPreviewLink?: ContentPreviewLinkResolvers<ContextType>;
  ContentPublishResult?: ContentPublishResultResolvers<ContextType>;
  ContentRevertResult?: ContentRevertResultResolvers<ContextType>;
  ContentSite?: ContentSiteResolvers<ContextType>;
  CreateWaiverResult?: CreateWaiverResultResolvers<ContextType>;
  CurrencyCode?: GraphQLScalarType;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardComparison?: DashboardComparisonResolvers<ContextType>;
  DashboardEnquiries?: DashboardEnquiriesResolvers<ContextType>;
  DashboardMoney?: DashboardMoneyResolvers<ContextType>;
  DashboardOutbox?: DashboardOutboxResolvers<ContextType>;
  DashboardSession?: DashboardSessionResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DaySheet?: DaySheetResolvers<ContextType>;
  DaySheetGroup?: DaySheetGroupResolvers<ContextType>;
  DaySheetSession?: DaySheetSessionResolvers<ContextType>;
  DeskAccompanyingAdult?: DeskAccompanyingAdultResolvers<ContextType>;
  DeskActivity?: DeskActivityResolvers<ContextType>;
  DeskActivityChoice?: DeskActivityChoiceResolvers<ContextType>;
  DeskActivityDetail?: DeskActivityDetailResolvers<ContextType>;
  DeskActivityDetails?: DeskActivityDetailsResolvers<ContextType>;
  DeskActivityListing?: DeskActivityListingResolvers<ContextType>;
  DeskActivityPage?: DeskActivityPageResolvers<ContextType>;
  DeskAddOn?: DeskAddOnResolvers<ContextType>;
  DeskHealthQuestion?: DeskHealthQuestionResolvers<ContextType>;
  DeskImage?: DeskImageResolvers<ContextType>;
  DeskPriceRule?: DeskPriceRuleResolvers<ContextType>;
  DeskRiderRequirements?: DeskRiderRequirementsResolvers<ContextType>;
  DeskUpgrade?: DeskUpgradeResolvers<ContextType>;
  DeskVariation?: DeskVariationResolvers<ContextType>;
  DeskWaiver?: DeskWaiverResolvers<ContextType>;
  Enquiry?: EnquiryResolvers<ContextType>;
  EnquiryChangeResult?: EnquiryChangeResultResolvers<ContextType>;
  EnquiryChanged?: EnquiryChangedResolvers<ContextType>;
  EnquiryCounts?: EnquiryCountsResolvers<ContextType>;
  EnquiryFormProblem?: EnquiryFormProblemResolvers<ContextType>;
  EnquiryFormRefused?: EnquiryFormRefusedResolvers<ContextType>;
  EnquiryNote?: EnquiryNoteResolvers<ContextType>;
  EnquiryPage?: EnquiryPageResolvers<ContextType>;
  EnquiryReply?: EnquiryReplyResolvers<ContextType>;
  GateAddOn?: GateAddOnResolvers<ContextType>;
  GateAdultNeeded?: GateAdultNeededResolvers<ContextType>;
  GateRider?: GateRiderResolvers<ContextType>;
  GateRiderProblem?: GateRiderProblemResolvers<ContextType>;
  GateRiders?: GateRidersResolvers<ContextType>;
  GateTicket?: GateTicketResolvers<ContextType>;
  GatewayCredential?: GatewayCredentialResolvers<ContextType>;
  GatewayMoveRefused?: GatewayMoveRefusedResolvers<ContextType>;
  GatewayMoveResult?: GatewayMoveResultResolvers<ContextType>;
  GatewayMoved?: GatewayMovedResolvers<ContextType>;
  GatewayResult?: GatewayResultResolvers<ContextType>;
  GatewaySaved?: GatewaySavedResolvers<ContextType>;
  GiftCardActionDone?: GiftCardActionDoneResolvers<ContextType>;
  GiftCardActionResult?: GiftCardActionResultResolvers<ContextType>;
  GiftCardDay?: GiftCardDayResolvers<ContextType>;
  GiftCardEntry?: GiftCardEntryResolvers<ContextType>;
  GiftCardFormProblem?: GiftCardFormProblemResolvers<ContextType>;
  GiftCardFormRefused?: GiftCardFormRefusedResolvers<ContextType>;
  GiftCardMovement?: GiftCardMovementResolvers<ContextType>;
  GiftCardOrder?: GiftCardOrderResolvers<ContextType>;
  GiftCardPark?: GiftCardParkResolvers<ContextType>;
  GiftCardRecipient?: GiftCardRecipientResolvers<ContextType>;
  GiftCardReport?: GiftCardReportResolvers<ContextType>;
  GroupsSection?: GroupsSectionResolvers<ContextType>;
  ImageLanguages?: ImageLanguagesResolvers<ContextType>;
  ImageLibrary?: ImageLibraryResolvers<ContextType>;
  ImageTextProblem?: ImageTextProblemResolvers<ContextType>;
  ImageTexts?: ImageTextsResolvers<ContextType>;
  ImageTextsRefused?: ImageTextsRefusedResolvers<ContextType>;
  ImageTextsResult?: ImageTextsResultResolvers<ContextType>;
  ImageTextsSaved?: ImageTextsSavedResolvers<ContextType>;
  KioskBooking?: KioskBookingResolvers<ContextType>;
  KioskRefused?: KioskRefusedResolvers<ContextType>;
  KioskRiderLink?: KioskRiderLinkResolvers<ContextType>;
  KioskRiderLinkResult?: KioskRiderLinkResultResolvers<ContextType>;
  KioskSeat?: KioskSeatResolvers<ContextType>;
  Language?: GraphQLScalarType;
  LibraryImage?: LibraryImageResolvers<ContextType>;
  LocalTime?: GraphQLScalarType;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  LocalizedTextList?: LocalizedTextListResolvers<ContextType>;
  ManifestBooking?: ManifestBookingResolvers<ContextType>;
  ManifestItem?: ManifestItemResolvers<ContextType>;
  ManifestRider?: ManifestRiderResolvers<ContextType>;
  ManifestRiders?: ManifestRidersResolvers<ContextType>;
  ManifestSession?: ManifestSessionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OccupancyHour?: OccupancyHourResolvers<ContextType>;
  OccupancyReport?: OccupancyReportResolvers<ContextType>;
  OccupancySession?: OccupancySessionResolvers<ContextType>;
  OccupancyTotals?: OccupancyTotalsResolvers<ContextType>;
  OfflineSyncConflict?: OfflineSyncConflictResolvers<ContextType>;
  OfflineSyncResult?: OfflineSyncResultResolvers<ContextType>;
  ParkSchedules?: ParkSchedulesResolvers<ContextType>;
  PromoActivity?: PromoActivityResolvers<ContextType>;
  PromoCodeDesk?: PromoCodeDeskResolvers<ContextType>;
  PromoCodeFormProblem?: PromoCodeFormProblemResolvers<ContextType>;
  PromoCodeFormRefused?: PromoCodeFormRefusedResolvers<ContextType>;
  PromoCodeResult?: PromoCodeResultResolvers<ContextType>;
  PromoCodeSaved?: PromoCodeSavedResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResellerDesk?: ResellerDeskResolvers<ContextType>;
  ResellerFormProblem?: ResellerFormProblemResolvers<ContextType>;
  ResellerFormRefused?: ResellerFormRefusedResolvers<ContextType>;
  ResellerResult?: ResellerResultResolvers<ContextType>;
  ResellerSaved?: ResellerSavedResolvers<ContextType>;
  Resource?: ResourceResolvers<ContextType>;
  ResourceActivity?: ResourceActivityResolvers<ContextType>;
  ResourceDay?: ResourceDayResolvers<ContextType>;
  ResourceDesk?: ResourceDeskResolvers<ContextType>;
  ResourceRefused?: ResourceRefusedResolvers<ContextType>;
  ResourceResult?: ResourceResultResolvers<ContextType>;
  ResourceSaved?: ResourceSavedResolvers<ContextType>;
  ResourceShort?: ResourceShortResolvers<ContextType>;
  ResourceShortSession?: ResourceShortSessionResolvers<ContextType>;
  ResourceUse?: ResourceUseResolvers<ContextType>;
  SalesReport?: SalesReportResolvers<ContextType>;
  SalesReportRow?: SalesReportRowResolvers<ContextType>;
  SalesReportTotals?: SalesReportTotalsResolvers<ContextType>;
  SaveWaiverTextResult?: SaveWaiverTextResultResolvers<ContextType>;
  ScanResult?: ScanResultResolvers<ContextType>;
  ScannerDay?: ScannerDayResolvers<ContextType>;
  ScannerTicket?: ScannerTicketResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleBooking?: ScheduleBookingResolvers<ContextType>;
  ScheduleFormProblem?: ScheduleFormProblemResolvers<ContextType>;
  ScheduleFormRefused?: ScheduleFormRefusedResolvers<ContextType>;
  ScheduleResult?: ScheduleResultResolvers<ContextType>;
  ScheduleSaved?: ScheduleSavedResolvers<ContextType>;
  ScheduleSession?: ScheduleSessionResolvers<ContextType>;
  SessionManifest?: SessionManifestResolvers<ContextType>;
  SessionMoment?: SessionMomentResolvers<ContextType>;
  SessionRiders?: SessionRidersResolvers<ContextType>;
  SessionsChanged?: SessionsChangedResolvers<ContextType>;
  SettingsFormRefused?: SettingsFormRefusedResolvers<ContextType>;
  SettingsImage?: SettingsImageResolvers<ContextType>;
  SettingsProblem?: SettingsProblemResolvers<ContextType>;
  SettingsSite?: SettingsSiteResolvers<ContextType>;
  SignedAnswer?: SignedAnswerResolvers<ContextType>;
  SignedRider?: SignedRiderResolvers<ContextType>;
  SiteSection?: SiteSectionResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SiteSettingsResult?: SiteSettingsResultResolvers<ContextType>;
  SiteSettingsSaved?: SiteSettingsSavedResolvers<ContextType>;
  StaffArrival?: StaffArrivalResolvers<ContextType>;
  StaffAuditEntry?: StaffAuditEntryResolvers<ContextType>;
  StaffCharge?: StaffChargeResolvers<ContextType>;
  StaffCheckIn?: StaffCheckInResolvers<ContextType>;
  StaffCustomer?: StaffCustomerResolvers<ContextType>;
  StaffGateway?: StaffGatewayResolvers<ContextType>;
  StaffGiftCard?: StaffGiftCardResolvers<ContextType>;
  StaffMail?: StaffMailResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffMoveOption?: StaffMoveOptionResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffOrderActionDone?: StaffOrderActionDoneResolvers<ContextType>;
  StaffOrderActionRefused?: StaffOrderActionRefusedResolvers<ContextType>;
  StaffOrderActionResult?: StaffOrderActionResultResolvers<ContextType>;
  StaffOrderLine?: StaffOrderLineResolvers<ContextType>;
  StaffOrderPage?: StaffOrderPageResolvers<ContextType>;
  StaffOrderSummary?: StaffOrderSummaryResolvers<ContextType>;
  StaffPark?: StaffParkResolvers<ContextType>;
  StaffPasskey?: StaffPasskeyResolvers<ContextType>;
  StaffPayment?: StaffPaymentResolvers<ContextType>;
  StaffPaymentEvent?: StaffPaymentEventResolvers<ContextType>;
  StaffPromoCode?: StaffPromoCodeResolvers<ContextType>;
  StaffRefund?: StaffRefundResolvers<ContextType>;
  StaffRefundQuote?: StaffRefundQuoteResolvers<ContextType>;
  StaffReseller?: StaffResellerResolvers<ContextType>;
  StaffScheduleEntry?: StaffScheduleEntryResolvers<ContextType>;
  StaffTicket?: StaffTicketResolvers<ContextType>;
  StaffTicketCount?: StaffTicketCountResolvers<ContextType>;
  StaffWaiver?: StaffWaiverResolvers<ContextType>;
  TicketKey?: TicketKeyResolvers<ContextType>;
  TicketPeople?: TicketPeopleResolvers<ContextType>;
  UndoCheckInRefused?: UndoCheckInRefusedResolvers<ContextType>;
  UndoCheckInResult?: UndoCheckInResultResolvers<ContextType>;
  UnpaidReservations?: UnpaidReservationsResolvers<ContextType>;
  WaitingListEntry?: WaitingListEntryResolvers<ContextType>;
  WaiverCreated?: WaiverCreatedResolvers<ContextType>;
  WaiverDesk?: WaiverDeskResolvers<ContextType>;
  WaiverLanguageTexts?: WaiverLanguageTextsResolvers<ContextType>;
  WaiverRefused?: WaiverRefusedResolvers<ContextType>;
  WaiverSignatureSummary?: WaiverSignatureSummaryResolvers<ContextType>;
  WaiverSignatureView?: WaiverSignatureViewResolvers<ContextType>;
  WaiverTextSaved?: WaiverTextSavedResolvers<ContextType>;
  WaiverTextVersion?: WaiverTextVersionResolvers<ContextType>;
  WalletSection?: WalletSectionResolvers<ContextType>;
  WidgetActivity?: WidgetActivityResolvers<ContextType>;
  WidgetSection?: WidgetSectionResolvers<ContextType>;
};

