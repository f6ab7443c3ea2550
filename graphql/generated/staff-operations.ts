/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AccompanyingAdultInput = {
  adultAge: string;
  childrenPerAdult: string;
  underAge: string;
};

/**
 * The park's accounts as its accounting package names them, for the reports' Xero export: each code up to
 * 10 letters, digits, dots, dashes or underscores; the tax rate as Xero names it ("Tax Exempt").
 */
export type AccountingSettingsInput = {
  accountClearing: string;
  accountDeferredRevenue: string;
  accountGiftCardLiability: string;
  accountRefunds: string;
  accountSales: string;
  accountTaxRate: string;
};

/**
 * An activity's details as staff type them: texts in both languages (an empty Chinese title leaves the Chinese
 * site in English), highlights one per line; durationMinutes empty for none. (The youngest age is set with
 * the rest of who may ride: RiderRequirementsInput.)
 */
export type ActivityDetailsInput = {
  /** HTML from the rich-text editor, sanitised on the server before it is stored (plain text becomes paragraphs). */
  description: LocalizedTextInput;
  durationMinutes?: string | null | undefined;
  /** One highlight a line, in each language. */
  highlights: LocalizedTextInput;
  imageId: string | number;
  summary: LocalizedTextInput;
  title: LocalizedTextInput;
};

/**
 * A package's or partner tour's listing as staff type it: the rules of a new activity of its type (a package's
 * two or more of the park's bookable activities; a partner tour's https page, name and price as text in the
 * park's currency). Fields of the other type are ignored.
 */
export type ActivityListingInput = {
  externalUrl: string;
  includedActivityIds: Array<string | number>;
  partnerFromPrice: string;
  partnerName: string;
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
  perParticipant: boolean;
  price: string;
  title: LocalizedTextInput;
};

export type AdjustGiftCardInput = {
  /** Minor units, signed: a credit (positive) or a debit (negative) that never takes the balance below zero. */
  amount: number;
  code: string;
  idempotencyKey: string;
  reason: string;
};

/** Each tracker's codes, as typed: separated by commas, spaces or lines. */
export type AnalyticsSettingsInput = {
  facebookCode: string;
  /** Server-side conversions: the environment variables holding GA4's API secret and Meta's access token (owners only; empty for none). */
  ga4ApiSecretEnv?: string | null | undefined;
  googleAnalyticsCode: string;
  googleTagManagerCode: string;
  hubspotCode: string;
  metaAccessTokenEnv?: string | null | undefined;
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

export type BookingSettingsInput = {
  bookingEmbedCode: string;
  bookingEnabled: boolean;
  enableProgressiveCheckout: boolean;
  externalBookingSiteUrl: string;
  progressiveCheckoutCode: string;
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

/** A charge's life: the difference of a move to a dearer session. Lower-case: the order_charges table's values. */
export type ChargeStatus =
  /** The booking's tickets were all cancelled since, or a cheaper move offset it: nothing is owed. */
  | 'cancelled'
  | 'due'
  | 'paid'
  /** Paid, then the tickets it moved were cancelled: the payment went back. */
  | 'refunded';

export type CheckInProgress =
  | 'FULL'
  | 'NONE'
  | 'PARTIAL';

export type CheckoutSettingsInput = {
  /** The park's address in the site's language (issue #24). */
  address: string;
  /** Whole hours before a session a visitor may still cancel; empty: not offered (the whole park). */
  cancelHoursBefore: string;
  /** Where a visitor's cancellation refunds to (the whole park). */
  cancelRefundTo: CancelRefundTo;
  cancellationPolicy: string;
  /** Where a cheaper session's difference goes (the whole park). */
  cheaperDifferenceTo: RefundTo;
  /** An image's id, or empty for none. */
  checkoutImageId: string;
  /** Percent added to money taken as gift-card credit (the whole park). */
  giftCardBonusPercent: string;
  /** An https map link; empty: a map search for the address. */
  mapUrl: string;
  /** What an offline scanner does with a signed code its list lacks (the whole park); left out, unchanged. */
  offlineUnknownTickets?: OfflineUnknownTickets | null | undefined;
  /** Whole hours before a session a visitor may still move it themselves; empty: not offered (the whole park). */
  rescheduleHoursBefore: string;
  reservationConfirmation: boolean;
  /** Whole minutes (0–1440) after its first session starts that a reservation none of whose tickets is checked in keeps its places (the whole park). */
  reservationReleaseMinutes: string;
  /** The most of each session, in whole percent (0–100), that pay-on-arrival reservations not yet paid may keep (the whole park). */
  reservationSharePercent: string;
  /** Empty: no venue-hire form. */
  venueHireEmail: string;
  /** Whole years (1–30) a signed waiver is kept before it is deleted (the whole park). */
  waiverRetentionYears: string;
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

/** A field of the content desk's forms: a page version's (title … data) or the menus' entries; form: the whole. */
export type ContentFormField =
  | 'blocks'
  | 'data'
  | 'description'
  | 'entries'
  | 'form'
  | 'heroImageId'
  | 'title';

/** A page's place in the menus as staff set it: positions 1–99 (empty: not there), menuTitle empty: the title. */
export type ContentMenuEntryInput = {
  footerOrder?: string | null | undefined;
  menuOrder?: string | null | undefined;
  menuTitle?: string | null | undefined;
  pageId: string | number;
};

/** Why a page was not published or reverted: content.errors.<problem> of locales/<lng>/admin.json. */
export type ContentPageProblem =
  /** No draft to publish. */
  | 'noDraft'
  /** No previous version is kept. */
  | 'nothingToRevert'
  /** The draft says what the live page says: the draft is dropped, nothing is published. */
  | 'unchanged';

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

/** How money is taken at the desk: the PaymentMethod values staff may choose. */
export type DeskPaymentMethod =
  | 'card_at_desk'
  | 'cash';

/** The class of device a visit came from (lib/domain/attribution.ts deviceClass). */
export type DeviceClass =
  | 'desktop'
  | 'phone'
  | 'tablet';

/** The fields of the inbox's forms (lib/domain/enquiry-inbox-forms.ts): a note's text, a reply's subject and body. */
export type EnquiryFormField =
  | 'body'
  | 'subject'
  | 'text';

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
  enabled: boolean;
  feePercent: string;
  privateKeyEnv: string;
  publicKeyEnv: string;
  secretEnv: string;
  title: LocalizedTextInput;
};

/** Why a gateway did not move: settings.errors.<problem> of locales/<lng>/admin.json. */
export type GatewayMoveProblem =
  /** Already the first: it cannot go up. */
  | 'first'
  /** Already the last: it cannot go down. */
  | 'last';

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

/** How a card came to be: its first ledger entry. */
export type GiftCardOrigin =
  /** Given by staff. */
  | 'complimentary'
  /** Bought by a visitor (a gift order). */
  | 'purchase'
  /** Made by a refund onto a card. */
  | 'refund';

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

/**
 * Group bookings (lib/domain/group-booking.ts) and the invoice a group gets, the whole park's: a booking of
 * groupMinPeople or more is a group; it pays a deposit online (a whole percent of its cost, or an amount per
 * person as typed in the park's currency) and the balance by groupBalanceDaysBefore days before the visit;
 * unpaid by then, staff are told and groupDuePolicy applies. The invoice prints the business details and the
 * tax included at invoiceTaxPercent ('15', '12.5'). groupsEnabled off: no group bookings (the invoice details kept).
 */
export type GroupsSettingsInput = {
  groupBalanceDaysBefore: string;
  groupDepositKind: GroupDepositKind;
  groupDepositValue: string;
  groupDuePolicy: GroupDuePolicy;
  groupMinPeople: string;
  groupsEnabled: boolean;
  invoiceBusinessAddress: string;
  invoiceBusinessName: string;
  invoiceTaxLabel: string;
  invoiceTaxNumber: string;
  invoiceTaxPercent: string;
};

/**
 * A health question: id as the API gave it (kept: riders' answers name it), or empty for a new one (the
 * server makes one; lower-case letters, digits and dashes otherwise). text.en required, at most 300
 * characters in each language (zhHant empty: the Chinese site asks it in English).
 */
export type HealthQuestionInput = {
  id: string;
  refusingAnswer: boolean;
  text: LocalizedTextInput;
};

export type ImageLanguagesInput = {
  en: string;
  zhHant: string;
};

export type ImageTextField =
  | 'altEn'
  | 'altZhHant'
  | 'captionEn'
  | 'captionZhHant';

export type ImageTextProblemCode =
  | 'altRequired'
  | 'tooLong';

export type ImageTextsInput = {
  alt: ImageLanguagesInput;
  caption: ImageLanguagesInput;
};

export type IssueComplimentaryGiftCardInput = {
  /** Minor units of the park's currency: positive, at most the park's largest gift card. */
  amount: number;
  /** Made by the screen once per form: the same key again does nothing more and answers the same card. */
  idempotencyKey: string;
  /** The language of the card's email. */
  language: 'en' | 'zh-Hant';
  message?: string | null | undefined;
  parkId: string | number;
  recipientEmail: string;
  recipientName: string;
};

export type KioskProblem =
  /** The session's park day is over. */
  | 'closed'
  /** No such seat in a booking of this member's parks. */
  | 'notFound';

export type LocalizedTextInput = {
  en: string;
  zhHant: string;
};

/** Up or down a place in a list staff order by hand (the catalogue's activities, the checkout's gateways). */
export type MoveDirection =
  | 'down'
  | 'up';

/**
 * A new activity as staff type it. slug: its page's address (lower-case letters, digits, dashes), free in the
 * park. A package's includedActivityIds: two or more of the park's bookable activities. A partner tour's
 * externalUrl (https), partnerName and partnerFromPrice (text in the park's currency).
 */
export type NewActivityInput = {
  externalUrl: string;
  imageId: string | number;
  includedActivityIds: Array<string | number>;
  partnerFromPrice: string;
  partnerName: string;
  slug: string;
  summary: LocalizedTextInput;
  title: LocalizedTextInput;
  type: ActivityType;
};

export type OfflineCheckInInput = {
  /** When the device let them in, by its clock. */
  at: string;
  /** The ticket's code (what its QR code signs). */
  code: string;
  /** The device's id for this check-in (a UUID). */
  id: string | number;
  people: number;
};

export type OfflineConflict =
  | 'alreadyAdmitted'
  | 'notStanding'
  | 'unknownTicket';

export type OfflineSyncInput = {
  checkIns: Array<OfflineCheckInInput>;
  /** The scanner's name for itself, stable per installed device. */
  device: string;
  gate?: string | null | undefined;
  parkId: string | number;
};

export type OfflineUnknownTickets =
  | 'admitAndFlag'
  | 'refuse';

/** A one-off session: a day (today or later) and a time at the park, and a capacity (as typed). */
export type OneOffInput = {
  capacity: string;
  date: string;
  time: string;
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

/**
 * A weekly pattern as the form sends it: weekdays 0 (Sunday) to 6; times at the park's clock; capacity a
 * whole number 1 to 10000 (as typed); the season's days at the park, endsOn null for none.
 */
export type PatternInput = {
  capacity: string;
  endsOn?: string | null | undefined;
  startsOn: string;
  times: Array<string>;
  weekdays: Array<number>;
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
  dates: Array<string>;
  kind: PriceRuleKind;
  percent: string;
  /** A dated price as text in the park's currency ("12.50"). */
  price?: string | null | undefined;
  /** A dated price's ticket type (one of the activity's). */
  variationId?: string | number | null | undefined;
};

/** A price rule's kind (lib/domain/pricing.ts). Lower-case: the price_rules table's values. */
export type PriceRuleKind =
  /** A percentage added to every ticket price on the days listed (which wins over the weekend's). */
  | 'dates'
  /** One ticket type's price on the days listed, in place of its usual price (uplifts still apply). */
  | 'price'
  /** A percentage added to every ticket price on Saturdays and Sundays at the park. */
  | 'weekend';

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

/**
 * A promo code's rules as staff set them. The code: 3 to 15 letters and digits (stored upper case), free
 * in the park among its promo codes and gift cards. value: a percentage (1–100) or minor units (> 0).
 * validFrom and validUntil: the park's days, the first not after the last.
 */
export type PromoCodeInput = {
  /** The park's activities it covers; empty: all of them. */
  activityIds: Array<string | number>;
  code: string;
  kind: PromoCodeKind;
  /** At least 1, and not below the uses already counted; null: no limit. */
  maxUses?: number | null | undefined;
  validFrom?: string | null | undefined;
  validUntil?: string | null | undefined;
  value: number;
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

/** The fields of the reseller form (ResellerInput), and form: the whole action. */
export type ResellerFormField =
  | 'commissionPercent'
  | 'form'
  | 'name';

export type ResellerInput = {
  /** A whole percent, 0 to 100. */
  commissionPercent: number;
  /** 1 to 80 characters, trimmed; not the name of another active reseller of the park. */
  name: string;
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

/** Whether a reseller's key opens the OCTO API. */
export type ResellerStatus =
  | 'active'
  /** Its key is refused from the moment it was revoked; a revoked reseller stays listed. */
  | 'revoked';

export type ResourceInput = {
  count: number;
  /** None: a new resource of parkId. */
  id?: string | number | null | undefined;
  name: string;
  parkId: string | number;
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

export type ResourceUseInput = {
  activityId: string | number;
  perPlaces: number;
  quantity: number;
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
  accompanyingAdult?: AccompanyingAdultInput | null | undefined;
  healthQuestions: Array<HealthQuestionInput>;
  maxAge: string;
  maxHeightCm: string;
  maxWeightKg: string;
  minAge: string;
  minHeightCm: string;
  waiverId?: string | number | null | undefined;
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

export type ScanTicketInput = {
  /** What the camera read or the staff member typed: the ticket's signed code (SR1-…). */
  code: string;
  /** The gate or device, as the scanner names it. */
  gate?: string | null | undefined;
  /** The park the gate is at. */
  parkId: string | number;
  /** How many of a group ticket's people come in now; absent: ask (choosePeople) when several are left. */
  people?: number | null | undefined;
  /** The session being checked in; absent: any session of today. */
  sessionId?: string | number | null | undefined;
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

export type SiteSettingsInput = {
  /** The park's: every site of the park takes it (refused once anything is priced in the current one). */
  currency: string;
  domain: string;
  hrefLang: string;
  language: 'en' | 'zh-Hant';
  /** The site's name in the location and language chooser, in each language. */
  longMenuTitle: LocalizedTextInput;
  timeZone: string;
  title: string;
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

/** What a staff member may do, by role (lib/domain/staff-access.ts ROLE_ACTIONS). */
export type StaffRole =
  | 'gate'
  | 'manager'
  | 'owner';

export type UndoCheckInProblem =
  /** It was undone already. */
  | 'alreadyUndone'
  /** The member may not undo check-ins at the ticket's park. */
  | 'notAllowed'
  /** No such check-in. */
  | 'notFound'
  /** More than two minutes have passed since it (lib/domain/check-in.ts UNDO_CHECK_IN_MINUTES). */
  | 'tooLate';

/** Why a scanned code is not a ticket of ours (lib/domain/check-in.ts). */
export type UnknownTicketReason =
  /** A ticket's code whose signature does not match: made up or altered; answered before any database work. */
  | 'forged'
  /** Not a ticket's code at all (a URL, another QR code); answered before any database work. */
  | 'malformed'
  /** Signed, yet no such ticket. */
  | 'notFound';

/** An upgrade as staff type it (zhHant empty: the Chinese site shows the English); price per participant in the park's currency. */
export type UpgradeInput = {
  description: LocalizedTextInput;
  price: string;
  title: LocalizedTextInput;
};

/**
 * A ticket type as staff type it (title's zhHant empty: the Chinese site shows the English). price: text in
 * the park's currency ("12.50"), turned into minor units by the server; at least 0, no more decimals than the
 * currency has. participants: 1 to 20, fixed once the ticket type exists.
 */
export type VariationInput = {
  participants: string;
  price: string;
  title: LocalizedTextInput;
};

export type VoidGiftCardInput = {
  code: string;
  idempotencyKey: string;
  reason: string;
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

/** Whether a rider must sign the activity's waiver, and has: missing also when their details changed since. */
export type WaiverState =
  | 'missing'
  | 'notAsked'
  | 'signed';

/**
 * The park's wallet passes for tickets (lib/domain/wallet.ts), owners only: Apple's Pass Type ID and team,
 * Google Wallet's issuer id, and the NAMES of the environment variables holding the pass certificate (PEM),
 * its key (PEM), the key's passphrase, Apple's WWDR certificate (PEM) and Google's service-account JSON key.
 * Never their values. Empty: none.
 */
export type WalletSettingsInput = {
  appleCertificateEnv: string;
  appleKeyEnv: string;
  appleKeyPassphraseEnv: string;
  applePassTypeIdentifier: string;
  appleTeamIdentifier: string;
  appleWwdrEnv: string;
  googleIssuerId: string;
  googleServiceAccountEnv: string;
};

/**
 * The booking widget (docs/widget.md): the partner sites that may embed the park's booking (the whole park's;
 * a site without a park has none).
 */
export type WidgetSettingsInput = {
  /** Origins as typed (https://partner.example), one a line or separated by commas or spaces; empty: no site may. */
  widgetOrigins: string;
};

export type AddAddOnMutationVariables = Exact<{
  activityId: string | number;
  key: string | number;
  input: AddOnInput;
}>;


export type AddAddOnMutation = { addAddOn:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type AddEnquiryNoteMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type AddEnquiryNoteMutation = { addEnquiryNote:
    | { __typename: 'EnquiryChanged', enquiry: { replySubject: string, id: string, status: EnquiryStatus, receivedAt: string, parkId: string | null, parkName: string, site: string, language: 'en' | 'zh-Hant', name: string, email: string, mobilePhone: string, functionType: FunctionType, bookingType: BookingType, guests: number, preferredDate: string, message: string, timeZone: string, notes: Array<{ id: string, text: string, at: string, byName: string, byEmail: string }>, replies: Array<{ id: string, subject: string, body: string, at: string, byName: string, byEmail: string, sentAt: string | null }>, auditTrail: Array<{ id: string, at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'EnquiryFormRefused', problems: Array<{ field: EnquiryFormField, code: EnquiryInboxProblemCode, max: number | null }> }
   };

export type AddScheduleMutationVariables = Exact<{
  activityId: string | number;
  pattern?: PatternInput | null | undefined;
  oneOff?: OneOffInput | null | undefined;
  idempotencyKey: string;
}>;


export type AddScheduleMutation = { addSchedule:
    | { __typename: 'ScheduleFormRefused', problems: Array<{ field: ScheduleFormField, code: ScheduleProblemCode, booked: number | null, max: number | null, session: { date: string, time: string } | null }> }
    | { __typename: 'ScheduleSaved', id: string }
   };

export type AddVariationMutationVariables = Exact<{
  activityId: string | number;
  key: string | number;
  input: VariationInput;
}>;


export type AddVariationMutation = { addVariation:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type AdjustGiftCardMutationVariables = Exact<{
  input: AdjustGiftCardInput;
}>;


export type AdjustGiftCardMutation = { adjustGiftCard:
    | { __typename: 'GiftCardActionDone', card: { id: string, code: string, parkId: string, parkName: string, currency: string, value: number, balance: number, voided: boolean, createdAt: string, origin: GiftCardOrigin, issuedByBookingId: string | null, maxAdjustment: number, recipient: { name: string, email: string, message: string | null, language: 'en' | 'zh-Hant' } | null, entries: Array<{ id: string, at: string, kind: GiftCardEntryKind, amount: number, balanceAfter: number, bookingId: string | null, actor: string | null, note: string | null }>, orders: Array<{ bookingId: string, status: OrderStatus, createdAt: string, amount: number, total: number, currency: string }> } }
    | { __typename: 'GiftCardFormRefused', problems: Array<{ field: GiftCardFormField, code: GiftCardDeskProblemCode }> }
   };

export type AuditEntriesQueryVariables = Exact<{
  actor?: string | null | undefined;
  subject?: string | null | undefined;
  before?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: Array<{ id: string, at: string, actor: string, action: string, subject: string, parkId: string | null, currency: string | null, timeZone: string | null, before: string | null, after: string | null }> };

export type CancelTicketsMutationVariables = Exact<{
  bookingId: string;
  ticketCodes: Array<string> | string;
  refundTo: RefundTo;
  reason: string;
  idempotencyKey: string;
}>;


export type CancelTicketsMutation = { cancelTickets:
    | { __typename: 'StaffOrderActionDone', order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'StaffOrderActionRefused', problem: StaffOrderActionProblem, order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
   };

type CatalogueActivityResultFields_CatalogueActivitySaved_Fragment = { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } };

type CatalogueActivityResultFields_CatalogueFormRefused_Fragment = { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> };

export type CatalogueActivityResultFieldsFragment =
  | CatalogueActivityResultFields_CatalogueActivitySaved_Fragment
  | CatalogueActivityResultFields_CatalogueFormRefused_Fragment
;

export type CatalogueActivityQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueActivityQuery = { catalogueActivity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } };

export type CatalogueDeskFieldsFragment = { parkId: string, parkName: string, currency: string, activities: Array<{ id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null }>, images: Array<{ id: string, title: string, url: string }> };

export type CatalogueQueryVariables = Exact<{
  parkId: string | number;
}>;


export type CatalogueQuery = { catalogue: { parkId: string, parkName: string, currency: string, activities: Array<{ id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null }>, images: Array<{ id: string, title: string, url: string }> } };

export type CheckInFieldsFragment = { id: string, people: number, at: string, byName: string, byEmail: string, gate: string | null, undoableUntil: string, undoneAt: string | null };

export type CloseSessionsMutationVariables = Exact<{
  sessionIds: Array<string | number> | string | number;
  reason: string;
  idempotencyKey: string;
}>;


export type CloseSessionsMutation = { closeSessions:
    | { __typename: 'ClosureRefused', problem: ClosureProblem }
    | { __typename: 'SessionsChanged', changed: Array<string>, mailed: number }
   };

export type ContentPageEditorFieldsFragment = { parkId: string | null, path: string, type: PageType, columns: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', publicUrl: string, type: PageType, published: string, draft: string | null, draftSavedAt: string | null, canRevert: boolean, updatedAt: string }>, images: Array<{ id: string, title: string, url: string }>, activities: Array<{ id: string, title: string }> };

export type ContentPagesFieldsFragment = { parkId: string | null, name: string, locales: Array<{ id: string, language: 'en' | 'zh-Hant', domain: string }>, paths: Array<{ path: string, type: PageType, locales: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', title: string, hasDraft: boolean, canRevert: boolean, menuTitle: string | null, menuOrder: number | null, footerOrder: number | null }> }> };

export type ContentFormProblemFieldsFragment = { field: ContentFormField, path: string, code: ContentProblemCode };

export type ContentPageQueryVariables = Exact<{
  parkId?: string | number | null | undefined;
  path: string;
}>;


export type ContentPageQuery = { contentPage: { parkId: string | null, path: string, type: PageType, columns: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', publicUrl: string, type: PageType, published: string, draft: string | null, draftSavedAt: string | null, canRevert: boolean, updatedAt: string }>, images: Array<{ id: string, title: string, url: string }>, activities: Array<{ id: string, title: string }> } };

export type ContentPagesQueryVariables = Exact<{
  parkId?: string | number | null | undefined;
}>;


export type ContentPagesQuery = { contentPages: { parkId: string | null, name: string, locales: Array<{ id: string, language: 'en' | 'zh-Hant', domain: string }>, paths: Array<{ path: string, type: PageType, locales: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', title: string, hasDraft: boolean, canRevert: boolean, menuTitle: string | null, menuOrder: number | null, footerOrder: number | null }> }> } };

export type ContentPreviewLinkQueryVariables = Exact<{
  pageId: string | number;
}>;


export type ContentPreviewLinkQuery = { contentPreviewLink: { url: string, expiresAt: string } };

export type ContentSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentSitesQuery = { contentSites: Array<{ parkId: string | null, name: string }> };

export type CreateActivityMutationVariables = Exact<{
  parkId: string | number;
  key: string | number;
  input: NewActivityInput;
}>;


export type CreateActivityMutation = { createActivity:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type CreatePromoCodeMutationVariables = Exact<{
  parkId: string | number;
  input: PromoCodeInput;
}>;


export type CreatePromoCodeMutation = { createPromoCode:
    | { __typename: 'PromoCodeFormRefused', problems: Array<{ field: PromoCodeFormField, code: PromoCodeProblemCode }> }
    | { __typename: 'PromoCodeSaved', promoCode: { id: string, code: string, kind: PromoCodeKind, value: number, validFrom: string | null, validUntil: string | null, maxUses: number | null, uses: number, activityIds: Array<string>, status: PromoCodeStatus, disabledAt: string | null, createdAt: string } }
   };

export type CreateWaiverMutationVariables = Exact<{
  parkId: string | number;
  name: string;
}>;


export type CreateWaiverMutation = { createWaiver:
    | { __typename: 'WaiverCreated', waiver: { id: string, name: string, createdAt: string, texts: Array<{ language: 'en' | 'zh-Hant', versions: Array<{ id: string, version: number, title: string, body: string, createdAt: string, createdBy: string }> }> } }
    | { __typename: 'WaiverRefused', problem: WaiverProblem }
   };

export type DashboardQueryVariables = Exact<{
  parkId: string | number;
}>;


export type DashboardQuery = { dashboard: { date: string, comparedWith: string, readAt: string, expected: number, checkedIn: number, capacity: number, occupancy: number | null, missingWaivers: number, park: { id: string, name: string, timeZone: string }, sessions: Array<{ id: string, activityName: string, startsAt: string, startTime: string, endTime: string | null, capacity: number, expected: number, checkedIn: number, noShows: number | null, occupancy: number | null, missingWaivers: number, closed: boolean }>, money: { currency: string, refundCount: number, sales: { today: number, lastWeek: number, difference: number, percentChange: number | null }, refunds: { today: number, lastWeek: number, difference: number, percentChange: number | null }, byChannel: Array<{ channel: OrderChannel, amount: number }>, unpaidReservations: { count: number, due: number } } | null, enquiries: { waiting: number, oldest: string | null } | null, outbox: { queued: number, failing: number, oldestQueuedMinutes: number | null, health: OutboxHealth } | null } };

export type DaySheetQueryVariables = Exact<{
  parkId: string | number;
  date: string;
}>;


export type DaySheetQuery = { daySheet: { date: string, currency: string | null, csvPath: string, readAt: string, park: { id: string, name: string, timeZone: string }, conflicts: Array<{ id: string, code: string, bookingId: string | null, reason: OfflineConflict, people: number, counted: number, device: string, gate: string | null, scannedAt: string, others: Array<{ gate: string | null, device: string | null, at: string, people: number }> }>, groups: Array<{ bookingId: string, organisation: string, people: number, deposit: number, balanceDue: number, dueOn: string, riders: { riders: number, named: number, waiversAsked: number, waiversSigned: number } | null }>, sessions: Array<{ id: string, activityName: string, startsAt: string, startTime: string, endTime: string | null, capacity: number, sold: number, reserved: number, dueAtDesk: number, held: number, free: number, checkedIn: number, closed: boolean, resourcesShort: Array<string>, waiting: number, riders: { riders: number, named: number, waiversAsked: number, waiversSigned: number } | null }> } };

export type DeskActivityDetailFieldsFragment = { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> };

export type DisablePromoCodeMutationVariables = Exact<{
  id: string | number;
}>;


export type DisablePromoCodeMutation = { disablePromoCode:
    | { __typename: 'PromoCodeFormRefused', problems: Array<{ field: PromoCodeFormField, code: PromoCodeProblemCode }> }
    | { __typename: 'PromoCodeSaved', promoCode: { id: string, code: string, kind: PromoCodeKind, value: number, validFrom: string | null, validUntil: string | null, maxUses: number | null, uses: number, activityIds: Array<string>, status: PromoCodeStatus, disabledAt: string | null, createdAt: string } }
   };

export type DiscardContentDraftMutationVariables = Exact<{
  pageId: string | number;
}>;


export type DiscardContentDraftMutation = { discardContentDraft: { __typename: 'ContentDraftDiscarded', page: { parkId: string | null, path: string, type: PageType, columns: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', publicUrl: string, type: PageType, published: string, draft: string | null, draftSavedAt: string | null, canRevert: boolean, updatedAt: string }>, images: Array<{ id: string, title: string, url: string }>, activities: Array<{ id: string, title: string }> } } };

export type EndScheduleMutationVariables = Exact<{
  scheduleId: string | number;
  endsOn: string;
}>;


export type EndScheduleMutation = { endSchedule:
    | { __typename: 'ScheduleFormRefused', problems: Array<{ field: ScheduleFormField, code: ScheduleProblemCode, booked: number | null, max: number | null, session: { date: string, time: string } | null }> }
    | { __typename: 'ScheduleSaved', id: string }
   };

export type EnquiriesQueryVariables = Exact<{
  parkId?: string | number | null | undefined;
  status?: EnquiryStatus | null | undefined;
  search?: string | null | undefined;
  before?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type EnquiriesQuery = { enquiries: { nextBefore: string | null, enquiries: Array<{ id: string, status: EnquiryStatus, receivedAt: string, parkId: string | null, parkName: string, site: string, language: 'en' | 'zh-Hant', name: string, email: string, mobilePhone: string, functionType: FunctionType, bookingType: BookingType, guests: number, preferredDate: string, message: string, timeZone: string }>, counts: { all: number, new: number, replied: number, won: number, lost: number } } };

export type EnquiryDetailFieldsFragment = { replySubject: string, id: string, status: EnquiryStatus, receivedAt: string, parkId: string | null, parkName: string, site: string, language: 'en' | 'zh-Hant', name: string, email: string, mobilePhone: string, functionType: FunctionType, bookingType: BookingType, guests: number, preferredDate: string, message: string, timeZone: string, notes: Array<{ id: string, text: string, at: string, byName: string, byEmail: string }>, replies: Array<{ id: string, subject: string, body: string, at: string, byName: string, byEmail: string, sentAt: string | null }>, auditTrail: Array<{ id: string, at: string, actor: string, action: string, before: string | null, after: string | null }> };

export type EnquiryFormRefusedFieldsFragment = { problems: Array<{ field: EnquiryFormField, code: EnquiryInboxProblemCode, max: number | null }> };

export type EnquirySummaryFieldsFragment = { id: string, status: EnquiryStatus, receivedAt: string, parkId: string | null, parkName: string, site: string, language: 'en' | 'zh-Hant', name: string, email: string, mobilePhone: string, functionType: FunctionType, bookingType: BookingType, guests: number, preferredDate: string, message: string, timeZone: string };

export type EnquiryQueryVariables = Exact<{
  id: string | number;
}>;


export type EnquiryQuery = { enquiry: { replySubject: string, id: string, status: EnquiryStatus, receivedAt: string, parkId: string | null, parkName: string, site: string, language: 'en' | 'zh-Hant', name: string, email: string, mobilePhone: string, functionType: FunctionType, bookingType: BookingType, guests: number, preferredDate: string, message: string, timeZone: string, notes: Array<{ id: string, text: string, at: string, byName: string, byEmail: string }>, replies: Array<{ id: string, subject: string, body: string, at: string, byName: string, byEmail: string, sentAt: string | null }>, auditTrail: Array<{ id: string, at: string, actor: string, action: string, before: string | null, after: string | null }> } };

export type GateTicketFieldsFragment = { ticketId: string, code: string, bookingId: string, customerName: string, parkName: string, activityTitle: string, sessionId: string, sessionStartsAt: string, sessionEndsAt: string | null, sessionDay: string, timeZone: string, ticketType: string, upgrade: string | null, dueOnArrival: number | null, currency: string | null, people: { total: number, admitted: number, remaining: number }, addOns: Array<{ title: string, quantity: number }>, riders: { verdict: RidersVerdict, kioskPath: string | null, riders: Array<{ seat: number, name: string | null, ageToday: number | null, waiver: WaiverState, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }> }>, adultNeeded: { children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number } | null } | null };

export type GiftCardFormRefusedFieldsFragment = { problems: Array<{ field: GiftCardFormField, code: GiftCardDeskProblemCode }> };

export type GiftCardParksQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftCardParksQuery = { giftCardParks: Array<{ parkId: string, name: string, currency: string, maxAmount: number }> };

export type GiftCardReportQueryVariables = Exact<{
  parkId: string | number;
  from: string;
  to: string;
}>;


export type GiftCardReportQuery = { giftCardReport: { from: string, to: string, currency: string | null, opening: number, closing: number, csvPath: string, movements: Array<{ kind: GiftCardEntryKind, amount: number, entries: number }>, days: Array<{ day: string, credits: number, debits: number, closing: number }> } };

export type GiftCardQueryVariables = Exact<{
  code: string;
}>;


export type GiftCardQuery = { giftCard: { id: string, code: string, parkId: string, parkName: string, currency: string, value: number, balance: number, voided: boolean, createdAt: string, origin: GiftCardOrigin, issuedByBookingId: string | null, maxAdjustment: number, recipient: { name: string, email: string, message: string | null, language: 'en' | 'zh-Hant' } | null, entries: Array<{ id: string, at: string, kind: GiftCardEntryKind, amount: number, balanceAfter: number, bookingId: string | null, actor: string | null, note: string | null }>, orders: Array<{ bookingId: string, status: OrderStatus, createdAt: string, amount: number, total: number, currency: string }> } };

export type ImageLibraryQueryVariables = Exact<{
  parkId: string | number;
}>;


export type ImageLibraryQuery = { imageLibrary: { parkId: string, parkName: string, images: Array<{ id: string, title: string, url: string, urlFallback: string, squareUrl: string, squareUrlFallback: string, width: number, height: number, shared: boolean, uploadedAt: string | null, texts: { alt: { en: string, zhHant: string }, caption: { en: string, zhHant: string } } }> } };

export type IssueComplimentaryGiftCardMutationVariables = Exact<{
  input: IssueComplimentaryGiftCardInput;
}>;


export type IssueComplimentaryGiftCardMutation = { issueComplimentaryGiftCard:
    | { __typename: 'GiftCardActionDone', card: { id: string, code: string, parkId: string, parkName: string, currency: string, value: number, balance: number, voided: boolean, createdAt: string, origin: GiftCardOrigin, issuedByBookingId: string | null, maxAdjustment: number, recipient: { name: string, email: string, message: string | null, language: 'en' | 'zh-Hant' } | null, entries: Array<{ id: string, at: string, kind: GiftCardEntryKind, amount: number, balanceAfter: number, bookingId: string | null, actor: string | null, note: string | null }>, orders: Array<{ bookingId: string, status: OrderStatus, createdAt: string, amount: number, total: number, currency: string }> } }
    | { __typename: 'GiftCardFormRefused', problems: Array<{ field: GiftCardFormField, code: GiftCardDeskProblemCode }> }
   };

export type KioskBookingQueryVariables = Exact<{
  text: string;
}>;


export type KioskBookingQuery = { kioskBooking: { bookingId: string, seats: Array<{ ticketCode: string, seat: number, number: number, activityTitle: string, startsAt: string, timeZone: string, riderName: string | null, verdict: RidersVerdict }> } | null };

export type KioskRiderLinkMutationVariables = Exact<{
  bookingId: string;
  ticketCode: string;
  seat: number;
}>;


export type KioskRiderLinkMutation = { kioskRiderLink:
    | { __typename: 'KioskRefused', problem: KioskProblem }
    | { __typename: 'KioskRiderLink', url: string, expiresAt: string }
   };

export type MakeResellerMutationVariables = Exact<{
  parkId: string | number;
  input: ResellerInput;
}>;


export type MakeResellerMutation = { makeReseller:
    | { __typename: 'ResellerFormRefused', problems: Array<{ field: ResellerFormField, code: ResellerProblemCode }> }
    | { __typename: 'ResellerSaved', key: string | null, reseller: { id: string, name: string, keyHint: string, commissionPercent: number, status: ResellerStatus, createdAt: string, revokedAt: string | null } }
   };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { me: { email: string, displayName: string, language: 'en' | 'zh-Hant', role: StaffRole, actions: Array<StaffAction>, parks: Array<{ id: string, name: string, timeZone: string }> } };

export type MoveActivityMutationVariables = Exact<{
  id: string | number;
  direction: MoveDirection;
}>;


export type MoveActivityMutation = { moveActivity:
    | { __typename: 'CatalogueDeskSaved', catalogue: { parkId: string, parkName: string, currency: string, activities: Array<{ id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null }>, images: Array<{ id: string, title: string, url: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode }> }
   };

export type MoveGatewayMutationVariables = Exact<{
  gatewayId: string | number;
  direction: MoveDirection;
}>;


export type MoveGatewayMutation = { moveGateway:
    | { __typename: 'GatewayMoveRefused', problem: GatewayMoveProblem }
    | { __typename: 'GatewayMoved', settings: { id: string, parkId: string | null, parkName: string | null, mayEditIdentity: boolean, site: { title: string, domain: string, hrefLang: string, language: 'en' | 'zh-Hant', currency: string, timeZone: string, longMenuTitle: { en: string, zhHant: string } }, analytics: { googleTagManagerCode: Array<string>, googleAnalyticsCode: Array<string>, hubspotCode: Array<string>, facebookCode: Array<string>, ga4ApiSecretEnv: string, metaAccessTokenEnv: string }, booking: { bookingEnabled: boolean, bookingEmbedCode: string, externalBookingSiteUrl: string, enableProgressiveCheckout: boolean, progressiveCheckoutCode: string }, checkout: { checkoutImageId: string, reservationConfirmation: boolean, reservationSharePercent: string, reservationReleaseMinutes: string, cancellationPolicy: string, venueHireEmail: string, address: string, mapUrl: string, rescheduleHoursBefore: string, cancelHoursBefore: string, cancelRefundTo: CancelRefundTo, giftCardBonusPercent: string, cheaperDifferenceTo: RefundTo, offlineUnknownTickets: OfflineUnknownTickets, waiverRetentionYears: string }, accounting: { accountSales: string, accountClearing: string, accountGiftCardLiability: string, accountDeferredRevenue: string, accountRefunds: string, accountTaxRate: string } | null, wallet: { applePassTypeIdentifier: string, appleTeamIdentifier: string, appleCertificateEnv: string, appleKeyEnv: string, appleKeyPassphraseEnv: string, appleWwdrEnv: string, googleIssuerId: string, googleServiceAccountEnv: string, appleOffered: boolean, googleOffered: boolean } | null, groups: { groupsEnabled: boolean, groupMinPeople: string, groupDepositKind: GroupDepositKind, groupDepositValue: string, groupBalanceDaysBefore: string, groupDuePolicy: GroupDuePolicy, invoiceBusinessName: string, invoiceBusinessAddress: string, invoiceTaxNumber: string, invoiceTaxLabel: string, invoiceTaxPercent: string } | null, widget: { widgetOrigins: Array<string>, scriptUrl: string, activities: Array<{ slug: string, title: { en: string, zhHant: string } }> } | null, images: Array<{ id: string, title: string, url: string }>, gateways: Array<{ id: string, type: PaymentGatewayType, enabled: boolean, feePercent: string, offered: boolean, title: { en: string, zhHant: string }, description: { en: string, zhHant: string }, credentials: Array<{ field: GatewayCredentialField, name: string, set: boolean }> }> } }
   };

export type MoveOptionsQueryVariables = Exact<{
  bookingId: string;
  ticketCodes: Array<string> | string;
  date: string;
}>;


export type MoveOptionsQuery = { moveOptions: Array<{ sessionId: string, startsAt: string, remaining: number, priceDifference: number }> };

export type MoveTicketsMutationVariables = Exact<{
  bookingId: string;
  ticketCodes: Array<string> | string;
  sessionId: string | number;
  refundTo?: RefundTo | null | undefined;
  chargeDifference?: boolean | null | undefined;
  idempotencyKey: string;
}>;


export type MoveTicketsMutation = { moveTickets:
    | { __typename: 'StaffOrderActionDone', order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'StaffOrderActionRefused', problem: StaffOrderActionProblem, order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
   };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { myPasskeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }> };

export type OccupancyReportQueryVariables = Exact<{
  parkId: string | number;
  from: string;
  to: string;
}>;


export type OccupancyReportQuery = { occupancyReport: { from: string, to: string, sessionsCsvPath: string, hoursCsvPath: string, sessions: Array<{ sessionId: string, activity: string, startsAt: string, capacity: number, sold: number, reserved: number, held: number, checkedIn: number, closed: boolean }>, hours: Array<{ hour: number, sessions: number, capacity: number, booked: number, checkedIn: number }>, totals: { sessions: number, capacity: number, booked: number, checkedIn: number } } };

export type PromoCodeFormRefusedFieldsFragment = { problems: Array<{ field: PromoCodeFormField, code: PromoCodeProblemCode }> };

export type PromoCodesQueryVariables = Exact<{
  parkId: string | number;
}>;


export type PromoCodesQuery = { promoCodes: { parkId: string, parkName: string, currency: string, timeZone: string, codes: Array<{ id: string, code: string, kind: PromoCodeKind, value: number, validFrom: string | null, validUntil: string | null, maxUses: number | null, uses: number, activityIds: Array<string>, status: PromoCodeStatus, disabledAt: string | null, createdAt: string }>, activities: Array<{ id: string, title: string }> } };

export type PublishContentPageMutationVariables = Exact<{
  pageId: string | number;
}>;


export type PublishContentPageMutation = { publishContentPage:
    | { __typename: 'ContentPagePublished', page: { parkId: string | null, path: string, type: PageType, columns: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', publicUrl: string, type: PageType, published: string, draft: string | null, draftSavedAt: string | null, canRevert: boolean, updatedAt: string }>, images: Array<{ id: string, title: string, url: string }>, activities: Array<{ id: string, title: string }> } }
    | { __typename: 'ContentPageRefused', problem: ContentPageProblem }
   };

export type RefundQuoteQueryVariables = Exact<{
  bookingId: string;
  ticketCodes: Array<string> | string;
}>;


export type RefundQuoteQuery = { refundQuote: { amount: number, giftCard: number, toOriginalPayment: boolean, chargeRefund: number } };

export type RemoveMyPasskeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveMyPasskeyMutation = { removeMyPasskey: boolean };

export type RemovePriceRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePriceRuleMutation = { removePriceRule:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type ReopenSessionsMutationVariables = Exact<{
  sessionIds: Array<string | number> | string | number;
  idempotencyKey: string;
}>;


export type ReopenSessionsMutation = { reopenSessions:
    | { __typename: 'ClosureRefused', problem: ClosureProblem }
    | { __typename: 'SessionsChanged', changed: Array<string>, mailed: number }
   };

export type ReplyToEnquiryMutationVariables = Exact<{
  id: string | number;
  subject?: string | null | undefined;
  body: string;
  idempotencyKey: string;
}>;


export type ReplyToEnquiryMutation = { replyToEnquiry:
    | { __typename: 'EnquiryChanged', enquiry: { replySubject: string, id: string, status: EnquiryStatus, receivedAt: string, parkId: string | null, parkName: string, site: string, language: 'en' | 'zh-Hant', name: string, email: string, mobilePhone: string, functionType: FunctionType, bookingType: BookingType, guests: number, preferredDate: string, message: string, timeZone: string, notes: Array<{ id: string, text: string, at: string, byName: string, byEmail: string }>, replies: Array<{ id: string, subject: string, body: string, at: string, byName: string, byEmail: string, sentAt: string | null }>, auditTrail: Array<{ id: string, at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'EnquiryFormRefused', problems: Array<{ field: EnquiryFormField, code: EnquiryInboxProblemCode, max: number | null }> }
   };

export type ResellerFormRefusedFieldsFragment = { problems: Array<{ field: ResellerFormField, code: ResellerProblemCode }> };

export type ResellersQueryVariables = Exact<{
  parkId: string | number;
}>;


export type ResellersQuery = { resellers: { parkId: string, parkName: string, resellers: Array<{ id: string, name: string, keyHint: string, commissionPercent: number, status: ResellerStatus, createdAt: string, revokedAt: string | null }> } };

export type ResendConfirmationMutationVariables = Exact<{
  bookingId: string;
  idempotencyKey: string;
}>;


export type ResendConfirmationMutation = { resendConfirmation:
    | { __typename: 'StaffOrderActionDone', order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'StaffOrderActionRefused', problem: StaffOrderActionProblem, order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
   };

export type ResourceFieldsFragment = { id: string, name: string, count: number, uses: Array<{ activityId: string, activityName: string, quantity: number, perPlaces: number }>, days: Array<{ date: string, count: number, note: string | null }> };

type ResourceResultFields_ResourceRefused_Fragment = { __typename: 'ResourceRefused', problem: ResourceProblem };

type ResourceResultFields_ResourceSaved_Fragment = { __typename: 'ResourceSaved', resource: { id: string, name: string, count: number, uses: Array<{ activityId: string, activityName: string, quantity: number, perPlaces: number }>, days: Array<{ date: string, count: number, note: string | null }> } };

type ResourceResultFields_ResourceShort_Fragment = { __typename: 'ResourceShort', sessions: Array<{ sessionId: string, activityName: string, date: string, startTime: string, own: number, need: number }> };

export type ResourceResultFieldsFragment =
  | ResourceResultFields_ResourceRefused_Fragment
  | ResourceResultFields_ResourceSaved_Fragment
  | ResourceResultFields_ResourceShort_Fragment
;

export type ResourcesQueryVariables = Exact<{
  parkId: string | number;
}>;


export type ResourcesQuery = { resources: { resources: Array<{ id: string, name: string, count: number, uses: Array<{ activityId: string, activityName: string, quantity: number, perPlaces: number }>, days: Array<{ date: string, count: number, note: string | null }> }>, activities: Array<{ id: string, name: string }> } };

export type RevertContentPageMutationVariables = Exact<{
  pageId: string | number;
}>;


export type RevertContentPageMutation = { revertContentPage:
    | { __typename: 'ContentPageRefused', problem: ContentPageProblem }
    | { __typename: 'ContentPageReverted', page: { parkId: string | null, path: string, type: PageType, columns: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', publicUrl: string, type: PageType, published: string, draft: string | null, draftSavedAt: string | null, canRevert: boolean, updatedAt: string }>, images: Array<{ id: string, title: string, url: string }>, activities: Array<{ id: string, title: string }> } }
   };

export type RevokeResellerMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeResellerMutation = { revokeReseller:
    | { __typename: 'ResellerFormRefused', problems: Array<{ field: ResellerFormField, code: ResellerProblemCode }> }
    | { __typename: 'ResellerSaved', reseller: { id: string, name: string, keyHint: string, commissionPercent: number, status: ResellerStatus, createdAt: string, revokedAt: string | null } }
   };

export type SalesReportQueryVariables = Exact<{
  parkId: string | number;
  grouping: SalesGrouping;
  from: string;
  to: string;
}>;


export type SalesReportQuery = { salesReport: { from: string, to: string, grouping: SalesGrouping, currency: string | null, csvPath: string, xeroCashPath: string, xeroAccrualPath: string, park: { id: string, name: string, timeZone: string }, rows: Array<{ key: string | null, quantity: number, sales: number, refunds: number, net: number }>, totals: { quantity: number, sales: number, refunds: number, net: number } } };

export type SaveContentDraftMutationVariables = Exact<{
  pageId: string | number;
  version: string;
}>;


export type SaveContentDraftMutation = { saveContentDraft:
    | { __typename: 'ContentDraftSaved', sanitised: boolean, page: { parkId: string | null, path: string, type: PageType, columns: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', publicUrl: string, type: PageType, published: string, draft: string | null, draftSavedAt: string | null, canRevert: boolean, updatedAt: string }>, images: Array<{ id: string, title: string, url: string }>, activities: Array<{ id: string, title: string }> } }
    | { __typename: 'ContentFormRefused', problems: Array<{ field: ContentFormField, path: string, code: ContentProblemCode }> }
   };

export type SaveContentMenusMutationVariables = Exact<{
  localeId: string | number;
  entries: Array<ContentMenuEntryInput> | ContentMenuEntryInput;
}>;


export type SaveContentMenusMutation = { saveContentMenus:
    | { __typename: 'ContentFormRefused', problems: Array<{ field: ContentFormField, path: string, code: ContentProblemCode }> }
    | { __typename: 'ContentMenusSaved', site: { parkId: string | null, name: string, locales: Array<{ id: string, language: 'en' | 'zh-Hant', domain: string }>, paths: Array<{ path: string, type: PageType, locales: Array<{ pageId: string, localeId: string, language: 'en' | 'zh-Hant', title: string, hasDraft: boolean, canRevert: boolean, menuTitle: string | null, menuOrder: number | null, footerOrder: number | null }> }> } }
   };

export type SaveGatewayMutationVariables = Exact<{
  gatewayId: string | number;
  input: GatewayInput;
}>;


export type SaveGatewayMutation = { saveGateway:
    | { __typename: 'GatewaySaved', settings: { id: string, parkId: string | null, parkName: string | null, mayEditIdentity: boolean, site: { title: string, domain: string, hrefLang: string, language: 'en' | 'zh-Hant', currency: string, timeZone: string, longMenuTitle: { en: string, zhHant: string } }, analytics: { googleTagManagerCode: Array<string>, googleAnalyticsCode: Array<string>, hubspotCode: Array<string>, facebookCode: Array<string>, ga4ApiSecretEnv: string, metaAccessTokenEnv: string }, booking: { bookingEnabled: boolean, bookingEmbedCode: string, externalBookingSiteUrl: string, enableProgressiveCheckout: boolean, progressiveCheckoutCode: string }, checkout: { checkoutImageId: string, reservationConfirmation: boolean, reservationSharePercent: string, reservationReleaseMinutes: string, cancellationPolicy: string, venueHireEmail: string, address: string, mapUrl: string, rescheduleHoursBefore: string, cancelHoursBefore: string, cancelRefundTo: CancelRefundTo, giftCardBonusPercent: string, cheaperDifferenceTo: RefundTo, offlineUnknownTickets: OfflineUnknownTickets, waiverRetentionYears: string }, accounting: { accountSales: string, accountClearing: string, accountGiftCardLiability: string, accountDeferredRevenue: string, accountRefunds: string, accountTaxRate: string } | null, wallet: { applePassTypeIdentifier: string, appleTeamIdentifier: string, appleCertificateEnv: string, appleKeyEnv: string, appleKeyPassphraseEnv: string, appleWwdrEnv: string, googleIssuerId: string, googleServiceAccountEnv: string, appleOffered: boolean, googleOffered: boolean } | null, groups: { groupsEnabled: boolean, groupMinPeople: string, groupDepositKind: GroupDepositKind, groupDepositValue: string, groupBalanceDaysBefore: string, groupDuePolicy: GroupDuePolicy, invoiceBusinessName: string, invoiceBusinessAddress: string, invoiceTaxNumber: string, invoiceTaxLabel: string, invoiceTaxPercent: string } | null, widget: { widgetOrigins: Array<string>, scriptUrl: string, activities: Array<{ slug: string, title: { en: string, zhHant: string } }> } | null, images: Array<{ id: string, title: string, url: string }>, gateways: Array<{ id: string, type: PaymentGatewayType, enabled: boolean, feePercent: string, offered: boolean, title: { en: string, zhHant: string }, description: { en: string, zhHant: string }, credentials: Array<{ field: GatewayCredentialField, name: string, set: boolean }> }> } }
    | { __typename: 'SettingsFormRefused', problems: Array<{ field: SettingsField, language: 'en' | 'zh-Hant' | null, code: SettingsProblemCode, max: number | null }> }
   };

export type ImageTextsFieldsFragment = { texts: { alt: { en: string, zhHant: string }, caption: { en: string, zhHant: string } } };

export type SaveImageTextsMutationVariables = Exact<{
  imageId: string | number;
  input: ImageTextsInput;
}>;


export type SaveImageTextsMutation = { saveImageTexts:
    | { __typename: 'ImageTextsRefused', problems: Array<{ field: ImageTextField, code: ImageTextProblemCode }> }
    | { __typename: 'ImageTextsSaved', image: { id: string, title: string, texts: { alt: { en: string, zhHant: string }, caption: { en: string, zhHant: string } } } }
   };

export type SavePriceRuleMutationVariables = Exact<{
  activityId: string | number;
  id: string | number;
  input: PriceRuleInput;
}>;


export type SavePriceRuleMutation = { savePriceRule:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type SaveResourceMutationVariables = Exact<{
  input: ResourceInput;
  confirmShort: boolean;
}>;


export type SaveResourceMutation = { saveResource:
    | { __typename: 'ResourceRefused', problem: ResourceProblem }
    | { __typename: 'ResourceSaved', resource: { id: string, name: string, count: number, uses: Array<{ activityId: string, activityName: string, quantity: number, perPlaces: number }>, days: Array<{ date: string, count: number, note: string | null }> } }
    | { __typename: 'ResourceShort', sessions: Array<{ sessionId: string, activityName: string, date: string, startTime: string, own: number, need: number }> }
   };

export type SaveSiteSettingsMutationVariables = Exact<{
  localeId: string | number;
  site?: SiteSettingsInput | null | undefined;
  analytics?: AnalyticsSettingsInput | null | undefined;
  booking?: BookingSettingsInput | null | undefined;
  checkout?: CheckoutSettingsInput | null | undefined;
  widget?: WidgetSettingsInput | null | undefined;
  accounting?: AccountingSettingsInput | null | undefined;
  wallet?: WalletSettingsInput | null | undefined;
  groups?: GroupsSettingsInput | null | undefined;
}>;


export type SaveSiteSettingsMutation = { saveSiteSettings:
    | { __typename: 'SettingsFormRefused', problems: Array<{ field: SettingsField, language: 'en' | 'zh-Hant' | null, code: SettingsProblemCode, max: number | null }> }
    | { __typename: 'SiteSettingsSaved', settings: { id: string, parkId: string | null, parkName: string | null, mayEditIdentity: boolean, site: { title: string, domain: string, hrefLang: string, language: 'en' | 'zh-Hant', currency: string, timeZone: string, longMenuTitle: { en: string, zhHant: string } }, analytics: { googleTagManagerCode: Array<string>, googleAnalyticsCode: Array<string>, hubspotCode: Array<string>, facebookCode: Array<string>, ga4ApiSecretEnv: string, metaAccessTokenEnv: string }, booking: { bookingEnabled: boolean, bookingEmbedCode: string, externalBookingSiteUrl: string, enableProgressiveCheckout: boolean, progressiveCheckoutCode: string }, checkout: { checkoutImageId: string, reservationConfirmation: boolean, reservationSharePercent: string, reservationReleaseMinutes: string, cancellationPolicy: string, venueHireEmail: string, address: string, mapUrl: string, rescheduleHoursBefore: string, cancelHoursBefore: string, cancelRefundTo: CancelRefundTo, giftCardBonusPercent: string, cheaperDifferenceTo: RefundTo, offlineUnknownTickets: OfflineUnknownTickets, waiverRetentionYears: string }, accounting: { accountSales: string, accountClearing: string, accountGiftCardLiability: string, accountDeferredRevenue: string, accountRefunds: string, accountTaxRate: string } | null, wallet: { applePassTypeIdentifier: string, appleTeamIdentifier: string, appleCertificateEnv: string, appleKeyEnv: string, appleKeyPassphraseEnv: string, appleWwdrEnv: string, googleIssuerId: string, googleServiceAccountEnv: string, appleOffered: boolean, googleOffered: boolean } | null, groups: { groupsEnabled: boolean, groupMinPeople: string, groupDepositKind: GroupDepositKind, groupDepositValue: string, groupBalanceDaysBefore: string, groupDuePolicy: GroupDuePolicy, invoiceBusinessName: string, invoiceBusinessAddress: string, invoiceTaxNumber: string, invoiceTaxLabel: string, invoiceTaxPercent: string } | null, widget: { widgetOrigins: Array<string>, scriptUrl: string, activities: Array<{ slug: string, title: { en: string, zhHant: string } }> } | null, images: Array<{ id: string, title: string, url: string }>, gateways: Array<{ id: string, type: PaymentGatewayType, enabled: boolean, feePercent: string, offered: boolean, title: { en: string, zhHant: string }, description: { en: string, zhHant: string }, credentials: Array<{ field: GatewayCredentialField, name: string, set: boolean }> }> } }
   };

export type SaveWaiverTextMutationVariables = Exact<{
  waiverId: string | number;
  language: 'en' | 'zh-Hant';
  basedOnVersion: number;
  title: string;
  body: string;
}>;


export type SaveWaiverTextMutation = { saveWaiverText:
    | { __typename: 'WaiverRefused', problem: WaiverProblem }
    | { __typename: 'WaiverTextSaved', unchanged: boolean, version: { id: string, version: number, title: string, body: string, createdAt: string, createdBy: string }, waiver: { id: string, name: string, createdAt: string, texts: Array<{ language: 'en' | 'zh-Hant', versions: Array<{ id: string, version: number, title: string, body: string, createdAt: string, createdBy: string }> }> } }
   };

export type ScanTicketMutationVariables = Exact<{
  input: ScanTicketInput;
}>;


export type ScanTicketMutation = { scanTicket: { verdict: ScanVerdict, reason: UnknownTicketReason | null, today: string | null, ticket: { ticketId: string, code: string, bookingId: string, customerName: string, parkName: string, activityTitle: string, sessionId: string, sessionStartsAt: string, sessionEndsAt: string | null, sessionDay: string, timeZone: string, ticketType: string, upgrade: string | null, dueOnArrival: number | null, currency: string | null, people: { total: number, admitted: number, remaining: number }, addOns: Array<{ title: string, quantity: number }>, riders: { verdict: RidersVerdict, kioskPath: string | null, riders: Array<{ seat: number, name: string | null, ageToday: number | null, waiver: WaiverState, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }> }>, adultNeeded: { children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number } | null } | null } | null, checkIn: { id: string, people: number, at: string, byName: string, byEmail: string, gate: string | null, undoableUntil: string, undoneAt: string | null } | null, checkIns: Array<{ id: string, people: number, at: string, byName: string, byEmail: string, gate: string | null, undoableUntil: string, undoneAt: string | null }> | null } };

export type ScannerDayQueryVariables = Exact<{
  parkId: string | number;
}>;


export type ScannerDayQuery = { scannerDay: { parkId: string, timeZone: string, generatedAt: string, unknownTickets: OfflineUnknownTickets, revoked: Array<string>, keys: Array<{ keyId: string, algorithm: string, publicKey: string }>, tickets: Array<{ code: string, day: string, people: number, admitted: number, payAtDesk: boolean, riders: RidersVerdict | null }> } };

export type ScheduleFormRefusedFieldsFragment = { problems: Array<{ field: ScheduleFormField, code: ScheduleProblemCode, booked: number | null, max: number | null, session: { date: string, time: string } | null }> };

export type ScheduleQueryVariables = Exact<{
  parkId: string | number;
  date: string;
}>;


export type ScheduleQuery = { schedule: { date: string, park: { id: string, name: string, timeZone: string }, sessions: Array<{ id: string, activityName: string, startsAt: string, startTime: string, capacity: number, sold: number, reserved: number, held: number, free: number, started: boolean, closed: boolean, closedReason: string | null, closedAt: string | null, bookings: Array<{ bookingId: string, customerName: string, tickets: number, payAtDesk: boolean, language: 'en' | 'zh-Hant', orderPath: string }> }> } };

export type SchedulesQueryVariables = Exact<{
  parkId: string | number;
}>;


export type SchedulesQuery = { schedules: { park: { id: string, name: string, timeZone: string }, activities: Array<{ id: string, name: string, retired: boolean, patterns: Array<{ id: string, weekdays: Array<number>, times: Array<string>, capacity: number, startsOn: string, endsOn: string | null, oneOff: boolean, ended: boolean }>, oneOffs: Array<{ id: string, weekdays: Array<number>, times: Array<string>, capacity: number, startsOn: string, endsOn: string | null, oneOff: boolean, ended: boolean }> }> } };

export type SessionManifestQueryVariables = Exact<{
  sessionId: string | number;
}>;


export type SessionManifestQuery = { sessionManifest: { csvPath: string, park: { id: string, timeZone: string }, session: { id: string }, bookings: Array<{ bookingId: string, customerName: string, email: string, phone: string, people: number, upgrades: Array<string>, payment: BookingPayment, dueAtDesk: string | null, checkedIn: number, checkIn: CheckInProgress, orderPath: string, tickets: Array<{ name: string, quantity: number }>, addOns: Array<{ name: string, quantity: number }>, riders: { verdict: RidersVerdict, riders: Array<{ ticketCode: string, seat: number, name: string | null, age: number | null, waiver: WaiverState, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }> }> } | null }>, waitingList: Array<{ position: number, email: string, places: number, status: WaitingListStatus, offeredUntil: string | null, joinedAt: string }> } };

export type SetActivityOnSaleMutationVariables = Exact<{
  id: string | number;
  onSale: boolean;
}>;


export type SetActivityOnSaleMutation = { setActivityOnSale:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type SetAddOnOnSaleMutationVariables = Exact<{
  id: string | number;
  onSale: boolean;
}>;


export type SetAddOnOnSaleMutation = { setAddOnOnSale:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type SetEnquiryStatusMutationVariables = Exact<{
  id: string | number;
  status: EnquiryStatus;
}>;


export type SetEnquiryStatusMutation = { setEnquiryStatus:
    | { __typename: 'EnquiryChanged', enquiry: { replySubject: string, id: string, status: EnquiryStatus, receivedAt: string, parkId: string | null, parkName: string, site: string, language: 'en' | 'zh-Hant', name: string, email: string, mobilePhone: string, functionType: FunctionType, bookingType: BookingType, guests: number, preferredDate: string, message: string, timeZone: string, notes: Array<{ id: string, text: string, at: string, byName: string, byEmail: string }>, replies: Array<{ id: string, subject: string, body: string, at: string, byName: string, byEmail: string, sentAt: string | null }>, auditTrail: Array<{ id: string, at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'EnquiryFormRefused', problems: Array<{ field: EnquiryFormField, code: EnquiryInboxProblemCode, max: number | null }> }
   };

export type SetMyLanguageMutationVariables = Exact<{
  language: 'en' | 'zh-Hant';
}>;


export type SetMyLanguageMutation = { setMyLanguage: { email: string, language: 'en' | 'zh-Hant' } };

export type SetResourceDayMutationVariables = Exact<{
  resourceId: string | number;
  date: string;
  count?: number | null | undefined;
  note?: string | null | undefined;
  confirmShort: boolean;
}>;


export type SetResourceDayMutation = { setResourceDay:
    | { __typename: 'ResourceRefused', problem: ResourceProblem }
    | { __typename: 'ResourceSaved', resource: { id: string, name: string, count: number, uses: Array<{ activityId: string, activityName: string, quantity: number, perPlaces: number }>, days: Array<{ date: string, count: number, note: string | null }> } }
    | { __typename: 'ResourceShort', sessions: Array<{ sessionId: string, activityName: string, date: string, startTime: string, own: number, need: number }> }
   };

export type SetSessionCapacityMutationVariables = Exact<{
  sessionId: string | number;
  capacity: string;
}>;


export type SetSessionCapacityMutation = { setSessionCapacity:
    | { __typename: 'ScheduleFormRefused', problems: Array<{ field: ScheduleFormField, code: ScheduleProblemCode, booked: number | null, max: number | null, session: { date: string, time: string } | null }> }
    | { __typename: 'ScheduleSaved', id: string }
   };

export type SetVariationOnSaleMutationVariables = Exact<{
  id: string | number;
  onSale: boolean;
}>;


export type SetVariationOnSaleMutation = { setVariationOnSale:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type SettingsSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsSitesQuery = { settingsSites: Array<{ id: string, parkId: string | null, parkName: string | null, title: string, domain: string, language: 'en' | 'zh-Hant' }> };

export type SiteSettingsFieldsFragment = { id: string, parkId: string | null, parkName: string | null, mayEditIdentity: boolean, site: { title: string, domain: string, hrefLang: string, language: 'en' | 'zh-Hant', currency: string, timeZone: string, longMenuTitle: { en: string, zhHant: string } }, analytics: { googleTagManagerCode: Array<string>, googleAnalyticsCode: Array<string>, hubspotCode: Array<string>, facebookCode: Array<string>, ga4ApiSecretEnv: string, metaAccessTokenEnv: string }, booking: { bookingEnabled: boolean, bookingEmbedCode: string, externalBookingSiteUrl: string, enableProgressiveCheckout: boolean, progressiveCheckoutCode: string }, checkout: { checkoutImageId: string, reservationConfirmation: boolean, reservationSharePercent: string, reservationReleaseMinutes: string, cancellationPolicy: string, venueHireEmail: string, address: string, mapUrl: string, rescheduleHoursBefore: string, cancelHoursBefore: string, cancelRefundTo: CancelRefundTo, giftCardBonusPercent: string, cheaperDifferenceTo: RefundTo, offlineUnknownTickets: OfflineUnknownTickets, waiverRetentionYears: string }, accounting: { accountSales: string, accountClearing: string, accountGiftCardLiability: string, accountDeferredRevenue: string, accountRefunds: string, accountTaxRate: string } | null, wallet: { applePassTypeIdentifier: string, appleTeamIdentifier: string, appleCertificateEnv: string, appleKeyEnv: string, appleKeyPassphraseEnv: string, appleWwdrEnv: string, googleIssuerId: string, googleServiceAccountEnv: string, appleOffered: boolean, googleOffered: boolean } | null, groups: { groupsEnabled: boolean, groupMinPeople: string, groupDepositKind: GroupDepositKind, groupDepositValue: string, groupBalanceDaysBefore: string, groupDuePolicy: GroupDuePolicy, invoiceBusinessName: string, invoiceBusinessAddress: string, invoiceTaxNumber: string, invoiceTaxLabel: string, invoiceTaxPercent: string } | null, widget: { widgetOrigins: Array<string>, scriptUrl: string, activities: Array<{ slug: string, title: { en: string, zhHant: string } }> } | null, images: Array<{ id: string, title: string, url: string }>, gateways: Array<{ id: string, type: PaymentGatewayType, enabled: boolean, feePercent: string, offered: boolean, title: { en: string, zhHant: string }, description: { en: string, zhHant: string }, credentials: Array<{ field: GatewayCredentialField, name: string, set: boolean }> }> };

export type SettingsProblemFieldsFragment = { field: SettingsField, language: 'en' | 'zh-Hant' | null, code: SettingsProblemCode, max: number | null };

export type SiteSettingsQueryVariables = Exact<{
  localeId: string | number;
}>;


export type SiteSettingsQuery = { siteSettings: { id: string, parkId: string | null, parkName: string | null, mayEditIdentity: boolean, site: { title: string, domain: string, hrefLang: string, language: 'en' | 'zh-Hant', currency: string, timeZone: string, longMenuTitle: { en: string, zhHant: string } }, analytics: { googleTagManagerCode: Array<string>, googleAnalyticsCode: Array<string>, hubspotCode: Array<string>, facebookCode: Array<string>, ga4ApiSecretEnv: string, metaAccessTokenEnv: string }, booking: { bookingEnabled: boolean, bookingEmbedCode: string, externalBookingSiteUrl: string, enableProgressiveCheckout: boolean, progressiveCheckoutCode: string }, checkout: { checkoutImageId: string, reservationConfirmation: boolean, reservationSharePercent: string, reservationReleaseMinutes: string, cancellationPolicy: string, venueHireEmail: string, address: string, mapUrl: string, rescheduleHoursBefore: string, cancelHoursBefore: string, cancelRefundTo: CancelRefundTo, giftCardBonusPercent: string, cheaperDifferenceTo: RefundTo, offlineUnknownTickets: OfflineUnknownTickets, waiverRetentionYears: string }, accounting: { accountSales: string, accountClearing: string, accountGiftCardLiability: string, accountDeferredRevenue: string, accountRefunds: string, accountTaxRate: string } | null, wallet: { applePassTypeIdentifier: string, appleTeamIdentifier: string, appleCertificateEnv: string, appleKeyEnv: string, appleKeyPassphraseEnv: string, appleWwdrEnv: string, googleIssuerId: string, googleServiceAccountEnv: string, appleOffered: boolean, googleOffered: boolean } | null, groups: { groupsEnabled: boolean, groupMinPeople: string, groupDepositKind: GroupDepositKind, groupDepositValue: string, groupBalanceDaysBefore: string, groupDuePolicy: GroupDuePolicy, invoiceBusinessName: string, invoiceBusinessAddress: string, invoiceTaxNumber: string, invoiceTaxLabel: string, invoiceTaxPercent: string } | null, widget: { widgetOrigins: Array<string>, scriptUrl: string, activities: Array<{ slug: string, title: { en: string, zhHant: string } }> } | null, images: Array<{ id: string, title: string, url: string }>, gateways: Array<{ id: string, type: PaymentGatewayType, enabled: boolean, feePercent: string, offered: boolean, title: { en: string, zhHant: string }, description: { en: string, zhHant: string }, credentials: Array<{ field: GatewayCredentialField, name: string, set: boolean }> }> } };

export type StaffGiftCardFieldsFragment = { id: string, code: string, parkId: string, parkName: string, currency: string, value: number, balance: number, voided: boolean, createdAt: string, origin: GiftCardOrigin, issuedByBookingId: string | null, maxAdjustment: number, recipient: { name: string, email: string, message: string | null, language: 'en' | 'zh-Hant' } | null, entries: Array<{ id: string, at: string, kind: GiftCardEntryKind, amount: number, balanceAfter: number, bookingId: string | null, actor: string | null, note: string | null }>, orders: Array<{ bookingId: string, status: OrderStatus, createdAt: string, amount: number, total: number, currency: string }> };

export type StaffOrderFieldsFragment = { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> };

export type StaffOrderQueryVariables = Exact<{
  bookingId: string;
}>;


export type StaffOrderQuery = { order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } };

export type StaffOrdersQueryVariables = Exact<{
  search?: string | null | undefined;
  date?: string | null | undefined;
  parkId?: string | number | null | undefined;
  groupsWithBalanceDue?: boolean | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type StaffOrdersQuery = { orders: { nextCursor: string | null, items: Array<{ bookingId: string, status: OrderStatus, kind: OrderKind, name: string, email: string, phone: string, parkName: string, timeZone: string, firstSessionAt: string | null, tickets: number, total: number, currency: string, createdAt: string, channel: OrderChannel, channelSource: string | null }> } };

export type StaffPromoCodeFieldsFragment = { id: string, code: string, kind: PromoCodeKind, value: number, validFrom: string | null, validUntil: string | null, maxUses: number | null, uses: number, activityIds: Array<string>, status: PromoCodeStatus, disabledAt: string | null, createdAt: string };

export type StaffResellerFieldsFragment = { id: string, name: string, keyHint: string, commissionPercent: number, status: ResellerStatus, createdAt: string, revokedAt: string | null };

export type StaffScheduleEntryFieldsFragment = { id: string, weekdays: Array<number>, times: Array<string>, capacity: number, startsOn: string, endsOn: string | null, oneOff: boolean, ended: boolean };

export type StaffWaiverFieldsFragment = { id: string, name: string, createdAt: string, texts: Array<{ language: 'en' | 'zh-Hant', versions: Array<{ id: string, version: number, title: string, body: string, createdAt: string, createdBy: string }> }> };

export type SyncOfflineCheckInsMutationVariables = Exact<{
  input: OfflineSyncInput;
}>;


export type SyncOfflineCheckInsMutation = { syncOfflineCheckIns: { applied: number, duplicates: number, conflicts: Array<{ id: string, code: string, reason: OfflineConflict, people: number, counted: number }> } };

export type TakeChargeAtDeskMutationVariables = Exact<{
  bookingId: string;
  chargeId: string | number;
  method: DeskPaymentMethod;
  idempotencyKey: string;
}>;


export type TakeChargeAtDeskMutation = { takeChargeAtDesk:
    | { __typename: 'StaffOrderActionDone', order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'StaffOrderActionRefused', problem: StaffOrderActionProblem, order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
   };

export type TakePaymentAtDeskMutationVariables = Exact<{
  bookingId: string;
  method: DeskPaymentMethod;
  idempotencyKey: string;
}>;


export type TakePaymentAtDeskMutation = { takePaymentAtDesk:
    | { __typename: 'StaffOrderActionDone', order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
    | { __typename: 'StaffOrderActionRefused', problem: StaffOrderActionProblem, order: { bookingId: string, status: OrderStatus, kind: OrderKind, language: 'en' | 'zh-Hant', currency: string, createdAt: string, paidAt: string | null, channel: OrderChannel, channelSource: string | null, subtotal: number, discount: number, giftCard: number, cardFee: number, total: number, dueOnArrival: number, refunded: number, actions: Array<OrderDeskAction>, arrival: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, utmTerm: string | null, utmContent: string | null, hadGclid: boolean, hadFbclid: boolean, referrerHost: string | null, landingPath: string | null, deviceClass: DeviceClass } | null, park: { id: string, name: string, timeZone: string }, customer: { firstName: string, lastName: string, email: string, phone: string }, lines: Array<{ activityTitle: string, startsAt: string, addOns: Array<string>, upgrade: string | null, total: number, discount: number, tickets: Array<{ title: string, quantity: number }> }>, tickets: Array<{ code: string, activityTitle: string, variationTitle: string, startsAt: string, movedFrom: string | null, cancelledAt: string | null, checkIns: Array<{ id: string, at: string, by: string, undoableUntil: string, mayUndo: boolean }> }>, payments: Array<{ method: PaymentMethod, gateway: string | null, status: PaymentStatus, amount: number, providerReference: string | null, createdAt: string, events: Array<{ kind: PaymentEventKind, at: string, detail: string }> }>, refunds: Array<{ amount: number, method: RefundMethod, status: RefundStatus, reason: string, giftCardCode: string | null, lastError: string | null, by: string | null, createdAt: string }>, charges: Array<{ id: string, amount: number, status: ChargeStatus, reason: string, linkSent: boolean, paidWith: PaymentMethod | null, createdAt: string, paidAt: string | null }>, mails: Array<{ kind: OrderMailKind, createdAt: string, sentAt: string | null, attempts: number, lastError: string | null }>, auditTrail: Array<{ at: string, actor: string, action: string, before: string | null, after: string | null }> } }
   };

export type UndoCheckInMutationVariables = Exact<{
  checkInId: string | number;
}>;


export type UndoCheckInMutation = { undoCheckIn:
    | { __typename: 'CheckInUndone', checkIn: { id: string, people: number, at: string, byName: string, byEmail: string, gate: string | null, undoableUntil: string, undoneAt: string | null }, ticket: { ticketId: string, code: string, bookingId: string, customerName: string, parkName: string, activityTitle: string, sessionId: string, sessionStartsAt: string, sessionEndsAt: string | null, sessionDay: string, timeZone: string, ticketType: string, upgrade: string | null, dueOnArrival: number | null, currency: string | null, people: { total: number, admitted: number, remaining: number }, addOns: Array<{ title: string, quantity: number }>, riders: { verdict: RidersVerdict, kioskPath: string | null, riders: Array<{ seat: number, name: string | null, ageToday: number | null, waiver: WaiverState, problems: Array<{ code: RiderProblemCode, limit: number | null, question: string | null }> }>, adultNeeded: { children: number, adults: number, adultsNeeded: number, underAge: number, adultAge: number } | null } | null } }
    | { __typename: 'UndoCheckInRefused', problem: UndoCheckInProblem }
   };

export type UpdateActivityDetailsMutationVariables = Exact<{
  id: string | number;
  input: ActivityDetailsInput;
}>;


export type UpdateActivityDetailsMutation = { updateActivityDetails:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type UpdateActivityListingMutationVariables = Exact<{
  id: string | number;
  input: ActivityListingInput;
}>;


export type UpdateActivityListingMutation = { updateActivityListing:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type UpdateAddOnMutationVariables = Exact<{
  id: string | number;
  input: AddOnInput;
}>;


export type UpdateAddOnMutation = { updateAddOn:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type UpdatePromoCodeMutationVariables = Exact<{
  id: string | number;
  input: PromoCodeInput;
}>;


export type UpdatePromoCodeMutation = { updatePromoCode:
    | { __typename: 'PromoCodeFormRefused', problems: Array<{ field: PromoCodeFormField, code: PromoCodeProblemCode }> }
    | { __typename: 'PromoCodeSaved', promoCode: { id: string, code: string, kind: PromoCodeKind, value: number, validFrom: string | null, validUntil: string | null, maxUses: number | null, uses: number, activityIds: Array<string>, status: PromoCodeStatus, disabledAt: string | null, createdAt: string } }
   };

export type UpdateRiderRequirementsMutationVariables = Exact<{
  id: string | number;
  input: RiderRequirementsInput;
}>;


export type UpdateRiderRequirementsMutation = { updateRiderRequirements:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type UpdateScheduleMutationVariables = Exact<{
  scheduleId: string | number;
  pattern?: PatternInput | null | undefined;
  oneOff?: OneOffInput | null | undefined;
}>;


export type UpdateScheduleMutation = { updateSchedule:
    | { __typename: 'ScheduleFormRefused', problems: Array<{ field: ScheduleFormField, code: ScheduleProblemCode, booked: number | null, max: number | null, session: { date: string, time: string } | null }> }
    | { __typename: 'ScheduleSaved', id: string }
   };

export type UpdateUpgradeMutationVariables = Exact<{
  id: string | number;
  input: UpgradeInput;
}>;


export type UpdateUpgradeMutation = { updateUpgrade:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type UpdateVariationMutationVariables = Exact<{
  id: string | number;
  input: VariationInput;
}>;


export type UpdateVariationMutation = { updateVariation:
    | { __typename: 'CatalogueActivitySaved', activity: { id: string, slug: string, type: ActivityType, title: string, status: CatalogueStatus, position: number, fromPrice: number | null, parkId: string, parkName: string, currency: string, details: { durationMinutes: number | null, imageId: string, title: { en: string, zhHant: string }, summary: { en: string, zhHant: string }, description: { en: string, zhHant: string }, highlights: { en: Array<string>, zhHant: Array<string> } }, variations: Array<{ id: string, participants: number, price: number, status: CatalogueStatus, title: { en: string, zhHant: string } }>, addOns: Array<{ id: string, perParticipant: boolean, price: number, status: CatalogueStatus, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, upgrades: Array<{ id: string, targetActivityId: string, price: number, title: { en: string, zhHant: string }, description: { en: string, zhHant: string } }>, priceRules: Array<{ id: string, kind: PriceRuleKind, percent: number, dates: Array<string>, variationId: string | null, price: number | null }>, images: Array<{ id: string, title: string, url: string }>, pages: Array<{ language: 'en' | 'zh-Hant', url: string }>, listing: { includedActivityIds: Array<string>, externalUrl: string, partnerName: string, partnerFromPrice: number | null, choices: Array<{ id: string, title: string }> } | null, riders: { minAge: number | null, maxAge: number | null, minHeightCm: number | null, maxHeightCm: number | null, maxWeightKg: number | null, waiverId: string | null, accompanyingAdult: { underAge: number, adultAge: number, childrenPerAdult: number } | null, healthQuestions: Array<{ id: string, refusingAnswer: boolean, text: { en: string, zhHant: string } }> }, waivers: Array<{ id: string, name: string, title: string }> } }
    | { __typename: 'CatalogueFormRefused', problems: Array<{ field: CatalogueFormField, code: CatalogueProblemCode, index: number | null }> }
   };

export type VoidGiftCardMutationVariables = Exact<{
  input: VoidGiftCardInput;
}>;


export type VoidGiftCardMutation = { voidGiftCard:
    | { __typename: 'GiftCardActionDone', card: { id: string, code: string, parkId: string, parkName: string, currency: string, value: number, balance: number, voided: boolean, createdAt: string, origin: GiftCardOrigin, issuedByBookingId: string | null, maxAdjustment: number, recipient: { name: string, email: string, message: string | null, language: 'en' | 'zh-Hant' } | null, entries: Array<{ id: string, at: string, kind: GiftCardEntryKind, amount: number, balanceAfter: number, bookingId: string | null, actor: string | null, note: string | null }>, orders: Array<{ bookingId: string, status: OrderStatus, createdAt: string, amount: number, total: number, currency: string }> } }
    | { __typename: 'GiftCardFormRefused', problems: Array<{ field: GiftCardFormField, code: GiftCardDeskProblemCode }> }
   };

export type WaiverDeskQueryVariables = Exact<{
  parkId: string | number;
}>;


export type WaiverDeskQuery = { waiverDesk: { parkId: string, timeZone: string, mayEdit: boolean, retentionYears: number, waivers: Array<{ id: string, name: string, createdAt: string, texts: Array<{ language: 'en' | 'zh-Hant', versions: Array<{ id: string, version: number, title: string, body: string, createdAt: string, createdBy: string }> }> }> } };

export type WaiverSignatureQueryVariables = Exact<{
  id: string | number;
}>;


export type WaiverSignatureQuery = { waiverSignature: { id: string, parkName: string, timeZone: string, bookingId: string, waiverName: string, language: 'en' | 'zh-Hant', signerName: string, signerEmail: string | null, guardianRelationship: string | null, drawing: string | null, signedAt: string, clientAddress: string, userAgent: string, seal: string, sealVerified: boolean, text: { id: string, version: number, title: string, body: string, createdAt: string, createdBy: string }, rider: { name: string, dateOfBirth: string | null, heightCm: number | null, weightKg: number | null, answers: Array<{ questionId: string, question: string | null, answer: boolean }> } } };

export type WaiverSignaturesQueryVariables = Exact<{
  parkId: string | number;
  search?: string | null | undefined;
  before?: string | null | undefined;
  limit: number;
}>;


export type WaiverSignaturesQuery = { waiverSignatures: Array<{ id: string, signedAt: string, riderName: string, signerName: string, bookingId: string, waiverTitle: string, language: 'en' | 'zh-Hant', version: number }> };

export type WaiverTextVersionFieldsFragment = { id: string, version: number, title: string, body: string, createdAt: string, createdBy: string };

export { AddAddOnDocument } from './staff-documents/add-add-on';
export { AddEnquiryNoteDocument } from './staff-documents/add-enquiry-note';
export { AddScheduleDocument } from './staff-documents/add-schedule';
export { AddVariationDocument } from './staff-documents/add-variation';
export { AdjustGiftCardDocument } from './staff-documents/adjust-gift-card';
export { AuditEntriesDocument } from './staff-documents/audit-entries';
export { CancelTicketsDocument } from './staff-documents/cancel-tickets';
export { CatalogueActivityDocument } from './staff-documents/catalogue-activity';
export { CatalogueDocument } from './staff-documents/catalogue';
export { CloseSessionsDocument } from './staff-documents/close-sessions';
export { ContentPageDocument } from './staff-documents/content-page';
export { ContentPagesDocument } from './staff-documents/content-pages';
export { ContentPreviewLinkDocument } from './staff-documents/content-preview-link';
export { ContentSitesDocument } from './staff-documents/content-sites';
export { CreateActivityDocument } from './staff-documents/create-activity';
export { CreatePromoCodeDocument } from './staff-documents/create-promo-code';
export { CreateWaiverDocument } from './staff-documents/create-waiver';
export { DashboardDocument } from './staff-documents/dashboard';
export { DaySheetDocument } from './staff-documents/day-sheet';
export { DisablePromoCodeDocument } from './staff-documents/disable-promo-code';
export { DiscardContentDraftDocument } from './staff-documents/discard-content-draft';
export { EndScheduleDocument } from './staff-documents/end-schedule';
export { EnquiriesDocument } from './staff-documents/enquiries';
export { EnquiryDocument } from './staff-documents/enquiry';
export { GiftCardParksDocument } from './staff-documents/gift-card-parks';
export { GiftCardReportDocument } from './staff-documents/gift-card-report';
export { GiftCardDocument } from './staff-documents/gift-card';
export { ImageLibraryDocument } from './staff-documents/image-library';
export { IssueComplimentaryGiftCardDocument } from './staff-documents/issue-complimentary-gift-card';
export { KioskBookingDocument } from './staff-documents/kiosk-booking';
export { KioskRiderLinkDocument } from './staff-documents/kiosk-rider-link';
export { MakeResellerDocument } from './staff-documents/make-reseller';
export { StaffMeDocument } from './staff-documents/me';
export { MoveActivityDocument } from './staff-documents/move-activity';
export { MoveGatewayDocument } from './staff-documents/move-gateway';
export { MoveOptionsDocument } from './staff-documents/move-options';
export { MoveTicketsDocument } from './staff-documents/move-tickets';
export { MyPasskeysDocument } from './staff-documents/my-passkeys';
export { OccupancyReportDocument } from './staff-documents/occupancy-report';
export { PromoCodesDocument } from './staff-documents/promo-codes';
export { PublishContentPageDocument } from './staff-documents/publish-content-page';
export { RefundQuoteDocument } from './staff-documents/refund-quote';
export { RemoveMyPasskeyDocument } from './staff-documents/remove-my-passkey';
export { RemovePriceRuleDocument } from './staff-documents/remove-price-rule';
export { ReopenSessionsDocument } from './staff-documents/reopen-sessions';
export { ReplyToEnquiryDocument } from './staff-documents/reply-to-enquiry';
export { ResellersDocument } from './staff-documents/resellers';
export { ResendConfirmationDocument } from './staff-documents/resend-confirmation';
export { ResourcesDocument } from './staff-documents/resources';
export { RevertContentPageDocument } from './staff-documents/revert-content-page';
export { RevokeResellerDocument } from './staff-documents/revoke-reseller';
export { SalesReportDocument } from './staff-documents/sales-report';
export { SaveContentDraftDocument } from './staff-documents/save-content-draft';
export { SaveContentMenusDocument } from './staff-documents/save-content-menus';
export { SaveGatewayDocument } from './staff-documents/save-gateway';
export { SaveImageTextsDocument } from './staff-documents/save-image-texts';
export { SavePriceRuleDocument } from './staff-documents/save-price-rule';
export { SaveResourceDocument } from './staff-documents/save-resource';
export { SaveSiteSettingsDocument } from './staff-documents/save-site-settings';
export { SaveWaiverTextDocument } from './staff-documents/save-waiver-text';
export { ScanTicketDocument } from './staff-documents/scan-ticket';
export { ScannerDayDocument } from './staff-documents/scanner-day';
export { ScheduleDocument } from './staff-documents/schedule';
export { SchedulesDocument } from './staff-documents/schedules';
export { SessionManifestDocument } from './staff-documents/session-manifest';
export { SetActivityOnSaleDocument } from './staff-documents/set-activity-on-sale';
export { SetAddOnOnSaleDocument } from './staff-documents/set-add-on-on-sale';
export { SetEnquiryStatusDocument } from './staff-documents/set-enquiry-status';
export { SetMyLanguageDocument } from './staff-documents/set-my-language';
export { SetResourceDayDocument } from './staff-documents/set-resource-day';
export { SetSessionCapacityDocument } from './staff-documents/set-session-capacity';
export { SetVariationOnSaleDocument } from './staff-documents/set-variation-on-sale';
export { SettingsSitesDocument } from './staff-documents/settings-sites';
export { SiteSettingsDocument } from './staff-documents/site-settings';
export { StaffOrderDocument } from './staff-documents/staff-order';
export { StaffOrdersDocument } from './staff-documents/staff-orders';
export { SyncOfflineCheckInsDocument } from './staff-documents/sync-offline-check-ins';
export { TakeChargeAtDeskDocument } from './staff-documents/take-charge-at-desk';
export { TakePaymentAtDeskDocument } from './staff-documents/take-payment-at-desk';
export { UndoCheckInDocument } from './staff-documents/undo-check-in';
export { UpdateActivityDetailsDocument } from './staff-documents/update-activity-details';
export { UpdateActivityListingDocument } from './staff-documents/update-activity-listing';
export { UpdateAddOnDocument } from './staff-documents/update-add-on';
export { UpdatePromoCodeDocument } from './staff-documents/update-promo-code';
export { UpdateRiderRequirementsDocument } from './staff-documents/update-rider-requirements';
export { UpdateScheduleDocument } from './staff-documents/update-schedule';
export { UpdateUpgradeDocument } from './staff-documents/update-upgrade';
export { UpdateVariationDocument } from './staff-documents/update-variation';
export { VoidGiftCardDocument } from './staff-documents/void-gift-card';
export { WaiverDeskDocument } from './staff-documents/waiver-desk';
export { WaiverSignatureDocument } from './staff-documents/waiver-signature';
export { WaiverSignaturesDocument } from './staff-documents/waiver-signatures';
