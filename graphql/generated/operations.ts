/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AddOnInput = {
  addOnId: string | number;
  quantity: number;
};

export type AddToCartInput = {
  activitySlug: string;
  addOns?: Array<AddOnInput> | null | undefined;
  sessionId: string | number;
  tickets: Array<TicketInput>;
  upgradeId?: string | number | null | undefined;
};

/** How a visitor arrived. Only whether an ad click id was present is sent, never the id. */
export type AttributionInput = {
  deviceClass: DeviceClass;
  hadFbclid: boolean;
  hadGclid: boolean;
  /** The landing page's path, without its query string. */
  landingPath?: string | null | undefined;
  /** The referring page's host only. */
  referrerHost?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

/** DAY_TRADE: Day Trade (business hours); EXCLUSIVE: Exclusive (including after hours). */
export type BookingType =
  | 'DAY_TRADE'
  | 'EXCLUSIVE';

export type CartLimitCode =
  /** The visitor's address would hold more places, across all its carts, than one address may. */
  | 'ADDRESS_FULL'
  /** The cart would hold more places than one cart may. */
  | 'CART_FULL'
  /** Too many adds from this visitor or address in a short time. */
  | 'TOO_MANY_ATTEMPTS';

/** What a charge is owed for. */
export type ChargeKind =
  /** A group booking's balance, due by its day (lib/domain/group-booking.ts). */
  | 'groupBalance'
  /** The difference of a move to a dearer session. */
  | 'move';

/** A charge's life: the difference of a move to a dearer session. Lower-case: the order_charges table's values. */
export type ChargeStatus =
  /** The booking's tickets were all cancelled since, or a cheaper move offset it: nothing is owed. */
  | 'cancelled'
  | 'due'
  | 'paid'
  /** Paid, then the tickets it moved were cancelled: the payment went back. */
  | 'refunded';

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

/** A person of a cart item and who rides as them. */
export type CheckoutRiderInput = {
  /** The cart item (CartItem.id). */
  cartItemId: string | number;
  /**
   * The person, from 0 to the item's people − 1, counted over its tickets in the order the cart gives them,
   * each ticket carrying its type's participants (a family pass of 4 is persons 0 to 3).
   */
  person: number;
  rider: RiderInput;
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

export type CodeResultStatus =
  /** 'Code applied successfully!' */
  | 'APPLIED'
  /** 'Invalid code' */
  | 'INVALID'
  /** Too many failed tries: see retryAfterSeconds. */
  | 'RATE_LIMITED';

export type CustomerInput = {
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
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

/** The class of device a visit came from (lib/domain/attribution.ts deviceClass). */
export type DeviceClass =
  | 'desktop'
  | 'phone'
  | 'tablet';

export type EnquiryInput = {
  bookingType: BookingType;
  email: string;
  functionType: FunctionType;
  guests: number;
  /** A uuid the client makes once per filled-in form: sending it again stores and mails nothing twice. */
  idempotencyKey: string;
  message?: string | null | undefined;
  mobilePhone: string;
  name: string;
  /** The preferred date at the park, YYYY-MM-DD. */
  preferredDate: string;
  /** The reCAPTCHA v3 token for the action venue_hire_enquiry, when the form has a site key. */
  recaptchaToken?: string | null | undefined;
  /** The honeypot: a field people never see. Anything in it marks the sender as a bot. */
  website?: string | null | undefined;
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

export type FindMyBookingProblemCode =
  /** The email or booking ID is not valid: see fields. */
  | 'INVALID_DETAILS'
  /** Too many requests for this address, or from this network: try again after retryAfterSeconds. */
  | 'RATE_LIMITED';

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

export type GiftCardProblemCode =
  /** 'This gift card does not exist' */
  | 'NOT_FOUND'
  /** Too many failed look-ups: try again after retryAfterSeconds. */
  | 'RATE_LIMITED'
  /** Staff voided this card: it can no longer be spent. */
  | 'VOIDED';

export type GiftPurchaseInput = {
  acceptTerms: boolean;
  /** Minor units of the locale's currency. */
  amount: number;
  /** How the visit arrived, as the order's (OrderInput.attribution): checked on the server, refused whole when not right. */
  attribution?: AttributionInput | null | undefined;
  gatewayId?: string | number | null | undefined;
  idempotencyKey: string;
  message?: string | null | undefined;
  recipientEmail: string;
  recipientName: string;
  senderEmail: string;
  senderFirstName: string;
  senderLastName: string;
};

/** The school or company booking as a group, and the address its invoice goes to. */
export type GroupDetailsInput = {
  invoiceEmail: string;
  organisation: string;
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
  email: string;
  places: number;
  sessionId: string | number;
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

export type MyBookingProblemCode =
  /** The link is ours but has expired: ask for a new one (Find my booking). */
  | 'LINK_EXPIRED'
  /** The link is not one of ours, or was altered. */
  | 'NOT_FOUND';

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

export type OrderInput = {
  acceptTerms: boolean;
  /**
   * How the visitor arrived, captured on the visit's landing page and kept in its sessionStorage
   * (lib/domain/attribution.ts). Optional; a value over its cap or a landing path that is not a bare path is
   * INVALID_DETAILS. Stored on the order for the staff order page; never read for money.
   */
  attribution?: AttributionInput | null | undefined;
  code?: string | null | undefined;
  customer: CustomerInput;
  gatewayId?: string | number | null | undefined;
  /**
   * A group booking's organiser (lib/domain/group-booking.ts): asked when the cart is a group (Checkout.group),
   * else ignored. Missing or wrong: INVALID_DETAILS with its fields.
   */
  group?: GroupDetailsInput | null | undefined;
  /** A uuid the client makes once per Pay now, and keeps for the retries of that attempt. */
  idempotencyKey: string;
  /**
   * Riders the buyer names now, optional (they may be named later from My booking or by their own links):
   * each must fit their ride or nothing is sold (RIDER_REFUSED). At most 100; more, a person named twice or
   * one the cart item does not have, or an item whose activity asks no riders, is INVALID_DETAILS.
   */
  riders?: Array<CheckoutRiderInput> | null | undefined;
  /**
   * The origin of the page the park's booking widget is embedded in (https://partner.example), when the order
   * is placed in the widget (docs/widget.md). The order records the widget as its channel, and this origin as
   * its source, only when the park lists the origin (parks.widget_origins); otherwise the park's own site.
   */
  widgetOrigin?: string | null | undefined;
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

/** Where a cancellation's (or a cheaper move's) money goes. */
export type RefundTo =
  /** Onto a new gift card (with the park's bonus, if any). */
  | 'gift_card'
  /** Back to the payment it came from (through its gateway, or at the desk for a desk payment). */
  | 'original';

export type ReservationConfirmationStatus =
  /** Confirmed before (a second click): nothing changed. */
  | 'ALREADY_CONFIRMED'
  /** The places are kept: the visitor pays at reception on the day. */
  | 'CONFIRMED'
  /** Not confirmed in time: the places were released. */
  | 'EXPIRED'
  /** No reservation has this link. */
  | 'UNKNOWN';

export type RiderAnswerInput = {
  answer: boolean;
  question: string | number;
};

export type RiderGroupProblemCode =
  | 'adultNeeded';

/** A rider's details: height (cm), weight (kg) and answers only where the activity asks them; others are dropped. */
export type RiderInput = {
  answers?: Array<RiderAnswerInput> | null | undefined;
  dateOfBirth: string;
  heightCm?: number | null | undefined;
  name: string;
  weightKg?: number | null | undefined;
};

export type RiderLinkProblemCode =
  | 'LINK_EXPIRED'
  | 'NOT_FOUND';

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

/**
 * A seat as its holder knows it: by the booking's My booking link with the ticket's code and the seat's
 * number, or by the rider's personal link alone (the others then unused).
 */
export type RiderSeatKey = {
  bookingToken?: string | null | undefined;
  riderToken?: string | null | undefined;
  seat?: number | null | undefined;
  ticketCode?: string | null | undefined;
};

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

export type SelfServiceRefusal =
  | 'cancelled'
  /** A dearer move's difference is still to pay: pay it (the booking's payments list its link), then move again. */
  | 'chargeDue'
  | 'checkedIn'
  | 'notOffered'
  | 'started'
  | 'tooLate';

/** A session's places as the booking calendar says them (lib/domain/availability.ts sessionStatus). */
export type SessionAvailability =
  | 'AVAILABLE'
  /** Closed by the park (weather, maintenance): nothing can be booked. */
  | 'CLOSED'
  /** Under a fifth of its places remain. */
  | 'LIMITED'
  | 'SOLD_OUT';

export type SignerField =
  | 'drawing'
  | 'email'
  | 'guardianRelationship'
  | 'name';

export type SignerProblemCode =
  | 'invalid'
  | 'missing'
  | 'tooLong';

export type TicketInput = {
  quantity: number;
  variationId: string | number;
};

export type WaitingListClaimStatus =
  | 'ALREADY_CLAIMED'
  /** In the cart: go to checkout. */
  | 'CLAIMED'
  | 'EXPIRED'
  /** The tickets chosen take no place, or more than are held. */
  | 'INVALID_TICKETS'
  | 'UNKNOWN';

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

export type WaitingListOfferStatus =
  /** Already put in a cart through this link. */
  | 'CLAIMED'
  /** Not taken in time: the places went to the next in line. */
  | 'EXPIRED'
  /** Held for the visitor until expiresAt: the page's button books them. */
  | 'OFFERED'
  | 'UNKNOWN';

/** Who signs: the typed full name always; a drawing only as well, never instead. */
export type WaiverSigningInput = {
  /** The drawn signature as SVG path data ('M x y L x y …'), when drawn. */
  drawing?: string | null | undefined;
  /** Where the signed copy (a PDF) is mailed. */
  email: string;
  /** A parent or guardian signing for a rider under 18: who they are to the rider. */
  guardianRelationship?: string | null | undefined;
  signerName: string;
  /** The waiver text version read (RiderWaiverText.id). */
  waiverTextId: string | number;
};

/** Whether a rider must sign the activity's waiver, and has: missing also when their details changed since. */
export type WaiverState =
  | 'missing'
  | 'notAsked'
  | 'signed';

type ActivityCardFields_BookableActivity_Fragment = { __typename: 'BookableActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null };

type ActivityCardFields_ComboActivity_Fragment = { __typename: 'ComboActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null };

type ActivityCardFields_ThirdPartyActivity_Fragment = { __typename: 'ThirdPartyActivity', externalUrl: string, partnerName: string, id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null };

export type ActivityCardFieldsFragment =
  | ActivityCardFields_BookableActivity_Fragment
  | ActivityCardFields_ComboActivity_Fragment
  | ActivityCardFields_ThirdPartyActivity_Fragment
;

export type AddMyGroupTicketsMutationVariables = Exact<{
  token: string;
  sessionId: string | number;
  variationId: string | number;
  quantity: number;
  expectedAmount: number;
  idempotencyKey: string;
}>;


export type AddMyGroupTicketsMutation = { addMyGroupTickets: { problem: MyBookingChangeProblem | null, payPath: string | null, paysBalance: boolean, giftCardMailedTo: string | null } };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart:
    | { __typename: 'CartUpdated', cart: { id: string | null, total: { amount: number, currency: string }, items: Array<{ id: string, holdExpiresAt: string | null, total: { amount: number, currency: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
            | { id: string, slug: string, title: string }
            | { id: string, slug: string, title: string }
            | { id: string, slug: string, title: string }
          , tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null }> } }
    | { __typename: 'InvalidSelection', code: InvalidSelectionCode }
    | { __typename: 'LimitReached', reason: CartLimitCode, limit: number | null, retryAfterSeconds: number | null }
    | { __typename: 'SoldOut', remaining: number }
   };

type BlockFields_BlockQuote_Fragment = { __typename: 'BlockQuote', quote: string, attribution: string };

type BlockFields_Cta_Fragment = { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null };

type BlockFields_FaQs_Fragment = { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> };

type BlockFields_HtmlContent_Fragment = { __typename: 'HtmlContent', html: string };

type BlockFields_Image_Fragment = { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } };

type BlockFields_TwoColumn_Fragment = { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null };

type BlockFields_VenueHire_Fragment = { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null };

export type BlockFieldsFragment =
  | BlockFields_BlockQuote_Fragment
  | BlockFields_Cta_Fragment
  | BlockFields_FaQs_Fragment
  | BlockFields_HtmlContent_Fragment
  | BlockFields_Image_Fragment
  | BlockFields_TwoColumn_Fragment
  | BlockFields_VenueHire_Fragment
;

export type CancelMyTicketsMutationVariables = Exact<{
  token: string;
  ticketCodes: Array<string> | string;
  refundTo: RefundTo;
  idempotencyKey: string;
}>;


export type CancelMyTicketsMutation = { cancelMyTickets: { problem: MyBookingChangeProblem | null, payPath: string | null, paysBalance: boolean, giftCardMailedTo: string | null } };

export type CancelPaymentMutationVariables = Exact<{
  token: string;
}>;


export type CancelPaymentMutation = { cancelPayment: { outcome: PaymentOutcome, order: { token: string, status: OrderStatus, confirmationPath: string } | null } };

export type CartFieldsFragment = { id: string | null, total: { amount: number, currency: string }, items: Array<{ id: string, holdExpiresAt: string | null, total: { amount: number, currency: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
      | { id: string, slug: string, title: string }
      | { id: string, slug: string, title: string }
      | { id: string, slug: string, title: string }
    , tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null }> };

export type ChargeFieldsFragment = { token: string, kind: ChargeKind, status: ChargeStatus, bookingId: string, myBookingPath: string, payAtDesk: boolean, paidAt: string | null, amount: { amount: number, currency: string }, gateway: { id: string, type: PaymentGatewayType, title: string } | null, tickets: Array<{ activityTitle: string, variationTitle: string, startsAt: string, when: string, previously: string | null }> };

export type ChargePaymentFieldsFragment = { outcome: PaymentOutcome, charge: { token: string, kind: ChargeKind, status: ChargeStatus, bookingId: string, myBookingPath: string, payAtDesk: boolean, paidAt: string | null, amount: { amount: number, currency: string }, gateway: { id: string, type: PaymentGatewayType, title: string } | null, tickets: Array<{ activityTitle: string, variationTitle: string, startsAt: string, when: string, previously: string | null }> } | null, payment:
    | { __typename: 'PaymentEmbedded', url: string }
    | { __typename: 'PaymentHostedFields', sessionId: string, scriptUrl: string }
    | { __typename: 'PaymentQr', qrSvg: string, qrContent: string, expiresAt: string }
    | { __typename: 'PaymentRedirect', url: string }
   | null };

export type CheckoutRiderAsksFieldsFragment = { asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> } };

export type ClaimWaitingListOfferMutationVariables = Exact<{
  token: string;
  tickets: Array<TicketInput> | TicketInput;
}>;


export type ClaimWaitingListOfferMutation = { claimWaitingListOffer: { status: WaitingListClaimStatus } };

export type ConfirmChargePaymentMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmChargePaymentMutation = { confirmChargePayment: { outcome: PaymentOutcome, charge: { token: string, kind: ChargeKind, status: ChargeStatus, bookingId: string, myBookingPath: string, payAtDesk: boolean, paidAt: string | null, amount: { amount: number, currency: string }, gateway: { id: string, type: PaymentGatewayType, title: string } | null, tickets: Array<{ activityTitle: string, variationTitle: string, startsAt: string, when: string, previously: string | null }> } | null, payment:
      | { __typename: 'PaymentEmbedded', url: string }
      | { __typename: 'PaymentHostedFields', sessionId: string, scriptUrl: string }
      | { __typename: 'PaymentQr', qrSvg: string, qrContent: string, expiresAt: string }
      | { __typename: 'PaymentRedirect', url: string }
     | null } };

export type ConfirmPaymentMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { outcome: PaymentOutcome, order: { token: string, status: OrderStatus, confirmationPath: string } | null } };

export type ConfirmReservationMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmReservationMutation = { confirmReservation: { status: ReservationConfirmationStatus, order: { token: string, bookingId: string, status: OrderStatus, email: string, confirmationPath: string, dueOnArrival: { amount: number, currency: string } | null } | null } };

export type ConfirmWaitingListMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmWaitingListMutation = { confirmWaitingList: { status: WaitingListConfirmationStatus, position: number | null, places: number | null, activityTitle: string | null, activitySlug: string | null, localTime: string | null, localDay: string | null } };

export type CreateAndCompleteOrderMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CreateAndCompleteOrderMutation = { createAndCompleteOrder:
    | { __typename: 'CheckoutProblem', code: CheckoutProblemCode, fields: Array<{ field: FormField, code: FieldProblemCode }>, riders: Array<{ cartItemId: string, person: number, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }> }>, riderGroups: Array<{ cartItemId: string, problems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }> }> }
    | { __typename: 'OrderPlaced', outcome: PaymentOutcome, order: { token: string, bookingId: string, status: OrderStatus, confirmationPath: string }, payment:
        | { __typename: 'PaymentEmbedded', url: string }
        | { __typename: 'PaymentHostedFields', sessionId: string, scriptUrl: string }
        | { __typename: 'PaymentQr', qrSvg: string, qrContent: string, expiresAt: string }
        | { __typename: 'PaymentRedirect', url: string }
       | null }
   };

export type EmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyCartMutation = { emptyCart: { id: string | null, total: { amount: number, currency: string }, items: Array<{ id: string, holdExpiresAt: string | null, total: { amount: number, currency: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
      , tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null }> } };

export type FindMyBookingMutationVariables = Exact<{
  email: string;
  bookingId?: string | null | undefined;
}>;


export type FindMyBookingMutation = { findMyBooking:
    | { __typename: 'FindMyBookingProblem', code: FindMyBookingProblemCode, retryAfterSeconds: number | null, fields: Array<{ field: FormField, code: FieldProblemCode }> }
    | { __typename: 'FindMyBookingSent', sent: boolean }
   };

export type GetActivitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetActivitiesQuery = { getActivities: Array<
    | { __typename: 'BookableActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
    | { __typename: 'ComboActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
    | { __typename: 'ThirdPartyActivity', externalUrl: string, partnerName: string, id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
  > };

export type GetActivityQueryVariables = Exact<{
  slug: string;
}>;


export type GetActivityQuery = { getActivity:
    | { __typename: 'BookableActivity', durationMinutes: number | null, minAge: number | null, description: string, highlights: Array<string>, id: string, slug: string, title: string, summary: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null, variations: Array<{ id: string, title: string, participants: number, price: { amount: number, currency: string } }>, addOns: Array<{ id: string, title: string, description: string, perParticipant: boolean, price: { amount: number, currency: string } }>, upgrades: Array<{ id: string, title: string, description: string, pricePerParticipant: { amount: number, currency: string } }>, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
    | { __typename: 'ComboActivity', durationMinutes: number | null, minAge: number | null, description: string, highlights: Array<string>, id: string, slug: string, title: string, summary: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null, variations: Array<{ id: string, title: string, participants: number, price: { amount: number, currency: string } }>, includes: Array<
        | { __typename: 'BookableActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ComboActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ThirdPartyActivity', externalUrl: string, partnerName: string, id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
      >, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
    | { __typename: 'ThirdPartyActivity', durationMinutes: number | null, description: string, highlights: Array<string>, externalUrl: string, partnerName: string, id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
   | null };

export type RiderRequirementsFieldsFragment = { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null };

export type GetAvailabilityQueryVariables = Exact<{
  slug: string;
  from: string;
  to: string;
}>;


export type GetAvailabilityQuery = { getAvailability: Array<{ date: string, status: DayStatus, lowestPrice: { amount: number, currency: string } | null }> };

export type GetBookingConfirmationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBookingConfirmationQuery = { getBookingConfirmation:
    | { __typename: 'Order', bookingId: string, placedByThisVisitor: boolean, status: OrderStatus, email: string, firstName: string, lastName: string, lines: Array<{ id: string, activity:
          | { id: string, title: string }
          | { id: string, title: string }
          | { id: string, title: string }
        , session: { id: string, startsAt: string, localTime: string, localDay: string, prices: Array<{ variationId: string, price: { amount: number, currency: string } }> }, tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number, price: { amount: number, currency: string } } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string, perParticipant: boolean, price: { amount: number, currency: string } } }>, upgrade: { id: string, title: string, pricePerParticipant: { amount: number, currency: string } } | null, total: { amount: number, currency: string } }>, lineParts: Array<{ id: string, cancelled: boolean, activity:
          | { id: string, title: string }
          | { id: string, title: string }
          | { id: string, title: string }
        , session: { id: string, startsAt: string, localTime: string, localDay: string }, tickets: Array<{ quantity: number, variation: { id: string, title: string } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null, total: { amount: number, currency: string } | null }>, subtotal: { amount: number, currency: string }, discount: { amount: number, currency: string }, giftCard: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string }, dueOnArrival: { amount: number, currency: string } | null }
    | { __typename: 'OrderProblem', code: OrderProblemCode }
   };

export type GetBookingRidersQueryVariables = Exact<{
  token: string;
}>;


export type GetBookingRidersQuery = { bookingRiders:
    | { __typename: 'BookingRiders', email: string, seats: Array<{ ticketCode: string, seat: number, state: RiderSeatState, waiver: WaiverState, guardianSigns: boolean, open: boolean, activity:
          | { id: string, title: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null }
          | { id: string, title: string }
          | { id: string, title: string }
        , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, rider: { name: string, dateOfBirth: string, heightCm: number | null, weightKg: number | null, answers: Array<{ question: string, answer: boolean }> } | null, asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> }, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, waiverText: { id: string, title: string, body: string, version: number, language: 'en' | 'zh-Hant' } | null }> }
    | { __typename: 'RiderLinkProblem', code: RiderLinkProblemCode }
   };

export type GetCartQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartQuery = { getCart: { id: string | null, total: { amount: number, currency: string }, items: Array<{ id: string, holdExpiresAt: string | null, total: { amount: number, currency: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
      , tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null }> } };

export type GetChargeQueryVariables = Exact<{
  token: string;
}>;


export type GetChargeQuery = { getCharge: { token: string, kind: ChargeKind, status: ChargeStatus, bookingId: string, myBookingPath: string, payAtDesk: boolean, paidAt: string | null, amount: { amount: number, currency: string }, gateway: { id: string, type: PaymentGatewayType, title: string } | null, tickets: Array<{ activityTitle: string, variationTitle: string, startsAt: string, when: string, previously: string | null }> } | null };

export type GetCheckoutQueryVariables = Exact<{
  code?: string | null | undefined;
  gatewayId?: string | number | null | undefined;
}>;


export type GetCheckoutQuery = { getCheckout: { cart: { id: string | null, items: Array<{ id: string, holdExpiresAt: string | null, activity:
          | { __typename: 'BookableActivity', id: string, slug: string, title: string, riders: { asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> } } | null, addOns: Array<{ id: string, title: string, description: string, perParticipant: boolean, price: { amount: number, currency: string } }> }
          | { __typename: 'ComboActivity', id: string, slug: string, title: string, riders: { asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> } } | null }
          | { __typename: 'ThirdPartyActivity', id: string, slug: string, title: string }
        , total: { amount: number, currency: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null }>, total: { amount: number, currency: string } }, gateways: Array<{ id: string, type: PaymentGatewayType, title: string, description: string, cardFeePercent: number }>, code: { code: string, status: CodeResultStatus, kind: CodeKind | null, retryAfterSeconds: number | null, reason: CodeRefusal | null } | null, subtotal: { amount: number, currency: string }, discount: { amount: number, currency: string }, giftCard: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string }, group: { people: number, dueOn: string, deposit: { amount: number, currency: string }, balance: { amount: number, currency: string } } | null } };

export type GetEnquiryFormQueryVariables = Exact<{ [key: string]: never; }>;


export type GetEnquiryFormQuery = { getEnquiryForm: { recaptchaSiteKey: string | null, messageMaxLength: number, maxGuests: number } | null };

export type GetGiftCardBalanceQueryVariables = Exact<{
  code: string;
}>;


export type GetGiftCardBalanceQuery = { getGiftCardBalance:
    | { __typename: 'GiftCardBalance', cardCode: string, balance: { amount: number, currency: string }, value: { amount: number, currency: string } }
    | { __typename: 'GiftCardProblem', code: GiftCardProblemCode, retryAfterSeconds: number | null }
   };

export type GetGiftOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGiftOptionsQuery = { getGiftOptions: { messageMaxLength: number, presets: Array<{ amount: number, currency: string }>, min: { amount: number, currency: string }, max: { amount: number, currency: string }, gateways: Array<{ id: string, type: PaymentGatewayType, title: string, description: string, cardFeePercent: number }> } };

export type GetGiftPurchaseConfirmationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGiftPurchaseConfirmationQuery = { getGiftPurchaseConfirmation:
    | { __typename: 'GiftPurchase', bookingId: string, placedByThisVisitor: boolean, maskedCode: string, senderName: string, senderEmail: string, recipientName: string, recipientEmail: string, message: string | null, amount: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string } }
    | { __typename: 'OrderProblem', code: OrderProblemCode }
   };

export type GetGiftPurchaseQueryVariables = Exact<{
  token: string;
}>;


export type GetGiftPurchaseQuery = { getGiftPurchase:
    | { __typename: 'GiftPurchase', bookingId: string, placedByThisVisitor: boolean, maskedCode: string, senderName: string, senderEmail: string, recipientName: string, recipientEmail: string, message: string | null, amount: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string } }
    | { __typename: 'OrderProblem', code: OrderProblemCode }
   };

export type GetLocaleQueryVariables = Exact<{
  domain: string;
}>;


export type GetLocaleQuery = { getLocale: { id: string, title: string, showTile: boolean, longMenuTitle: string, longMenuTitleLanguage: 'en' | 'zh-Hant', locale: string, domain: string, hrefLang: string, timeZone: string, currency: string, googleAnalyticsCode: Array<string>, googleTagManagerCode: Array<string>, hubspotCode: Array<string>, facebookCode: Array<string>, bookingEnabled: boolean, bookingEmbedCode: string | null, enableProgressiveCheckout: boolean, progressiveCheckoutCode: string | null, externalBookingSiteURL: string | null, cancellationPolicy: string | null, demo: boolean, moneyPattern: { currency: string, digits: number, prefix: string, suffix: string, negativePrefix: string, negativeSuffix: string, group: string, grouping: number, secondaryGrouping: number, decimal: string } | null, park: { id: string, name: string } | null, checkoutImage: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, imageMobile: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, menu: Array<{ path: string, menuTitle: string }>, footerLinks: Array<{ path: string, menuTitle: string }>, locales: Array<{ id: string, title: string, longMenuTitle: string, longMenuTitleLanguage: 'en' | 'zh-Hant', locale: string, domain: string, hrefLang: string, park: { id: string } | null }> } | null };

export type GetMyBookingQueryVariables = Exact<{
  token: string;
}>;


export type GetMyBookingQuery = { myBooking:
    | { __typename: 'MyBooking', linkExpiresAt: string, pdfPath: string, icsPath: string, order: { bookingId: string, status: OrderStatus, lineParts: Array<{ id: string, cancelled: boolean, activity:
            | { id: string, title: string }
            | { id: string, title: string }
            | { id: string, title: string }
          , session: { id: string, startsAt: string, localTime: string, localDay: string }, tickets: Array<{ quantity: number, variation: { id: string, title: string } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null, total: { amount: number, currency: string } | null }>, discount: { amount: number, currency: string }, giftCard: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string }, dueOnArrival: { amount: number, currency: string } | null }, differencesPaid: { amount: number, currency: string }, total: { amount: number, currency: string }, park: { name: string, address: string | null, mapUrl: string | null, timeZone: string, contactPath: string }, tickets: Array<{ code: string, qrText: string, typedText: string, qrImage: string, people: number, cancelled: boolean, checkedIn: boolean, closed: boolean, activity:
          | { id: string, slug: string, title: string, riders: { waiver: boolean } | null }
          | { id: string, slug: string, title: string }
          | { id: string, slug: string, title: string }
        , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, wallet: { applePassPath: string | null, googlePassPath: string | null, demo: boolean } | null, reschedule: { allowed: boolean, until: string | null, refusal: SelfServiceRefusal | null }, cancel: { allowed: boolean, until: string | null, refusal: SelfServiceRefusal | null } }>, sessions: Array<{ googleCalendarUrl: string, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
          | { id: string, title: string }
          | { id: string, title: string }
          | { id: string, title: string }
         }>, payments: Array<{ kind: MyPaymentKind, at: string, method: MyPaymentMethod, gatewayTitle: string | null, status: MyPaymentStatus, payPath: string | null, amount: { amount: number, currency: string } }>, policy: { rescheduleHoursBefore: number | null, cancelHoursBefore: number | null, refundTo: Array<RefundTo>, giftCardBonusPercent: number, cheaperDifferenceTo: RefundTo }, group: { organisation: string, invoiceEmail: string, people: number, dueOn: string, payPath: string | null, invoicePath: string | null, room: number, deposit: { amount: number, currency: string }, balanceDue: { amount: number, currency: string }, balancePaid: { amount: number, currency: string }, additions: Array<{ session: { id: string, startsAt: string, localTime: string, localDay: string }, variation: { id: string, title: string, participants: number }, unitPrice: { amount: number, currency: string } }> } | null }
    | { __typename: 'MyBookingProblem', code: MyBookingProblemCode }
   };

export type GetMyCancellationQuoteQueryVariables = Exact<{
  token: string;
  ticketCodes: Array<string> | string;
}>;


export type GetMyCancellationQuoteQuery = { myCancellationQuote: { amount: { amount: number, currency: string }, giftCardReturned: { amount: number, currency: string }, giftCardBonus: { amount: number, currency: string }, differenceReturned: { amount: number, currency: string } } };

export type GetMyMoveOptionsQueryVariables = Exact<{
  token: string;
  ticketCodes: Array<string> | string;
  date: string;
}>;


export type GetMyMoveOptionsQuery = { myBookingMoveOptions: Array<{ remaining: number, soldOut: boolean, priceDifference: number, session: { id: string, startsAt: string, localTime: string, localDay: string, closed: boolean } }> };

export type GetOrderQueryVariables = Exact<{
  token: string;
}>;


export type GetOrderQuery = { getOrder:
    | { __typename: 'Order', bookingId: string, placedByThisVisitor: boolean, status: OrderStatus, email: string, firstName: string, lastName: string, lines: Array<{ id: string, activity:
          | { id: string, title: string }
          | { id: string, title: string }
          | { id: string, title: string }
        , session: { id: string, startsAt: string, localTime: string, localDay: string, prices: Array<{ variationId: string, price: { amount: number, currency: string } }> }, tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number, price: { amount: number, currency: string } } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string, perParticipant: boolean, price: { amount: number, currency: string } } }>, upgrade: { id: string, title: string, pricePerParticipant: { amount: number, currency: string } } | null, total: { amount: number, currency: string } }>, lineParts: Array<{ id: string, cancelled: boolean, activity:
          | { id: string, title: string }
          | { id: string, title: string }
          | { id: string, title: string }
        , session: { id: string, startsAt: string, localTime: string, localDay: string }, tickets: Array<{ quantity: number, variation: { id: string, title: string } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null, total: { amount: number, currency: string } | null }>, subtotal: { amount: number, currency: string }, discount: { amount: number, currency: string }, giftCard: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string }, dueOnArrival: { amount: number, currency: string } | null }
    | { __typename: 'OrderProblem', code: OrderProblemCode }
   };

export type GetPageQueryVariables = Exact<{
  path: string;
}>;


export type GetPageQuery = { getPage:
    | { __typename: 'AboutPage', id: string, path: string, title: string, description: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'ContentArticle', publishedOn: string, author: string, id: string, path: string, title: string, description: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'ContentBlockPage', id: string, path: string, title: string, description: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'ContentPage', id: string, path: string, title: string, description: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'GalleryPage', id: string, path: string, title: string, description: string, images: Array<{ id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }>, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'GiftVouchersPage', id: string, path: string, title: string, description: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'GlobalHomePage', id: string, path: string, title: string, description: string, tiles: Array<{ id: string, longMenuTitle: string, longMenuTitleLanguage: 'en' | 'zh-Hant', locale: string, domain: string, hrefLang: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }>, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'HistoryPage', id: string, path: string, title: string, description: string, events: Array<{ year: string, title: string, text: string }>, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'HomePage', id: string, path: string, title: string, description: string, featuredActivities: Array<
        | { __typename: 'BookableActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ComboActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ThirdPartyActivity', externalUrl: string, partnerName: string, id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
      >, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'ParkInfoPage', address: string, facilities: Array<string>, gettingHere: string, id: string, path: string, title: string, description: string, openingHours: Array<{ days: string, hours: string }>, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'SiteMapPage', id: string, path: string, title: string, description: string, links: Array<{ path: string, title: string, type: PageType }>, activities: Array<
        | { __typename: 'BookableActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ComboActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ThirdPartyActivity', externalUrl: string, partnerName: string, id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
      >, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'ThingsToDoPage', id: string, path: string, title: string, description: string, activities: Array<
        | { __typename: 'BookableActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ComboActivity', id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
        | { __typename: 'ThirdPartyActivity', externalUrl: string, partnerName: string, id: string, slug: string, title: string, summary: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }, fromPrice: { amount: number, currency: string } | null }
      >, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
    | { __typename: 'TimelinePage', id: string, path: string, title: string, description: string, events: Array<{ year: string, title: string, text: string }>, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null, blocks: Array<
        | { __typename: 'BlockQuote', quote: string, attribution: string }
        | { __typename: 'Cta', heading: string, text: string, label: string, href: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'FAQs', heading: string, items: Array<{ question: string, answer: string }> }
        | { __typename: 'HtmlContent', html: string }
        | { __typename: 'Image', id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } }
        | { __typename: 'TwoColumn', heading: string, text: string, imageSide: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
        | { __typename: 'VenueHire', heading: string, text: string, image: { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } } | null }
      > }
   | null };

export type GetRiderSeatQueryVariables = Exact<{
  token: string;
}>;


export type GetRiderSeatQuery = { riderSeat:
    | { __typename: 'RiderLinkProblem', code: RiderLinkProblemCode }
    | { __typename: 'RiderSeat', ticketCode: string, seat: number, state: RiderSeatState, waiver: WaiverState, guardianSigns: boolean, open: boolean, activity:
        | { id: string, title: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null }
        | { id: string, title: string }
        | { id: string, title: string }
      , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, rider: { name: string, dateOfBirth: string, heightCm: number | null, weightKg: number | null, answers: Array<{ question: string, answer: boolean }> } | null, asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> }, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, waiverText: { id: string, title: string, body: string, version: number, language: 'en' | 'zh-Hant' } | null }
   };

export type GetSessionsQueryVariables = Exact<{
  slug: string;
  date: string;
}>;


export type GetSessionsQuery = { getSessions: Array<{ id: string, startsAt: string, localTime: string, localDay: string, remaining: number, soldOut: boolean, closed: boolean, prices: Array<{ variationId: string, price: { amount: number, currency: string } }> }> };

export type GetUpcomingSessionsQueryVariables = Exact<{
  slug: string;
}>;


export type GetUpcomingSessionsQuery = { getUpcomingSessions: { readAt: string, address: string | null, sessions: Array<{ startsAt: string, endsAt: string | null, availability: SessionAvailability, lowestPrice: { amount: number, currency: string } | null }> } };

export type GetWaitingListOfferQueryVariables = Exact<{
  token: string;
}>;


export type GetWaitingListOfferQuery = { getWaitingListOffer: { status: WaitingListOfferStatus, activityTitle: string | null, activitySlug: string | null, startsAt: string | null, localTime: string | null, localDay: string | null, places: number | null, expiresAt: string | null, tickets: Array<{ variationId: string, title: string, participants: number, price: { amount: number, currency: string } }> } };

export type GiftPurchaseFieldsFragment = { bookingId: string, placedByThisVisitor: boolean, maskedCode: string, senderName: string, senderEmail: string, recipientName: string, recipientEmail: string, message: string | null, amount: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string } };

export type ImageFieldsFragment = { id: string, title: string, caption: string | null, url: string, urlFallback: string, width: number, height: number, square: { url: string, urlFallback: string } };

export type JoinWaitingListMutationVariables = Exact<{
  input: JoinWaitingListInput;
}>;


export type JoinWaitingListMutation = { joinWaitingList: { status: WaitingListJoinStatus, places: number | null, ahead: number | null, limit: number | null, retryAfterSeconds: number | null, fields: Array<{ field: FormField, code: FieldProblemCode }> } };

export type MakeRiderLinkMutationVariables = Exact<{
  bookingToken: string;
  ticketCode: string;
  seat: number;
}>;


export type MakeRiderLinkMutation = { makeRiderLink:
    | { __typename: 'RiderLink', path: string, url: string, expiresAt: string }
    | { __typename: 'RiderRefused', code: RiderRefusalCode, retryAfterSeconds: number | null, riderProblems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, groupProblems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }>, signerProblems: Array<{ field: SignerField, code: SignerProblemCode }> }
   };

export type MyBookingChangeFieldsFragment = { problem: MyBookingChangeProblem | null, payPath: string | null, paysBalance: boolean, giftCardMailedTo: string | null };

export type MyBookingFieldsFragment = { linkExpiresAt: string, pdfPath: string, icsPath: string, order: { bookingId: string, status: OrderStatus, lineParts: Array<{ id: string, cancelled: boolean, activity:
        | { id: string, title: string }
        | { id: string, title: string }
        | { id: string, title: string }
      , session: { id: string, startsAt: string, localTime: string, localDay: string }, tickets: Array<{ quantity: number, variation: { id: string, title: string } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null, total: { amount: number, currency: string } | null }>, discount: { amount: number, currency: string }, giftCard: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string }, dueOnArrival: { amount: number, currency: string } | null }, differencesPaid: { amount: number, currency: string }, total: { amount: number, currency: string }, park: { name: string, address: string | null, mapUrl: string | null, timeZone: string, contactPath: string }, tickets: Array<{ code: string, qrText: string, typedText: string, qrImage: string, people: number, cancelled: boolean, checkedIn: boolean, closed: boolean, activity:
      | { id: string, slug: string, title: string, riders: { waiver: boolean } | null }
      | { id: string, slug: string, title: string }
      | { id: string, slug: string, title: string }
    , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, wallet: { applePassPath: string | null, googlePassPath: string | null, demo: boolean } | null, reschedule: { allowed: boolean, until: string | null, refusal: SelfServiceRefusal | null }, cancel: { allowed: boolean, until: string | null, refusal: SelfServiceRefusal | null } }>, sessions: Array<{ googleCalendarUrl: string, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
      | { id: string, title: string }
      | { id: string, title: string }
      | { id: string, title: string }
     }>, payments: Array<{ kind: MyPaymentKind, at: string, method: MyPaymentMethod, gatewayTitle: string | null, status: MyPaymentStatus, payPath: string | null, amount: { amount: number, currency: string } }>, policy: { rescheduleHoursBefore: number | null, cancelHoursBefore: number | null, refundTo: Array<RefundTo>, giftCardBonusPercent: number, cheaperDifferenceTo: RefundTo }, group: { organisation: string, invoiceEmail: string, people: number, dueOn: string, payPath: string | null, invoicePath: string | null, room: number, deposit: { amount: number, currency: string }, balanceDue: { amount: number, currency: string }, balancePaid: { amount: number, currency: string }, additions: Array<{ session: { id: string, startsAt: string, localTime: string, localDay: string }, variation: { id: string, title: string, participants: number }, unitPrice: { amount: number, currency: string } }> } | null };

export type OrderConfirmationFieldsFragment = { bookingId: string, placedByThisVisitor: boolean, status: OrderStatus, email: string, firstName: string, lastName: string, lines: Array<{ id: string, activity:
      | { id: string, title: string }
      | { id: string, title: string }
      | { id: string, title: string }
    , session: { id: string, startsAt: string, localTime: string, localDay: string, prices: Array<{ variationId: string, price: { amount: number, currency: string } }> }, tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number, price: { amount: number, currency: string } } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string, perParticipant: boolean, price: { amount: number, currency: string } } }>, upgrade: { id: string, title: string, pricePerParticipant: { amount: number, currency: string } } | null, total: { amount: number, currency: string } }>, lineParts: Array<{ id: string, cancelled: boolean, activity:
      | { id: string, title: string }
      | { id: string, title: string }
      | { id: string, title: string }
    , session: { id: string, startsAt: string, localTime: string, localDay: string }, tickets: Array<{ quantity: number, variation: { id: string, title: string } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null, total: { amount: number, currency: string } | null }>, subtotal: { amount: number, currency: string }, discount: { amount: number, currency: string }, giftCard: { amount: number, currency: string }, cardFee: { amount: number, currency: string }, total: { amount: number, currency: string }, dueOnArrival: { amount: number, currency: string } | null };

type OrderOutcomeFields_CheckoutProblem_Fragment = { __typename: 'CheckoutProblem', code: CheckoutProblemCode, fields: Array<{ field: FormField, code: FieldProblemCode }>, riders: Array<{ cartItemId: string, person: number, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }> }>, riderGroups: Array<{ cartItemId: string, problems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }> }> };

type OrderOutcomeFields_OrderPlaced_Fragment = { __typename: 'OrderPlaced', outcome: PaymentOutcome, order: { token: string, bookingId: string, status: OrderStatus, confirmationPath: string }, payment:
    | { __typename: 'PaymentEmbedded', url: string }
    | { __typename: 'PaymentHostedFields', sessionId: string, scriptUrl: string }
    | { __typename: 'PaymentQr', qrSvg: string, qrContent: string, expiresAt: string }
    | { __typename: 'PaymentRedirect', url: string }
   | null };

export type OrderOutcomeFieldsFragment =
  | OrderOutcomeFields_CheckoutProblem_Fragment
  | OrderOutcomeFields_OrderPlaced_Fragment
;

export type PurchaseGiftCardMutationVariables = Exact<{
  input: GiftPurchaseInput;
}>;


export type PurchaseGiftCardMutation = { purchaseGiftCard:
    | { __typename: 'CheckoutProblem', code: CheckoutProblemCode, fields: Array<{ field: FormField, code: FieldProblemCode }>, riders: Array<{ cartItemId: string, person: number, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }> }>, riderGroups: Array<{ cartItemId: string, problems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }> }> }
    | { __typename: 'OrderPlaced', outcome: PaymentOutcome, order: { token: string, bookingId: string, status: OrderStatus, confirmationPath: string }, payment:
        | { __typename: 'PaymentEmbedded', url: string }
        | { __typename: 'PaymentHostedFields', sessionId: string, scriptUrl: string }
        | { __typename: 'PaymentQr', qrSvg: string, qrContent: string, expiresAt: string }
        | { __typename: 'PaymentRedirect', url: string }
       | null }
   };

export type RemoveFromCartMutationVariables = Exact<{
  itemId: string | number;
}>;


export type RemoveFromCartMutation = { removeFromCart: { id: string | null, total: { amount: number, currency: string }, items: Array<{ id: string, holdExpiresAt: string | null, total: { amount: number, currency: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
      , tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null }> } };

export type RescheduleMyTicketsMutationVariables = Exact<{
  token: string;
  ticketCodes: Array<string> | string;
  sessionId: string | number;
  expectedDifference: number;
  idempotencyKey: string;
}>;


export type RescheduleMyTicketsMutation = { rescheduleMyTickets: { problem: MyBookingChangeProblem | null, payPath: string | null, paysBalance: boolean, giftCardMailedTo: string | null } };

type RiderChangeFields_RiderChanged_Fragment = { __typename: 'RiderChanged', seat: { ticketCode: string, seat: number, state: RiderSeatState, waiver: WaiverState, guardianSigns: boolean, open: boolean, activity:
      | { id: string, title: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null }
      | { id: string, title: string }
      | { id: string, title: string }
    , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, rider: { name: string, dateOfBirth: string, heightCm: number | null, weightKg: number | null, answers: Array<{ question: string, answer: boolean }> } | null, asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> }, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, waiverText: { id: string, title: string, body: string, version: number, language: 'en' | 'zh-Hant' } | null } };

type RiderChangeFields_RiderRefused_Fragment = { __typename: 'RiderRefused', code: RiderRefusalCode, retryAfterSeconds: number | null, riderProblems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, groupProblems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }>, signerProblems: Array<{ field: SignerField, code: SignerProblemCode }> };

export type RiderChangeFieldsFragment =
  | RiderChangeFields_RiderChanged_Fragment
  | RiderChangeFields_RiderRefused_Fragment
;

export type RiderProblemFieldsFragment = { code: RiderProblemCode, limit: number | null, question: string | null };

export type RiderRefusedFieldsFragment = { code: RiderRefusalCode, retryAfterSeconds: number | null, riderProblems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, groupProblems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }>, signerProblems: Array<{ field: SignerField, code: SignerProblemCode }> };

export type RiderSeatFieldsFragment = { ticketCode: string, seat: number, state: RiderSeatState, waiver: WaiverState, guardianSigns: boolean, open: boolean, activity:
    | { id: string, title: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null }
    | { id: string, title: string }
    | { id: string, title: string }
  , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, rider: { name: string, dateOfBirth: string, heightCm: number | null, weightKg: number | null, answers: Array<{ question: string, answer: boolean }> } | null, asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> }, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, waiverText: { id: string, title: string, body: string, version: number, language: 'en' | 'zh-Hant' } | null };

export type SaveRiderMutationVariables = Exact<{
  seat: RiderSeatKey;
  rider: RiderInput;
}>;


export type SaveRiderMutation = { saveRider:
    | { __typename: 'RiderChanged', seat: { ticketCode: string, seat: number, state: RiderSeatState, waiver: WaiverState, guardianSigns: boolean, open: boolean, activity:
          | { id: string, title: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null }
          | { id: string, title: string }
          | { id: string, title: string }
        , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, rider: { name: string, dateOfBirth: string, heightCm: number | null, weightKg: number | null, answers: Array<{ question: string, answer: boolean }> } | null, asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> }, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, waiverText: { id: string, title: string, body: string, version: number, language: 'en' | 'zh-Hant' } | null } }
    | { __typename: 'RiderRefused', code: RiderRefusalCode, retryAfterSeconds: number | null, riderProblems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, groupProblems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }>, signerProblems: Array<{ field: SignerField, code: SignerProblemCode }> }
   };

export type SendEnquiryMutationVariables = Exact<{
  input: EnquiryInput;
}>;


export type SendEnquiryMutation = { sendEnquiry:
    | { __typename: 'EnquiryProblem', code: EnquiryProblemCode, retryAfterSeconds: number | null, fields: Array<{ field: FormField, code: FieldProblemCode }> }
    | { __typename: 'EnquirySent', received: boolean }
   };

export type SetCartItemAddOnsMutationVariables = Exact<{
  itemId: string | number;
  addOns: Array<AddOnInput> | AddOnInput;
}>;


export type SetCartItemAddOnsMutation = { setCartItemAddOns: { id: string | null, total: { amount: number, currency: string }, items: Array<{ id: string, holdExpiresAt: string | null, total: { amount: number, currency: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, activity:
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
        | { id: string, slug: string, title: string }
      , tickets: Array<{ quantity: number, variation: { id: string, title: string, participants: number } }>, addOns: Array<{ quantity: number, addOn: { id: string, title: string } }>, upgrade: { id: string, title: string } | null }> } };

export type SignRiderWaiverMutationVariables = Exact<{
  seat: RiderSeatKey;
  signing: WaiverSigningInput;
}>;


export type SignRiderWaiverMutation = { signRiderWaiver:
    | { __typename: 'RiderChanged', seat: { ticketCode: string, seat: number, state: RiderSeatState, waiver: WaiverState, guardianSigns: boolean, open: boolean, activity:
          | { id: string, title: string, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiver: boolean, healthQuestions: Array<string>, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null } | null }
          | { id: string, title: string }
          | { id: string, title: string }
        , variation: { id: string, title: string }, session: { id: string, startsAt: string, localTime: string, localDay: string }, rider: { name: string, dateOfBirth: string, heightCm: number | null, weightKg: number | null, answers: Array<{ question: string, answer: boolean }> } | null, asks: { height: boolean, weight: boolean, questions: Array<{ id: string, text: string }> }, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, waiverText: { id: string, title: string, body: string, version: number, language: 'en' | 'zh-Hant' } | null } }
    | { __typename: 'RiderRefused', code: RiderRefusalCode, retryAfterSeconds: number | null, riderProblems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }>, groupProblems: Array<{ code: RiderGroupProblemCode, children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number, childrenPerAdult: number }>, signerProblems: Array<{ field: SignerField, code: SignerProblemCode }> }
   };

export type StartChargePaymentMutationVariables = Exact<{
  token: string;
}>;


export type StartChargePaymentMutation = { startChargePayment: { outcome: PaymentOutcome, charge: { token: string, kind: ChargeKind, status: ChargeStatus, bookingId: string, myBookingPath: string, payAtDesk: boolean, paidAt: string | null, amount: { amount: number, currency: string }, gateway: { id: string, type: PaymentGatewayType, title: string } | null, tickets: Array<{ activityTitle: string, variationTitle: string, startsAt: string, when: string, previously: string | null }> } | null, payment:
      | { __typename: 'PaymentEmbedded', url: string }
      | { __typename: 'PaymentHostedFields', sessionId: string, scriptUrl: string }
      | { __typename: 'PaymentQr', qrSvg: string, qrContent: string, expiresAt: string }
      | { __typename: 'PaymentRedirect', url: string }
     | null } };

export type VariationFieldsFragment = { id: string, title: string, participants: number, price: { amount: number, currency: string } };

export { AddMyGroupTicketsDocument } from './documents/add-my-group-tickets';
export { AddToCartDocument } from './documents/add-to-cart';
export { CancelMyTicketsDocument } from './documents/cancel-my-tickets';
export { CancelPaymentDocument } from './documents/cancel-payment';
export { ClaimWaitingListOfferDocument } from './documents/claim-waiting-list-offer';
export { ConfirmChargePaymentDocument } from './documents/confirm-charge-payment';
export { ConfirmPaymentDocument } from './documents/confirm-payment';
export { ConfirmReservationDocument } from './documents/confirm-reservation';
export { ConfirmWaitingListDocument } from './documents/confirm-waiting-list';
export { CreateAndCompleteOrderDocument } from './documents/create-and-complete-order';
export { EmptyCartDocument } from './documents/empty-cart';
export { FindMyBookingDocument } from './documents/find-my-booking';
export { GetActivitiesDocument } from './documents/get-activities';
export { GetActivityDocument } from './documents/get-activity';
export { GetAvailabilityDocument } from './documents/get-availability';
export { GetBookingConfirmationDocument } from './documents/get-booking-confirmation';
export { GetBookingRidersDocument } from './documents/get-booking-riders';
export { GetCartDocument } from './documents/get-cart';
export { GetChargeDocument } from './documents/get-charge';
export { GetCheckoutDocument } from './documents/get-checkout';
export { GetEnquiryFormDocument } from './documents/get-enquiry-form';
export { GetGiftCardBalanceDocument } from './documents/get-gift-card-balance';
export { GetGiftOptionsDocument } from './documents/get-gift-options';
export { GetGiftPurchaseConfirmationDocument } from './documents/get-gift-purchase-confirmation';
export { GetGiftPurchaseDocument } from './documents/get-gift-purchase';
export { GetLocaleDocument } from './documents/get-locale';
export { GetMyBookingDocument } from './documents/get-my-booking';
export { GetMyCancellationQuoteDocument } from './documents/get-my-cancellation-quote';
export { GetMyMoveOptionsDocument } from './documents/get-my-move-options';
export { GetOrderDocument } from './documents/get-order';
export { GetPageDocument } from './documents/get-page';
export { GetRiderSeatDocument } from './documents/get-rider-seat';
export { GetSessionsDocument } from './documents/get-sessions';
export { GetUpcomingSessionsDocument } from './documents/get-upcoming-sessions';
export { GetWaitingListOfferDocument } from './documents/get-waiting-list-offer';
export { JoinWaitingListDocument } from './documents/join-waiting-list';
export { MakeRiderLinkDocument } from './documents/make-rider-link';
export { PurchaseGiftCardDocument } from './documents/purchase-gift-card';
export { RemoveFromCartDocument } from './documents/remove-from-cart';
export { RescheduleMyTicketsDocument } from './documents/reschedule-my-tickets';
export { SaveRiderDocument } from './documents/save-rider';
export { SendEnquiryDocument } from './documents/send-enquiry';
export { SetCartItemAddOnsDocument } from './documents/set-cart-item-add-ons';
export { SignRiderWaiverDocument } from './documents/sign-rider-waiver';
export { StartChargePaymentDocument } from './documents/start-charge-payment';
