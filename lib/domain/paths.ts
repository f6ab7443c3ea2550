/** A page path as stored: a leading slash, no trailing slash, lower case ('/About/' → '/about'). */
export function normalisePath(path: string): string {
  return `/${path.trim().replace(/^\/+|\/+$/g, '')}`.toLowerCase();
}

/** Where an activity's page lives. */
export const activityPath = (slug: string): string => `/things-to-do/${slug}`;

/** A park's products in Google's Things to do feed format (lib/domain/things-to-do-feed.ts): one per park domain, beside /sitemap.xml. */
export const THINGS_TO_DO_FEED_PATH = '/feeds/things-to-do.json';

/** The contact page, which carries the venue-hire enquiry form (at #enquiry) when the locale takes enquiries. */
export const CONTACT_PATH = '/contact';
export const ENQUIRY_ANCHOR = 'enquiry';

/**
 * A confirmation's token-free address, which runs the site's trackers and shows the confirmation its
 * link's page left in an HttpOnly cookie (lib/server/locales/confirmation-cookie.ts).
 */
export const BOOKING_CONFIRMATION_ROUTE = '/booking';
export const GIFT_CONFIRMATION_ROUTE = '/gift-vouchers/purchase';

/** A booking's confirmation page: its token is the key (no sign-in). It runs no third-party script. */
export const bookingConfirmationPath = (token: string): string => `/booking/${token}`;
/** A gift voucher purchase's confirmation page. */
export const giftConfirmationPath = (token: string): string => `/gift-vouchers/purchase/${token}`;
/** Where an order's confirmation lives: a booking's, or a gift purchase's. */
export const orderConfirmationPath = (kind: 'booking' | 'gift', token: string): string =>
  kind === 'gift' ? giftConfirmationPath(token) : bookingConfirmationPath(token);
/**
 * The page a pay-on-arrival reservation is confirmed on, by the key only its email carries. Opening it
 * changes nothing (mail scanners fetch links): its button confirms.
 */
export const reservationConfirmPath = (reservationToken: string): string => `/reservation/${reservationToken}`;

/**
 * The page of a charge's payment link (issue #22: the difference of a move to a dearer session), by the key
 * only the visitor's email carries. Opening it shows the charge; its button pays.
 */
export const chargePaymentPath = (token: string): string => `/pay/${token}`;

/** Where a visitor asks for links to their bookings by email (issue #24). Every page's footer links here. */
export const FIND_BOOKING_PATH = '/find-booking';

/** A visitor's "My booking" page, by a signed, time-limited link only their email carries (issue #24). */
export const myBookingPath = (token: string): string => `/my-booking/${token}`;
/** A rider's own page: their details and their waiver, by the personal link the buyer shared (lib/server/riders). */
export const riderPath = (token: string): string => `/rider/${token}`;

/** The booking's tickets as a PDF, and its sessions as a calendar file: behind the same link, with the same expiry. */
export const myBookingPdfPath = (token: string): string => `${myBookingPath(token)}/tickets.pdf`;
export const myBookingIcsPath = (token: string): string => `${myBookingPath(token)}/booking.ics`;
/** A ticket's wallet passes, by its own signed link (lib/server/orders/wallet-pass-link.ts): Apple's file, and Google's save link behind a redirect. */
export const walletApplePassPath = (token: string): string => `/wallet/${token}.pkpass`;
export const walletGooglePassPath = (token: string): string => `/wallet/${token}/google`;
/** Apple's PassKit web service (lib/server/wallet/web-service.ts): the passes' webServiceURL; devices add /v1/…. */
export const WALLET_SERVICE_PATH = '/api/wallet';
/**
 * A waiting list's offer (issue #24), by the key only its email carries. Opening it changes nothing (mail
 * scanners fetch links): its button puts the held places in the visitor's cart.
 */
export const waitingListOfferPath = (token: string): string => `/waiting-list/${token}`;

/**
 * The confirmation of a waiting-list join, by the key only its email carries: its button confirms (mail
 * scanners fetch links), and only a confirmed join is ever offered places.
 */
export const waitingListConfirmPath = (token: string): string => `/waiting-list/confirm/${token}`;

/**
 * The gate's kiosk on the admin host: a tablet staff hand to a rider to be named or sign on the spot,
 * opened on one booking (the gate links to it when a scan finds a rider unnamed or a waiver unsigned).
 * A path of ADMIN_HOST, as the back office's links are (`/orders/…`): serve.ts renders it as the screen
 * `/staff/kiosk` (lib/server/staff/screens.ts screenUrl).
 */
export const kioskPath = (bookingId: string): string => `/kiosk?booking=${encodeURIComponent(bookingId)}`;
