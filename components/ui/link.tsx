import NextLink from 'next/link';
import { forwardRef, type AnchorHTMLAttributes, type ComponentProps } from 'react';
import { embeddedLink, useEmbedding } from '@/lib/client/widget-embedding';

type LinkProps = ComponentProps<typeof NextLink>;

/** next/link's own props, which are not the anchor's. */
function anchorOf(props: LinkProps): AnchorHTMLAttributes<HTMLAnchorElement> {
  const { href, as, replace, scroll, shallow, passHref, prefetch, locale, legacyBehavior, onNavigate, ...anchor } = props;
  return anchor as AnchorHTMLAttributes<HTMLAnchorElement>;
}

/**
 * The anchor next/link renders for a site path, rendered on the server without next/link: there it only
 * writes `<a href>`, but resolves each address through URL parsing and sets up its prefetching first,
 * about 6% of a home page rendered afresh with its 40-odd links (issue #25). The browser hydrates the same
 * anchor with next/link itself (client-side navigation, prefetching). The site's links are plain paths
 * with no locale or base path, so the markup is the same (__tests__/unit/link.test.tsx).
 */
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { href, as } = props;
  if (typeof (as ?? href) !== 'string') return <NextLink ref={ref} {...props} />;
  return <a ref={ref} {...anchorOf(props)} href={(as ?? href) as string} />;
});

const SiteLink = typeof window === 'undefined' ? ServerLink : NextLink;

/**
 * The site's link. Inside the booking widget's overlay (lib/client/widget-embedding.tsx) a site path
 * leads to its widget page (the checkout to the widget's checkout), or, for a page the widget does not
 * show (the terms, the park's content), to the park's site in a new tab: the overlay stays a booking.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const embedding = useEmbedding();
  if (!embedding || typeof props.href !== 'string' || props.as) return <SiteLink ref={ref} {...props} />;
  const { href, newTab } = embeddedLink(props.href, embedding);
  if (!newTab) return <SiteLink ref={ref} {...props} href={href} />;
  return <a ref={ref} {...anchorOf(props)} href={href} target="_blank" rel="noopener" />;
});
