import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { StaffShellProps } from '@/components/back-office/staff-props';
import { isOperatorAction, mayAct, ROLE_ACTIONS, type StaffAction } from '@/lib/domain/staff-access';
import { env } from '../../platform/config';
import { requestOrigin } from '../../platform/http/request-origin';
import { browserLanguage, isBackOfficeRequest, parkViews, requestStaff, type StaffMember } from '../../staff';
import { setContentSecurityPolicy } from '../content-security';

/*
 * The back office's screens (issue #22): Next pages under pages/staff/, which serve.ts renders for
 * ADMIN_HOST's paths (lib/server/staff/screens.ts screenUrl: `/orders` is pages/staff/orders.tsx). On a
 * park's host they do not exist (404), so a visitor can never reach one, nor a page of a park be drawn
 * on the back office's host.
 *
 * Every screen: a signed-in staff member (else the sign-in screen), in their language; no-store,
 * noindex; our own scripts only, under a fresh nonce, never framed (the strict policy of a page with a
 * secret: lib/server/site/content-security.ts). What a screen shows comes from the back office's API,
 * which checks every read and change again (lib/server/staff/context.ts): hiding is a courtesy.
 */

export interface ScreenOptions {
  /** The screen serves this action: a member whose role has it for none of their parks sees "not allowed". */
  action?: StaffAction;
  /** The sign-in screen: for whoever is not signed in (a signed-in member goes on to the start screen). */
  signIn?: boolean;
  /** The scanner decodes QR codes in WebAssembly where the browser has no BarcodeDetector. */
  wasm?: boolean;
  /** The scanner is an installable app whose service worker starts it without a network (docs/back-office.md, "The offline scanner"). */
  serviceWorker?: boolean;
}

/** Whether a member may use a screen for `action` anywhere (for a park of theirs, or the operator's own). */
const mayUse = (member: StaffMember, action: StaffAction): boolean =>
  isOperatorAction(action) ? mayAct(member, action, null) : member.parks.some((park) => mayAct(member, action, park));

function secure(ctx: GetServerSidePropsContext, { wasm = false, serviceWorker = false }: Pick<ScreenOptions, 'wasm' | 'serviceWorker'> = {}): void {
  ctx.res.setHeader('cache-control', 'no-store');
  ctx.res.setHeader('x-robots-tag', 'noindex, nofollow');
  // Nothing of a screen's address (a booking id, a search) leaves for another site.
  ctx.res.setHeader('referrer-policy', 'same-origin');
  setContentSecurityPolicy(ctx.res, { origin: requestOrigin(ctx.req), paymentPage: true, trackers: null, progressiveCheckout: false, providers: [], reportViolations: false, wasm, serviceWorker });
}

export function backOfficeScreen(options: ScreenOptions = {}): GetServerSideProps<StaffShellProps> {
  return async (ctx) => {
    if (!isBackOfficeRequest(ctx.req)) return { notFound: true };
    secure(ctx, options);
    const member = await requestStaff(ctx.req);
    const demo = env().demo;
    if (!member) {
      if (options.signIn) return { props: { backOffice: true, lang: browserLanguage(ctx.req.headers['accept-language']), demo, staff: null } };
      return { redirect: { destination: '/sign-in', permanent: false } };
    }
    if (options.signIn) return { redirect: { destination: '/', permanent: false } };
    const forbidden = options.action ? !mayUse(member, options.action) : false;
    if (forbidden) ctx.res.statusCode = 403;
    return {
      props: {
        backOffice: true,
        lang: member.language,
        demo,
        staff: { email: member.email, displayName: member.displayName, role: member.role, parks: await parkViews(member.parks), actions: [...ROLE_ACTIONS[member.role]] },
        ...(forbidden ? { forbidden } : {}),
        ...(options.serviceWorker ? { manifest: scannerManifest(member.language) } : {}),
      },
    };
  };
}

/** The scanner's web app manifest in the member's language (public/scanner-*.webmanifest: a manifest has one name). */
const scannerManifest = (language: StaffMember['language']) => `/scanner-${language}.webmanifest`;

/** A path of the back office's host that no screen has: its own "not found", signed in or not. */
export const backOfficeNotFound: GetServerSideProps<StaffShellProps> = async (ctx) => {
  if (!isBackOfficeRequest(ctx.req)) return { notFound: true };
  secure(ctx);
  const member = await requestStaff(ctx.req);
  ctx.res.statusCode = 404;
  return { props: { backOffice: true, lang: member?.language ?? browserLanguage(ctx.req.headers['accept-language']), demo: env().demo, staff: null, notFound: true } };
};
