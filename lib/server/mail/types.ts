import type { Language } from '@/lib/domain/language';

/** Everything the booking confirmation email shows, captured when the order is paid (SPEC §4, issue #5). */
export interface OrderEmailView {
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
  currency: string;
  customer: { firstName: string; lastName: string; email: string };
  /** The confirmation page, with its unguessable token. */
  confirmationUrl: string;
  lines: {
    activityTitle: string;
    /** ISO instant; shown in the park's time zone. */
    startsAt: string;
    tickets: { title: string; quantity: number; participants: number }[];
    addOns: { title: string; quantity: number }[];
    upgradeTitle: string | null;
    total: number;
  }[];
  subtotal: number;
  discount: number;
  giftCard: number;
  cardFee: number;
  total: number;
  /** One scannable ticket per ticket bought. */
  tickets: { code: string; activityTitle: string; variationTitle: string; startsAt: string }[];
}

/** A rendered message, ready for the transport. Inline images are referenced from the HTML as cid:<cid>. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string; cid: string }[];
}

/**
 * What the outbox needs to send one kind of mail: who it goes to and how it looks. The payload is the
 * JSON stored in the outbox row, captured when the fact happened, so a retry sends what was true then.
 */
export interface MailDefinition<Payload> {
  recipient(payload: Payload): { name: string; address: string };
  render(payload: Payload): Promise<RenderedMail>;
}
