import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LocaleRecord, ImageRecord, ParkRecord } from '@/lib/server/locales/locale-repository';
import type { PageRecord, PageLinkRecord } from '@/lib/server/content/content-repository';
import type { ActivityRow, VariationRow, AddOnRow, UpgradeRow, PaymentGatewayRow } from '@/lib/server/platform/db/schema';
import type { CartView, CartItemView } from '@/lib/server/carts/cart-service';
import type { CheckoutQuote } from '@/lib/server/checkout/checkout-service';
import type { OrderRecord, OrderLineRecord } from '@/lib/server/orders/order-store';
import type { OrderLinePartRecord } from '@/lib/server/orders/booking-confirmation';
import type { MyBookingParent, MyBookingSessionParent } from '@/lib/server/my-booking/my-booking';
import type { BlockOf } from '@/lib/domain/content';
import type { GraphQLContext } from '@/lib/server/locales/request-context';
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

export type AboutPage = Page & {
  __typename?: 'AboutPage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Riders under underAge ride with a rider of adultAge or older, at most childrenPerAdult children per adult. */
export type AccompanyingAdultRule = {
  __typename?: 'AccompanyingAdultRule';
  adultAge: Scalars['Int']['output'];
  childrenPerAdult: Scalars['Int']['output'];
  underAge: Scalars['Int']['output'];
};

/** What every activity type shares: BookableActivity, ComboActivity and ThirdPartyActivity. */
export type Activity = {
  /** Safe HTML (sanitised on the server: paragraphs, headings, lists, bold, italics, links); an older plain text comes as paragraphs. */
  description: Scalars['String']['output'];
  /** The lowest ticket price, shown as 'from'. */
  fromPrice?: Maybe<Money>;
  highlights: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Image;
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** An extra bought with an activity, such as a media pack. */
export type AddOn = {
  __typename?: 'AddOn';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Charged once per participant rather than once per booking. */
  perParticipant: Scalars['Boolean']['output'];
  price: Money;
  title: Scalars['String']['output'];
};

export type AddOnInput = {
  addOnId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type AddToCartInput = {
  activitySlug: Scalars['String']['input'];
  addOns?: InputMaybe<Array<AddOnInput>>;
  sessionId: Scalars['ID']['input'];
  tickets: Array<TicketInput>;
  upgradeId?: InputMaybe<Scalars['ID']['input']>;
};

export type AddToCartResult = CartUpdated | InvalidSelection | LimitReached | SoldOut;

/** How a visitor arrived. Only whether an ad click id was present is sent, never the id. */
export type AttributionInput = {
  deviceClass: DeviceClass;
  hadFbclid: Scalars['Boolean']['input'];
  hadGclid: Scalars['Boolean']['input'];
  /** The landing page's path, without its query string. */
  landingPath?: InputMaybe<Scalars['String']['input']>;
  /** The referring page's host only. */
  referrerHost?: InputMaybe<Scalars['String']['input']>;
  utmCampaign?: InputMaybe<Scalars['String']['input']>;
  utmContent?: InputMaybe<Scalars['String']['input']>;
  utmMedium?: InputMaybe<Scalars['String']['input']>;
  utmSource?: InputMaybe<Scalars['String']['input']>;
  utmTerm?: InputMaybe<Scalars['String']['input']>;
};

export type AvailabilityDay = {
  __typename?: 'AvailabilityDay';
  date: Scalars['Date']['output'];
  /** The lowest ticket price that day under the price rules; null when nothing can be booked. */
  lowestPrice?: Maybe<Money>;
  status: DayStatus;
};

export type BlockQuote = {
  __typename?: 'BlockQuote';
  attribution: Scalars['String']['output'];
  quote: Scalars['String']['output'];
};

/** An activity booked here: date, time, tickets, add-ons. */
export type BookableActivity = Activity & {
  __typename?: 'BookableActivity';
  addOns: Array<AddOn>;
  description: Scalars['String']['output'];
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  fromPrice?: Maybe<Money>;
  highlights: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Image;
  minAge?: Maybe<Scalars['Int']['output']>;
  /** Who may ride, stated before anything is booked; null when the activity asks nothing of its riders. */
  riders?: Maybe<RiderRequirements>;
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  upgrades: Array<Upgrade>;
  variations: Array<Variation>;
};

export type BookingRiders = {
  __typename?: 'BookingRiders';
  /** The booking's email, to prefill where the signer's copy goes. */
  email: Scalars['String']['output'];
  /** Every seat, by session, ticket and seat number. */
  seats: Array<RiderSeat>;
};

export type BookingRidersLookup = BookingRiders | RiderLinkProblem;

/** DAY_TRADE: Day Trade (business hours); EXCLUSIVE: Exclusive (including after hours). */
export type BookingType =
  | 'DAY_TRADE'
  | 'EXCLUSIVE';

export type Cart = {
  __typename?: 'Cart';
  id?: Maybe<Scalars['ID']['output']>;
  items: Array<CartItem>;
  /** Computed on the server from the catalogue; a price sent by the client is never used. */
  total: Money;
};

export type CartAddOn = {
  __typename?: 'CartAddOn';
  addOn: AddOn;
  quantity: Scalars['Int']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  activity: Activity;
  addOns: Array<CartAddOn>;
  /** When the hold on this item's places ends; null once it has expired. */
  holdExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  session: Session;
  tickets: Array<CartTicket>;
  total: Money;
  upgrade?: Maybe<Upgrade>;
};

export type CartLimitCode =
  /** The visitor's address would hold more places, across all its carts, than one address may. */
  | 'ADDRESS_FULL'
  /** The cart would hold more places than one cart may. */
  | 'CART_FULL'
  /** Too many adds from this visitor or address in a short time. */
  | 'TOO_MANY_ATTEMPTS';

export type CartTicket = {
  __typename?: 'CartTicket';
  quantity: Scalars['Int']['output'];
  variation: Variation;
};

export type CartUpdated = {
  __typename?: 'CartUpdated';
  cart: Cart;
};

/** What a booking owes after a change staff made: the difference of a move to a dearer session. */
export type Charge = {
  __typename?: 'Charge';
  amount: Money;
  bookingId: Scalars['String']['output'];
  /** The payment method it is paid with: the booking's own. */
  gateway?: Maybe<PaymentGateway>;
  /** What it is owed for: a dearer move's difference, or a group booking's balance. */
  kind: ChargeKind;
  /**
   * The booking's My booking page (/my-booking/<signed link>), where the visitor who paid lands: the booking
   * as it stands, the difference paid in its money. Signed when asked: the charge's link goes only where the
   * My booking link already goes (the buyer's own mail about the move, and My booking itself), never in the
   * tickets' mail a group forwards (lib/server/checkout/charge-view.ts).
   */
  myBookingPath: Scalars['String']['output'];
  /** ISO 8601 instant it was paid. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** Owed at the desk on arrival, not online (a pay-on-arrival booking). */
  payAtDesk: Scalars['Boolean']['output'];
  status: ChargeStatus;
  /** The tickets the change moved, at their new time. */
  tickets: Array<ChargeTicket>;
  /** The key of its payment link. */
  token: Scalars['ID']['output'];
};

/** What a charge is owed for. */
export type ChargeKind =
  /** A group booking's balance, due by its day (lib/domain/group-booking.ts). */
  | 'groupBalance'
  /** The difference of a move to a dearer session. */
  | 'move';

/** Where paying a charge stands. */
export type ChargePayment = {
  __typename?: 'ChargePayment';
  charge?: Maybe<Charge>;
  /** PAID; NOT_PAID (follow payment, or check again); ERROR (refused or failed: try again); CANCELLED; UNKNOWN (no such link). */
  outcome: PaymentOutcome;
  /** What the browser does next to pay; null when nothing is left to do. */
  payment?: Maybe<PaymentStep>;
};

/** A charge's life: the difference of a move to a dearer session. Lower-case: the order_charges table's values. */
export type ChargeStatus =
  /** The booking's tickets were all cancelled since, or a cheaper move offset it: nothing is owed. */
  | 'cancelled'
  | 'due'
  | 'paid'
  /** Paid, then the tickets it moved were cancelled: the payment went back. */
  | 'refunded';

/** A ticket the change moved (its code is not given: the payment provider's script runs on this page). */
export type ChargeTicket = {
  __typename?: 'ChargeTicket';
  activityTitle: Scalars['String']['output'];
  /** Where it was before ('Fri, 4 Dec · 09:30'). */
  previously?: Maybe<Scalars['String']['output']>;
  /** Its new session: the instant, and day and time as the park shows them ('Fri, 4 Dec · 09:30'). */
  startsAt: Scalars['DateTime']['output'];
  variationTitle: Scalars['String']['output'];
  when: Scalars['String']['output'];
};

export type Checkout = {
  __typename?: 'Checkout';
  /** The credit card fee of the chosen gateway, shown as a separate line. */
  cardFee: Money;
  cart: Cart;
  /** The code's result, when one was given. */
  code?: Maybe<CodeResult>;
  discount: Money;
  gateways: Array<PaymentGateway>;
  giftCard: Money;
  /** The cart is a group booking (the park's group size or more): its deposit now and balance later; null otherwise. */
  group?: Maybe<CheckoutGroup>;
  subtotal: Money;
  /** What the visitor pays now: for a group, its deposit and the deposit's card fee. */
  total: Money;
};

/**
 * A group booking's terms (lib/domain/group-booking.ts): the deposit is paid now (total), the balance by its
 * due day through the link in the reminders. Booked on or after that day, the balance is nothing: all is paid now.
 */
export type CheckoutGroup = {
  __typename?: 'CheckoutGroup';
  balance: Money;
  deposit: Money;
  /** The balance's due day, in the park's calendar. */
  dueOn: Scalars['Date']['output'];
  people: Scalars['Int']['output'];
};

/** Why the order was not placed; nothing changed. */
export type CheckoutProblem = {
  __typename?: 'CheckoutProblem';
  code: CheckoutProblemCode;
  fields: Array<FieldProblem>;
  /** RIDER_REFUSED: each cart item whose named riders leave its accompanying-adult rule unmet; empty otherwise. */
  riderGroups: Array<CheckoutRiderGroupProblem>;
  /** RIDER_REFUSED: each rider named at checkout that the ride refuses, with the limits broken; empty otherwise. */
  riders: Array<CheckoutRiderProblem>;
};

export type CheckoutProblemCode =
  /** The idempotency key was used for a different cart. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** The code given cannot be applied (or was used up meanwhile). */
  | 'INVALID_CODE'
  /** The customer's details are not valid: see fields. */
  | 'INVALID_DETAILS'
  /** The cart is empty. */
  | 'ORDER_EMPTY'
  /** The provider would not start the payment. */
  | 'PAYMENT_ERROR'
  /** Pay on arrival: a session's share of places for reservations not yet paid (the park's setting) is taken. */
  | 'RESERVATION_SHARE_FULL'
  /** Pay on arrival: this client address already keeps as many places reserved and not yet paid as allowed. */
  | 'RESERVED_PLACES_PER_ADDRESS'
  /** Pay on arrival: addresses at this email's domain already keep as many places reserved and not yet paid as allowed. */
  | 'RESERVED_PLACES_PER_DOMAIN'
  /** Pay on arrival: this mailbox already keeps as many places reserved and not yet paid as allowed. */
  | 'RESERVED_PLACES_PER_EMAIL'
  /** A rider named at checkout does not fit their ride, or an accompanying adult is missing: see riders. */
  | 'RIDER_REFUSED'
  /** The places are no longer free. */
  | 'SOLD_OUT'
  | 'TERMS_NOT_ACCEPTED'
  /** Too many failed code tries: the code is not even looked at. */
  | 'TOO_MANY_ATTEMPTS'
  /** Pay on arrival: this email or this client address already has as many unconfirmed reservations as allowed. */
  | 'TOO_MANY_RESERVATIONS'
  /** No payment method of the locale that can pay for this was chosen. */
  | 'UNSUPPORTED_PAYMENT';

/** A cart item whose riders, its unnamed people counted as possible adults, still lack an accompanying adult. */
export type CheckoutRiderGroupProblem = {
  __typename?: 'CheckoutRiderGroupProblem';
  cartItemId: Scalars['ID']['output'];
  problems: Array<RiderGroupProblem>;
};

/** A person of a cart item and who rides as them. */
export type CheckoutRiderInput = {
  /** The cart item (CartItem.id). */
  cartItemId: Scalars['ID']['input'];
  /**
   * The person, from 0 to the item's people − 1, counted over its tickets in the order the cart gives them,
   * each ticket carrying its type's participants (a family pass of 4 is persons 0 to 3).
   */
  person: Scalars['Int']['input'];
  rider: RiderInput;
};

/** A rider named at checkout whom the ride refuses. */
export type CheckoutRiderProblem = {
  __typename?: 'CheckoutRiderProblem';
  cartItemId: Scalars['ID']['output'];
  person: Scalars['Int']['output'];
  problems: Array<RiderProblem>;
};

export type CodeKind =
  | 'GIFT_CARD'
  | 'PROMO';

/** Why a known promo code was refused, shown under 'Invalid code'. */
export type CodeRefusal =
  /** Its validity has ended. */
  | 'EXPIRED'
  /** It applies to other activities than those in the cart. */
  | 'NOT_APPLICABLE'
  /** Its validity has not started yet. */
  | 'NOT_STARTED'
  /** It has been used as many times as it may be. */
  | 'USED_UP';

/** What the server made of a code given at checkout. */
export type CodeResult = {
  __typename?: 'CodeResult';
  /** The code as the visitor typed it (trimmed). */
  code: Scalars['String']['output'];
  /** What the code is, when applied. */
  kind?: Maybe<CodeKind>;
  /** INVALID: why a promo code the park published cannot apply. Null for unknown codes and for gift cards, whose existence is never told. */
  reason?: Maybe<CodeRefusal>;
  /** RATE_LIMITED: seconds until codes may be tried again. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  status: CodeResultStatus;
};

export type CodeResultStatus =
  /** 'Code applied successfully!' */
  | 'APPLIED'
  /** 'Invalid code' */
  | 'INVALID'
  /** Too many failed tries: see retryAfterSeconds. */
  | 'RATE_LIMITED';

/** A package of several activities at one price. */
export type ComboActivity = Activity & {
  __typename?: 'ComboActivity';
  description: Scalars['String']['output'];
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  fromPrice?: Maybe<Money>;
  highlights: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Image;
  includes: Array<Activity>;
  minAge?: Maybe<Scalars['Int']['output']>;
  /** Who may ride, stated before anything is booked; null when the package asks nothing of its riders. */
  riders?: Maybe<RiderRequirements>;
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type ContentArticle = Page & {
  __typename?: 'ContentArticle';
  author: Scalars['String']['output'];
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  /** ISO date (YYYY-MM-DD). */
  publishedOn: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A piece of page content. An Image block is the Image itself. */
export type ContentBlock = BlockQuote | Cta | FaQs | HtmlContent | Image | TwoColumn | VenueHire;

export type ContentBlockPage = Page & {
  __typename?: 'ContentBlockPage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ContentPage = Page & {
  __typename?: 'ContentPage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Cta = {
  __typename?: 'Cta';
  heading: Scalars['String']['output'];
  href: Scalars['String']['output'];
  image?: Maybe<Image>;
  label: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type CustomerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobilePhone: Scalars['String']['input'];
};

export type DayStatus =
  | 'AVAILABLE'
  /** Every session of the day was closed by the park (weather, maintenance). */
  | 'CLOSED'
  /** Under a fifth of the day's places remain. */
  | 'LIMITED'
  | 'SOLD_OUT'
  /** No session that day. */
  | 'UNAVAILABLE';

/** How money is taken at the desk: the PaymentMethod values staff may choose. */
export type DeskPaymentMethod =
  | 'card_at_desk'
  | 'cash';

/** The class of device a visit came from (lib/domain/attribution.ts deviceClass). */
export type DeviceClass =
  | 'desktop'
  | 'phone'
  | 'tablet';

export type EnquiryForm = {
  __typename?: 'EnquiryForm';
  maxGuests: Scalars['Int']['output'];
  messageMaxLength: Scalars['Int']['output'];
  /** The reCAPTCHA v3 site key; null when reCAPTCHA is not configured (no token is then needed). */
  recaptchaSiteKey?: Maybe<Scalars['String']['output']>;
};

export type EnquiryInput = {
  bookingType: BookingType;
  email: Scalars['String']['input'];
  functionType: FunctionType;
  guests: Scalars['Int']['input'];
  /** A uuid the client makes once per filled-in form: sending it again stores and mails nothing twice. */
  idempotencyKey: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  mobilePhone: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** The preferred date at the park, YYYY-MM-DD. */
  preferredDate: Scalars['Date']['input'];
  /** The reCAPTCHA v3 token for the action venue_hire_enquiry, when the form has a site key. */
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
  /** The honeypot: a field people never see. Anything in it marks the sender as a bot. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type EnquiryOutcome = EnquiryProblem | EnquirySent;

/** Why the enquiry was not taken ('Error sending message'). */
export type EnquiryProblem = {
  __typename?: 'EnquiryProblem';
  code: EnquiryProblemCode;
  fields: Array<FieldProblem>;
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

export type EnquiryProblemCode =
  /** The details are not valid: see fields. */
  | 'INVALID_DETAILS'
  /** The locale takes no enquiries (it has no venue-hire inbox). */
  | 'NOT_ACCEPTED'
  /** Too many enquiries from this address: try again after retryAfterSeconds. */
  | 'RATE_LIMITED'
  /** reCAPTCHA did not vouch for the sender. */
  | 'VERIFICATION_FAILED';

/** 'We have received your message and will get back to you shortly.' */
export type EnquirySent = {
  __typename?: 'EnquirySent';
  /** Always true. */
  received: Scalars['Boolean']['output'];
};

export type Faq = {
  __typename?: 'FAQ';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type FaQs = {
  __typename?: 'FAQs';
  heading: Scalars['String']['output'];
  items: Array<Faq>;
};

export type FieldProblem = {
  __typename?: 'FieldProblem';
  code: FieldProblemCode;
  field: FormField;
};

/** Why a visitor form's field was refused (lib/domain/form-validation.ts FIELD_PROBLEM_KEYS words each). */
export type FieldProblemCode =
  /** The terms must be accepted. */
  | 'acceptTerms'
  /** An enquiry's date is in the past. */
  | 'datePast'
  /** An enquiry's date is too far ahead. */
  | 'dateTooFar'
  /** Required, and empty. */
  | 'fieldRequired'
  /** A gift voucher's amount is outside the park's range. */
  | 'giftAmountRange'
  /** A gift voucher's amount is missing. */
  | 'giftAmountRequired'
  /** A gift voucher's message is too long. */
  | 'giftMessageTooLong'
  /** More or fewer guests than an enquiry may name. */
  | 'guestsRange'
  /** Not a valid value for the field. */
  | 'invalid'
  /** Not a booking ID. */
  | 'invalidBookingId'
  /** Not an email address. */
  | 'invalidEmail'
  /** Not a phone number. */
  | 'invalidPhone'
  /** A line break where one line is expected. */
  | 'oneLine'
  /** More places than one join of a waiting list may ask. */
  | 'placesRange'
  /** Longer than the field allows. */
  | 'tooLong';

export type FindMyBookingOutcome = FindMyBookingProblem | FindMyBookingSent;

/** Why the request was not taken (nothing was looked up or sent). */
export type FindMyBookingProblem = {
  __typename?: 'FindMyBookingProblem';
  code: FindMyBookingProblemCode;
  fields: Array<FieldProblem>;
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

export type FindMyBookingProblemCode =
  /** The email or booking ID is not valid: see fields. */
  | 'INVALID_DETAILS'
  /** Too many requests for this address, or from this network: try again after retryAfterSeconds. */
  | 'RATE_LIMITED';

/** 'If we have bookings for that address, we have emailed links to them.' Whatever was found. */
export type FindMyBookingSent = {
  __typename?: 'FindMyBookingSent';
  /** Always true. */
  sent: Scalars['Boolean']['output'];
};

/**
 * A visitor form's field, as its yup schema in lib/domain names it (the checkout, the gift voucher, the
 * venue-hire enquiry, find my booking, the waiting list): the browser puts the message beside it.
 * __tests__/unit/form-fields.test.ts fails when a schema has a field this list lacks.
 */
export type FormField =
  | 'acceptTerms'
  | 'amount'
  | 'bookingId'
  | 'bookingType'
  | 'email'
  | 'firstName'
  | 'functionType'
  | 'gatewayId'
  | 'guests'
  | 'invoiceEmail'
  | 'lastName'
  | 'message'
  | 'mobilePhone'
  | 'name'
  | 'organisation'
  | 'places'
  | 'preferredDate'
  | 'recipientEmail'
  | 'recipientName'
  | 'senderEmail'
  | 'senderFirstName'
  | 'senderLastName';

/** A venue-hire enquiry's function. */
export type FunctionType =
  | 'CONVENTION'
  | 'OTHER'
  | 'PARTY'
  | 'WEDDING';

export type GalleryPage = Page & {
  __typename?: 'GalleryPage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  images: Array<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type GiftCardBalance = {
  __typename?: 'GiftCardBalance';
  balance: Money;
  /** The card's code, in groups. */
  code: Scalars['String']['output'];
  value: Money;
};

export type GiftCardBalanceResult = GiftCardBalance | GiftCardProblem;

export type GiftCardProblem = {
  __typename?: 'GiftCardProblem';
  code: GiftCardProblemCode;
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

export type GiftCardProblemCode =
  /** 'This gift card does not exist' */
  | 'NOT_FOUND'
  /** Too many failed look-ups: try again after retryAfterSeconds. */
  | 'RATE_LIMITED'
  /** Staff voided this card: it can no longer be spent. */
  | 'VOIDED';

export type GiftOptions = {
  __typename?: 'GiftOptions';
  gateways: Array<PaymentGateway>;
  max: Money;
  /** At most 240 characters. */
  messageMaxLength: Scalars['Int']['output'];
  min: Money;
  presets: Array<Money>;
};

export type GiftPurchase = {
  __typename?: 'GiftPurchase';
  amount: Money;
  bookingId: Scalars['String']['output'];
  cardFee: Money;
  /**
   * The card's code with all but its last four characters masked ('•••• •••• •••• 7KQ2'): the buyer sees
   * which card it is; the code itself reaches the recipient by email only.
   */
  maskedCode: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** The request comes from the browser that bought it (as Order.placedByThisVisitor): the purchase is reported there only. */
  placedByThisVisitor: Scalars['Boolean']['output'];
  /** Masked ('a•••@example.com') when the purchase was found by the confirmation cookie. */
  recipientEmail: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
  /** Masked ('a•••@example.com') when the purchase was found by the confirmation cookie. */
  senderEmail: Scalars['String']['output'];
  /** The sender's first name and surname, as the voucher gives them. */
  senderName: Scalars['String']['output'];
  total: Money;
};

export type GiftPurchaseInput = {
  acceptTerms: Scalars['Boolean']['input'];
  /** Minor units of the locale's currency. */
  amount: Scalars['Int']['input'];
  /** How the visit arrived, as the order's (OrderInput.attribution): checked on the server, refused whole when not right. */
  attribution?: InputMaybe<AttributionInput>;
  gatewayId?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
  senderEmail: Scalars['String']['input'];
  senderFirstName: Scalars['String']['input'];
  senderLastName: Scalars['String']['input'];
};

export type GiftPurchaseLookup = GiftPurchase | OrderProblem;

export type GiftVouchersPage = Page & {
  __typename?: 'GiftVouchersPage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The operator's global home: the location and language chooser. */
export type GlobalHomePage = Page & {
  __typename?: 'GlobalHomePage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  /** The chooser's tiles: every locale shown as one (showTile), with its image. Only this page shows them, so only its data carries the images. */
  tiles: Array<Locale>;
  title: Scalars['String']['output'];
};

/** The school or company booking as a group, and the address its invoice goes to. */
export type GroupDetailsInput = {
  invoiceEmail: Scalars['String']['input'];
  organisation: Scalars['String']['input'];
};

export type HistoryPage = Page & {
  __typename?: 'HistoryPage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  events: Array<TimelineEvent>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type HomePage = Page & {
  __typename?: 'HomePage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  featuredActivities: Array<Activity>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Operator-authored HTML, sanitised on the server: no script, event handler or javascript: URL survives. */
export type HtmlContent = {
  __typename?: 'HtmlContent';
  html: Scalars['String']['output'];
};

/** An image in a modern format with a fallback, and a square variant of both. */
export type Image = {
  __typename?: 'Image';
  /** The caption shown under it, in the page's language; null where none is written in that language (never another language's). */
  caption?: Maybe<Scalars['String']['output']>;
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

/** The choice does not match the catalogue. */
export type InvalidSelection = {
  __typename?: 'InvalidSelection';
  code: InvalidSelectionCode;
};

export type InvalidSelectionCode =
  /** A quantity that is not a whole number from 0 to the most per type, or a ticket type given twice. */
  | 'BAD_QUANTITY'
  /** No ticket was chosen. */
  | 'NO_TICKETS'
  /** No bookable activity of the locale's park has that slug. */
  | 'UNKNOWN_ACTIVITY'
  /** An add-on that is not the activity's. */
  | 'UNKNOWN_ADD_ON'
  /** No future session of the activity has that id. */
  | 'UNKNOWN_SESSION'
  /** A ticket type that is not the activity's. */
  | 'UNKNOWN_TICKET'
  /** An upgrade that is not the activity's. */
  | 'UNKNOWN_UPGRADE';

export type JoinWaitingListInput = {
  email: Scalars['String']['input'];
  places: Scalars['Int']['input'];
  sessionId: Scalars['ID']['input'];
};

/** The add would take the visitor past a limit that keeps anyone from emptying the shop. */
export type LimitReached = {
  __typename?: 'LimitReached';
  /** The most places allowed (CART_FULL, ADDRESS_FULL). */
  limit?: Maybe<Scalars['Int']['output']>;
  reason: CartLimitCode;
  /** When to try again (TOO_MANY_ATTEMPTS). */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

/** A locality of the operator: one host domain, one language, its booking settings and analytics codes. */
export type Locale = {
  __typename?: 'Locale';
  bookingEmbedCode?: Maybe<Scalars['String']['output']>;
  /** When false, Book leads to externalBookingSiteURL or shows bookingEmbedCode instead of the booking flow. */
  bookingEnabled: Scalars['Boolean']['output'];
  /** The cancellation policy checkout shows beside the order (plain text, the locale's language); null: none. */
  cancellationPolicy?: Maybe<Scalars['String']['output']>;
  checkoutImage?: Maybe<Image>;
  /** ISO 4217 currency of the locale's prices. */
  currency: Scalars['String']['output'];
  /**
   * True when this deployment is a demo (DEMO=on): payments go to a sandbox, and every page says so. A
   * property of the deployment that every locale shares, asked with the locale because every page,
   * the static 404 included, asks for its locale.
   */
  demo: Scalars['Boolean']['output'];
  /** The host name this locale answers at, without scheme or port. */
  domain: Scalars['String']['output'];
  /** When true, Book opens ROLLER's progressive checkout, configured by progressiveCheckoutCode. */
  enableProgressiveCheckout: Scalars['Boolean']['output'];
  externalBookingSiteURL?: Maybe<Scalars['String']['output']>;
  facebookCode: Array<Scalars['String']['output']>;
  /** The footer links, in order. */
  footerLinks: Array<PageLink>;
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
  /** Its name in the location chooser, in the language of the page asking where the data has one (English otherwise). */
  longMenuTitle: Scalars['String']['output'];
  /** The language longMenuTitle is written in: the chooser's link says it (lang), for screen readers. */
  longMenuTitleLanguage: Scalars['Language']['output'];
  /** The header menu: the locale's pages that are in it, in order. */
  menu: Array<PageLink>;
  /**
   * How the locale writes its currency's amounts (lib/domain/money.ts): pages format their prices with it,
   * so the browser builds no number format as a page hydrates. Null where only Intl can write them.
   */
  moneyPattern?: Maybe<MoneyPattern>;
  /** The park this locale sells; null for the operator's global site (the location chooser). */
  park?: Maybe<Park>;
  progressiveCheckoutCode?: Maybe<Scalars['String']['output']>;
  /** Whether the global location chooser shows a tile for this locale. */
  showTile: Scalars['Boolean']['output'];
  /** IANA time zone in which the park's session times are shown. */
  timeZone: Scalars['String']['output'];
  title: Scalars['String']['output'];
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

/** An amount in minor units (cents) of a currency; formatted only when shown. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

/** Signs and separators around an amount's digits, as Intl writes them for one locale and currency. */
export type MoneyPattern = {
  __typename?: 'MoneyPattern';
  currency: Scalars['String']['output'];
  decimal: Scalars['String']['output'];
  digits: Scalars['Int']['output'];
  group: Scalars['String']['output'];
  grouping: Scalars['Int']['output'];
  negativePrefix: Scalars['String']['output'];
  negativeSuffix: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  secondaryGrouping: Scalars['Int']['output'];
  suffix: Scalars['String']['output'];
};

/** Up or down a place in a list staff order by hand (the catalogue's activities, the checkout's gateways). */
export type MoveDirection =
  | 'down'
  | 'up';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * A group's organiser raises its numbers: `quantity` more tickets of a ticket type at one of the group's
   * sessions, by the balance's due day. The new tickets' price at that session is added to the balance
   * (one charge, paid through the answer's payPath); `expectedAmount` is what the organiser saw (the
   * option's unit price times the quantity): another one now refuses the change. Lowering the numbers is
   * cancelling tickets. A retried call with the same idempotencyKey does nothing twice.
   */
  addMyGroupTickets: MyBookingChange;
  /** Adds an activity at a session to the cart and holds its places; sold out, invalid choices and limits are results, not errors. */
  addToCart: AddToCartResult;
  /**
   * Cancels the chosen tickets within the park's policy (always, in a session the park closed): their money
   * goes to the original payment or to a new gift card, as the policy lets the visitor choose. The same
   * refund path as staff's, with the same idempotency and ledger.
   */
  cancelMyTickets: MyBookingChange;
  /** The visitor backs out of the payment step: the order is cancelled (unless the provider took the money) and the cart restored. */
  cancelPayment: PaymentCheck;
  /**
   * Takes an offer (the button on the page of its emailed link): the held places go into the visitor's cart
   * as the tickets chosen (their people at most the places held; fewer give the rest back to the line),
   * held until the offer's end. Once: a second press answers ALREADY_CLAIMED and changes nothing.
   */
  claimWaitingListOffer: WaitingListClaim;
  /** The visitor says they have paid a charge (a hosted page's return, a QR code, card fields): the server asks the provider. */
  confirmChargePayment: ChargePayment;
  /** The visitor says they have paid (after a QR scan, a hosted page or card fields): the server asks the provider. */
  confirmPayment: PaymentCheck;
  /**
   * The visitor confirms a pay-on-arrival reservation with the key of the link emailed to them (a button on
   * the page that link opens, never the link itself, which mail scanners fetch). Idempotent: a second
   * confirmation answers ALREADY_CONFIRMED and changes nothing.
   */
  confirmReservation: ReservationConfirmation;
  /**
   * Confirms a join (the button on the page of its emailed link; opening the link changes nothing): it
   * takes its place at the back of the line as it stands now, and may be offered places from then on.
   * Once: a second press answers ALREADY_CONFIRMED and changes nothing.
   */
  confirmWaitingList: WaitingListConfirmation;
  /**
   * Places the order and starts its payment. Idempotent on idempotencyKey: a retry returns the first call's
   * order and payment step, never a second order or charge.
   */
  createAndCompleteOrder: OrderOutcome;
  /** Removes every item and frees every place. */
  emptyCart: Cart;
  /**
   * "Find my booking" (issue #24): emails every booking of this address at the park of the request's site
   * (any of its languages), each with its own My booking link, in the site's language; only the one with
   * bookingId when given. The answer is the same whether or not anything was found (and nothing is mailed
   * then). Limited per address typed and per client address.
   */
  findMyBooking: FindMyBookingOutcome;
  /**
   * Puts the visitor on a sold-out session's waiting list for a number of places (1 to 10), unconfirmed:
   * an email with a confirmation link is sent, and only a confirmed join is ever offered places; it lapses
   * unconfirmed after 24 hours. Allowed only while the session cannot give them those places now, is
   * still to come and is open, and while the address typed (its mailbox) and the client address have
   * fewer joins active at once, on any session, than the site's caps. Joining again with the same address
   * answers how it stands (AWAITING_CONFIRMATION, ALREADY_ON_LIST) and changes nothing, no second mail.
   * Rate limited per client address and per address typed.
   */
  joinWaitingList: WaitingListAnswer;
  /**
   * A seat's personal link, for its rider to fill in their own details and sign: by the booking's My
   * booking link only. Making it again gives a link to the same rider. Rate limited per client address.
   */
  makeRiderLink: RiderLinkAnswer;
  /**
   * Buys a gift voucher through the locale's gateways, exactly as createAndCompleteOrder pays a booking:
   * idempotent on idempotencyKey, the same payment steps and outcomes.
   */
  purchaseGiftCard: OrderOutcome;
  /** Removes one item and frees its places. */
  removeFromCart: Cart;
  /**
   * Moves the chosen tickets to another session of their activity, within the park's policy (always, from a
   * session the park closed). New tickets are issued and the old codes stop admitting. A dearer session's
   * difference is charged through the park's gateways (the answer's payPath); a cheaper one's goes back as
   * the park's policy says. `expectedDifference` is what the visitor saw: another one now refuses the move.
   * A retried call with the same idempotencyKey does nothing twice.
   */
  rescheduleMyTickets: MyBookingChange;
  /**
   * Names a seat's rider or changes their details (lib/domain/riders.ts): refused, changing nothing, with
   * each limit named, when the ride refuses them or the booking's riders could no longer meet its
   * accompanying-adult rule. Only the details the activity asks are kept. Until the session starts.
   * Rate limited per client address.
   */
  saveRider: RiderChange;
  /**
   * Sends a venue-hire enquiry: stored, then mailed to the locale's venue-hire inbox with an acknowledgement
   * to the visitor in the locale's language. Limited per client address; idempotent on idempotencyKey.
   */
  sendEnquiry: EnquiryOutcome;
  /** Replaces one item's add-ons (the media pack choice at checkout); unknown add-ons change nothing. */
  setCartItemAddOns: Cart;
  /**
   * Signs the seat's rider's waiver as the text version read (a newer one since is refused: read it
   * first). The rider must be named and fit the ride; a guardian signs for a rider under 18 on the day and
   * says who they are to them. A retried request signs once. Rate limited per client address.
   */
  signRiderWaiver: RiderChange;
  /**
   * Pays a charge through the order's own payment method: the payment step to follow. The amount is the
   * charge's. Idempotent: while a payment of the charge is under way it is the one answered, never a second;
   * a paid charge answers PAID and starts nothing.
   */
  startChargePayment: ChargePayment;
};


export type MutationAddMyGroupTicketsArgs = {
  expectedAmount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  sessionId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
  variationId: Scalars['ID']['input'];
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationCancelMyTicketsArgs = {
  idempotencyKey: Scalars['String']['input'];
  refundTo: RefundTo;
  ticketCodes: Array<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationCancelPaymentArgs = {
  token: Scalars['String']['input'];
};


export type MutationClaimWaitingListOfferArgs = {
  tickets: Array<TicketInput>;
  token: Scalars['String']['input'];
};


export type MutationConfirmChargePaymentArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmPaymentArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmReservationArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmWaitingListArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateAndCompleteOrderArgs = {
  input: OrderInput;
};


export type MutationFindMyBookingArgs = {
  bookingId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};


export type MutationJoinWaitingListArgs = {
  input: JoinWaitingListInput;
};


export type MutationMakeRiderLinkArgs = {
  bookingToken: Scalars['String']['input'];
  seat: Scalars['Int']['input'];
  ticketCode: Scalars['String']['input'];
};


export type MutationPurchaseGiftCardArgs = {
  input: GiftPurchaseInput;
};


export type MutationRemoveFromCartArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationRescheduleMyTicketsArgs = {
  expectedDifference: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationSaveRiderArgs = {
  rider: RiderInput;
  seat: RiderSeatKey;
};


export type MutationSendEnquiryArgs = {
  input: EnquiryInput;
};


export type MutationSetCartItemAddOnsArgs = {
  addOns: Array<AddOnInput>;
  itemId: Scalars['ID']['input'];
};


export type MutationSignRiderWaiverArgs = {
  seat: RiderSeatKey;
  signing: WaiverSigningInput;
};


export type MutationStartChargePaymentArgs = {
  token: Scalars['String']['input'];
};

export type MyBooking = {
  __typename?: 'MyBooking';
  /** What the differences of moves to dearer sessions came to, as paid (online or at the desk) since the order was placed. */
  differencesPaid: Money;
  /** A group booking's organiser's part (lib/domain/group-booking.ts): its deposit, balance and invoice; null for any other booking. */
  group?: Maybe<MyGroup>;
  icsPath: Scalars['String']['output'];
  /** When this page's link stops working. */
  linkExpiresAt: Scalars['DateTime']['output'];
  /** The order as its confirmation shows it. */
  order: Order;
  park: MyBookingPark;
  /** Money in and out, oldest first: payments, refunds, and charges of moves to dearer sessions. */
  payments: Array<MyPayment>;
  /** Where the tickets' PDF and the calendar file download (same link, same expiry). */
  pdfPath: Scalars['String']['output'];
  /** The park's policy in words the page shows: until when changes are allowed, and where money goes. */
  policy: MyBookingPolicy;
  /** The booking's sessions (where standing tickets admit), each with its calendar link. */
  sessions: Array<MyBookingSession>;
  /** Every ticket: standing ones first, with what the visitor may do with each. */
  tickets: Array<MyTicket>;
  /** The order's total with those differences: what the booking cost in all (refunds are listed in payments). */
  total: Money;
};

/** A visitor's change: its refusal, or what comes next. The page reads the booking again after it. */
export type MyBookingChange = {
  __typename?: 'MyBookingChange';
  /**
   * A change whose money went onto a new gift card: the booking's address (masked) its code was mailed to.
   * The code itself never reaches the browser: a My booking link may be forwarded, and the card is money.
   */
  giftCardMailedTo?: Maybe<Scalars['String']['output']>;
  /** A move to a dearer session: the page that pays the difference (or, with paysBalance, a group's balance as the change left it). */
  payPath?: Maybe<Scalars['String']['output']>;
  /** payPath pays a group's balance (its numbers changed), not a move's difference. */
  paysBalance: Scalars['Boolean']['output'];
  problem?: Maybe<MyBookingChangeProblem>;
};

export type MyBookingChangeProblem =
  /** A group booking would fall below the park's group size: its organiser asks the park. */
  | 'BELOW_GROUP_SIZE'
  /** A dearer move's difference is still to pay: the booking's payments list its link. */
  | 'CHARGE_DUE'
  /** A group's numbers would pass what one booking may hold: the park's desk takes larger groups. */
  | 'GROUP_TOO_LARGE'
  | 'IDEMPOTENCY_KEY_REUSED'
  /** The link expired or is not ours. */
  | 'LINK_EXPIRED'
  /** The booking can no longer be changed (cancelled, or not completed). */
  | 'NOT_ALLOWED_IN_STATUS'
  /** The park does not offer this change online. */
  | 'NOT_OFFERED'
  | 'NO_REFUNDABLE_PAYMENT'
  | 'NO_TICKETS'
  /** The price changed since the visitor saw it: look again. */
  | 'PRICE_CHANGED'
  /** The park's policy does not give money back that way. */
  | 'REFUND_NOT_OFFERED'
  | 'SESSION_FULL'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_STARTED'
  | 'TICKET_CHECKED_IN'
  /** Too late under the park's policy. */
  | 'TOO_LATE'
  | 'UNKNOWN_TICKET';

export type MyBookingLookup = MyBooking | MyBookingProblem;

export type MyBookingPark = {
  __typename?: 'MyBookingPark';
  address?: Maybe<Scalars['String']['output']>;
  /** The park's venue-hire or contact page, for a change the page cannot make. */
  contactPath: Scalars['String']['output'];
  /** A map link: the park's own, or a search for its address. */
  mapUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

export type MyBookingPolicy = {
  __typename?: 'MyBookingPolicy';
  cancelHoursBefore?: Maybe<Scalars['Int']['output']>;
  cheaperDifferenceTo: RefundTo;
  giftCardBonusPercent: Scalars['Int']['output'];
  /** Where a cancellation's money may go (a closed session's tickets may always go to either). */
  refundTo: Array<RefundTo>;
  rescheduleHoursBefore?: Maybe<Scalars['Int']['output']>;
};

export type MyBookingProblem = {
  __typename?: 'MyBookingProblem';
  code: MyBookingProblemCode;
};

export type MyBookingProblemCode =
  /** The link is ours but has expired: ask for a new one (Find my booking). */
  | 'LINK_EXPIRED'
  /** The link is not one of ours, or was altered. */
  | 'NOT_FOUND';

export type MyBookingSession = {
  __typename?: 'MyBookingSession';
  activity: Activity;
  /** Add it to Google Calendar. */
  googleCalendarUrl: Scalars['String']['output'];
  session: MySession;
};

export type MyCancellationQuote = {
  __typename?: 'MyCancellationQuote';
  /** What goes back as money (to the original payment, or as a gift card). */
  amount: Money;
  /**
   * What goes back of differences paid for moves to dearer sessions: always the way each was paid (its own
   * payment), whichever way the visitor chose for the rest (lib/server/orders/charges.ts endCharges).
   */
  differenceReturned: Money;
  /** The park's bonus, should the money go to a new gift card. */
  giftCardBonus: Money;
  /** What goes back onto the gift card the booking was paid with. */
  giftCardReturned: Money;
};

export type MyChangeWindow = {
  __typename?: 'MyChangeWindow';
  allowed: Scalars['Boolean']['output'];
  /** Why not, when not. */
  refusal?: Maybe<SelfServiceRefusal>;
  /** The last moment it is allowed (ISO 8601), when there is one. */
  until?: Maybe<Scalars['String']['output']>;
};

/** A group booking as its organiser sees it on My booking. */
export type MyGroup = {
  __typename?: 'MyGroup';
  /** The ticket types the organiser may add, at each of the group's sessions, priced there now. */
  additions: Array<MyGroupAddition>;
  /** What is still due of the balance (nothing once paid). */
  balanceDue: Money;
  /** What has been paid of the balance so far. */
  balancePaid: Money;
  /** The deposit paid (the order's own payment). */
  deposit: Money;
  /** The balance's due day, in the park's calendar. */
  dueOn: Scalars['Date']['output'];
  invoiceEmail: Scalars['String']['output'];
  /** The invoice (PDF), behind this page's own link; null when the park has not set its invoice details. */
  invoicePath?: Maybe<Scalars['String']['output']>;
  organisation: Scalars['String']['output'];
  /** The page that pays what is due (the balance's charge's own link); null when nothing is. */
  payPath?: Maybe<Scalars['String']['output']>;
  people: Scalars['Int']['output'];
  /** How many more people the organiser may add (0 past the balance's due day, or at the most one booking may hold). */
  room: Scalars['Int']['output'];
};

/** A ticket type a group's organiser may add, at one of its sessions. */
export type MyGroupAddition = {
  __typename?: 'MyGroupAddition';
  session: MySession;
  /** Its price at that session now; the change charges this times the quantity. */
  unitPrice: Money;
  variation: Variation;
};

export type MyMoveOption = {
  __typename?: 'MyMoveOption';
  /** What moving costs more (positive) or gives back (negative), in minor units. */
  priceDifference: Scalars['Int']['output'];
  /** Places left there. */
  remaining: Scalars['Int']['output'];
  /** A session the tickets could move to, with its places left (its prices are not read here: priceDifference is what the move costs). */
  session: MySession;
  soldOut: Scalars['Boolean']['output'];
};

export type MyPayment = {
  __typename?: 'MyPayment';
  amount: Money;
  /** ISO 8601. */
  at: Scalars['DateTime']['output'];
  /** The gateway's name, for a payment through one (in the site's language). */
  gatewayTitle?: Maybe<Scalars['String']['output']>;
  kind: MyPaymentKind;
  method: MyPaymentMethod;
  /** A charge that is due: the page that pays it. */
  payPath?: Maybe<Scalars['String']['output']>;
  status: MyPaymentStatus;
};

export type MyPaymentKind =
  /**
   * A move's difference: still to pay (due), ended unpaid (cancelled), or paid (done: the payment that took
   * it, listed once, never again beside it as no longer due).
   */
  | 'charge'
  /** The order's own payment. */
  | 'payment'
  | 'refund';

/** How money moved. Lower-case: the values are the payments' and refunds' own. */
export type MyPaymentMethod =
  | 'card_at_desk'
  | 'cash'
  | 'desk'
  | 'gateway'
  | 'gift_card'
  | 'reseller';

export type MyPaymentStatus =
  | 'cancelled'
  | 'done'
  | 'due'
  | 'failed'
  | 'pending';

/**
 * Where and when a ticket admits: a session as My booking shows it. Not the booking steps' Session: a
 * ticket's page sells nothing, so it has no places left nor prices of the day (what the visitor paid is the
 * order's, in MyBooking.order).
 */
export type MySession = {
  __typename?: 'MySession';
  /** Closed by the park (weather, maintenance). */
  closed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The start day in the park's time zone, short, as the site's language writes it ('Fri, 4 Dec'). */
  localDay: Scalars['String']['output'];
  /** The start time in the park's time zone, 'HH:MM'. */
  localTime: Scalars['LocalTime']['output'];
  /** ISO 8601 instant. */
  startsAt: Scalars['DateTime']['output'];
};

export type MyTicket = {
  __typename?: 'MyTicket';
  activity: Activity;
  cancel: MyChangeWindow;
  cancelled: Scalars['Boolean']['output'];
  checkedIn: Scalars['Boolean']['output'];
  /** Its session was closed by the park: it may be moved or cancelled with its money back, whatever the policy. */
  closed: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  /** How many people it admits. */
  people: Scalars['Int']['output'];
  /** The QR code as an SVG image (a data: URL), drawn on the server; empty once it admits nobody. */
  qrImage: Scalars['String']['output'];
  /** What its QR code encodes (the signed text the gate checks); empty once it admits nobody. */
  qrText: Scalars['String']['output'];
  reschedule: MyChangeWindow;
  session: MySession;
  /** What is printed under the QR code, short enough to type at the gate when a camera cannot read it; empty once it admits nobody. */
  typedText: Scalars['String']['output'];
  variation: Variation;
  /** Its wallet passes, for the wallets the park offers; null once it admits nobody or when the park offers none. */
  wallet?: Maybe<MyTicketWallet>;
};

/**
 * A ticket's wallet passes (lib/server/wallet), each behind the ticket's own signed link: the same QR code
 * the gate scans, the activity, the session in the park's time, the park and its address.
 */
export type MyTicketWallet = {
  __typename?: 'MyTicketWallet';
  /** Apple Wallet's .pkpass file (a path on the site); null when the park offers no Apple pass. */
  applePassPath?: Maybe<Scalars['String']['output']>;
  /** The demo's passes are signed with its own test certificate: they install on no real phone (the page says so). */
  demo: Scalars['Boolean']['output'];
  /** A redirect to Google Wallet's save link; null when the park offers no Google pass. */
  googlePassPath?: Maybe<Scalars['String']['output']>;
};

export type OpeningHours = {
  __typename?: 'OpeningHours';
  days: Scalars['String']['output'];
  hours: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  bookingId: Scalars['String']['output'];
  cardFee: Money;
  /** Where this order's confirmation page is: /booking/{token} or /gift-vouchers/purchase/{token} (without the token when found by the confirmation cookie). */
  confirmationPath: Scalars['String']['output'];
  discount: Money;
  /** What is to be paid at the desk on arrival (the order was completed by pay on arrival, nothing collected); null when nothing is. */
  dueOnArrival?: Maybe<Money>;
  /** The visitor's email; masked ('a•••@example.com') when the order was found by the confirmation cookie. */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  giftCard: Money;
  kind: OrderKind;
  /** The visitor's last name, for a greeting that names the whole name (lib/domain/language.ts greetingName); empty when the order was found by the confirmation cookie. */
  lastName: Scalars['String']['output'];
  /**
   * The booking as it stands now, what its page lists: each line's tickets at the session they admit to
   * now (staff may have moved some, issue #22), then those staff cancelled, marked. A line nobody changed
   * is one part, as bought.
   */
  lineParts: Array<OrderLinePart>;
  /** What was bought, line by line, as it was bought: what the purchase's analytics report. */
  lines: Array<OrderLine>;
  /**
   * The request comes from the browser that placed the order (its anonymous token): only there does the
   * confirmation report the purchase, so the emailed link opened on another device counts nothing again.
   */
  placedByThisVisitor: Scalars['Boolean']['output'];
  status: OrderStatus;
  subtotal: Money;
  /** The key of its confirmation link; empty when the order was found by the confirmation cookie. */
  token: Scalars['ID']['output'];
  total: Money;
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

export type OrderInput = {
  acceptTerms: Scalars['Boolean']['input'];
  /**
   * How the visitor arrived, captured on the visit's landing page and kept in its sessionStorage
   * (lib/domain/attribution.ts). Optional; a value over its cap or a landing path that is not a bare path is
   * INVALID_DETAILS. Stored on the order for the staff order page; never read for money.
   */
  attribution?: InputMaybe<AttributionInput>;
  code?: InputMaybe<Scalars['String']['input']>;
  customer: CustomerInput;
  gatewayId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * A group booking's organiser (lib/domain/group-booking.ts): asked when the cart is a group (Checkout.group),
   * else ignored. Missing or wrong: INVALID_DETAILS with its fields.
   */
  group?: InputMaybe<GroupDetailsInput>;
  /** A uuid the client makes once per Pay now, and keeps for the retries of that attempt. */
  idempotencyKey: Scalars['String']['input'];
  /**
   * Riders the buyer names now, optional (they may be named later from My booking or by their own links):
   * each must fit their ride or nothing is sold (RIDER_REFUSED). At most 100; more, a person named twice or
   * one the cart item does not have, or an item whose activity asks no riders, is INVALID_DETAILS.
   */
  riders?: InputMaybe<Array<CheckoutRiderInput>>;
  /**
   * The origin of the page the park's booking widget is embedded in (https://partner.example), when the order
   * is placed in the widget (docs/widget.md). The order records the widget as its channel, and this origin as
   * its source, only when the park lists the origin (parks.widget_origins); otherwise the park's own site.
   */
  widgetOrigin?: InputMaybe<Scalars['String']['input']>;
};

/** What an order buys. Lower-case: the values are the orders table's. */
export type OrderKind =
  | 'booking'
  | 'gift';

export type OrderLine = {
  __typename?: 'OrderLine';
  activity: Activity;
  addOns: Array<CartAddOn>;
  id: Scalars['ID']['output'];
  session: Session;
  tickets: Array<CartTicket>;
  total: Money;
  upgrade?: Maybe<Upgrade>;
};

/** Some of a line's tickets at one session: those that stand there now, or those staff cancelled (lib/domain/order-line-parts.ts). */
export type OrderLinePart = {
  __typename?: 'OrderLinePart';
  activity: Activity;
  /** The line's add-ons, on its first part only. */
  addOns: Array<CartAddOn>;
  /** Staff cancelled these tickets: they admit nobody. */
  cancelled: Scalars['Boolean']['output'];
  /** Unique in its order: the line's, the session's and whether the part is cancelled. */
  id: Scalars['ID']['output'];
  /** The session its tickets admit to now (where they were, for cancelled ones). */
  session: Session;
  tickets: Array<CartTicket>;
  /** The line's total when the part is the whole line as bought; null for a part of a line staff changed. */
  total?: Maybe<Money>;
  upgrade?: Maybe<Upgrade>;
};

export type OrderLookup = Order | OrderProblem;

export type OrderOutcome = CheckoutProblem | OrderPlaced;

export type OrderPlaced = {
  __typename?: 'OrderPlaced';
  order: Order;
  /** PAID, NOTHING_TO_PAY, NOT_PAID (waiting for the payment step), AWAITING_CONFIRMATION or RESERVED (pay on arrival), or ERROR. */
  outcome: PaymentOutcome;
  /** What the browser must do to pay; null when nothing is left to do. */
  payment?: Maybe<PaymentStep>;
};

export type OrderProblem = {
  __typename?: 'OrderProblem';
  code: OrderProblemCode;
};

export type OrderProblemCode =
  /** The order was never completed: not paid (yet), nor a pay-on-arrival reservation, nor one staff cancelled since. */
  | 'NOT_COMPLETE'
  /** 'This order does not exist' */
  | 'NOT_FOUND'
  /** The order holds no activities (a gift voucher's is looked up as a gift purchase). */
  | 'NO_ACTIVITIES';

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

/** What every page type shares. */
export type Page = {
  blocks: Array<ContentBlock>;
  /** The meta description. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A link to a page of the current locale, for menus and site maps. */
export type PageLink = {
  __typename?: 'PageLink';
  /** A short label for menus (the title when the page has none). */
  menuTitle: Scalars['String']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: PageType;
};

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

/** A physical park. Its locales (one per language) share its activities and capacity. */
export type Park = {
  __typename?: 'Park';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ParkInfoPage = Page & {
  __typename?: 'ParkInfoPage';
  address: Scalars['String']['output'];
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  facilities: Array<Scalars['String']['output']>;
  gettingHere: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  openingHours: Array<OpeningHours>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PaymentCheck = {
  __typename?: 'PaymentCheck';
  order?: Maybe<Order>;
  outcome: PaymentOutcome;
};

/** The provider's payment form (ROLLER's) in a frame on our page. */
export type PaymentEmbedded = {
  __typename?: 'PaymentEmbedded';
  url: Scalars['String']['output'];
};

/** A payment method of the locale, of one of the payment gateway types. */
export type PaymentGateway = {
  __typename?: 'PaymentGateway';
  /** The card fee in percent (2.5 for 2.5%); 0 when there is none. */
  cardFeePercent: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  type: PaymentGatewayType;
};

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

/** Card fields in the provider's frames on our page (Mastercard Hosted Session). */
export type PaymentHostedFields = {
  __typename?: 'PaymentHostedFields';
  scriptUrl: Scalars['String']['output'];
  sessionId: Scalars['String']['output'];
};

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

/** Where a payment stands, as the visitor is told it. */
export type PaymentOutcome =
  /** Pay on arrival: a reservation, unpaid, kept only once the visitor confirms through the emailed link. */
  | 'AWAITING_CONFIRMATION'
  /** 'Payment has been cancelled' */
  | 'CANCELLED'
  /** 'Error processing payment': declined, expired or failed. */
  | 'ERROR'
  /** The order was free (a 100% code or a gift card covering it). */
  | 'NOTHING_TO_PAY'
  /** 'Status is not PAID': the provider has not said the visitor paid (yet). */
  | 'NOT_PAID'
  | 'PAID'
  /** Pay on arrival: a reservation, unpaid, the places kept; paid at reception on the day. */
  | 'RESERVED'
  /** No such order. */
  | 'UNKNOWN';

/** A QR code to scan with the paying app; the visitor then says they have paid. */
export type PaymentQr = {
  __typename?: 'PaymentQr';
  /** ISO 8601 instant when the QR code stops being payable. */
  expiresAt: Scalars['DateTime']['output'];
  /** What the QR code holds: on a phone, the link that opens the same payment. */
  qrContent: Scalars['String']['output'];
  /** The QR code to scan, as SVG markup drawn by the server. */
  qrSvg: Scalars['String']['output'];
};

/** Go to the provider's hosted page; it sends the visitor back to the return URL. */
export type PaymentRedirect = {
  __typename?: 'PaymentRedirect';
  url: Scalars['String']['output'];
};

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

/** What the browser does next to pay. */
export type PaymentStep = PaymentEmbedded | PaymentHostedFields | PaymentQr | PaymentRedirect;

/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The rider seats of a booking whose activities ask something of their riders, by its My booking link:
   * only that booking's, and only on a site of its park. One seat per person a standing ticket carries.
   */
  bookingRiders: BookingRidersLookup;
  /** The activities of the request's locale's park, in menu order. */
  getActivities: Array<Activity>;
  /** One activity of the request's locale's park by its slug; null when there is none. */
  getActivity?: Maybe<Activity>;
  /**
   * Days of an activity from `from` to `to` (local dates 'YYYY-MM-DD' in the park's time zone, at most 92
   * days): each day's status and lowest ticket price that day.
   */
  getAvailability: Array<AvailabilityDay>;
  /**
   * The booking whose confirmation link this browser opened last, found by the HttpOnly confirmation cookie
   * that link's page set (lib/server/locales/confirmation-cookie.ts): what the token-free /booking page,
   * which runs third-party scripts, shows. Its token is not given (token and confirmationPath answer
   * without it) and its email is masked.
   */
  getBookingConfirmation: OrderLookup;
  /** The visitor's cart in this locale, found by the anonymous token header; empty when there is none. */
  getCart: Cart;
  /**
   * What a booking owes after staff moved tickets to a dearer session (issue #22), by the key of the payment
   * link emailed to the visitor; null when no charge of this site has it.
   */
  getCharge?: Maybe<Charge>;
  /**
   * The visitor's checkout: the cart priced by the server, with a voucher or promo code applied when one is
   * given and the card fee of the chosen payment method. Amounts are for display: createAndCompleteOrder
   * computes them again and never takes one from the client.
   */
  getCheckout: Checkout;
  /**
   * The venue-hire enquiry form of the request's locale; null when the locale takes no enquiries (it has
   * no venue-hire inbox).
   */
  getEnquiryForm?: Maybe<EnquiryForm>;
  /** A gift card's balance. Failed look-ups are rate limited per visitor and per address. */
  getGiftCardBalance: GiftCardBalanceResult;
  /** The gift voucher amounts this locale offers: presets and the bounds of a custom amount. */
  getGiftOptions: GiftOptions;
  /** A gift purchase by the unguessable token of its confirmation URL. */
  getGiftPurchase: GiftPurchaseLookup;
  /**
   * The gift purchase whose confirmation link this browser opened last, by its HttpOnly confirmation cookie
   * (as getBookingConfirmation): what the token-free /gift-vouchers/purchase page shows, emails masked.
   */
  getGiftPurchaseConfirmation: GiftPurchaseLookup;
  /**
   * The locale served at a host domain (no port), with its settings, codes, images and the operator's
   * locale list. Null when no locale answers at that domain.
   */
  getLocale?: Maybe<Locale>;
  /** An order by the unguessable token of its confirmation URL. */
  getOrder: OrderLookup;
  /** The page of the request's locale at a path ('/', '/about', …); null when there is none (a 404). */
  getPage?: Maybe<Page>;
  /** Every page of the request's locale, for the site map and sitemap.xml. */
  getPages: Array<PageLink>;
  /** An activity's sessions on one local day, in time order. */
  getSessions: Array<Session>;
  /**
   * An activity's next sessions, in time order: at most EVENT_LIMIT (20) starting in the next EVENT_WINDOW_DAYS
   * (14) days (lib/domain/event-data.ts), with the availability and price the booking calendar shows. What an
   * activity page publishes for search engines as schema.org Events.
   */
  getUpcomingSessions: UpcomingSessions;
  /**
   * A waiting list's offer by the key of the link emailed to the visitor: the session, the places
   * held and until when. Reading it changes nothing (mail scanners fetch links). status UNKNOWN, and the
   * rest null, when no offer of this site has that key.
   */
  getWaitingListOffer: WaitingListOffer;
  /**
   * A visitor's booking by the link emailed to them (issue #24): its tickets with their QR codes, its
   * money, the park's address, and what the visitor may still change under the park's policy. The link is
   * signed and time-limited (lib/server/my-booking/booking-link.ts); it opens on any site of the booking's park.
   */
  myBooking: MyBookingLookup;
  /** The sessions on a day (YYYY-MM-DD) the chosen tickets could move to, with places left and the price difference there. */
  myBookingMoveOptions: Array<MyMoveOption>;
  /** What cancelling the chosen tickets would give back now (the cancellation computes it again). */
  myCancellationQuote: MyCancellationQuote;
  /**
   * One seat by a rider's personal link (riderPath): that rider's details and waiver only, never the
   * booking's other riders, and only on a site of its park.
   */
  riderSeat: RiderSeatLookup;
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryBookingRidersArgs = {
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetActivityArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetAvailabilityArgs = {
  from: Scalars['Date']['input'];
  slug: Scalars['String']['input'];
  to: Scalars['Date']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetChargeArgs = {
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetCheckoutArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  gatewayId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetGiftCardBalanceArgs = {
  code: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetGiftPurchaseArgs = {
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetLocaleArgs = {
  domain: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetOrderArgs = {
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetPageArgs = {
  path: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetSessionsArgs = {
  date: Scalars['Date']['input'];
  slug: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetUpcomingSessionsArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryGetWaitingListOfferArgs = {
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryMyBookingArgs = {
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryMyBookingMoveOptionsArgs = {
  date: Scalars['Date']['input'];
  ticketCodes: Array<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryMyCancellationQuoteArgs = {
  ticketCodes: Array<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


/**
 * The booking site's one GraphQL API. Every request is made on behalf of one locale, resolved from the
 * page's origin header (or the Host header for direct calls); unknown origins are refused.
 */
export type QueryRiderSeatArgs = {
  token: Scalars['String']['input'];
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

/** What confirming a reservation did. */
export type ReservationConfirmation = {
  __typename?: 'ReservationConfirmation';
  /** The reservation, when it is kept (CONFIRMED or ALREADY_CONFIRMED). */
  order?: Maybe<Order>;
  status: ReservationConfirmationStatus;
};

export type ReservationConfirmationStatus =
  /** Confirmed before (a second click): nothing changed. */
  | 'ALREADY_CONFIRMED'
  /** The places are kept: the visitor pays at reception on the day. */
  | 'CONFIRMED'
  /** Not confirmed in time: the places were released. */
  | 'EXPIRED'
  /** No reservation has this link. */
  | 'UNKNOWN';

export type Rider = {
  __typename?: 'Rider';
  answers: Array<RiderAnswer>;
  dateOfBirth: Scalars['Date']['output'];
  heightCm?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  weightKg?: Maybe<Scalars['Int']['output']>;
};

export type RiderAnswer = {
  __typename?: 'RiderAnswer';
  answer: Scalars['Boolean']['output'];
  question: Scalars['ID']['output'];
};

export type RiderAnswerInput = {
  answer: Scalars['Boolean']['input'];
  question: Scalars['ID']['input'];
};

export type RiderChange = RiderChanged | RiderRefused;

/** Done: the seat as it stands now. */
export type RiderChanged = {
  __typename?: 'RiderChanged';
  seat: RiderSeat;
};

export type RiderDetailsAsked = {
  __typename?: 'RiderDetailsAsked';
  height: Scalars['Boolean']['output'];
  questions: Array<RiderQuestion>;
  weight: Scalars['Boolean']['output'];
};

/** Too few adults for the booking's children in one session: riders under underAge need one of adultAge or older for every childrenPerAdult. */
export type RiderGroupProblem = {
  __typename?: 'RiderGroupProblem';
  adultAge: Scalars['Int']['output'];
  adults: Scalars['Int']['output'];
  adultsNeeded: Scalars['Int']['output'];
  children: Scalars['Int']['output'];
  childrenPerAdult: Scalars['Int']['output'];
  code: RiderGroupProblemCode;
  underAge: Scalars['Int']['output'];
};

export type RiderGroupProblemCode =
  | 'adultNeeded';

/** A rider's details: height (cm), weight (kg) and answers only where the activity asks them; others are dropped. */
export type RiderInput = {
  answers?: InputMaybe<Array<RiderAnswerInput>>;
  dateOfBirth: Scalars['Date']['input'];
  heightCm?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  weightKg?: InputMaybe<Scalars['Int']['input']>;
};

export type RiderLink = {
  __typename?: 'RiderLink';
  expiresAt: Scalars['DateTime']['output'];
  /** The rider's page on this site (/rider/<token>). */
  path: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type RiderLinkAnswer = RiderLink | RiderRefused;

/** A link that opens nothing here: not ours (or another park's), or expired. */
export type RiderLinkProblem = {
  __typename?: 'RiderLinkProblem';
  code: RiderLinkProblemCode;
};

export type RiderLinkProblemCode =
  | 'LINK_EXPIRED'
  | 'NOT_FOUND';

/** Why a rider may not ride, naming the limit broken (limit: years, cm or kg; question: the question's id). */
export type RiderProblem = {
  __typename?: 'RiderProblem';
  code: RiderProblemCode;
  limit?: Maybe<Scalars['Int']['output']>;
  question?: Maybe<Scalars['ID']['output']>;
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

/** One of the park's yes/no health questions, in the site's language. */
export type RiderQuestion = {
  __typename?: 'RiderQuestion';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type RiderRefusalCode =
  /** Signed already for these details. */
  | 'ALREADY_SIGNED'
  /** The session has started: the park's staff can help at the gate. */
  | 'CLOSED'
  | 'GROUP_PROBLEMS'
  /** The link has expired. */
  | 'LINK_EXPIRED'
  /** No such seat behind this link, or not on this park's site. */
  | 'NOT_FOUND'
  /** The rider is to be named before signing. */
  | 'NOT_NAMED'
  | 'RATE_LIMITED'
  | 'RIDER_PROBLEMS'
  | 'SIGNER_PROBLEMS'
  /** The waiver's text changed since it was read: read it again. */
  | 'TEXT_CHANGED'
  | 'WAIVER_NOT_ASKED';

/** Refused: nothing changed. */
export type RiderRefused = {
  __typename?: 'RiderRefused';
  code: RiderRefusalCode;
  /** The booking's riders together (GROUP_PROBLEMS). */
  groupProblems: Array<RiderGroupProblem>;
  /** When to try again (RATE_LIMITED). */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /** The rider's problems (RIDER_PROBLEMS). */
  riderProblems: Array<RiderProblem>;
  /** The signer's (SIGNER_PROBLEMS). */
  signerProblems: Array<SignerProblem>;
};

/**
 * Who may ride an activity (lib/domain/riders.ts): ages in years, heights in centimetres, weight in
 * kilograms, each null when there is no such limit. Each rider is checked against them when named, and at
 * the gate.
 */
export type RiderRequirements = {
  __typename?: 'RiderRequirements';
  accompanyingAdult?: Maybe<AccompanyingAdultRule>;
  /** What a rider's form asks beyond a name and a date of birth (the checkout names riders with it). */
  asks: RiderDetailsAsked;
  /** The park's health questions each rider answers, in the page's language. */
  healthQuestions: Array<Scalars['String']['output']>;
  maxAge?: Maybe<Scalars['Int']['output']>;
  maxHeightCm?: Maybe<Scalars['Int']['output']>;
  maxWeightKg?: Maybe<Scalars['Int']['output']>;
  minAge?: Maybe<Scalars['Int']['output']>;
  minHeightCm?: Maybe<Scalars['Int']['output']>;
  /** Each rider (or a guardian, for a minor) signs the park's waiver before riding. */
  waiver: Scalars['Boolean']['output'];
};

export type RiderSeat = {
  __typename?: 'RiderSeat';
  activity: Activity;
  /** What the activity asks of each rider beyond a name and a date of birth. */
  asks: RiderDetailsAsked;
  /** A parent or guardian signs: the rider is under 18 on the day of the visit. */
  guardianSigns: Scalars['Boolean']['output'];
  /** Whether the details may still change and the waiver be signed (until the session starts). */
  open: Scalars['Boolean']['output'];
  /** What keeps the named rider off the ride (empty when they fit). */
  problems: Array<RiderProblem>;
  /** The rider, once named. */
  rider?: Maybe<Rider>;
  /** The seat's number within its ticket, from 0 (a family pass has 0 to 3). */
  seat: Scalars['Int']['output'];
  session: MySession;
  state: RiderSeatState;
  /** The ticket carrying the seat (its code, as My booking shows it). */
  ticketCode: Scalars['String']['output'];
  variation: Variation;
  waiver: WaiverState;
  /** The waiver to read and sign, in the site's language, when the activity asks one. */
  waiverText?: Maybe<RiderWaiverText>;
};

/**
 * A seat as its holder knows it: by the booking's My booking link with the ticket's code and the seat's
 * number, or by the rider's personal link alone (the others then unused).
 */
export type RiderSeatKey = {
  bookingToken?: InputMaybe<Scalars['String']['input']>;
  riderToken?: InputMaybe<Scalars['String']['input']>;
  seat?: InputMaybe<Scalars['Int']['input']>;
  ticketCode?: InputMaybe<Scalars['String']['input']>;
};

export type RiderSeatLookup = RiderLinkProblem | RiderSeat;

/** Where a seat stands, worst first. */
export type RiderSeatState =
  /** Named, but the rider no longer fits the ride (see problems): change their details or ask the park. */
  | 'limitsNotMet'
  /** Named, fits, and signed where a waiver is asked. */
  | 'ready'
  /** No rider named yet. */
  | 'toName'
  /** Named and fits; the waiver is still to sign (or to sign again after a change of details). */
  | 'waiverMissing';

/** The version of a waiver's text a signer reads now. */
export type RiderWaiverText = {
  __typename?: 'RiderWaiverText';
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['Language']['output'];
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
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

export type SelfServiceRefusal =
  | 'cancelled'
  /** A dearer move's difference is still to pay: pay it (the booking's payments list its link), then move again. */
  | 'chargeDue'
  | 'checkedIn'
  | 'notOffered'
  | 'started'
  | 'tooLate';

/** An activity at a date and time. */
export type Session = {
  __typename?: 'Session';
  /** Closed by the park (weather, maintenance): nothing can be booked, whatever is free. */
  closed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The start day in the park's time zone, short, as the site's language writes it ('Fri, 4 Dec'). */
  localDay: Scalars['String']['output'];
  /** The start time in the park's time zone, 'HH:MM'. */
  localTime: Scalars['LocalTime']['output'];
  /** Each ticket type's price for this session's day, under the price rules. */
  prices: Array<SessionPrice>;
  /** Places left to book; 0 when closed. */
  remaining: Scalars['Int']['output'];
  /** Full: every place is taken (false when closed). */
  soldOut: Scalars['Boolean']['output'];
  /** ISO 8601 instant. */
  startsAt: Scalars['DateTime']['output'];
};

/** A session's places as the booking calendar says them (lib/domain/availability.ts sessionStatus). */
export type SessionAvailability =
  | 'AVAILABLE'
  /** Closed by the park (weather, maintenance): nothing can be booked. */
  | 'CLOSED'
  /** Under a fifth of its places remain. */
  | 'LIMITED'
  | 'SOLD_OUT';

export type SessionPrice = {
  __typename?: 'SessionPrice';
  price: Money;
  variationId: Scalars['ID']['output'];
};

export type SignerField =
  | 'drawing'
  | 'email'
  | 'guardianRelationship'
  | 'name';

export type SignerProblem = {
  __typename?: 'SignerProblem';
  code: SignerProblemCode;
  field: SignerField;
};

export type SignerProblemCode =
  | 'invalid'
  | 'missing'
  | 'tooLong';

export type SiteMapPage = Page & {
  __typename?: 'SiteMapPage';
  activities: Array<Activity>;
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  links: Array<PageLink>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Fewer places remain than the tickets need. */
export type SoldOut = {
  __typename?: 'SoldOut';
  remaining: Scalars['Int']['output'];
};

export type SquareImage = {
  __typename?: 'SquareImage';
  url: Scalars['String']['output'];
  urlFallback: Scalars['String']['output'];
};

/** What a staff member may do, by role (lib/domain/staff-access.ts ROLE_ACTIONS). */
export type StaffRole =
  | 'gate'
  | 'manager'
  | 'owner';

export type ThingsToDoPage = Page & {
  __typename?: 'ThingsToDoPage';
  activities: Array<Activity>;
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A partner's tour, booked on the partner's site. */
export type ThirdPartyActivity = Activity & {
  __typename?: 'ThirdPartyActivity';
  description: Scalars['String']['output'];
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  externalUrl: Scalars['String']['output'];
  fromPrice?: Maybe<Money>;
  highlights: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Image;
  partnerName: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type TicketInput = {
  quantity: Scalars['Int']['input'];
  variationId: Scalars['ID']['input'];
};

export type TimelineEvent = {
  __typename?: 'TimelineEvent';
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  year: Scalars['String']['output'];
};

export type TimelinePage = Page & {
  __typename?: 'TimelinePage';
  blocks: Array<ContentBlock>;
  description: Scalars['String']['output'];
  events: Array<TimelineEvent>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type TwoColumn = {
  __typename?: 'TwoColumn';
  heading: Scalars['String']['output'];
  image?: Maybe<Image>;
  /** 'left' or 'right'. */
  imageSide: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** A session as search engines are told of it: its times in the park's zone and offset, its status and its day's price. */
export type UpcomingSession = {
  __typename?: 'UpcomingSession';
  availability: SessionAvailability;
  /** The start plus the activity's duration; null when the activity states none. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The lowest ticket price of the session's day under the price rules, as the calendar shows it; null when no ticket is on sale. */
  lowestPrice?: Maybe<Money>;
  /** The start, in the park's time and offset ('2026-07-21T10:00:00+12:00'). */
  startsAt: Scalars['DateTime']['output'];
};

/** An activity's next sessions, and where and when they were read. */
export type UpcomingSessions = {
  __typename?: 'UpcomingSessions';
  /** The park's address as its site's settings write it (the locale's language); null when staff gave none. */
  address?: Maybe<Scalars['String']['output']>;
  /** When the places were counted (the park's time and offset): the offers are valid from then. */
  readAt: Scalars['DateTime']['output'];
  sessions: Array<UpcomingSession>;
};

/** An upgrade from this activity to a package, charged per participant. */
export type Upgrade = {
  __typename?: 'Upgrade';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  pricePerParticipant: Money;
  title: Scalars['String']['output'];
};

/** A ticket type: its price buys entry for `participants` people. */
export type Variation = {
  __typename?: 'Variation';
  id: Scalars['ID']['output'];
  participants: Scalars['Int']['output'];
  price: Money;
  title: Scalars['String']['output'];
};

/** The venue-hire pitch with the way to the enquiry form. */
export type VenueHire = {
  __typename?: 'VenueHire';
  heading: Scalars['String']['output'];
  image?: Maybe<Image>;
  text: Scalars['String']['output'];
};

export type WaitingListAnswer = {
  __typename?: 'WaitingListAnswer';
  /** How many are ahead in the line (ALREADY_ON_LIST); an unconfirmed join has no place in it yet. */
  ahead?: Maybe<Scalars['Int']['output']>;
  /** The form's problems (INVALID): a field and a translation key each. */
  fields: Array<FieldProblem>;
  /** The cap the join would pass (TOO_MANY_FOR_EMAIL, TOO_MANY_FOR_ADDRESS). */
  limit?: Maybe<Scalars['Int']['output']>;
  /** The places asked for (the first join's, when already on the list). */
  places?: Maybe<Scalars['Int']['output']>;
  /** When to try again (TOO_MANY_ATTEMPTS). */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  status: WaitingListJoinStatus;
};

export type WaitingListClaim = {
  __typename?: 'WaitingListClaim';
  status: WaitingListClaimStatus;
};

export type WaitingListClaimStatus =
  | 'ALREADY_CLAIMED'
  /** In the cart: go to checkout. */
  | 'CLAIMED'
  | 'EXPIRED'
  /** The tickets chosen take no place, or more than are held. */
  | 'INVALID_TICKETS'
  | 'UNKNOWN';

export type WaitingListConfirmation = {
  __typename?: 'WaitingListConfirmation';
  activitySlug?: Maybe<Scalars['String']['output']>;
  activityTitle?: Maybe<Scalars['String']['output']>;
  localDay?: Maybe<Scalars['String']['output']>;
  localTime?: Maybe<Scalars['LocalTime']['output']>;
  places?: Maybe<Scalars['Int']['output']>;
  /** Its place in the line now (1: the next to be offered places), while it waits or holds an offer. */
  position?: Maybe<Scalars['Int']['output']>;
  /** The session's start: instant, and its time and day in the park's time zone and the site's language. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  status: WaitingListConfirmationStatus;
};

export type WaitingListConfirmationStatus =
  /** Confirmed before: nothing changed. */
  | 'ALREADY_CONFIRMED'
  /** Confirmed now: in line at position. */
  | 'CONFIRMED'
  /** Not confirmed in time, or the session has begun: the join lapsed. The visitor may join again. */
  | 'EXPIRED'
  | 'UNKNOWN';

export type WaitingListJoinStatus =
  /** The address was in this session's line already, confirmed: nothing changed. */
  | 'ALREADY_ON_LIST'
  /** The address joined this session's line already and has not confirmed yet: nothing changed, no new mail. */
  | 'AWAITING_CONFIRMATION'
  /** The email or places are not valid: see fields. */
  | 'INVALID'
  /** Joined, unconfirmed: a confirmation link was emailed to the address. */
  | 'JOINED'
  /** The session has the places now: book them instead. */
  | 'NOT_SOLD_OUT'
  /** An offer on this session to the same visitor (client address or mailbox) ran out unused: the line takes them no more. */
  | 'OFFER_LAPSED'
  /** The park closed the session. */
  | 'SESSION_CLOSED'
  /** The session has started or is over. */
  | 'SESSION_PAST'
  | 'TOO_MANY_ATTEMPTS'
  /** The visitor's client address has as many joins active at once (on any session) as one may. */
  | 'TOO_MANY_FOR_ADDRESS'
  /** The address typed has as many joins active at once (on any session) as one address may. */
  | 'TOO_MANY_FOR_EMAIL'
  /** No such session on this site. */
  | 'UNKNOWN_SESSION';

export type WaitingListOffer = {
  __typename?: 'WaitingListOffer';
  activitySlug?: Maybe<Scalars['String']['output']>;
  activityTitle?: Maybe<Scalars['String']['output']>;
  /** An ISO instant: the places are held until then. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  localDay?: Maybe<Scalars['String']['output']>;
  localTime?: Maybe<Scalars['LocalTime']['output']>;
  places?: Maybe<Scalars['Int']['output']>;
  /** The session's start: instant, and its time and day in the park's time zone and the site's language. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  status: WaitingListOfferStatus;
  /** The ticket types the places may be booked as (each takes its participants of the places). */
  tickets: Array<WaitingListTicket>;
};

export type WaitingListOfferStatus =
  /** Already put in a cart through this link. */
  | 'CLAIMED'
  /** Not taken in time: the places went to the next in line. */
  | 'EXPIRED'
  /** Held for the visitor until expiresAt: the page's button books them. */
  | 'OFFERED'
  | 'UNKNOWN';

export type WaitingListTicket = {
  __typename?: 'WaitingListTicket';
  participants: Scalars['Int']['output'];
  price: Money;
  title: Scalars['String']['output'];
  variationId: Scalars['ID']['output'];
};

/** Who signs: the typed full name always; a drawing only as well, never instead. */
export type WaiverSigningInput = {
  /** The drawn signature as SVG path data ('M x y L x y …'), when drawn. */
  drawing?: InputMaybe<Scalars['String']['input']>;
  /** Where the signed copy (a PDF) is mailed. */
  email: Scalars['String']['input'];
  /** A parent or guardian signing for a rider under 18: who they are to the rider. */
  guardianRelationship?: InputMaybe<Scalars['String']['input']>;
  signerName: Scalars['String']['input'];
  /** The waiver text version read (RiderWaiverText.id). */
  waiverTextId: Scalars['ID']['input'];
};

/** Whether a rider must sign the activity's waiver, and has: missing also when their details changed since. */
export type WaiverState =
  | 'missing'
  | 'notAsked'
  | 'signed';



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
  AddToCartResult:
    | ( Omit<CartUpdated, 'cart'> & { cart: _RefType['Cart'] } )
    | ( InvalidSelection )
    | ( LimitReached )
    | ( SoldOut )
  ;
  BookingRidersLookup:
    | ( Omit<BookingRiders, 'seats'> & { seats: Array<_RefType['RiderSeat']> } )
    | ( RiderLinkProblem )
  ;
  ContentBlock:
    | ( BlockOf<"BlockQuote"> )
    | ( BlockOf<"Cta"> )
    | ( BlockOf<"FAQs"> )
    | ( BlockOf<"HtmlContent"> )
    | ( ImageRecord )
    | ( BlockOf<"TwoColumn"> )
    | ( BlockOf<"VenueHire"> )
  ;
  EnquiryOutcome:
    | ( EnquiryProblem )
    | ( EnquirySent )
  ;
  FindMyBookingOutcome:
    | ( FindMyBookingProblem )
    | ( FindMyBookingSent )
  ;
  GiftCardBalanceResult:
    | ( GiftCardBalance )
    | ( GiftCardProblem )
  ;
  GiftPurchaseLookup:
    | ( GiftPurchase )
    | ( OrderProblem )
  ;
  MyBookingLookup:
    | ( MyBookingParent )
    | ( MyBookingProblem )
  ;
  OrderLookup:
    | ( OrderRecord )
    | ( OrderProblem )
  ;
  OrderOutcome:
    | ( CheckoutProblem )
    | ( Omit<OrderPlaced, 'order' | 'payment'> & { order: _RefType['Order'], payment?: Maybe<_RefType['PaymentStep']> } )
  ;
  PaymentStep:
    | ( PaymentEmbedded )
    | ( PaymentHostedFields )
    | ( PaymentQr )
    | ( PaymentRedirect )
  ;
  RiderChange:
    | ( Omit<RiderChanged, 'seat'> & { seat: _RefType['RiderSeat'] } )
    | ( RiderRefused )
  ;
  RiderLinkAnswer:
    | ( RiderLink )
    | ( RiderRefused )
  ;
  RiderSeatLookup:
    | ( RiderLinkProblem )
    | ( Omit<RiderSeat, 'activity' | 'variation'> & { activity: _RefType['Activity'], variation: _RefType['Variation'] } )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AboutPage: ResolverTypeWrapper<PageRecord>;
  AccompanyingAdultRule: ResolverTypeWrapper<AccompanyingAdultRule>;
  Activity: ResolverTypeWrapper<ActivityRow>;
  AddOn: ResolverTypeWrapper<AddOnRow>;
  AddOnInput: AddOnInput;
  AddToCartInput: AddToCartInput;
  AddToCartResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddToCartResult']>;
  AttributionInput: AttributionInput;
  AvailabilityDay: ResolverTypeWrapper<AvailabilityDay>;
  BlockQuote: ResolverTypeWrapper<BlockOf<"BlockQuote">>;
  BookableActivity: ResolverTypeWrapper<ActivityRow>;
  BookingRiders: ResolverTypeWrapper<Omit<BookingRiders, 'seats'> & { seats: Array<ResolversTypes['RiderSeat']> }>;
  BookingRidersLookup: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BookingRidersLookup']>;
  BookingType: BookingType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartView>;
  CartAddOn: ResolverTypeWrapper<Omit<CartAddOn, 'addOn'> & { addOn: ResolversTypes['AddOn'] }>;
  CartItem: ResolverTypeWrapper<CartItemView>;
  CartLimitCode: CartLimitCode;
  CartTicket: ResolverTypeWrapper<Omit<CartTicket, 'variation'> & { variation: ResolversTypes['Variation'] }>;
  CartUpdated: ResolverTypeWrapper<Omit<CartUpdated, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  Charge: ResolverTypeWrapper<Omit<Charge, 'gateway'> & { gateway?: Maybe<ResolversTypes['PaymentGateway']> }>;
  ChargeKind: ChargeKind;
  ChargePayment: ResolverTypeWrapper<Omit<ChargePayment, 'charge' | 'payment'> & { charge?: Maybe<ResolversTypes['Charge']>, payment?: Maybe<ResolversTypes['PaymentStep']> }>;
  ChargeStatus: ChargeStatus;
  ChargeTicket: ResolverTypeWrapper<ChargeTicket>;
  Checkout: ResolverTypeWrapper<CheckoutQuote>;
  CheckoutGroup: ResolverTypeWrapper<CheckoutGroup>;
  CheckoutProblem: ResolverTypeWrapper<CheckoutProblem>;
  CheckoutProblemCode: CheckoutProblemCode;
  CheckoutRiderGroupProblem: ResolverTypeWrapper<CheckoutRiderGroupProblem>;
  CheckoutRiderInput: CheckoutRiderInput;
  CheckoutRiderProblem: ResolverTypeWrapper<CheckoutRiderProblem>;
  CodeKind: CodeKind;
  CodeRefusal: CodeRefusal;
  CodeResult: ResolverTypeWrapper<CodeResult>;
  CodeResultStatus: CodeResultStatus;
  ComboActivity: ResolverTypeWrapper<ActivityRow>;
  ContentArticle: ResolverTypeWrapper<PageRecord>;
  ContentBlock: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentBlock']>;
  ContentBlockPage: ResolverTypeWrapper<PageRecord>;
  ContentPage: ResolverTypeWrapper<PageRecord>;
  Cta: ResolverTypeWrapper<BlockOf<"Cta">>;
  CurrencyCode: ResolverTypeWrapper<Scalars['CurrencyCode']['output']>;
  CustomerInput: CustomerInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayStatus: DayStatus;
  DeskPaymentMethod: DeskPaymentMethod;
  DeviceClass: DeviceClass;
  EnquiryForm: ResolverTypeWrapper<EnquiryForm>;
  EnquiryInput: EnquiryInput;
  EnquiryOutcome: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EnquiryOutcome']>;
  EnquiryProblem: ResolverTypeWrapper<EnquiryProblem>;
  EnquiryProblemCode: EnquiryProblemCode;
  EnquirySent: ResolverTypeWrapper<EnquirySent>;
  FAQ: ResolverTypeWrapper<Faq>;
  FAQs: ResolverTypeWrapper<BlockOf<"FAQs">>;
  FieldProblem: ResolverTypeWrapper<FieldProblem>;
  FieldProblemCode: FieldProblemCode;
  FindMyBookingOutcome: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FindMyBookingOutcome']>;
  FindMyBookingProblem: ResolverTypeWrapper<FindMyBookingProblem>;
  FindMyBookingProblemCode: FindMyBookingProblemCode;
  FindMyBookingSent: ResolverTypeWrapper<FindMyBookingSent>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormField: FormField;
  FunctionType: FunctionType;
  GalleryPage: ResolverTypeWrapper<PageRecord>;
  GiftCardBalance: ResolverTypeWrapper<GiftCardBalance>;
  GiftCardBalanceResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GiftCardBalanceResult']>;
  GiftCardProblem: ResolverTypeWrapper<GiftCardProblem>;
  GiftCardProblemCode: GiftCardProblemCode;
  GiftOptions: ResolverTypeWrapper<Omit<GiftOptions, 'gateways'> & { gateways: Array<ResolversTypes['PaymentGateway']> }>;
  GiftPurchase: ResolverTypeWrapper<GiftPurchase>;
  GiftPurchaseInput: GiftPurchaseInput;
  GiftPurchaseLookup: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GiftPurchaseLookup']>;
  GiftVouchersPage: ResolverTypeWrapper<PageRecord>;
  GlobalHomePage: ResolverTypeWrapper<PageRecord>;
  GroupDetailsInput: GroupDetailsInput;
  HistoryPage: ResolverTypeWrapper<PageRecord>;
  HomePage: ResolverTypeWrapper<PageRecord>;
  HtmlContent: ResolverTypeWrapper<BlockOf<"HtmlContent">>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageRecord>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidSelection: ResolverTypeWrapper<InvalidSelection>;
  InvalidSelectionCode: InvalidSelectionCode;
  JoinWaitingListInput: JoinWaitingListInput;
  Language: ResolverTypeWrapper<Scalars['Language']['output']>;
  LimitReached: ResolverTypeWrapper<LimitReached>;
  LocalTime: ResolverTypeWrapper<Scalars['LocalTime']['output']>;
  Locale: ResolverTypeWrapper<LocaleRecord>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  LocalizedTextInput: LocalizedTextInput;
  Money: ResolverTypeWrapper<Money>;
  MoneyPattern: ResolverTypeWrapper<MoneyPattern>;
  MoveDirection: MoveDirection;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyBooking: ResolverTypeWrapper<MyBookingParent>;
  MyBookingChange: ResolverTypeWrapper<MyBookingChange>;
  MyBookingChangeProblem: MyBookingChangeProblem;
  MyBookingLookup: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MyBookingLookup']>;
  MyBookingPark: ResolverTypeWrapper<MyBookingPark>;
  MyBookingPolicy: ResolverTypeWrapper<MyBookingPolicy>;
  MyBookingProblem: ResolverTypeWrapper<MyBookingProblem>;
  MyBookingProblemCode: MyBookingProblemCode;
  MyBookingSession: ResolverTypeWrapper<MyBookingSessionParent>;
  MyCancellationQuote: ResolverTypeWrapper<MyCancellationQuote>;
  MyChangeWindow: ResolverTypeWrapper<MyChangeWindow>;
  MyGroup: ResolverTypeWrapper<Omit<MyGroup, 'additions'> & { additions: Array<ResolversTypes['MyGroupAddition']> }>;
  MyGroupAddition: ResolverTypeWrapper<Omit<MyGroupAddition, 'variation'> & { variation: ResolversTypes['Variation'] }>;
  MyMoveOption: ResolverTypeWrapper<MyMoveOption>;
  MyPayment: ResolverTypeWrapper<MyPayment>;
  MyPaymentKind: MyPaymentKind;
  MyPaymentMethod: MyPaymentMethod;
  MyPaymentStatus: MyPaymentStatus;
  MySession: ResolverTypeWrapper<MySession>;
  MyTicket: ResolverTypeWrapper<Omit<MyTicket, 'activity' | 'variation'> & { activity: ResolversTypes['Activity'], variation: ResolversTypes['Variation'] }>;
  MyTicketWallet: ResolverTypeWrapper<MyTicketWallet>;
  OpeningHours: ResolverTypeWrapper<OpeningHours>;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderChannel: OrderChannel;
  OrderInput: OrderInput;
  OrderKind: OrderKind;
  OrderLine: ResolverTypeWrapper<OrderLineRecord>;
  OrderLinePart: ResolverTypeWrapper<OrderLinePartRecord>;
  OrderLookup: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['OrderLookup']>;
  OrderOutcome: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['OrderOutcome']>;
  OrderPlaced: ResolverTypeWrapper<Omit<OrderPlaced, 'order' | 'payment'> & { order: ResolversTypes['Order'], payment?: Maybe<ResolversTypes['PaymentStep']> }>;
  OrderProblem: ResolverTypeWrapper<OrderProblem>;
  OrderProblemCode: OrderProblemCode;
  OrderStatus: OrderStatus;
  Page: ResolverTypeWrapper<PageRecord>;
  PageLink: ResolverTypeWrapper<PageLinkRecord>;
  PageType: PageType;
  Park: ResolverTypeWrapper<ParkRecord>;
  ParkInfoPage: ResolverTypeWrapper<PageRecord>;
  PaymentCheck: ResolverTypeWrapper<Omit<PaymentCheck, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  PaymentEmbedded: ResolverTypeWrapper<PaymentEmbedded>;
  PaymentGateway: ResolverTypeWrapper<PaymentGatewayRow>;
  PaymentGatewayType: PaymentGatewayType;
  PaymentHostedFields: ResolverTypeWrapper<PaymentHostedFields>;
  PaymentMethod: PaymentMethod;
  PaymentOutcome: PaymentOutcome;
  PaymentQr: ResolverTypeWrapper<PaymentQr>;
  PaymentRedirect: ResolverTypeWrapper<PaymentRedirect>;
  PaymentStatus: PaymentStatus;
  PaymentStep: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaymentStep']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundMethod: RefundMethod;
  RefundStatus: RefundStatus;
  RefundTo: RefundTo;
  ReservationConfirmation: ResolverTypeWrapper<Omit<ReservationConfirmation, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  ReservationConfirmationStatus: ReservationConfirmationStatus;
  Rider: ResolverTypeWrapper<Rider>;
  RiderAnswer: ResolverTypeWrapper<RiderAnswer>;
  RiderAnswerInput: RiderAnswerInput;
  RiderChange: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RiderChange']>;
  RiderChanged: ResolverTypeWrapper<Omit<RiderChanged, 'seat'> & { seat: ResolversTypes['RiderSeat'] }>;
  RiderDetailsAsked: ResolverTypeWrapper<RiderDetailsAsked>;
  RiderGroupProblem: ResolverTypeWrapper<RiderGroupProblem>;
  RiderGroupProblemCode: RiderGroupProblemCode;
  RiderInput: RiderInput;
  RiderLink: ResolverTypeWrapper<RiderLink>;
  RiderLinkAnswer: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RiderLinkAnswer']>;
  RiderLinkProblem: ResolverTypeWrapper<RiderLinkProblem>;
  RiderLinkProblemCode: RiderLinkProblemCode;
  RiderProblem: ResolverTypeWrapper<RiderProblem>;
  RiderProblemCode: RiderProblemCode;
  RiderQuestion: ResolverTypeWrapper<RiderQuestion>;
  RiderRefusalCode: RiderRefusalCode;
  RiderRefused: ResolverTypeWrapper<RiderRefused>;
  RiderRequirements: ResolverTypeWrapper<RiderRequirements>;
  RiderSeat: ResolverTypeWrapper<Omit<RiderSeat, 'activity' | 'variation'> & { activity: ResolversTypes['Activity'], variation: ResolversTypes['Variation'] }>;
  RiderSeatKey: RiderSeatKey;
  RiderSeatLookup: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RiderSeatLookup']>;
  RiderSeatState: RiderSeatState;
  RiderWaiverText: ResolverTypeWrapper<RiderWaiverText>;
  RidersVerdict: RidersVerdict;
  ScanVerdict: ScanVerdict;
  SelfServiceRefusal: SelfServiceRefusal;
  Session: ResolverTypeWrapper<Session>;
  SessionAvailability: SessionAvailability;
  SessionPrice: ResolverTypeWrapper<SessionPrice>;
  SignerField: SignerField;
  SignerProblem: ResolverTypeWrapper<SignerProblem>;
  SignerProblemCode: SignerProblemCode;
  SiteMapPage: ResolverTypeWrapper<PageRecord>;
  SoldOut: ResolverTypeWrapper<SoldOut>;
  SquareImage: ResolverTypeWrapper<SquareImage>;
  StaffRole: StaffRole;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ThingsToDoPage: ResolverTypeWrapper<PageRecord>;
  ThirdPartyActivity: ResolverTypeWrapper<ActivityRow>;
  TicketInput: TicketInput;
  TimelineEvent: ResolverTypeWrapper<TimelineEvent>;
  TimelinePage: ResolverTypeWrapper<PageRecord>;
  TwoColumn: ResolverTypeWrapper<BlockOf<"TwoColumn">>;
  UpcomingSession: ResolverTypeWrapper<UpcomingSession>;
  UpcomingSessions: ResolverTypeWrapper<UpcomingSessions>;
  Upgrade: ResolverTypeWrapper<UpgradeRow>;
  Variation: ResolverTypeWrapper<VariationRow>;
  VenueHire: ResolverTypeWrapper<BlockOf<"VenueHire">>;
  WaitingListAnswer: ResolverTypeWrapper<WaitingListAnswer>;
  WaitingListClaim: ResolverTypeWrapper<WaitingListClaim>;
  WaitingListClaimStatus: WaitingListClaimStatus;
  WaitingListConfirmation: ResolverTypeWrapper<WaitingListConfirmation>;
  WaitingListConfirmationStatus: WaitingListConfirmationStatus;
  WaitingListJoinStatus: WaitingListJoinStatus;
  WaitingListOffer: ResolverTypeWrapper<WaitingListOffer>;
  WaitingListOfferStatus: WaitingListOfferStatus;
  WaitingListTicket: ResolverTypeWrapper<WaitingListTicket>;
  WaiverSigningInput: WaiverSigningInput;
  WaiverState: WaiverState;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AboutPage: PageRecord;
  AccompanyingAdultRule: AccompanyingAdultRule;
  Activity: ActivityRow;
  AddOn: AddOnRow;
  AddOnInput: AddOnInput;
  AddToCartInput: AddToCartInput;
  AddToCartResult: ResolversUnionTypes<ResolversParentTypes>['AddToCartResult'];
  AttributionInput: AttributionInput;
  AvailabilityDay: AvailabilityDay;
  BlockQuote: BlockOf<"BlockQuote">;
  BookableActivity: ActivityRow;
  BookingRiders: Omit<BookingRiders, 'seats'> & { seats: Array<ResolversParentTypes['RiderSeat']> };
  BookingRidersLookup: ResolversUnionTypes<ResolversParentTypes>['BookingRidersLookup'];
  Boolean: Scalars['Boolean']['output'];
  Cart: CartView;
  CartAddOn: Omit<CartAddOn, 'addOn'> & { addOn: ResolversParentTypes['AddOn'] };
  CartItem: CartItemView;
  CartTicket: Omit<CartTicket, 'variation'> & { variation: ResolversParentTypes['Variation'] };
  CartUpdated: Omit<CartUpdated, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  Charge: Omit<Charge, 'gateway'> & { gateway?: Maybe<ResolversParentTypes['PaymentGateway']> };
  ChargePayment: Omit<ChargePayment, 'charge' | 'payment'> & { charge?: Maybe<ResolversParentTypes['Charge']>, payment?: Maybe<ResolversParentTypes['PaymentStep']> };
  ChargeTicket: ChargeTicket;
  Checkout: CheckoutQuote;
  CheckoutGroup: CheckoutGroup;
  CheckoutProblem: CheckoutProblem;
  CheckoutRiderGroupProblem: CheckoutRiderGroupProblem;
  CheckoutRiderInput: CheckoutRiderInput;
  CheckoutRiderProblem: CheckoutRiderProblem;
  CodeResult: CodeResult;
  ComboActivity: ActivityRow;
  ContentArticle: PageRecord;
  ContentBlock: ResolversUnionTypes<ResolversParentTypes>['ContentBlock'];
  ContentBlockPage: PageRecord;
  ContentPage: PageRecord;
  Cta: BlockOf<"Cta">;
  CurrencyCode: Scalars['CurrencyCode']['output'];
  CustomerInput: CustomerInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  EnquiryForm: EnquiryForm;
  EnquiryInput: EnquiryInput;
  EnquiryOutcome: ResolversUnionTypes<ResolversParentTypes>['EnquiryOutcome'];
  EnquiryProblem: EnquiryProblem;
  EnquirySent: EnquirySent;
  FAQ: Faq;
  FAQs: BlockOf<"FAQs">;
  FieldProblem: FieldProblem;
  FindMyBookingOutcome: ResolversUnionTypes<ResolversParentTypes>['FindMyBookingOutcome'];
  FindMyBookingProblem: FindMyBookingProblem;
  FindMyBookingSent: FindMyBookingSent;
  Float: Scalars['Float']['output'];
  GalleryPage: PageRecord;
  GiftCardBalance: GiftCardBalance;
  GiftCardBalanceResult: ResolversUnionTypes<ResolversParentTypes>['GiftCardBalanceResult'];
  GiftCardProblem: GiftCardProblem;
  GiftOptions: Omit<GiftOptions, 'gateways'> & { gateways: Array<ResolversParentTypes['PaymentGateway']> };
  GiftPurchase: GiftPurchase;
  GiftPurchaseInput: GiftPurchaseInput;
  GiftPurchaseLookup: ResolversUnionTypes<ResolversParentTypes>['GiftPurchaseLookup'];
  GiftVouchersPage: PageRecord;
  GlobalHomePage: PageRecord;
  GroupDetailsInput: GroupDetailsInput;
  HistoryPage: PageRecord;
  HomePage: PageRecord;
  HtmlContent: BlockOf<"HtmlContent">;
  ID: Scalars['ID']['output'];
  Image: ImageRecord;
  Int: Scalars['Int']['output'];
  InvalidSelection: InvalidSelection;
  JoinWaitingListInput: JoinWaitingListInput;
  Language: Scalars['Language']['output'];
  LimitReached: LimitReached;
  LocalTime: Scalars['LocalTime']['output'];
  Locale: LocaleRecord;
  LocalizedText: LocalizedText;
  LocalizedTextInput: LocalizedTextInput;
  Money: Money;
  MoneyPattern: MoneyPattern;
  Mutation: Record<PropertyKey, never>;
  MyBooking: MyBookingParent;
  MyBookingChange: MyBookingChange;
  MyBookingLookup: ResolversUnionTypes<ResolversParentTypes>['MyBookingLookup'];
  MyBookingPark: MyBookingPark;
  MyBookingPolicy: MyBookingPolicy;
  MyBookingProblem: MyBookingProblem;
  MyBookingSession: MyBookingSessionParent;
  MyCancellationQuote: MyCancellationQuote;
  MyChangeWindow: MyChangeWindow;
  MyGroup: Omit<MyGroup, 'additions'> & { additions: Array<ResolversParentTypes['MyGroupAddition']> };
  MyGroupAddition: Omit<MyGroupAddition, 'variation'> & { variation: ResolversParentTypes['Variation'] };
  MyMoveOption: MyMoveOption;
  MyPayment: MyPayment;
  MySession: MySession;
  MyTicket: Omit<MyTicket, 'activity' | 'variation'> & { activity: ResolversParentTypes['Activity'], variation: ResolversParentTypes['Variation'] };
  MyTicketWallet: MyTicketWallet;
  OpeningHours: OpeningHours;
  Order: OrderRecord;
  OrderInput: OrderInput;
  OrderLine: OrderLineRecord;
  OrderLinePart: OrderLinePartRecord;
  OrderLookup: ResolversUnionTypes<ResolversParentTypes>['OrderLookup'];
  OrderOutcome: ResolversUnionTypes<ResolversParentTypes>['OrderOutcome'];
  OrderPlaced: Omit<OrderPlaced, 'order' | 'payment'> & { order: ResolversParentTypes['Order'], payment?: Maybe<ResolversParentTypes['PaymentStep']> };
  OrderProblem: OrderProblem;
  Page: PageRecord;
  PageLink: PageLinkRecord;
  Park: ParkRecord;
  ParkInfoPage: PageRecord;
  PaymentCheck: Omit<PaymentCheck, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  PaymentEmbedded: PaymentEmbedded;
  PaymentGateway: PaymentGatewayRow;
  PaymentHostedFields: PaymentHostedFields;
  PaymentQr: PaymentQr;
  PaymentRedirect: PaymentRedirect;
  PaymentStep: ResolversUnionTypes<ResolversParentTypes>['PaymentStep'];
  Query: Record<PropertyKey, never>;
  ReservationConfirmation: Omit<ReservationConfirmation, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  Rider: Rider;
  RiderAnswer: RiderAnswer;
  RiderAnswerInput: RiderAnswerInput;
  RiderChange: ResolversUnionTypes<ResolversParentTypes>['RiderChange'];
  RiderChanged: Omit<RiderChanged, 'seat'> & { seat: ResolversParentTypes['RiderSeat'] };
  RiderDetailsAsked: RiderDetailsAsked;
  RiderGroupProblem: RiderGroupProblem;
  RiderInput: RiderInput;
  RiderLink: RiderLink;
  RiderLinkAnswer: ResolversUnionTypes<ResolversParentTypes>['RiderLinkAnswer'];
  RiderLinkProblem: RiderLinkProblem;
  RiderProblem: RiderProblem;
  RiderQuestion: RiderQuestion;
  RiderRefused: RiderRefused;
  RiderRequirements: RiderRequirements;
  RiderSeat: Omit<RiderSeat, 'activity' | 'variation'> & { activity: ResolversParentTypes['Activity'], variation: ResolversParentTypes['Variation'] };
  RiderSeatKey: RiderSeatKey;
  RiderSeatLookup: ResolversUnionTypes<ResolversParentTypes>['RiderSeatLookup'];
  RiderWaiverText: RiderWaiverText;
  Session: Session;
  SessionPrice: SessionPrice;
  SignerProblem: SignerProblem;
  SiteMapPage: PageRecord;
  SoldOut: SoldOut;
  SquareImage: SquareImage;
  String: Scalars['String']['output'];
  ThingsToDoPage: PageRecord;
  ThirdPartyActivity: ActivityRow;
  TicketInput: TicketInput;
  TimelineEvent: TimelineEvent;
  TimelinePage: PageRecord;
  TwoColumn: BlockOf<"TwoColumn">;
  UpcomingSession: UpcomingSession;
  UpcomingSessions: UpcomingSessions;
  Upgrade: UpgradeRow;
  Variation: VariationRow;
  VenueHire: BlockOf<"VenueHire">;
  WaitingListAnswer: WaitingListAnswer;
  WaitingListClaim: WaitingListClaim;
  WaitingListConfirmation: WaitingListConfirmation;
  WaitingListOffer: WaitingListOffer;
  WaitingListTicket: WaitingListTicket;
  WaiverSigningInput: WaiverSigningInput;
};

export type AboutPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AboutPage'] = ResolversParentTypes['AboutPage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccompanyingAdultRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccompanyingAdultRule'] = ResolversParentTypes['AccompanyingAdultRule']> = {
  adultAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childrenPerAdult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  underAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = {
  __resolveType: TypeResolveFn<'BookableActivity' | 'ComboActivity' | 'ThirdPartyActivity', ParentType, ContextType>;
};

export type AddOnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddOn'] = ResolversParentTypes['AddOn']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  perParticipant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddToCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddToCartResult'] = ResolversParentTypes['AddToCartResult']> = {
  __resolveType: TypeResolveFn<'CartUpdated' | 'InvalidSelection' | 'LimitReached' | 'SoldOut', ParentType, ContextType>;
};

export type AvailabilityDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityDay'] = ResolversParentTypes['AvailabilityDay']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DayStatus'], ParentType, ContextType>;
};

export type BlockQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockQuote'] = ResolversParentTypes['BlockQuote']> = {
  attribution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BookableActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookableActivity'] = ResolversParentTypes['BookableActivity']> = {
  addOns?: Resolver<Array<ResolversTypes['AddOn']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  minAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  riders?: Resolver<Maybe<ResolversTypes['RiderRequirements']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upgrades?: Resolver<Array<ResolversTypes['Upgrade']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BookingRidersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingRiders'] = ResolversParentTypes['BookingRiders']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes['RiderSeat']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BookingRidersLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingRidersLookup'] = ResolversParentTypes['BookingRidersLookup']> = {
  __resolveType: TypeResolveFn<'BookingRiders' | 'RiderLinkProblem', ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartAddOnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddOn'] = ResolversParentTypes['CartAddOn']> = {
  addOn?: Resolver<ResolversTypes['AddOn'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  activity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
  addOns?: Resolver<Array<ResolversTypes['CartAddOn']>, ParentType, ContextType>;
  holdExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['CartTicket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['Upgrade']>, ParentType, ContextType>;
};

export type CartTicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartTicket'] = ResolversParentTypes['CartTicket']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Variation'], ParentType, ContextType>;
};

export type CartUpdatedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartUpdated'] = ResolversParentTypes['CartUpdated']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Charge'] = ResolversParentTypes['Charge']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gateway?: Resolver<Maybe<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChargeKind'], ParentType, ContextType>;
  myBookingPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payAtDesk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChargeStatus'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['ChargeTicket']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChargePaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargePayment'] = ResolversParentTypes['ChargePayment']> = {
  charge?: Resolver<Maybe<ResolversTypes['Charge']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['PaymentStep']>, ParentType, ContextType>;
};

export type ChargeTicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargeTicket'] = ResolversParentTypes['ChargeTicket']> = {
  activityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previously?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variationTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  when?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  cardFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['CodeResult']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gateways?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  giftCard?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['CheckoutGroup']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CheckoutGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutGroup'] = ResolversParentTypes['CheckoutGroup']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutProblem'] = ResolversParentTypes['CheckoutProblem']> = {
  code?: Resolver<ResolversTypes['CheckoutProblemCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldProblem']>, ParentType, ContextType>;
  riderGroups?: Resolver<Array<ResolversTypes['CheckoutRiderGroupProblem']>, ParentType, ContextType>;
  riders?: Resolver<Array<ResolversTypes['CheckoutRiderProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutRiderGroupProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutRiderGroupProblem'] = ResolversParentTypes['CheckoutRiderGroupProblem']> = {
  cartItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['RiderGroupProblem']>, ParentType, ContextType>;
};

export type CheckoutRiderProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutRiderProblem'] = ResolversParentTypes['CheckoutRiderProblem']> = {
  cartItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['RiderProblem']>, ParentType, ContextType>;
};

export type CodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeResult'] = ResolversParentTypes['CodeResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['CodeKind']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['CodeRefusal']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CodeResultStatus'], ParentType, ContextType>;
};

export type ComboActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComboActivity'] = ResolversParentTypes['ComboActivity']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  includes?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  minAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  riders?: Resolver<Maybe<ResolversTypes['RiderRequirements']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentArticle'] = ResolversParentTypes['ContentArticle']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  __resolveType: TypeResolveFn<'BlockQuote' | 'Cta' | 'FAQs' | 'HtmlContent' | 'Image' | 'TwoColumn' | 'VenueHire', ParentType, ContextType>;
};

export type ContentBlockPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentBlockPage'] = ResolversParentTypes['ContentBlockPage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CtaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cta'] = ResolversParentTypes['Cta']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface CurrencyCodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CurrencyCode'], any> {
  name: 'CurrencyCode';
}

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EnquiryFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryForm'] = ResolversParentTypes['EnquiryForm']> = {
  maxGuests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messageMaxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recaptchaSiteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EnquiryOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryOutcome'] = ResolversParentTypes['EnquiryOutcome']> = {
  __resolveType: TypeResolveFn<'EnquiryProblem' | 'EnquirySent', ParentType, ContextType>;
};

export type EnquiryProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryProblem'] = ResolversParentTypes['EnquiryProblem']> = {
  code?: Resolver<ResolversTypes['EnquiryProblemCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldProblem']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EnquirySentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquirySent'] = ResolversParentTypes['EnquirySent']> = {
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FaqResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FAQ'] = ResolversParentTypes['FAQ']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaQsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FAQs'] = ResolversParentTypes['FAQs']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FAQ']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FieldProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldProblem'] = ResolversParentTypes['FieldProblem']> = {
  code?: Resolver<ResolversTypes['FieldProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['FormField'], ParentType, ContextType>;
};

export type FindMyBookingOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FindMyBookingOutcome'] = ResolversParentTypes['FindMyBookingOutcome']> = {
  __resolveType: TypeResolveFn<'FindMyBookingProblem' | 'FindMyBookingSent', ParentType, ContextType>;
};

export type FindMyBookingProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FindMyBookingProblem'] = ResolversParentTypes['FindMyBookingProblem']> = {
  code?: Resolver<ResolversTypes['FindMyBookingProblemCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldProblem']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FindMyBookingSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FindMyBookingSent'] = ResolversParentTypes['FindMyBookingSent']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GalleryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GalleryPage'] = ResolversParentTypes['GalleryPage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardBalance'] = ResolversParentTypes['GiftCardBalance']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardBalanceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardBalanceResult'] = ResolversParentTypes['GiftCardBalanceResult']> = {
  __resolveType: TypeResolveFn<'GiftCardBalance' | 'GiftCardProblem', ParentType, ContextType>;
};

export type GiftCardProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardProblem'] = ResolversParentTypes['GiftCardProblem']> = {
  code?: Resolver<ResolversTypes['GiftCardProblemCode'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftOptions'] = ResolversParentTypes['GiftOptions']> = {
  gateways?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  messageMaxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  presets?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type GiftPurchaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftPurchase'] = ResolversParentTypes['GiftPurchase']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maskedCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placedByThisVisitor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recipientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftPurchaseLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftPurchaseLookup'] = ResolversParentTypes['GiftPurchaseLookup']> = {
  __resolveType: TypeResolveFn<'GiftPurchase' | 'OrderProblem', ParentType, ContextType>;
};

export type GiftVouchersPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftVouchersPage'] = ResolversParentTypes['GiftVouchersPage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalHomePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalHomePage'] = ResolversParentTypes['GlobalHomePage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tiles?: Resolver<Array<ResolversTypes['Locale']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HomePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featuredActivities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HtmlContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HtmlContent'] = ResolversParentTypes['HtmlContent']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  square?: Resolver<ResolversTypes['SquareImage'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlFallback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvalidSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvalidSelection'] = ResolversParentTypes['InvalidSelection']> = {
  code?: Resolver<ResolversTypes['InvalidSelectionCode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface LanguageScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Language'], any> {
  name: 'Language';
}

export type LimitReachedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LimitReached'] = ResolversParentTypes['LimitReached']> = {
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CartLimitCode'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface LocalTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalTime'], any> {
  name: 'LocalTime';
}

export type LocaleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Locale'] = ResolversParentTypes['Locale']> = {
  bookingEmbedCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellationPolicy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enableProgressiveCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  externalBookingSiteURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebookCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  footerLinks?: Resolver<Array<ResolversTypes['PageLink']>, ParentType, ContextType>;
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
  longMenuTitleLanguage?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['PageLink']>, ParentType, ContextType>;
  moneyPattern?: Resolver<Maybe<ResolversTypes['MoneyPattern']>, ParentType, ContextType>;
  park?: Resolver<Maybe<ResolversTypes['Park']>, ParentType, ContextType>;
  progressiveCheckoutCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showTile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zhHant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyPatternResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneyPattern'] = ResolversParentTypes['MoneyPattern']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decimal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grouping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  negativePrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negativeSuffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryGrouping?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addMyGroupTickets?: Resolver<ResolversTypes['MyBookingChange'], ParentType, ContextType, RequireFields<MutationAddMyGroupTicketsArgs, 'expectedAmount' | 'idempotencyKey' | 'quantity' | 'sessionId' | 'token' | 'variationId'>>;
  addToCart?: Resolver<ResolversTypes['AddToCartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  cancelMyTickets?: Resolver<ResolversTypes['MyBookingChange'], ParentType, ContextType, RequireFields<MutationCancelMyTicketsArgs, 'idempotencyKey' | 'refundTo' | 'ticketCodes' | 'token'>>;
  cancelPayment?: Resolver<ResolversTypes['PaymentCheck'], ParentType, ContextType, RequireFields<MutationCancelPaymentArgs, 'token'>>;
  claimWaitingListOffer?: Resolver<ResolversTypes['WaitingListClaim'], ParentType, ContextType, RequireFields<MutationClaimWaitingListOfferArgs, 'tickets' | 'token'>>;
  confirmChargePayment?: Resolver<ResolversTypes['ChargePayment'], ParentType, ContextType, RequireFields<MutationConfirmChargePaymentArgs, 'token'>>;
  confirmPayment?: Resolver<ResolversTypes['PaymentCheck'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'token'>>;
  confirmReservation?: Resolver<ResolversTypes['ReservationConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmReservationArgs, 'token'>>;
  confirmWaitingList?: Resolver<ResolversTypes['WaitingListConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmWaitingListArgs, 'token'>>;
  createAndCompleteOrder?: Resolver<ResolversTypes['OrderOutcome'], ParentType, ContextType, RequireFields<MutationCreateAndCompleteOrderArgs, 'input'>>;
  emptyCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  findMyBooking?: Resolver<ResolversTypes['FindMyBookingOutcome'], ParentType, ContextType, RequireFields<MutationFindMyBookingArgs, 'email'>>;
  joinWaitingList?: Resolver<ResolversTypes['WaitingListAnswer'], ParentType, ContextType, RequireFields<MutationJoinWaitingListArgs, 'input'>>;
  makeRiderLink?: Resolver<ResolversTypes['RiderLinkAnswer'], ParentType, ContextType, RequireFields<MutationMakeRiderLinkArgs, 'bookingToken' | 'seat' | 'ticketCode'>>;
  purchaseGiftCard?: Resolver<ResolversTypes['OrderOutcome'], ParentType, ContextType, RequireFields<MutationPurchaseGiftCardArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'itemId'>>;
  rescheduleMyTickets?: Resolver<ResolversTypes['MyBookingChange'], ParentType, ContextType, RequireFields<MutationRescheduleMyTicketsArgs, 'expectedDifference' | 'idempotencyKey' | 'sessionId' | 'ticketCodes' | 'token'>>;
  saveRider?: Resolver<ResolversTypes['RiderChange'], ParentType, ContextType, RequireFields<MutationSaveRiderArgs, 'rider' | 'seat'>>;
  sendEnquiry?: Resolver<ResolversTypes['EnquiryOutcome'], ParentType, ContextType, RequireFields<MutationSendEnquiryArgs, 'input'>>;
  setCartItemAddOns?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSetCartItemAddOnsArgs, 'addOns' | 'itemId'>>;
  signRiderWaiver?: Resolver<ResolversTypes['RiderChange'], ParentType, ContextType, RequireFields<MutationSignRiderWaiverArgs, 'seat' | 'signing'>>;
  startChargePayment?: Resolver<ResolversTypes['ChargePayment'], ParentType, ContextType, RequireFields<MutationStartChargePaymentArgs, 'token'>>;
};

export type MyBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBooking'] = ResolversParentTypes['MyBooking']> = {
  differencesPaid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['MyGroup']>, ParentType, ContextType>;
  icsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  park?: Resolver<ResolversTypes['MyBookingPark'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['MyPayment']>, ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  policy?: Resolver<ResolversTypes['MyBookingPolicy'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['MyBookingSession']>, ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['MyTicket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MyBookingChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBookingChange'] = ResolversParentTypes['MyBookingChange']> = {
  giftCardMailedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paysBalance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['MyBookingChangeProblem']>, ParentType, ContextType>;
};

export type MyBookingLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBookingLookup'] = ResolversParentTypes['MyBookingLookup']> = {
  __resolveType: TypeResolveFn<'MyBooking' | 'MyBookingProblem', ParentType, ContextType>;
};

export type MyBookingParkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBookingPark'] = ResolversParentTypes['MyBookingPark']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyBookingPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBookingPolicy'] = ResolversParentTypes['MyBookingPolicy']> = {
  cancelHoursBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cheaperDifferenceTo?: Resolver<ResolversTypes['RefundTo'], ParentType, ContextType>;
  giftCardBonusPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundTo?: Resolver<Array<ResolversTypes['RefundTo']>, ParentType, ContextType>;
  rescheduleHoursBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MyBookingProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBookingProblem'] = ResolversParentTypes['MyBookingProblem']> = {
  code?: Resolver<ResolversTypes['MyBookingProblemCode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MyBookingSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBookingSession'] = ResolversParentTypes['MyBookingSession']> = {
  activity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
  googleCalendarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['MySession'], ParentType, ContextType>;
};

export type MyCancellationQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyCancellationQuote'] = ResolversParentTypes['MyCancellationQuote']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  differenceReturned?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  giftCardBonus?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  giftCardReturned?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MyChangeWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyChangeWindow'] = ResolversParentTypes['MyChangeWindow']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['SelfServiceRefusal']>, ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MyGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyGroup'] = ResolversParentTypes['MyGroup']> = {
  additions?: Resolver<Array<ResolversTypes['MyGroupAddition']>, ParentType, ContextType>;
  balanceDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balancePaid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  invoiceEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoicePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MyGroupAdditionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyGroupAddition'] = ResolversParentTypes['MyGroupAddition']> = {
  session?: Resolver<ResolversTypes['MySession'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Variation'], ParentType, ContextType>;
};

export type MyMoveOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyMoveOption'] = ResolversParentTypes['MyMoveOption']> = {
  priceDifference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['MySession'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MyPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyPayment'] = ResolversParentTypes['MyPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gatewayTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MyPaymentKind'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['MyPaymentMethod'], ParentType, ContextType>;
  payPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MyPaymentStatus'], ParentType, ContextType>;
};

export type MySessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MySession'] = ResolversParentTypes['MySession']> = {
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localTime?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MyTicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyTicket'] = ResolversParentTypes['MyTicket']> = {
  activity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
  cancel?: Resolver<ResolversTypes['MyChangeWindow'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qrImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reschedule?: Resolver<ResolversTypes['MyChangeWindow'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['MySession'], ParentType, ContextType>;
  typedText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Variation'], ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['MyTicketWallet']>, ParentType, ContextType>;
};

export type MyTicketWalletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyTicketWallet'] = ResolversParentTypes['MyTicketWallet']> = {
  applePassPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googlePassPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OpeningHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpeningHours'] = ResolversParentTypes['OpeningHours']> = {
  days?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  confirmationPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueOnArrival?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCard?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderKind'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineParts?: Resolver<Array<ResolversTypes['OrderLinePart']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  placedByThisVisitor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  activity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
  addOns?: Resolver<Array<ResolversTypes['CartAddOn']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['CartTicket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['Upgrade']>, ParentType, ContextType>;
};

export type OrderLinePartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLinePart'] = ResolversParentTypes['OrderLinePart']> = {
  activity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
  addOns?: Resolver<Array<ResolversTypes['CartAddOn']>, ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['CartTicket']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['Upgrade']>, ParentType, ContextType>;
};

export type OrderLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLookup'] = ResolversParentTypes['OrderLookup']> = {
  __resolveType: TypeResolveFn<'Order' | 'OrderProblem', ParentType, ContextType>;
};

export type OrderOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderOutcome'] = ResolversParentTypes['OrderOutcome']> = {
  __resolveType: TypeResolveFn<'CheckoutProblem' | 'OrderPlaced', ParentType, ContextType>;
};

export type OrderPlacedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPlaced'] = ResolversParentTypes['OrderPlaced']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['PaymentStep']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderProblem'] = ResolversParentTypes['OrderProblem']> = {
  code?: Resolver<ResolversTypes['OrderProblemCode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  __resolveType: TypeResolveFn<'AboutPage' | 'ContentArticle' | 'ContentBlockPage' | 'ContentPage' | 'GalleryPage' | 'GiftVouchersPage' | 'GlobalHomePage' | 'HistoryPage' | 'HomePage' | 'ParkInfoPage' | 'SiteMapPage' | 'ThingsToDoPage' | 'TimelinePage', ParentType, ContextType>;
};

export type PageLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageLink'] = ResolversParentTypes['PageLink']> = {
  menuTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
};

export type ParkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Park'] = ResolversParentTypes['Park']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ParkInfoPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParkInfoPage'] = ResolversParentTypes['ParkInfoPage']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gettingHere?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['OpeningHours']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentCheck'] = ResolversParentTypes['PaymentCheck']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType>;
};

export type PaymentEmbeddedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentEmbedded'] = ResolversParentTypes['PaymentEmbedded']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentGatewayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = {
  cardFeePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentGatewayType'], ParentType, ContextType>;
};

export type PaymentHostedFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentHostedFields'] = ResolversParentTypes['PaymentHostedFields']> = {
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentQrResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentQr'] = ResolversParentTypes['PaymentQr']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  qrContent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentRedirectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRedirect'] = ResolversParentTypes['PaymentRedirect']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentStep'] = ResolversParentTypes['PaymentStep']> = {
  __resolveType: TypeResolveFn<'PaymentEmbedded' | 'PaymentHostedFields' | 'PaymentQr' | 'PaymentRedirect', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  bookingRiders?: Resolver<ResolversTypes['BookingRidersLookup'], ParentType, ContextType, RequireFields<QueryBookingRidersArgs, 'token'>>;
  getActivities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  getActivity?: Resolver<Maybe<ResolversTypes['Activity']>, ParentType, ContextType, RequireFields<QueryGetActivityArgs, 'slug'>>;
  getAvailability?: Resolver<Array<ResolversTypes['AvailabilityDay']>, ParentType, ContextType, RequireFields<QueryGetAvailabilityArgs, 'from' | 'slug' | 'to'>>;
  getBookingConfirmation?: Resolver<ResolversTypes['OrderLookup'], ParentType, ContextType>;
  getCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  getCharge?: Resolver<Maybe<ResolversTypes['Charge']>, ParentType, ContextType, RequireFields<QueryGetChargeArgs, 'token'>>;
  getCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, Partial<QueryGetCheckoutArgs>>;
  getEnquiryForm?: Resolver<Maybe<ResolversTypes['EnquiryForm']>, ParentType, ContextType>;
  getGiftCardBalance?: Resolver<ResolversTypes['GiftCardBalanceResult'], ParentType, ContextType, RequireFields<QueryGetGiftCardBalanceArgs, 'code'>>;
  getGiftOptions?: Resolver<ResolversTypes['GiftOptions'], ParentType, ContextType>;
  getGiftPurchase?: Resolver<ResolversTypes['GiftPurchaseLookup'], ParentType, ContextType, RequireFields<QueryGetGiftPurchaseArgs, 'token'>>;
  getGiftPurchaseConfirmation?: Resolver<ResolversTypes['GiftPurchaseLookup'], ParentType, ContextType>;
  getLocale?: Resolver<Maybe<ResolversTypes['Locale']>, ParentType, ContextType, RequireFields<QueryGetLocaleArgs, 'domain'>>;
  getOrder?: Resolver<ResolversTypes['OrderLookup'], ParentType, ContextType, RequireFields<QueryGetOrderArgs, 'token'>>;
  getPage?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryGetPageArgs, 'path'>>;
  getPages?: Resolver<Array<ResolversTypes['PageLink']>, ParentType, ContextType>;
  getSessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType, RequireFields<QueryGetSessionsArgs, 'date' | 'slug'>>;
  getUpcomingSessions?: Resolver<ResolversTypes['UpcomingSessions'], ParentType, ContextType, RequireFields<QueryGetUpcomingSessionsArgs, 'slug'>>;
  getWaitingListOffer?: Resolver<ResolversTypes['WaitingListOffer'], ParentType, ContextType, RequireFields<QueryGetWaitingListOfferArgs, 'token'>>;
  myBooking?: Resolver<ResolversTypes['MyBookingLookup'], ParentType, ContextType, RequireFields<QueryMyBookingArgs, 'token'>>;
  myBookingMoveOptions?: Resolver<Array<ResolversTypes['MyMoveOption']>, ParentType, ContextType, RequireFields<QueryMyBookingMoveOptionsArgs, 'date' | 'ticketCodes' | 'token'>>;
  myCancellationQuote?: Resolver<ResolversTypes['MyCancellationQuote'], ParentType, ContextType, RequireFields<QueryMyCancellationQuoteArgs, 'ticketCodes' | 'token'>>;
  riderSeat?: Resolver<ResolversTypes['RiderSeatLookup'], ParentType, ContextType, RequireFields<QueryRiderSeatArgs, 'token'>>;
};

export type ReservationConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationConfirmation'] = ResolversParentTypes['ReservationConfirmation']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationConfirmationStatus'], ParentType, ContextType>;
};

export type RiderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rider'] = ResolversParentTypes['Rider']> = {
  answers?: Resolver<Array<ResolversTypes['RiderAnswer']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  heightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightKg?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RiderAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderAnswer'] = ResolversParentTypes['RiderAnswer']> = {
  answer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RiderChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderChange'] = ResolversParentTypes['RiderChange']> = {
  __resolveType: TypeResolveFn<'RiderChanged' | 'RiderRefused', ParentType, ContextType>;
};

export type RiderChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderChanged'] = ResolversParentTypes['RiderChanged']> = {
  seat?: Resolver<ResolversTypes['RiderSeat'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RiderDetailsAskedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderDetailsAsked'] = ResolversParentTypes['RiderDetailsAsked']> = {
  height?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['RiderQuestion']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RiderGroupProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderGroupProblem'] = ResolversParentTypes['RiderGroupProblem']> = {
  adultAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adultsNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childrenPerAdult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['RiderGroupProblemCode'], ParentType, ContextType>;
  underAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiderLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderLink'] = ResolversParentTypes['RiderLink']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RiderLinkAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderLinkAnswer'] = ResolversParentTypes['RiderLinkAnswer']> = {
  __resolveType: TypeResolveFn<'RiderLink' | 'RiderRefused', ParentType, ContextType>;
};

export type RiderLinkProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderLinkProblem'] = ResolversParentTypes['RiderLinkProblem']> = {
  code?: Resolver<ResolversTypes['RiderLinkProblemCode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RiderProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderProblem'] = ResolversParentTypes['RiderProblem']> = {
  code?: Resolver<ResolversTypes['RiderProblemCode'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RiderQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderQuestion'] = ResolversParentTypes['RiderQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiderRefusedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderRefused'] = ResolversParentTypes['RiderRefused']> = {
  code?: Resolver<ResolversTypes['RiderRefusalCode'], ParentType, ContextType>;
  groupProblems?: Resolver<Array<ResolversTypes['RiderGroupProblem']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  riderProblems?: Resolver<Array<ResolversTypes['RiderProblem']>, ParentType, ContextType>;
  signerProblems?: Resolver<Array<ResolversTypes['SignerProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RiderRequirementsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderRequirements'] = ResolversParentTypes['RiderRequirements']> = {
  accompanyingAdult?: Resolver<Maybe<ResolversTypes['AccompanyingAdultRule']>, ParentType, ContextType>;
  asks?: Resolver<ResolversTypes['RiderDetailsAsked'], ParentType, ContextType>;
  healthQuestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  maxAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxHeightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxWeightKg?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minHeightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waiver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RiderSeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderSeat'] = ResolversParentTypes['RiderSeat']> = {
  activity?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
  asks?: Resolver<ResolversTypes['RiderDetailsAsked'], ParentType, ContextType>;
  guardianSigns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['RiderProblem']>, ParentType, ContextType>;
  rider?: Resolver<Maybe<ResolversTypes['Rider']>, ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['MySession'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RiderSeatState'], ParentType, ContextType>;
  ticketCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Variation'], ParentType, ContextType>;
  waiver?: Resolver<ResolversTypes['WaiverState'], ParentType, ContextType>;
  waiverText?: Resolver<Maybe<ResolversTypes['RiderWaiverText']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RiderSeatLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderSeatLookup'] = ResolversParentTypes['RiderSeatLookup']> = {
  __resolveType: TypeResolveFn<'RiderLinkProblem' | 'RiderSeat', ParentType, ContextType>;
};

export type RiderWaiverTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderWaiverText'] = ResolversParentTypes['RiderWaiverText']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localTime?: Resolver<ResolversTypes['LocalTime'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['SessionPrice']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SessionPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionPrice'] = ResolversParentTypes['SessionPrice']> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SignerProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignerProblem'] = ResolversParentTypes['SignerProblem']> = {
  code?: Resolver<ResolversTypes['SignerProblemCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['SignerField'], ParentType, ContextType>;
};

export type SiteMapPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteMapPage'] = ResolversParentTypes['SiteMapPage']> = {
  activities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['PageLink']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SoldOutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SoldOut'] = ResolversParentTypes['SoldOut']> = {
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SquareImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SquareImage'] = ResolversParentTypes['SquareImage']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlFallback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThingsToDoPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThingsToDoPage'] = ResolversParentTypes['ThingsToDoPage']> = {
  activities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ThirdPartyActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThirdPartyActivity'] = ResolversParentTypes['ThirdPartyActivity']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  externalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TimelineEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineEvent'] = ResolversParentTypes['TimelineEvent']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelinePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelinePage'] = ResolversParentTypes['TimelinePage']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TwoColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoColumn'] = ResolversParentTypes['TwoColumn']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageSide?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpcomingSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpcomingSession'] = ResolversParentTypes['UpcomingSession']> = {
  availability?: Resolver<ResolversTypes['SessionAvailability'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UpcomingSessionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpcomingSessions'] = ResolversParentTypes['UpcomingSessions']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['UpcomingSession']>, ParentType, ContextType>;
};

export type UpgradeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Upgrade'] = ResolversParentTypes['Upgrade']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pricePerParticipant?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  participants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VenueHireResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VenueHire'] = ResolversParentTypes['VenueHire']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WaitingListAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingListAnswer'] = ResolversParentTypes['WaitingListAnswer']> = {
  ahead?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldProblem']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  places?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListJoinStatus'], ParentType, ContextType>;
};

export type WaitingListClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingListClaim'] = ResolversParentTypes['WaitingListClaim']> = {
  status?: Resolver<ResolversTypes['WaitingListClaimStatus'], ParentType, ContextType>;
};

export type WaitingListConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingListConfirmation'] = ResolversParentTypes['WaitingListConfirmation']> = {
  activitySlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  activityTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localTime?: Resolver<Maybe<ResolversTypes['LocalTime']>, ParentType, ContextType>;
  places?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListConfirmationStatus'], ParentType, ContextType>;
};

export type WaitingListOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingListOffer'] = ResolversParentTypes['WaitingListOffer']> = {
  activitySlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  activityTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  localDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localTime?: Resolver<Maybe<ResolversTypes['LocalTime']>, ParentType, ContextType>;
  places?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListOfferStatus'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['WaitingListTicket']>, ParentType, ContextType>;
};

export type WaitingListTicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingListTicket'] = ResolversParentTypes['WaitingListTicket']> = {
  participants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AboutPage?: AboutPageResolvers<ContextType>;
  AccompanyingAdultRule?: AccompanyingAdultRuleResolvers<ContextType>;
  Activity?: ActivityResolvers<ContextType>;
  AddOn?: AddOnResolvers<ContextType>;
  AddToCartResult?: AddToCartResultResolvers<ContextType>;
  AvailabilityDay?: AvailabilityDayResolvers<ContextType>;
  BlockQuote?: BlockQuoteResolvers<ContextType>;
  BookableActivity?: BookableActivityResolvers<ContextType>;
  BookingRiders?: BookingRidersResolvers<ContextType>;
  BookingRidersLookup?: BookingRidersLookupResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartAddOn?: CartAddOnResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartTicket?: CartTicketResolvers<ContextType>;
  CartUpdated?: CartUpdatedResolvers<ContextType>;
  Charge?: ChargeResolvers<ContextType>;
  ChargePayment?: ChargePaymentResolvers<ContextType>;
  ChargeTicket?: ChargeTicketResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutGroup?: CheckoutGroupResolvers<ContextType>;
  CheckoutProblem?: CheckoutProblemResolvers<ContextType>;
  CheckoutRiderGroupProblem?: CheckoutRiderGroupProblemResolvers<ContextType>;
  CheckoutRiderProblem?: CheckoutRiderProblemResolvers<ContextType>;
  CodeResult?: CodeResultResolvers<ContextType>;
  ComboActivity?: ComboActivityResolvers<ContextType>;
  ContentArticle?: ContentArticleResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  ContentBlockPage?: ContentBlockPageResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Cta?: CtaResolvers<ContextType>;
  CurrencyCode?: GraphQLScalarType;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  EnquiryForm?: EnquiryFormResolvers<ContextType>;
  EnquiryOutcome?: EnquiryOutcomeResolvers<ContextType>;
  EnquiryProblem?: EnquiryProblemResolvers<ContextType>;
  EnquirySent?: EnquirySentResolvers<ContextType>;
  FAQ?: FaqResolvers<ContextType>;
  FAQs?: FaQsResolvers<ContextType>;
  FieldProblem?: FieldProblemResolvers<ContextType>;
  FindMyBookingOutcome?: FindMyBookingOutcomeResolvers<ContextType>;
  FindMyBookingProblem?: FindMyBookingProblemResolvers<ContextType>;
  FindMyBookingSent?: FindMyBookingSentResolvers<ContextType>;
  GalleryPage?: GalleryPageResolvers<ContextType>;
  GiftCardBalance?: GiftCardBalanceResolvers<ContextType>;
  GiftCardBalanceResult?: GiftCardBalanceResultResolvers<ContextType>;
  GiftCardProblem?: GiftCardProblemResolvers<ContextType>;
  GiftOptions?: GiftOptionsResolvers<ContextType>;
  GiftPurchase?: GiftPurchaseResolvers<ContextType>;
  GiftPurchaseLookup?: GiftPurchaseLookupResolvers<ContextType>;
  GiftVouchersPage?: GiftVouchersPageResolvers<ContextType>;
  GlobalHomePage?: GlobalHomePageResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  HtmlContent?: HtmlContentResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InvalidSelection?: InvalidSelectionResolvers<ContextType>;
  Language?: GraphQLScalarType;
  LimitReached?: LimitReachedResolvers<ContextType>;
  LocalTime?: GraphQLScalarType;
  Locale?: LocaleResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MoneyPattern?: MoneyPatternResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyBooking?: MyBookingResolvers<ContextType>;
  MyBookingChange?: MyBookingChangeResolvers<ContextType>;
  MyBookingLookup?: MyBookingLookupResolvers<ContextType>;
  MyBookingPark?: MyBookingParkResolvers<ContextType>;
  MyBookingPolicy?: MyBookingPolicyResolvers<ContextType>;
  MyBookingProblem?: MyBookingProblemResolvers<ContextType>;
  MyBookingSession?: MyBookingSessionResolvers<ContextType>;
  MyCancellationQuote?: MyCancellationQuoteResolvers<ContextType>;
  MyChangeWindow?: MyChangeWindowResolvers<ContextType>;
  MyGroup?: MyGroupResolvers<ContextType>;
  MyGroupAddition?: MyGroupAdditionResolvers<ContextType>;
  MyMoveOption?: MyMoveOptionResolvers<ContextType>;
  MyPayment?: MyPaymentResolvers<ContextType>;
  MySession?: MySessionResolvers<ContextType>;
  MyTicket?: MyTicketResolvers<ContextType>;
  MyTicketWallet?: MyTicketWalletResolvers<ContextType>;
  OpeningHours?: OpeningHoursResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderLinePart?: OrderLinePartResolvers<ContextType>;
  OrderLookup?: OrderLookupResolvers<ContextType>;
  OrderOutcome?: OrderOutcomeResolvers<ContextType>;
  OrderPlaced?: OrderPlacedResolvers<ContextType>;
  OrderProblem?: OrderProblemResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageLink?: PageLinkResolvers<ContextType>;
  Park?: ParkResolvers<ContextType>;
  ParkInfoPage?: ParkInfoPageResolvers<ContextType>;
  PaymentCheck?: PaymentCheckResolvers<ContextType>;
  PaymentEmbedded?: PaymentEmbeddedResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  PaymentHostedFields?: PaymentHostedFieldsResolvers<ContextType>;
  PaymentQr?: PaymentQrResolvers<ContextType>;
  PaymentRedirect?: PaymentRedirectResolvers<ContextType>;
  PaymentStep?: PaymentStepResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReservationConfirmation?: ReservationConfirmationResolvers<ContextType>;
  Rider?: RiderResolvers<ContextType>;
  RiderAnswer?: RiderAnswerResolvers<ContextType>;
  RiderChange?: RiderChangeResolvers<ContextType>;
  RiderChanged?: RiderChangedResolvers<ContextType>;
  RiderDetailsAsked?: RiderDetailsAskedResolvers<ContextType>;
  RiderGroupProblem?: RiderGroupProblemResolvers<ContextType>;
  RiderLink?: RiderLinkResolvers<ContextType>;
  RiderLinkAnswer?: RiderLinkAnswerResolvers<ContextType>;
  RiderLinkProblem?: RiderLinkProblemResolvers<ContextType>;
  RiderProblem?: RiderProblemResolvers<ContextType>;
  RiderQuestion?: RiderQuestionResolvers<ContextType>;
  RiderRefused?: RiderRefusedResolvers<ContextType>;
  RiderRequirements?: RiderRequirementsResolvers<ContextType>;
  RiderSeat?: RiderSeatResolvers<ContextType>;
  RiderSeatLookup?: RiderSeatLookupResolvers<ContextType>;
  RiderWaiverText?: RiderWaiverTextResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionPrice?: SessionPriceResolvers<ContextType>;
  SignerProblem?: SignerProblemResolvers<ContextType>;
  SiteMapPage?: SiteMapPageResolvers<ContextType>;
  SoldOut?: SoldOutResolvers<ContextType>;
  SquareImage?: SquareImageResolvers<ContextType>;
  ThingsToDoPage?: ThingsToDoPageResolvers<ContextType>;
  ThirdPartyActivity?: ThirdPartyActivityResolvers<ContextType>;
  TimelineEvent?: TimelineEventResolvers<ContextType>;
  TimelinePage?: TimelinePageResolvers<ContextType>;
  TwoColumn?: TwoColumnResolvers<ContextType>;
  UpcomingSession?: UpcomingSessionResolvers<ContextType>;
  UpcomingSessions?: UpcomingSessionsResolvers<ContextType>;
  Upgrade?: UpgradeResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VenueHire?: VenueHireResolvers<ContextType>;
  WaitingListAnswer?: WaitingListAnswerResolvers<ContextType>;
  WaitingListClaim?: WaitingListClaimResolvers<ContextType>;
  WaitingListConfirmation?: WaitingListConfirmationResolvers<ContextType>;
  WaitingListOffer?: WaitingListOfferResolvers<ContextType>;
  WaitingListTicket?: WaitingListTicketResolvers<ContextType>;
};

