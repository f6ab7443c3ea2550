import type { ProviderState } from '@/lib/domain/order-status';
import type { GatewayType, PaymentGatewayRow } from '../platform/db/schema';

/** What the browser must do to pay, stored on the payment so a retried call returns the same action. */
export type BrowserAction =
  /** Nothing to do: the payment completes without the visitor (Blank, zero totals). */
  | { kind: 'none' }
  /** Go to the provider's hosted page; it sends the visitor back to our return URL. */
  | { kind: 'redirect'; url: string }
  /** Card fields in the provider's iframes on our page (Mastercard Hosted Session). */
  | { kind: 'hostedFields'; sessionId: string; scriptUrl: string }
  /** Show this content as a QR code; the visitor scans it, pays, then says so. */
  | { kind: 'qr'; content: string; expiresAt: string }
  /** ROLLER's payment step: its card form, driven by the draft booking's token, in a frame on our page. */
  | { kind: 'embedded'; url: string };

export interface StartInput {
  /** Our payment id: the merchant reference and idempotency key at the provider. */
  paymentId: string;
  /** The booking ID the visitor sees, sent to providers that show a description. */
  bookingId: string;
  amount: number;
  currency: string;
  language: string;
  /** Where the browser comes back to after a hosted page: `{returnUrl}?result=approved|declined|cancelled`. */
  returnUrl: string;
  /** Where the provider posts notifications about this payment. */
  notificationUrl: string;
}

export interface StartResult {
  providerReference: string;
  action: BrowserAction;
}

/** The provider's answer to "what happened to this payment?", already checked against our records. */
export interface ProviderStatus {
  state: ProviderState;
  amount?: number;
  currency?: string;
  /** Our payment id as the provider echoes it, when it does. */
  merchantReference?: string;
  detail?: Record<string, unknown>;
}

export interface PaymentRef {
  paymentId: string;
  providerReference: string;
  amount: number;
  currency: string;
  /**
   * The action `start` returned, as stored on the payment. Mastercard's PAY must name the hosted
   * session the card went into, and only the action holds its id (the provider reference is the order).
   */
  action?: BrowserAction;
}

/** An incoming provider notification, as raw as it came: signatures are over the exact bytes. */
export interface NotificationInput {
  method: string;
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  rawBody: string;
  /**
   * The path (and query string, if any) the notification was posted to, as it arrived. Antom signs it:
   * its notifyPayment signature covers `POST <path>`, so without it an Antom notification cannot be
   * verified and is rejected.
   */
  path?: string;
}

/** A verified notification: which payment it is about, and the answer the provider expects. */
export interface VerifiedNotification {
  providerReference: string;
  reply: { status: number; contentType: string; body: string };
  /**
   * False when the provider does not sign its notifications: the reference is then only a claim, and a
   * reference that is not one of our payments is refused (401) rather than acknowledged.
   */
  signed?: boolean;
}

export interface GatewayContext {
  gateway: PaymentGatewayRow;
  /** The provider's base URL, from the gateway's settings. */
  baseUrl: string;
  /** The credential its settings' secretEnv names ('' when it names none: a provider that only signs). */
  secret: string;
}

/**
 * One payment gateway type: start a payment and say what the browser must do (nothing, redirect,
 * hosted fields, QR); then ask the provider what happened. Only `status` decides that a payment is paid;
 * returns and notifications are hints that make us ask, and may come twice, late or never.
 */
export interface PaymentAdapter {
  type: GatewayType;
  start(ctx: GatewayContext, input: StartInput): Promise<StartResult>;
  status(ctx: GatewayContext, payment: PaymentRef): Promise<ProviderStatus>;
  /**
   * Hosted fields only: charge the card the provider now holds for this payment (Mastercard PAY). It is
   * idempotent at the provider (the transaction id is our payment id), so a retry never charges twice.
   */
  authorise?(ctx: GatewayContext, payment: PaymentRef): Promise<void>;
  /** Checks a notification's signature or secret; null when it is forged, stale or malformed. */
  verifyNotification(ctx: GatewayContext, input: NotificationInput): Promise<VerifiedNotification | null>;
  /**
   * Asks the provider to give back all or part of what the payment took: money that arrived for places
   * no longer free (in full), or tickets staff cancelled (issue #22). Idempotent at the provider: the
   * request's reference is its idempotency key, so a retry is the same refund, never a second one.
   */
  refund(ctx: GatewayContext, payment: PaymentRef, request: RefundRequest): Promise<RefundResult>;
}

/** What to give back of a payment. */
export interface RefundRequest {
  /** Minor units: at most what the payment took, less what earlier refunds gave back. */
  amount: number;
  /**
   * Our refund's reference at the provider, made by refundReference from our refund's id (or, for a full
   * refund of late money, the payment's): letters and digits, 33 characters, which every provider's
   * refund id field takes. A retry sends the same one.
   */
  reference: string;
}

export interface RefundResult {
  /** The provider's id for the refund, when it gives one. */
  providerReference?: string;
}

/** The provider reference of a refund: `R` and our row's UUID without its dashes. */
export const refundReference = (id: string): string => `R${id.replace(/-/g, '')}`;

/** A provider answered something we cannot use: a bug or an outage, not a visitor's mistake. */
export class ProviderError extends Error {
  constructor(
    message: string,
    public readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
