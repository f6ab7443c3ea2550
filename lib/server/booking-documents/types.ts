import type { Language } from '@/lib/domain/language';

/** What a booking's documents (its tickets' PDF, its calendar events) are drawn from: filled from an order. */
export interface BookingDocument {
  /** The booking ID the visitor quotes, e.g. 'SR-7K2P9Q'. */
  bookingId: string;
  /** The site's language: every word of the documents is in it. */
  language: Language;
  /** The site's Intl locale (lib/domain/money.ts `intlLocale`, e.g. 'en-NZ', 'zh-Hant-HK'), as its emails get it; the language when absent. */
  intlLocale?: string;
  park: {
    name: string;
    address: string | null;
    mapUrl: string | null;
    /** IANA zone: times are written, and calendar events placed, in the park's time. */
    timeZone: string;
    /** The park's site, e.g. 'https://summitrush.example': named in the calendar events and the PDF. */
    siteUrl: string;
  };
  visitorName: string;
  /**
   * The booking's My booking page, with its key (the signed link the documents were asked with): where
   * the calendar events lead. Only the calendar carries it: the PDF's tickets are forwarded to the riders,
   * and the link can cancel the whole booking (lib/server/mail/booking-links.ts says the same of mails).
   */
  manageUrl: string;
  tickets: BookingTicket[];
}

export interface BookingTicket {
  /** The ticket's code (unique): the calendar events' UIDs and the PDF's order do not depend on titles. */
  code: string;
  /** What the QR code holds: the text signed with the park's key (lib/server/orders `ticketQrText`). */
  qrText: string;
  /** What is printed under it, typed at the gate when a camera cannot read it (lib/server/orders `ticketTypedText`). */
  typedText: string;
  /** The activity's ID: a session is an activity and a start, whatever the title's language. */
  activityId: string;
  activityTitle: string;
  /** The ticket type, e.g. 'Adult'. */
  ticketTitle: string;
  /** How many people it admits. */
  people: number;
  startsAt: Date;
  endsAt: Date;
}

/** One session of a booking as a calendar event: what the .ics and the Google Calendar link both say. */
export interface CalendarEvent {
  /** Stable per booking and session (activity and start), the same in every language: a calendar that imports the file twice keeps one event. */
  uid: string;
  title: string;
  details: string;
  location: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** The booking's My booking page (BookingDocument.manageUrl). */
  url: string;
}

/**
 * A signed waiver as its signer's PDF copy shows it: what the signature row, its text version and its rider
 * hold (lib/server/riders fills it), in the language of the text signed.
 */
export interface WaiverDocument {
  /** The signed text's language: every word of the copy is in it. */
  language: Language;
  /** The site's Intl locale, for the dates; the language when absent. */
  intlLocale?: string;
  park: {
    /** As the park's site in `language` names it. */
    name: string;
    /** IANA zone: when it was signed is said in the park's time. */
    timeZone: string;
  };
  waiver: { title: string; body: string; version: number };
  activityTitle: string;
  /** The rider's details as signed (the signature's own copy, not the rider's row today). */
  rider: {
    name: string;
    /** YYYY-MM-DD. */
    dateOfBirth: string;
    heightCm: number | null;
    weightKg: number | null;
    /** Each answer with its question's text in `language` (its id, when the activity no longer asks it). */
    answers: { question: string; answer: boolean }[];
  };
  signer: { name: string; guardianRelationship: string | null };
  /** The drawn signature as SVG path data; null when the typed name alone signed. */
  drawing: string | null;
  signedAt: Date;
  clientAddress: string;
  /** The signature's seal, sha256 hex (lib/server/riders waiverSeal). */
  seal: string;
}

/** A group booking's invoice (./invoice-pdf.ts): filled by lib/server/groups from the order, its group and the park's invoice details. */
export interface InvoiceDocument {
  bookingId: string;
  language: Language;
  intlLocale?: string;
  currency: string;
  park: { name: string; timeZone: string };
  /** The park's business details, as its settings name them. */
  business: { name: string; address: string; taxNumber: string };
  /** The tax the prices include ('' for no tax line) and its rate in basis points. */
  taxLabel: string;
  taxBasisPoints: number;
  organisation: string;
  organiser: string;
  invoiceEmail: string;
  /** Park days 'YYYY-MM-DD'. */
  issuedOn: string;
  dueOn: string;
  /** Each line of the booking as it stands: its activity, when, its tickets, what it costs (its share of what the group pays). */
  lines: { title: string; when: string; tickets: string; amount: number }[];
  /** What the booking costs in all (deposit and balance, its standing tickets). */
  total: number;
  /** Money received: the deposit and balance payments. */
  payments: { on: string; amount: number }[];
  /** What is still due. */
  due: number;
}
