import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { GetLocaleDocument } from '@/graphql/generated/operations';
import { toDomain } from '@/lib/domain/host';
import { DEFAULT_LANGUAGE, toLanguage } from '@/lib/domain/language';
import { writePageData, type PageData } from '@/lib/client/page-data';
import type { ShellProps } from '@/components/layout/shell-props';
import { setContentSecurityPolicy } from './content-security';
import { pageQueryData } from './page-query-copies';
import { env } from '../platform/config';
import type { GraphQLContext, LocaleRecord } from '../locales';
import { requestOrigin } from '../platform/http/request-origin';
import { findLocaleByDomain, lastKnownLocale, siteOrigin } from '../locales';
import { containsNul } from '@/lib/domain/nul-characters';
import { INSTANCE_COPY } from '@/lib/domain/shared-page-cache';
import { listedOrigin } from '@/lib/domain/widget';
import { isDatabaseUnavailable } from '../platform/db/unavailable';
import { browserProviders } from '../payments';

/** Runs a query in process and keeps its result in the page data sent with the page. */
export type PageQuery = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  /** What the query's resolvers see besides the locale: a preview's page (lib/server/site/loaders/preview.ts). */
  extra?: Pick<GraphQLContext, 'previewPage'>,
) => Promise<TData | undefined>;

export interface PageLoadArgs {
  ctx: GetServerSidePropsContext;
  query: PageQuery;
  pageData: PageData;
  locale: LocaleRecord;
}

export type PageLoader<P> = (args: PageLoadArgs) => Promise<P | { notFound: true }>;

/**
 * getServerSideProps for every page: resolves the locale from the Host, runs the page's queries in
 * process through the executable schema (no HTTP round trip, no client: lib/server/graphql/in-process.ts;
 * the results that are the same for every visitor are kept: ./page-query-copies.ts), and hands their
 * results to the shell as the page data (lib/client/page-data.ts), which the page renders once from. An
 * unknown host or a page the loader cannot find answers 404.
 */
export interface ShellOptions<P = object> {
  /** Visitor-specific pages (checkout, a booking): never cached by a CDN, never indexed. */
  personal?: boolean;
  /**
   * Pages that show card fields (PCI DSS v4 6.4.3, 11.6.1): only the script inventory runs there, no
   * tag manager, pixel or CRM (lib/server/site/content-security.ts). A function decides from the loaded page.
   */
  payment?: boolean | ((page: P, args: PageLoadArgs) => boolean);
  /**
   * A personal page whose HTML is nevertheless the same for every visitor, because the visitor's data
   * loads in the browser (the checkout): no CDN or browser keeps it, but the instance's own copy may
   * answer it with a fresh nonce (lib/server/site/page-cache.ts).
   */
  sameForEveryone?: boolean;
  /**
   * A page whose address or page data holds a secret (a confirmation link's token): no third-party
   * script runs there, neither a tracker nor a payment provider's, and its policy allows none
   * (issue #21; the design is told in lib/server/locales/confirmation-cookie.ts).
   */
  firstPartyOnly?: boolean;
  /**
   * A page of the booking widget (lib/domain/widget.ts, docs/widget.md), shown in an overlay on a partner's
   * site: only the park's partner origins may frame it (frame-ancestors), no tracker runs there (the
   * script inventory of a payment page, or nothing but ours with firstPartyOnly), and it is told the
   * embedding page's origin when the loader named one the park lists. A site without a park has none.
   */
  embedded?: boolean;
}

const firstValue = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/** How long the instance's copy may keep a page marked sameForEveryone (bounded by PAGE_CACHE_SECONDS). */
const INSTANCE_COPY_SECONDS = 60;

export function withShell<P extends object = object>(load?: PageLoader<P>, options: ShellOptions<P> = {}): GetServerSideProps<ShellProps & Partial<P>> {
  const render: GetServerSideProps<ShellProps & Partial<P>> = async (ctx) => {
    const domain = toDomain(ctx.req.headers.host) ?? '';
    // The policy allows our bundles from wherever this response is served; every link the page or its
    // queries build (canonical, alternates, payment returns) starts with the site's configured origin.
    const servedFrom = requestOrigin(ctx.req);
    const locale = await findLocaleByDomain(domain);
    if (!locale) {
      ctx.res.statusCode = 404;
      setContentSecurityPolicy(ctx.res, { origin: servedFrom, paymentPage: false, trackers: null, progressiveCheckout: false });
      return { props: { domain, origin: siteOrigin({ domain: domain || 'localhost' }), lang: DEFAULT_LANGUAGE, notFound: true } as ShellProps & Partial<P> };
    }
    const origin = siteOrigin(locale);
    const pageData: PageData = {};
    const query: PageQuery = async <TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, extra?: Pick<GraphQLContext, 'previewPage'>) => {
      const context: GraphQLContext = { locale, anonymousToken: null, origin, clientAddress: null, previewPage: extra?.previewPage };
      const data = await pageQueryData<TData>(document, variables, context);
      writePageData(pageData, document, variables, data);
      return data;
    };
    const args: PageLoadArgs = { ctx, query, pageData, locale };
    await query(GetLocaleDocument, { domain });
    // The widget's partners frame its pages; everyone else, and every other page, may not (frame-ancestors 'none').
    const frameAncestors = options.embedded ? (locale.park?.widgetOrigins ?? []) : undefined;
    // A NUL in the path or query cannot name anything we store (PostgreSQL text refuses it): not found.
    const page =
      containsNul(ctx.params) || containsNul(ctx.query) || (options.embedded && !locale.park)
        ? ({ notFound: true } as unknown as P)
        : load
          ? await load(args)
          : ({} as P);
    const providers = await browserProviders(locale.id);
    const shell: ShellProps = {
      domain,
      origin,
      lang: toLanguage(locale.locale),
      pageData,
      scripts: options.firstPartyOnly
        ? { paymentWidget: null, progressiveCheckout: null }
        : { paymentWidget: providers.cardWidget, progressiveCheckout: env().PROGRESSIVE_CHECKOUT_SCRIPT_URL ?? null },
    };
    const paymentPage = !('notFound' in page) && (typeof options.payment === 'function' ? options.payment(page, args) : !!options.payment);
    if (options.firstPartyOnly) {
      // Our own bundles only. No violation reports either: they would name the address, and its token.
      setContentSecurityPolicy(ctx.res, { origin: servedFrom, paymentPage: true, trackers: null, progressiveCheckout: false, providers: [], reportViolations: false, frameAncestors });
      shell.firstPartyOnly = true;
    } else {
      setContentSecurityPolicy(ctx.res, {
        origin: servedFrom,
        paymentPage,
        trackers: locale,
        progressiveCheckout: locale.enableProgressiveCheckout && !!locale.progressiveCheckoutCode,
        providers: providers.urls,
        reportViolations: paymentPage,
        frameAncestors,
      });
    }
    if (options.embedded) {
      // The loader names the page that embeds it; the page speaks to it only if the park lists it.
      shell.embedded = { host: listedOrigin(firstValue(ctx.query.host), locale.park?.widgetOrigins ?? []) };
    }
    if (paymentPage) shell.paymentPage = true;
    if (options.personal) shell.personal = true;
    if ('notFound' in page) {
      ctx.res.statusCode = 404;
      return { props: { ...shell, notFound: true } as ShellProps & Partial<P> };
    }
    if (options.personal) {
      ctx.res.setHeader('cache-control', 'private, no-store');
      ctx.res.setHeader('x-robots-tag', 'noindex');
      if (options.sameForEveryone) Object.assign(ctx.res, { [INSTANCE_COPY]: INSTANCE_COPY_SECONDS });
    } else if (paymentPage) {
      // A payment page's nonce must be fresh on every response: no shared copy anywhere.
      ctx.res.setHeader('cache-control', 'private, no-store');
    } else {
      // Pages carry no visitor-specific data: a CDN may serve them, refreshing in the background.
      ctx.res.setHeader('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    }
    return { props: { ...page, ...shell } };
  };
  return async (ctx) => {
    try {
      return await render(ctx);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return { props: unavailablePage(ctx) as ShellProps & Partial<P> };
    }
  };
}

/** What a page asks the visitor to wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached (a restart, a failover): the page answers 503 with Retry-After and the
 * translated "try again" message, not a 500, so visitors, crawlers and load balancers come back shortly,
 * and no shared cache keeps it. The language is the locale's from the last list this instance read.
 */
function unavailablePage(ctx: GetServerSidePropsContext): ShellProps {
  const domain = toDomain(ctx.req.headers.host) ?? '';
  const locale = lastKnownLocale(domain);
  ctx.res.statusCode = 503;
  ctx.res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  ctx.res.setHeader('cache-control', 'private, no-store');
  setContentSecurityPolicy(ctx.res, { origin: requestOrigin(ctx.req), paymentPage: false, trackers: null, progressiveCheckout: false });
  return { domain, origin: siteOrigin({ domain: domain || 'localhost' }), lang: locale ? toLanguage(locale.locale) : DEFAULT_LANGUAGE, unavailable: true };
}
