import Head from 'next/head';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CartButton } from '@/components/cart/cart-button';
import { useEmbedding, useWidgetFrame } from '@/lib/client/widget-embedding';
import { useSiteLocale } from './site-context';

/**
 * The room the loader's close button takes at the overlay's top right, over this frame
 * (lib/client/widget/loader.ts): the bar keeps its own buttons clear of it.
 */
const CLOSE_BUTTON_ROOM = 60;

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
    padding: 8px ${CLOSE_BUTTON_ROOM}px 8px 20px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  .name {
    font-weight: 800;
    font-size: 16px;
    line-height: 1.2;
    word-break: keep-all;
  }
  .bar button {
    white-space: nowrap;
  }
  main {
    padding: 16px 0 24px;
  }
  h1 {
    font-size: 28px;
    line-height: 1.2;
    margin: 0 0 12px;
  }
  h2 {
    font-size: 22px;
  }
`;

/**
 * The booking widget's shell (docs/widget.md): the park's name and the cart, then the page; no site header,
 * menu or footer. It tells the page that embeds it its height as it changes, and passes Escape on.
 */
export function EmbeddedLayout({ title, children }: { title?: string; children: ReactNode }) {
  const locale = useSiteLocale();
  const embedding = useEmbedding();
  const frame = useRef<HTMLDivElement>(null);
  useWidgetFrame(embedding?.host ?? null, frame);
  return (
    <>
      <Head>
        <title>{title ? `${title} | ${locale.title}` : locale.title}</title>
      </Head>
      <Frame ref={frame}>
        <header className="bar">
          <span className="name">{locale.title}</span>
          {locale.park && locale.bookingEnabled && !locale.enableProgressiveCheckout && <CartButton />}
        </header>
        <main id="main">{children}</main>
      </Frame>
    </>
  );
}
