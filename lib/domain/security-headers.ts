/**
 * The headers every response carries, whatever serves it (pages, API, static files, 404s, errors).
 * Pages replace the fallback Content-Security-Policy with their nonce-based one
 * (lib/domain/content-security-policy.ts), which keeps `frame-ancestors 'none'`.
 */
export interface HeaderInput {
  production: boolean;
  /** The visitor reached us over HTTPS: the socket is TLS, or a trusted proxy says so. */
  https: boolean;
  /** The back office's host (ADMIN_HOST): its gate scanner uses the camera. */
  backOffice?: boolean;
}

/** Responses without a page policy (API, static files) may not be framed either. */
export const FALLBACK_POLICY = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** HSTS: two years, subdomains too (every locale is a subdomain of the operator's domains). */
export const HSTS = 'max-age=63072000; includeSubDomains';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)';

/** The back office: the camera for the gate's scanner, on its own pages only; it takes no payments in the browser. */
export const BACK_OFFICE_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), usb=(), payment=()';

export function securityHeaders(input: HeaderInput): Record<string, string> {
  return {
    'content-security-policy': FALLBACK_POLICY,
    'x-content-type-options': 'nosniff',
    // Other sites learn our origin only, never a path such as a confirmation link's token.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': input.backOffice ? BACK_OFFICE_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
    // Sent only over HTTPS (browsers ignore it on plain HTTP), and never in development on localhost.
    ...(input.production && input.https ? { 'strict-transport-security': HSTS } : {}),
  };
}
