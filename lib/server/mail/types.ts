import type { Language } from '@/lib/domain/language';
import type { OrderStatus } from '@/lib/domain/order-status';

/**
 * The links a mail about a booking carries (issue #24): its My booking page (a signed link, made when the
 * view was captured: lib/server/orders/booking-link.ts bookingMailLinks) and "Find my booking". Absent
 * from messages queued before they existed, which show neither.
 */
export interface BookingMailLinks {
  manageUrl?: string;
  /** ISO instant the My booking link stops working. */
  manageUntil?: string;
  findBookingUrl?: string;
}

/** What every mail about one booking starts from: whose booking, in which language, at which park. */
export interface BookingMailHeader {
  /** The order's id: the back office lists the mail of an order by it. */
  orderId: string;
  bookingId: string;
  language: Language;
  /**
   * The BCP 47 locale for dates and money: the locale record's hrefLang, e.g. 'en-NZ' or 'zh-Hant-HK'
   * (`intlLocale()` in lib/domain/money.ts). Optional; the language alone when absent.
   */
  intlLocale?: string;
  parkName: string;
  timeZone: string;
  /** The buyer, to whom it goes. */
  customer: { firstName: string; lastName: string; email: string };
}

/** Everything the booking confirmation email shows, captured when the order is paid (issue #5). */
export interface OrderEmailView extends BookingMailLinks, BookingMailHeader {
  currency: string;
  /** The confirmation page, with its unguessable token. */
  confirmationUrl: string;
  lines: {
    activityTitle: string;
    /** ISO instant; shown in the park's time zone. */
    startsAt: string;
    tickets: { title: string; quantity: number; participants: number }[];
    addOns: { title: string; quantity: number }[];
    upgradeTitle: string | null;
    /** Null for tickets staff moved or left out of their line (issue #22): the line's total no longer describes them. */
    total: number | null;
  }[];
  subtotal: number;
  discount: number;
  giftCard: number;
  cardFee: number;
  total: number;
  /**
   * The part of `total` to be paid at the desk on arrival (pay on arrival): nothing was collected, so the
   * email must not call it paid. Absent from messages queued before this field existed.
   */
  dueOnArrival?: number;
  /** What was given back since (staff cancellations and moves, issue #22), in total. */
  refunded?: number;
  /**
   * The tickets went in a message of their own (`booking-tickets`), queued with this one: this message
   * carries the manage link and the money, and says to keep it. Absent from messages queued before,
   * which carry the tickets themselves (and so no manage link: ./booking-links.ts `bookingLinksPart`).
   */
  ticketsApart?: boolean;
  /** One scannable ticket per ticket that stands; none when `ticketsApart`. */
  tickets: TicketEmailView[];
}

/** A ticket as a mail draws it, with its QR code. */
export interface TicketEmailView {
  code: string;
  /**
   * What its QR code carries and the gate reads: the code signed with the park's Ed25519 key (SR2,
   * lib/domain/ticket-signature.ts). Absent from messages queued before tickets were signed, which show
   * and encode the bare code.
   */
  qrText?: string;
  /**
   * What is printed under the QR code, to be typed at the gate when a camera cannot read it: the short
   * SR1 text (lib/server/orders/signed-ticket-code.ts). Absent from messages queued before SR2, whose
   * `qrText` was SR1 and is printed.
   */
  typedText?: string;
  activityTitle: string;
  variationTitle: string;
  startsAt: string;
  /**
   * Its wallet passes' links (lib/server/orders/wallet-pass-link.ts), for the wallets the park offers:
   * each opens this ticket's pass only, so the email can be forwarded. Absent from messages queued before.
   */
  wallet?: { appleUrl?: string; googleUrl?: string; demo?: boolean };
}

/**
 * A booking's tickets on their own, for the buyer to forward to whoever rides with them: QR codes and
 * what each admits to, and nothing that opens or changes the booking or shows its money. Queued with the
 * confirmation, and with a reschedule's new codes (`reissued`).
 */
export interface BookingTicketsEmailView extends BookingMailHeader {
  /** New codes for tickets moved to another time: the ones they had no longer admit. */
  reissued?: boolean;
  tickets: TicketEmailView[];
}

/**
 * A rendered message, ready for the transport. Inline images are referenced from the HTML as cid:<cid>;
 * an attachment without a cid is a file the reader opens or saves (a signed waiver's PDF).
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  /**
   * The sender's name that inboxes list, in the message's language (the park as its site names it), at
   * MAIL_FROM's address; MAIL_FROM's own name, one for every language, when absent.
   */
  senderName?: string;
  /** Where replies go, when not to the sender (an enquiry's notification: to the visitor). */
  replyTo?: { name: string; address: string };
}

/**
 * What the outbox needs to send one kind of mail: who it goes to and how it looks. The payload is the
 * JSON stored in the outbox row, captured when the fact happened, so a retry sends what was true then.
 */
export interface MailDefinition<Payload> {
  recipient(payload: Payload): { name: string; address: string };
  render(payload: Payload): Promise<RenderedMail>;
}

/**
 * A gift voucher as its recipient's email shows it (issue #6): a bought card's, from its sender, or a
 * complimentary card staff gave (issue #22), from the park itself.
 */
export interface GiftVoucherView {
  language: Language;
  intlLocale?: string;
  parkName: string;
  /** The site where the code is redeemed, e.g. http://nz.localhost:3000. */
  siteUrl: string;
  sender: { firstName: string; lastName: string; email: string };
  recipient: { name: string; email: string };
  /** The sender's message (at most 240 characters), or null. */
  message: string | null;
  /** The voucher's value, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The code, already in groups (ABCD-EFGH-JKLM-NPQR). */
  code: string;
  /** Given by the park (staff's complimentary card): the park is its sender, and no purchase is behind it. */
  complimentary?: boolean;
}

/** A bought gift voucher as its two emails show it: the recipient's voucher and the sender's receipt (issue #6). */
export interface GiftCardEmailView extends GiftVoucherView {
  orderId: string;
  /** The purchase's reference, shown on the receipt. */
  bookingId: string;
  cardFee: number;
  total: number;
  /** The sender's purchase confirmation page (unguessable token). */
  confirmationUrl: string;
}

/**
 * A pay-on-arrival reservation's request for confirmation (issue #21): what is reserved, the link that
 * keeps it and the deadline. `tickets` is empty: tickets go out once the reservation is confirmed.
 */
export interface ReservationRequestView extends OrderEmailView {
  /** The page whose button confirms the reservation (the link's key is in it). */
  confirmUrl: string;
  /** ISO instant after which the places are released. */
  confirmBy: string;
}

/**
 * A pay-on-arrival reservation released because nobody came for it (lib/domain/reservation-release.ts):
 * what was reserved, and that nothing is kept or owed any more. `tickets` is empty: they admit nobody now.
 */
export interface ReservationReleasedView extends OrderEmailView {
  /** The park's minutes after the first session's start that the reservation was kept (parks.reservation_release_minutes). */
  releaseMinutes: number;
}

/**
 * What staff changed on a booking (issue #22), told to the visitor in the order's language: tickets
 * cancelled (and the money given back, and how), tickets moved to another time, or the payment taken
 * at the desk. Captured when the change committed.
 */
export interface OrderUpdateEmailView extends BookingMailLinks, BookingMailHeader {
  currency: string;
  confirmationUrl: string;
  /** `added`: a group's organiser raised its numbers (lib/server/orders/commands/group-numbers.ts). */
  change: 'cancelled' | 'moved' | 'paidAtDesk' | 'added';
  /**
   * The tickets the change concerned: cancelled ones, or moved ones at their new time (and the old one).
   * A `qrText` only in messages queued before new codes went in a message of their own (`ticketsApart`).
   */
  tickets: { code: string; activityTitle: string; variationTitle: string; startsAt: string; previousStartsAt?: string; qrText?: string }[];
  /** The moved tickets' new codes went in a `booking-tickets` message queued with this one. */
  ticketsApart?: boolean;
  /** How many tickets of the booking stand after the change. */
  ticketsLeft: number;
  /** Money given back by this change. */
  refund?: { amount: number; method: 'gateway' | 'gift_card' | 'desk' | 'reseller'; giftCardCode?: string; giftCardSiteUrl?: string; bonus?: number };
  /** Money the gift card the order was paid with got back. */
  giftCardReturned?: number;
  /** What moves to dearer times had been paid for cancelled tickets, given back the way it was paid. */
  chargeRefunded?: number;
  /** Money taken at the desk. */
  payment?: { amount: number; method: 'cash' | 'card_at_desk' };
  /**
   * What the change costs more (a move to a dearer session): paid through `payUrl`, the charge's payment
   * link on the park's site, or at the desk on arrival when there is none (a reservation). `groupBalance`:
   * the charge is a group's balance, owed again after the change, and the mail says so.
   */
  charge?: { amount: number; payUrl: string | null; groupBalance?: boolean };
}

/**
 * A session closed by the park (weather, maintenance; issue #23), or reopened, told to a visitor whose
 * standing tickets are in it, in the order's language. Captured when the closure committed.
 */
export interface SessionClosureEmailView extends BookingMailLinks, BookingMailHeader {
  /** The booking's page (its key in it). */
  confirmationUrl: string;
  change: 'closed' | 'reopened';
  /** Staff's words, for a closure. */
  reason: string | null;
  /** The booking's sessions concerned, with its standing tickets in each. */
  sessions: { activityTitle: string; startsAt: string; tickets: number }[];
}

/**
 * "Find my booking" (issue #24): the bookings of one email address at one park, each with its own My
 * booking link, in the language of the site the visitor asked on. Sent only when there is at least one.
 */
export interface BookingLinksEmailView {
  language: Language;
  intlLocale?: string;
  parkName: string;
  timeZone: string;
  /** Where it goes: the address as the newest of these bookings stores it (case and all). */
  email: string;
  firstName: string;
  /** Absent in a message queued before greetings named the whole name (lib/domain/language.ts greetingName). */
  lastName?: string;
  /** "Find my booking" on the site asked on, for new links once these expire. */
  findBookingUrl: string;
  /** ISO instant the links stop working. */
  expiresAt: string;
  /** Newest first. */
  bookings: {
    bookingId: string;
    status: OrderStatus;
    /** The booking's first activity and session (ISO instant, shown in the park's zone); null if it has none. */
    activityTitle: string | null;
    startsAt: string | null;
    /** Its My booking page. */
    url: string;
  }[];
}

/** A waiting list's entry as its mails name it: the session, the places, the visitor's language. */
interface WaitingListEntryView {
  entryId: string;
  email: string;
  language: Language;
  intlLocale?: string;
  parkName: string;
  timeZone: string;
  currency: string;
  activityTitle: string;
  /** ISO instant of the session. */
  startsAt: string;
  places: number;
}

/**
 * A waiting-list join's request for confirmation: the link whose page confirms it (only a confirmed join
 * is ever offered places), and when the join lapses unconfirmed.
 */
export interface WaitingListConfirmView extends WaitingListEntryView {
  /** The confirmation's page, with the key only this email carries. */
  confirmUrl: string;
  /** ISO instant after which the join lapses unconfirmed. */
  confirmBy: string;
}

/** A waiting list's offer: places held for the visitor, and the link that books them. */
export interface WaitingListOfferView extends WaitingListEntryView {
  /** The offer's page, with the key only this email carries. */
  offerUrl: string;
  /** ISO instant the places are held until. */
  holdUntil: string;
}

/**
 * A signed waiver's copy for its signer, in the signed text's language (lib/server/riders queueWaiverCopy):
 * the message's words and the PDF drawn when the signature was made. Sent only where the signer gave an
 * address.
 */
export interface WaiverCopyEmailView {
  /** The signature's id: one copy per signature (the dedupe key names it). */
  signatureId: string;
  language: Language;
  intlLocale?: string;
  parkName: string;
  /** The signature's signer_email. */
  email: string;
  signerName: string;
  riderName: string;
  activityTitle: string;
  waiverTitle: string;
  /** The PDF copy (lib/server/booking-documents waiverPdf), base64. */
  pdf: string;
}

/**
 * "Your riders, before your visit": two days before, the buyer of a booking whose riders are not all named
 * or have not all signed the waiver, each such rider with their own link (lib/server/riders).
 */
export interface RidersReminderView extends BookingMailHeader, BookingMailLinks {
  riders: {
    activityTitle: string;
    /** ISO instant of the session. */
    startsAt: string;
    /** The rider's name once named; null: still to be named (the mail says which place of which ticket). */
    name: string | null;
    /** 1-based: the rider's place among the booking's riders of that session. */
    place: number;
    /** What is still to do: name the rider (and sign, where the activity asks a waiver), or sign only. */
    todo: 'name' | 'nameAndSign' | 'sign';
    /** The rider's personal page: whoever holds it names that one rider and signs their waiver. */
    url: string;
  }[];
}

/**
 * A group booking's balance reminder (lib/server/groups/group-reminders.ts): its organisation, the deposit
 * paid, the balance still due and its due day, the signed link that pays it and the invoice's.
 */
export interface GroupBalanceView extends BookingMailHeader, BookingMailLinks {
  currency: string;
  organisation: string;
  deposit: number;
  /** What is still due (the balance's charges not paid yet). */
  amount: number;
  /** The due day in the park's calendar, 'YYYY-MM-DD'. */
  dueOn: string;
  /** Days before the due day this reminder is (lib/domain/group-booking.ts GROUP_REMINDER_DAYS). */
  stage: number;
  payUrl: string;
  invoiceUrl: string;
}

/**
 * A group's invoice, to the invoice address its organiser gave (a school's office, a company's accounts),
 * once its deposit is paid (lib/server/groups/group-invoice-mail.ts). No link: the booking's own link would
 * let whoever reads that mailbox change the booking; the invoice is attached.
 */
export interface GroupInvoiceView {
  orderId: string;
  bookingId: string;
  language: Language;
  intlLocale?: string;
  parkName: string;
  organisation: string;
  invoiceEmail: string;
  /** The invoice (lib/server/booking-documents invoicePdf), base64. */
  pdf: string;
}

/** Staff's notice of a group balance unpaid past its due day, and what the park's policy did (lib/server/groups/group-overdue.ts). */
export interface GroupOverdueView {
  orderId: string;
  bookingId: string;
  language: Language;
  parkName: string;
  currency: string;
  organisation: string;
  amount: number;
  dueOn: string;
  action: 'release' | 'keep';
  /** The order's page in the back office. */
  orderUrl: string;
  staffName: string;
  staffEmail: string;
}
