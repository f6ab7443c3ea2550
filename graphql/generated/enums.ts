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

/** Up or down a place in a list staff order by hand (the catalogue's activities, the checkout's gateways). */
export type MoveDirection =
  | 'down'
  | 'up';

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

/** What an order buys. Lower-case: the values are the orders table's. */
export type OrderKind =
  | 'booking'
  | 'gift';

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

export type ReservationConfirmationStatus =
  /** Confirmed before (a second click): nothing changed. */
  | 'ALREADY_CONFIRMED'
  /** The places are kept: the visitor pays at reception on the day. */
  | 'CONFIRMED'
  /** Not confirmed in time: the places were released. */
  | 'EXPIRED'
  /** No reservation has this link. */
  | 'UNKNOWN';

export type RiderGroupProblemCode =
  | 'adultNeeded';

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

/** What a staff member may do, by role (lib/domain/staff-access.ts ROLE_ACTIONS). */
export type StaffRole =
  | 'gate'
  | 'manager'
  | 'owner';

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

/** Whether a rider must sign the activity's waiver, and has: missing also when their details changed since. */
export type WaiverState =
  | 'missing'
  | 'notAsked'
  | 'signed';
