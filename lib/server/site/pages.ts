import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '../platform/config';
import { requestOrigin } from '../platform/http/request-origin';
import { responseNonce, setContentSecurityPolicy } from './content-security';
import { loadBooking, loadCharge, loadGiftPurchase, loadReservation, loadWaitingListConfirm, loadWaitingListOffer } from './loaders/booking';
import { loadActivity, loadPage } from './loaders/content';
import { backOfficeNotFound, backOfficeScreen } from './loaders/back-office';
import { loadMailbox } from './loaders/mailbox';
import { loadMyBooking } from './loaders/my-booking';
import { loadPreview } from './loaders/preview';
import { loadRider } from './loaders/rider';
import { loadWidgetActivities, loadWidgetBooking } from './loaders/widget';
import { showsCardFields } from './loaders/payment-pages';
import { withShell } from './page-data';
import { robotsTxt, sitemapXml, textDocument } from './sitemap';

/**
 * The server side of every page, by name: what each route's getServerSideProps runs. Page files only
 * name their entry (lib/next/server-side.ts); serve.ts hands this table to each request, so the loaders,
 * and every server module under them, run in serve.ts's one module graph, never in a copy inside
 * Next.js's bundles.
 */
export const pages = {
  home: withShell(loadPage),
  content: withShell(loadPage, { payment: showsCardFields }),
  activity: withShell(loadActivity),
  // A content page's draft through a signed link (issue #23): personal (no-store, noindex), and its address
  // holds the link's token, so no third-party script runs there.
  preview: withShell(loadPreview, { personal: true, firstPartyOnly: true }),
  // A confirmation link's page holds its token: no third-party script; it hands over to the token-free
  // page, which runs the trackers (lib/server/locales/confirmation-cookie.ts tells the design).
  booking: withShell(loadBooking, { personal: true, firstPartyOnly: true }),
  storedBooking: withShell(undefined, { personal: true }),
  // A visitor's My booking page (issue #24): its address holds the signed link, the key to the booking.
  myBooking: withShell(loadMyBooking, { personal: true, firstPartyOnly: true }),
  // A rider's personal link: its address is the key to that rider's details and waiver.
  rider: withShell(loadRider, { personal: true, firstPartyOnly: true }),
  // The emailed reservation link holds the key that confirms it: no third-party script there either.
  reservation: withShell(loadReservation, { personal: true, firstPartyOnly: true }),
  // A waiting list's emailed offer (issue #24) holds the key that books its places: the same.
  waitingListOffer: withShell(loadWaitingListOffer, { personal: true, firstPartyOnly: true }),
  // A waiting-list join's emailed confirmation link holds the key that confirms it: the same.
  waitingListConfirm: withShell(loadWaitingListConfirm, { personal: true, firstPartyOnly: true }),
  checkout: withShell(undefined, { personal: true, payment: true, sameForEveryone: true }),
  // The provider sends the visitor back with the order's token in the address (?order=).
  paymentReturn: withShell(undefined, { personal: true, payment: true, firstPartyOnly: true }),
  // A charge's emailed payment link (issue #22): a payment page (no trackers), whose payment step may need
  // the provider's card fields or frame, as the checkout's does.
  charge: withShell(loadCharge, { personal: true, payment: true }),
  giftPurchase: withShell(loadGiftPurchase, { personal: true, firstPartyOnly: true }),
  storedGiftPurchase: withShell(undefined, { personal: true }),
  mailbox: withShell(loadMailbox, { personal: true }),
  // The booking widget's pages (docs/widget.md): framed by the park's partners only, no trackers, never
  // kept by a cache (their page names the embedding site), payment pages but for the confirmation, whose
  // address holds its token.
  widgetActivities: withShell(loadWidgetActivities, { embedded: true, personal: true, payment: true }),
  widgetActivity: withShell(loadActivity, { embedded: true, personal: true, payment: true }),
  widgetCheckout: withShell(undefined, { embedded: true, personal: true, payment: true }),
  widgetBooking: withShell(loadWidgetBooking, { embedded: true, personal: true, firstPartyOnly: true }),
  // "Find my booking" (issue #24): a form, the same for everyone, showing nothing of anyone's (the answer
  // is the same whatever was found, and the links go by email), so it may run the site's trackers.
  findBooking: withShell(),
  // The back office (ADMIN_HOST only; lib/server/site/loaders/back-office.ts).
  staffSignIn: backOfficeScreen({ signIn: true }),
  staffHome: backOfficeScreen(),
  staffCheckIn: backOfficeScreen({ action: 'checkIn', wasm: true, serviceWorker: true }),
  // The gate's kiosk: a rider whose waiver is missing signs on a tablet (lib/server/riders/kiosk.ts).
  staffKiosk: backOfficeScreen({ action: 'checkIn' }),
  staffAudit: backOfficeScreen({ action: 'readAudit' }),
  staffDaySheet: backOfficeScreen({ action: 'readDaySheet' }),
  staffReports: backOfficeScreen({ action: 'readReports' }),
  // Orders (issue #22): a gate may look them up; what else a member may do is the API's to say.
  staffOrders: backOfficeScreen({ action: 'lookUp' }),
  staffOrder: backOfficeScreen({ action: 'lookUp' }),
  staffEnquiries: backOfficeScreen({ action: 'manageEnquiries' }),
  staffEnquiry: backOfficeScreen({ action: 'manageEnquiries' }),
  staffGiftCards: backOfficeScreen({ action: 'manageGiftCards' }),
  staffPromoCodes: backOfficeScreen({ action: 'managePromoCodes' }),
  staffClosures: backOfficeScreen({ action: 'manageSchedules' }),
  staffCatalogue: backOfficeScreen({ action: 'manageCatalogue' }),
  staffSchedules: backOfficeScreen({ action: 'manageSchedules' }),
  staffResources: backOfficeScreen({ action: 'manageSchedules' }),
  staffImages: backOfficeScreen({ action: 'manageImages' }),
  staffContent: backOfficeScreen({ action: 'manageContent' }),
  staffSettings: backOfficeScreen({ action: 'manageSettings' }),
  // A park's resellers and their OCTO API keys: owners only (lib/server/resellers/reseller-desk.ts).
  staffResellers: backOfficeScreen({ action: 'manageResellers' }),
  // Waivers: a gate reads and prints the park's signed waivers; who may write texts is the API's to say.
  staffWaivers: backOfficeScreen({ action: 'readWaivers' }),
  staffWaiverSignature: backOfficeScreen({ action: 'readWaivers' }),
  staffNotFound: backOfficeNotFound,
  robots: textDocument('text/plain', (_domain, origin) => robotsTxt(origin)),
  sitemap: textDocument('application/xml', sitemapXml),
};

export type Pages = typeof pages;

/** What pages/_document.tsx writes into every HTML response. */
export interface DocumentSettings {
  /** The nonce of the response's Content-Security-Policy, put on every script Next renders. */
  nonce?: string;
  /** The browser error reporter's settings (read at run time: one build serves any deployment), or null. */
  errorReporting: string | null;
}

/**
 * Pages set their policy in getServerSideProps (lib/server/site/page-data.ts). A page rendered without
 * (an error page) gets the strictest one: the script inventory and no trackers.
 */
export function documentSettings(req: IncomingMessage, res: ServerResponse): DocumentSettings {
  const config = env();
  const nonce = res.headersSent
    ? undefined
    : (responseNonce(res) ?? setContentSecurityPolicy(res, { origin: requestOrigin(req), paymentPage: true, trackers: null, progressiveCheckout: false }));
  const errorReporting = config.NEXT_PUBLIC_SENTRY_DSN
    ? JSON.stringify({ dsn: config.NEXT_PUBLIC_SENTRY_DSN, release: config.SENTRY_RELEASE, environment: config.NODE_ENV })
    : null;
  return { nonce, errorReporting };
}

/** What serve.ts hands each request for Next.js's pages (lib/next/server-side.ts). */
export interface SiteServer {
  pages: Pages;
  documentSettings: typeof documentSettings;
}

export const siteServer: SiteServer = { pages, documentSettings };
