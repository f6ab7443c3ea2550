import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { IncomingMessage } from 'node:http';
import { GetLocaleDocument } from '@/graphql/generated/operations';
import { toDomain } from '@/lib/domain/host';
import { DEFAULT_LANGUAGE, toLanguage } from '@/lib/domain/language';
import { createCache, type ApolloState } from '@/lib/client/apollo';
import type { ShellProps } from '@/components/layout/shell-props';
import { env } from './env';
import { executableSchema } from './graphql/schema';
import type { LocaleRecord } from './repositories/locale-repository';
import { findLocaleByDomain } from './services/locale-service';

export interface PageLoadArgs {
  ctx: GetServerSidePropsContext;
  client: ApolloClient;
  locale: LocaleRecord;
}

export type PageLoader<P> = (args: PageLoadArgs) => Promise<P | { notFound: true }>;

export function requestOrigin(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted;
  return `${proto === 'https' || encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

/**
 * getServerSideProps for every page: resolves the locale from the Host, runs the page's queries in
 * process through the executable schema (no HTTP round trip), and hands the Apollo cache to the shell,
 * which renders once from it. An unknown host or a page the loader cannot find answers 404 (SPEC §2).
 */
export interface ShellOptions {
  /** Visitor-specific pages (checkout, a booking): never cached by a CDN, never indexed. */
  personal?: boolean;
}

export function withShell<P extends object = object>(load?: PageLoader<P>, options: ShellOptions = {}): GetServerSideProps<ShellProps & Partial<P>> {
  return async (ctx) => {
    const domain = toDomain(ctx.req.headers.host) ?? '';
    const origin = requestOrigin(ctx.req);
    const locale = await findLocaleByDomain(domain);
    if (!locale) {
      ctx.res.statusCode = 404;
      return { props: { domain, origin, lang: DEFAULT_LANGUAGE, notFound: true } as ShellProps & Partial<P> };
    }
    const client = new ApolloClient({
      cache: createCache(),
      ssrMode: true,
      link: new SchemaLink({ schema: executableSchema(), context: { locale, anonymousToken: null, origin, clientAddress: null } }),
    });
    await client.query({ query: GetLocaleDocument, variables: { domain } });
    const page = load ? await load({ ctx, client, locale }) : ({} as P);
    const shell: ShellProps = {
      domain,
      origin,
      lang: toLanguage(locale.locale),
      apolloState: client.extract() as ApolloState,
      scripts: { paymentWidget: env().PAYMENT_WIDGET_URL, progressiveCheckout: env().PROGRESSIVE_CHECKOUT_SCRIPT_URL },
    };
    if ('notFound' in page) {
      ctx.res.statusCode = 404;
      return { props: { ...shell, notFound: true } as ShellProps & Partial<P> };
    }
    if (options.personal) {
      ctx.res.setHeader('cache-control', 'private, no-store');
      ctx.res.setHeader('x-robots-tag', 'noindex');
    } else {
      // Pages carry no visitor-specific data: a CDN may serve them, refreshing in the background.
      ctx.res.setHeader('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    }
    return { props: { ...page, ...shell } };
  };
}
