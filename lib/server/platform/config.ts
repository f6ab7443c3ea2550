import proxyaddr from 'proxy-addr';
import { mixed, number, object, string, ValidationError, type InferType } from 'yup';
import pkg from '../../../package.json';

/**
 * Configuration is environment variables only (.env.example lists every one). It is validated once, and
 * a bad value stops start-up with a message naming the variable.
 */
const onOff = () =>
  string()
    .oneOf(['on', 'off'], '${path} must be "on" or "off"')
    .optional();

const schema = object({
  NODE_ENV: mixed<'development' | 'production' | 'test'>()
    .oneOf(['development', 'production', 'test'], '${path} must be development, production or test')
    .default('development'),
  PORT: number().typeError('${path} must be a port number').integer().min(1).max(65535).default(3000),
  /**
   * What this process does: web (answers visitors), worker (the background work: the mail outbox,
   * payment checks, the bookable window) or all (both, one process: the demo, a small site).
   */
  PROCESS_ROLE: mixed<'web' | 'worker' | 'all'>().oneOf(['web', 'worker', 'all'], '${path} must be web, worker or all').default('all'),
  /**
   * How visitors reach the sites: the scheme and port of every URL the shop emits (payment return and
   * notification URLs, links in emails, canonical links). The host is each locale's domain (data). Never
   * taken from a request. Scheme default: https in production, http otherwise. Port default: none (the
   * scheme's own) in production, PORT otherwise; the demo and tests set the port they serve on.
   */
  PUBLIC_SCHEME: mixed<'http' | 'https'>().oneOf(['http', 'https'], '${path} must be http or https').optional(),
  PUBLIC_PORT: number().typeError('${path} must be a port number').integer().min(1).max(65535).optional(),
  /**
   * The staff back office's host name (issue #22): requests for it are answered by the back office only,
   * at PUBLIC_SCHEME and PUBLIC_PORT like the sites, and its session cookie is scoped to it.
   */
  ADMIN_HOST: string()
    .lowercase()
    .matches(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, { message: '${path} must be a host name (no scheme, port or path)', excludeEmptyString: true })
    .default('admin.localhost'),
  /**
   * The key tickets' QR codes are signed with (HMAC-SHA256; lib/server/orders/signed-ticket-code.ts), at
   * least 32 characters; e.g. `openssl rand -base64 48`. A production start needs it (productionProblems);
   * the demo makes one per data directory.
   */
  TICKET_SIGNING_SECRET: string().min(32, '${path} must have at least 32 characters').optional(),
  /**
   * The Ed25519 private key tickets' QR codes are signed with (SR2; lib/domain/ticket-signature.ts), as
   * PKCS8: PEM, or its DER in base64 on one line (`openssl genpkey -algorithm ed25519 -outform DER | base64`).
   * Any scanner checks them with the published public key alone (GET /api/ticket-keys). A production
   * start needs it; the demo makes one per data directory.
   */
  TICKET_SIGNING_KEY: string()
    .matches(/^(-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*|[A-Za-z0-9+/=]{40,200})$/, { message: '${path} must be a PKCS8 private key, PEM or base64 DER', excludeEmptyString: true })
    .optional(),
  /** Its id, written into every SR2 code so keys can rotate: 1–8 of the ticket alphabet's letters and digits. */
  TICKET_SIGNING_KEY_ID: string()
    .matches(/^[2-9A-HJ-NP-Z]{1,8}$/, { message: '${path} must be 1 to 8 upper-case letters and digits (no 0, 1, I or O)', excludeEmptyString: true })
    .default('KA'),
  /**
   * Retired keys whose codes still admit (tickets mailed before a rotation, until their sessions pass):
   * their ids and raw public keys in base64url, "K9:MCowBQ…,K8:…". Published with the current one.
   */
  TICKET_PREVIOUS_KEYS: string()
    .matches(/^[2-9A-HJ-NP-Z]{1,8}:[A-Za-z0-9_-]{43}(\s*,\s*[2-9A-HJ-NP-Z]{1,8}:[A-Za-z0-9_-]{43})*$/, { message: '${path} must be a list of KEYID:base64url-public-key', excludeEmptyString: true })
    .optional(),
  DATABASE_URL: string()
    .matches(/^postgres(ql)?:\/\//, { message: '${path} must be a postgres:// connection URL', excludeEmptyString: true })
    .optional(),
  DATABASE_POOL_SIZE: number().typeError('${path} must be a number').integer().min(1).max(200).default(10),
  /** Statements prepared once per connection (lib/server/platform/db/prepared-statements.ts): off for a transaction pooler that does not keep them per client. */
  DATABASE_PREPARED_STATEMENTS: onOff(),
  DATA_DIR: string().default('.data'),
  EMBEDDED_POSTGRES_PORT: number().typeError('${path} must be a port number').integer().min(1).max(65535).default(54320),
  /** How long an unpaid order keeps its places while the visitor pays. */
  PAYMENT_WINDOW_MINUTES: number().typeError('${path} must be a number').integer().min(5).max(120).default(30),
  /** Seconds a public page (no visitor-specific data) is answered from this instance's copy; 0 turns it off. */
  PAGE_CACHE_SECONDS: number().typeError('${path} must be a number').integer().min(0).max(60).default(5),
  /**
   * Seconds an availability answer (a calendar's days) is kept by this instance; any change to holds or
   * sales made through it drops the copy at once. 0 turns it off.
   */
  AVAILABILITY_CACHE_SECONDS: number().typeError('${path} must be a number').integer().min(0).max(60).default(1),
  /**
   * No one can empty the shop: the places one client address may hold at once, across all its carts
   * (a visitor makes up as many anonymous tokens as they like), and the places one cart may hold.
   */
  PLACES_PER_ADDRESS: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).default(40),
  PLACES_PER_CART: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).default(20),
  /**
   * Pay-on-arrival reservations awaiting their emailed confirmation that one client address may have at
   * once (issue #21; per email address it is always 2). Raise it where many visitors share one address.
   */
  RESERVATIONS_PER_ADDRESS: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).default(2),
  /**
   * Places reserved with pay on arrival and not yet paid (lib/domain/reservation-budget.ts)
   * that one client address, one mailbox and one mail domain may keep at once, confirmed or not, until
   * they are paid, checked in, cancelled or expired. Unset, per address and per mailbox they are
   * PLACES_PER_ADDRESS: what one visitor may hold in carts they may also keep unpaid, no more, and an
   * operator who raises it for a shared address raises both. Per domain, twice the per-mailbox budget:
   * an organisation with its own domain (a school, a club) may keep two full groups unpaid at once, while
   * one catch-all domain, whatever its addresses and client addresses, keeps no more. Public mailbox
   * providers' domains (gmail.com, qq.com…) have no domain budget (the list says why).
   */
  RESERVED_PLACES_PER_ADDRESS: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).optional(),
  RESERVED_PLACES_PER_EMAIL: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).optional(),
  RESERVED_PLACES_PER_DOMAIN: number().typeError('${path} must be a number').integer().min(1).max(2_000_000).optional(),
  /**
   * Waiting-list entries one mailbox and one client address may have at once across all sessions, awaiting
   * their emailed confirmation, waiting or holding an offer (lib/server/waiting-lists): a line can be made
   * to stall only by visitors who join it, and one visitor cannot fill it with fake entries. A refused
   * join says which. Raise the per-address cap where many visitors share one address.
   */
  WAITING_LIST_ENTRIES_PER_EMAIL: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).default(3),
  WAITING_LIST_ENTRIES_PER_ADDRESS: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).default(5),
  /** Add-to-cart attempts per ten minutes, per client address and per anonymous token. */
  ADD_TO_CART_PER_ADDRESS: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).default(120),
  ADD_TO_CART_PER_TOKEN: number().typeError('${path} must be a number').integer().min(1).max(1_000_000).default(30),
  /** Outgoing mail; unset, each message is written as an .eml file under DATA_DIR/mail (see /dev/mailbox). */
  SMTP_URL: string()
    .matches(/^smtps?:\/\//, { message: '${path} must be an smtp:// or smtps:// URL', excludeEmptyString: true })
    .optional(),
  MAIL_FROM: string().default('Summit Rush <bookings@summitrush.example>'),
  /** /dev/mailbox, which reads the mail files (SMTP_URL unset): off in production unless on (the demo turns it on). */
  MAILBOX: onOff(),
  /** Mail written to files instead of sent, chosen on purpose: the only way a production start goes without SMTP_URL. */
  MAIL_FILES: onOff(),
  /**
   * The demo (the demo launcher, demo/start.ts, sets it): payments go to the sandbox, mail to files and
   * /dev/mailbox. A production start refuses what only a demo may do unless this is on.
   */
  DEMO: onOff(),
  /** ROLLER's progressive checkout script, for locales that turn it on; unset, none is loaded. */
  PROGRESSIVE_CHECKOUT_SCRIPT_URL: string()
    .matches(/^(https?:\/\/|\/)\S+$/, { message: '${path} must be an http(s) URL or a path', excludeEmptyString: true })
    .optional(),
  GRAPHQL_INTROSPECTION: onOff(),
  /**
   * Where server-side conversions go (lib/server/conversions): GA4's Measurement Protocol and Meta's
   * Conversions API ({pixel} is the pixel's id). Changed only to point at a stand-in (the tests do).
   */
  CONVERSIONS_GA4_URL: string()
    .matches(/^https?:\/\/\S+$/, { message: '${path} must be an http(s) URL', excludeEmptyString: true })
    .default('https://www.google-analytics.com/mp/collect'),
  CONVERSIONS_META_URL: string()
    .matches(/^https?:\/\/\S*\{pixel\}\S*$/, { message: '${path} must be an http(s) URL with {pixel} in it', excludeEmptyString: true })
    .default('https://graph.facebook.com/v21.0/{pixel}/events'),
  /**
   * The proxies in front of the site, whose X-Forwarded-For entries are believed: off (none), on (one
   * hop: a single load balancer), a number of hops, or a comma-separated list of their addresses, CIDR
   * ranges or proxy-addr's names (loopback, linklocal, uniquelocal). Rate limits and the places one
   * address may hold use the address that list leads to.
   */
  TRUST_PROXY: string()
    .matches(/^(on|off|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, { message: '${path} must be on, off, a number of hops or a list of proxy addresses', excludeEmptyString: true })
    .optional(),
  SENTRY_DSN: string().url('${path} must be a URL').optional(),
  /** The browser's DSN, read at run time and written into each page (one build serves any deployment). */
  NEXT_PUBLIC_SENTRY_DSN: string().url('${path} must be a URL').optional(),
  /** The release events are tagged with; default: this package's name and version. */
  SENTRY_RELEASE: string().default(`${pkg.name}@${pkg.version}`),
  /**
   * More payment-provider origins pages may load scripts from, frame and call (space or comma
   * separated), e.g. ROLLER's payment form host. The origins of the locale's gateways are always allowed.
   */
  PAYMENT_PROVIDER_ORIGINS: string()
    .matches(/^\s*(https?:\/\/[^\s,/]+\/?\s*([\s,]+|$))*$/, { message: '${path} must list http(s) origins', excludeEmptyString: true })
    .optional(),
  /**
   * Where uploaded images' files are kept (issue #23; lib/server/images/store.ts): the database (default:
   * every instance shares it) or an S3-compatible object store (AWS S3, Cloudflare R2, MinIO…), path-style
   * at IMAGE_S3_ENDPOINT/IMAGE_S3_BUCKET/<key>, signed with the two keys. Either way the pages name
   * /media/<key> on their own host, which reads the store (once per instance) and is cached for a year.
   */
  IMAGE_STORE: mixed<'database' | 's3'>().oneOf(['database', 's3'], '${path} must be database or s3').default('database'),
  IMAGE_S3_ENDPOINT: string()
    .matches(/^https?:\/\/[^\s/]+\/?$/, { message: '${path} must be an http(s) origin such as https://s3.eu-west-1.amazonaws.com', excludeEmptyString: true })
    .optional(),
  IMAGE_S3_BUCKET: string()
    .matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: '${path} must be a bucket name', excludeEmptyString: true })
    .optional(),
  IMAGE_S3_REGION: string().default('us-east-1'),
  IMAGE_S3_ACCESS_KEY_ID: string().optional(),
  IMAGE_S3_SECRET_ACCESS_KEY: string().optional(),
  /** reCAPTCHA v3 on the venue-hire enquiry form (issue #7): both keys, or neither. */
  RECAPTCHA_SITE_KEY: string()
    .matches(/^[\w-]{10,100}$/, { message: '${path} must be a reCAPTCHA site key', excludeEmptyString: true })
    .optional(),
  RECAPTCHA_SECRET_KEY: string()
    .matches(/^[\w-]{10,100}$/, { message: '${path} must be a reCAPTCHA secret key', excludeEmptyString: true })
    .optional(),
  /** How often each instance checks payments whose notification never came and expires unpaid orders. */
  RECONCILE_INTERVAL_SECONDS: number().typeError('${path} must be a number').integer().min(1).max(3600).default(30),
  /**
   * How long a payment waits for its provider's notification before the server asks the provider itself,
   * and how often it asks again (also the retry delay of a refund the provider refused).
   */
  PAYMENT_STALE_SECONDS: number().typeError('${path} must be a number').integer().min(1).max(3600).default(60),
  /** How long after it was created a payment of an order that closed unpaid is still checked (late money). */
  PAYMENT_LATE_CHECK_HOURS: number().typeError('${path} must be a number').integer().min(1).max(720).default(24),
  /** The first retry delay of a mail that failed to send; later retries double it, up to an hour. */
  MAIL_RETRY_BASE_SECONDS: number().typeError('${path} must be a number').integer().min(1).max(3600).default(30),
  LOG_LEVEL: string().oneOf(['debug', 'info', 'warn', 'error', 'silent'], '${path} must be debug, info, warn, error or silent').default('info'),
});

type RawEnv = InferType<typeof schema>;

/** The names of every setting (.env.example documents each). */
export const SETTINGS = Object.keys(schema.fields);

export interface Env
  extends Omit<
    RawEnv,
    'MAILBOX' | 'GRAPHQL_INTROSPECTION' | 'TRUST_PROXY' | 'MAIL_FILES' | 'DEMO' | 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'RESERVED_PLACES_PER_ADDRESS' | 'RESERVED_PLACES_PER_EMAIL' | 'RESERVED_PLACES_PER_DOMAIN'
  > {
  /** The pay-on-arrival place budgets, their defaults filled in (RESERVED_PLACES_PER_* above). */
  RESERVED_PLACES_PER_ADDRESS: number;
  RESERVED_PLACES_PER_EMAIL: number;
  RESERVED_PLACES_PER_DOMAIN: number;
  /** The scheme visitors use (PUBLIC_SCHEME, or its default). */
  publicScheme: 'http' | 'https';
  /** The port visitors use, or null for the scheme's default (PUBLIC_PORT, or its default). */
  publicPort: number | null;
  /** The demo (DEMO=on): announced in the log; what only a demo may do is allowed. */
  demo: boolean;
  /** Mail goes to files on purpose (MAIL_FILES=on): with SMTP_URL, what a production start needs. */
  mailFiles: boolean;
  /** The development mailbox (/dev/mailbox): never in a real shop. */
  mailbox: boolean;
  graphqlIntrospection: boolean;
  /**
   * Which proxies are trusted (lib/server/platform/http/client-address.ts): hops, or addresses and ranges;
   * 0 is none. With any, a proxy's X-Forwarded-Proto says whether the visitor used HTTPS.
   */
  trustedProxies: number | string[];
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset", as they do in most deployment tools.
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  let raw: RawEnv;
  try {
    raw = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
  // Half a reCAPTCHA set-up either checks nothing (no secret) or refuses every enquiry (no site key, so no token).
  if (Boolean(raw.RECAPTCHA_SITE_KEY) !== Boolean(raw.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError(['RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together (or both left unset)']);
  }
  if (raw.IMAGE_STORE === 's3') {
    const missing = (['IMAGE_S3_ENDPOINT', 'IMAGE_S3_BUCKET', 'IMAGE_S3_ACCESS_KEY_ID', 'IMAGE_S3_SECRET_ACCESS_KEY'] as const).filter((name) => !raw[name]);
    if (missing.length) throw new ConfigError([`IMAGE_STORE=s3 needs ${missing.join(', ')}`]);
  }
  const isProduction = raw.NODE_ENV === 'production';
  const { MAILBOX, GRAPHQL_INTROSPECTION, TRUST_PROXY, MAIL_FILES, DEMO, PUBLIC_SCHEME, PUBLIC_PORT, RESERVED_PLACES_PER_ADDRESS, RESERVED_PLACES_PER_EMAIL, RESERVED_PLACES_PER_DOMAIN, ...rest } = raw;
  const reservedPerEmail = RESERVED_PLACES_PER_EMAIL ?? raw.PLACES_PER_ADDRESS;
  const trustedProxies = trustedProxiesOf(TRUST_PROXY);
  const publicScheme = PUBLIC_SCHEME ?? (isProduction ? 'https' : 'http');
  const port = PUBLIC_PORT ?? (isProduction ? null : raw.PORT);
  return {
    ...rest,
    RESERVED_PLACES_PER_ADDRESS: RESERVED_PLACES_PER_ADDRESS ?? raw.PLACES_PER_ADDRESS,
    RESERVED_PLACES_PER_EMAIL: reservedPerEmail,
    RESERVED_PLACES_PER_DOMAIN: RESERVED_PLACES_PER_DOMAIN ?? 2 * reservedPerEmail,
    isProduction,
    publicScheme,
    publicPort: port === null || port === (publicScheme === 'https' ? 443 : 80) ? null : port,
    demo: DEMO === 'on',
    mailFiles: MAIL_FILES === 'on',
    mailbox: MAILBOX ? MAILBOX === 'on' : !isProduction,
    graphqlIntrospection: GRAPHQL_INTROSPECTION ? GRAPHQL_INTROSPECTION === 'on' : !isProduction,
    trustedProxies,
  };
}

/**
 * What a production start refuses (lib/server/app/serve.ts stops with these, naming each setting): a shop
 * that would quietly run on an embedded database, count mail written to files as sent, show every
 * visitor's mail, publish the API's schema, or say https to visitors while it can only see plain HTTP. DEMO=on, which the demo launcher sets, allows them and is announced in the log.
 * Nothing allows a start without TICKET_SIGNING_SECRET and TICKET_SIGNING_KEY: it could issue no ticket.
 */
export function productionProblems(config: Env): string[] {
  if (!config.isProduction) return [];
  const problems: string[] = [];
  // Every ticket emailed is signed with it and every scan at the gate checks it: without it no booking
  // could be fulfilled, demo or not (the demo launcher makes one per data directory).
  if (!config.TICKET_SIGNING_SECRET) problems.push('TICKET_SIGNING_SECRET must be set in production: tickets’ QR codes are signed with it (e.g. `openssl rand -base64 48`)');
  if (!config.TICKET_SIGNING_KEY) problems.push('TICKET_SIGNING_KEY must be set in production: tickets’ QR codes are signed with it for offline scanners (e.g. `openssl genpkey -algorithm ed25519 -outform DER | base64`)');
  if (config.demo) return problems;
  if (!config.DATABASE_URL) problems.push('DATABASE_URL must be set in production (an embedded database is for the demo: DEMO=on)');
  if (!config.SMTP_URL && !config.mailFiles) problems.push('SMTP_URL must be set in production, or MAIL_FILES=on to write mail to files on purpose');
  if (config.mailbox) problems.push('MAILBOX=on shows every visitor’s mail to anyone: only a demo (DEMO=on) may turn it on');
  // The shop's links and its staff cookie say https: this server speaks plain HTTP, so only a TLS proxy it
  // trusts can be in front (TRUST_PROXY); without one, requests arrive as plain http, and the two disagree.
  if (config.publicScheme === 'https' && config.trustedProxies === 0) {
    problems.push('PUBLIC_SCHEME=https (the production default) needs TRUST_PROXY: this server speaks plain HTTP, so name the TLS proxy in front of it (or set PUBLIC_SCHEME=http on purpose)');
  }
  if (config.graphqlIntrospection) problems.push('GRAPHQL_INTROSPECTION=on publishes the whole API’s schema: only a demo (DEMO=on) may turn it on');
  return problems;
}

function trustedProxiesOf(setting: string | undefined): number | string[] {
  if (!setting || setting === 'off') return 0;
  if (setting === 'on') return 1;
  if (/^\d+$/.test(setting)) return Number(setting);
  const list = setting.split(',').map((entry) => entry.trim());
  try {
    proxyaddr.compile(list);
  } catch (error) {
    throw new ConfigError([`TRUST_PROXY: ${(error as Error).message}`]);
  }
  return list;
}

/*
 * The process's configuration. lib/server/app/serve.ts validates the environment once at start-up and
 * hands the result over (useConfig); a process that starts no server (a test, a tool) reads its
 * environment on first use. Nothing writes a setting back into the environment.
 */
let current: Env | undefined;

/** Makes `config` the process's configuration (serve.ts, once, before anything is served). */
export function useConfig(config: Env): Env {
  current = config;
  return config;
}

export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/**
 * Forgets the configuration handed over or read, so that the next `env()` reads the environment again:
 * a test process gives each test file the environment it started with (__tests__/helpers/each-file.ts).
 */
export function forgetConfig(): void {
  current = undefined;
}
