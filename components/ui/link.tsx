import NextLink from 'next/link';
import { forwardRef, type AnchorHTMLAttributes, type ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The anchor next/link renders for a site path, rendered on the server without next/link: there it only
 * writes `<a href>`, but resolves each address through URL parsing and sets up its prefetching first,
 * about 6% of a home page rendered afresh with its 40-odd links (issue #25). The browser hydrates the same
 * anchor with next/link itself (client-side navigation, prefetching). The site's links are plain paths
 * with no locale or base path, so the markup is the same (__tests__/unit/link.test.tsx).
 */
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  // next/link's own props, which are not the anchor's.
  const { href, as, replace, scroll, shallow, passHref, prefetch, locale, legacyBehavior, onNavigate, ...anchor } = props;
  if (typeof (as ?? href) !== 'string') return <NextLink ref={ref} {...props} />;
  return <a ref={ref} {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)} href={(as ?? href) as string} />;
});

export const Link = typeof window === 'undefined' ? ServerLink : NextLink;
