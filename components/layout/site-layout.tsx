import dynamic from 'next/dynamic';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { useEmbedding } from '@/lib/client/widget-embedding';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useSiteLocale } from './site-context';

// The booking widget's compact shell (pages under /embed only) is a chunk of its own: the server renders it
// there, so it loads with those pages, and no other page's first load carries it.
const EmbeddedLayout = dynamic(() => import('./embedded-layout').then((module) => module.EmbeddedLayout));

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
