import Head from 'next/head';
import { useRouter } from 'next/router';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CartButton } from '@/components/cart/cart-button';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/client/use-t';
import { useEmbedding, useWidgetFrame } from '@/lib/client/widget-embedding';
import { EMBED_PREFIX } from '@/lib/domain/widget-paths';
import { useSiteLocale } from './site-context';

/**
 * One styled frame for the widget's shell and what the site's views put in it: the views were made for
 * a full page (a 60 px title, roomy sections), and the overlay is a dialog.
 */
const Frame = styled.div`
  .bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 56px;
    padding: 8px 20px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  .bar button {
    white-space: nowrap;
  }
  main {
    padding: 16px 0 24px;
  }
  main h1 {
    font-size: 28px;
    line-height: 1.2;
    margin: 0 0 12px;
  }
  main h2 {
    font-size: 22px;
  }
`;

/**
 * The booking widget's shell (docs/widget.md): a way back to the activities and the cart, then the page; no
 * site header, menu or footer. It tells the page that embeds it its height as it changes, and passes Escape on.
 */
/** The widget's activity list: the one page with no way back to it. */
const LIST = `${EMBED_PREFIX}/things-to-do`;

export function EmbeddedLayout({ title, children }: { title?: string; children: ReactNode }) {
  const locale = useSiteLocale();
  const embedding = useEmbedding();
  const t = useT();
  const { pathname } = useRouter();
  const frame = useRef<HTMLDivElement>(null);
  useWidgetFrame(embedding?.host ?? null, frame);
  return (
    <>
      <Head>
        <title>{title ? `${title} | ${locale.title}` : locale.title}</title>
      </Head>
      <Frame ref={frame}>
        {/* The park's name is on the overlay's own bar (the partner's page draws it): here, the way round the booking. */}
        <header className="bar">
          {pathname === LIST ? <span /> : <Link href="/things-to-do">← {t('widget.allActivities')}</Link>}
          {locale.park && locale.bookingEnabled && !locale.enableProgressiveCheckout && <CartButton />}
        </header>
        <main id="main">{children}</main>
      </Frame>
    </>
  );
}
