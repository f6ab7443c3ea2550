import Head from 'next/head';
import type { ReactNode } from 'react';
import { useEmbedding } from '@/lib/client/widget-embedding';
import { EmbeddedLayout } from './embedded-layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useSiteLocale } from './site-context';

interface Props {
  /** The page's own title; the locale's title is appended. */
  title?: string;
  description?: string;
  children: ReactNode;
}

/** Header, main landmark and footer around a page's content; in the booking widget, its compact shell instead. */
export function SiteLayout({ title, description, children }: Props) {
  const locale = useSiteLocale();
  if (useEmbedding()) return <EmbeddedLayout title={title}>{children}</EmbeddedLayout>;
  return (
    <>
      <Head>
        <title>{title ? `${title} | ${locale.title}` : locale.title}</title>
        {description && <meta name="description" content={description} />}
      </Head>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
