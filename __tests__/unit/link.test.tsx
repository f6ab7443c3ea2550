import NextLink from 'next/link';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '@/components/ui/link';
import { EmbeddingProvider } from '@/lib/client/widget-embedding';

// The pages router's server render, as far as next/link reads it: the page's path, no locales, no base path.
const router = { pathname: '/things-to-do/[slug]', asPath: '/things-to-do/zipline', query: {}, isLocaleDomain: false, locale: undefined, locales: undefined, defaultLocale: undefined, domainLocales: undefined, isReady: true, prefetch: () => Promise.resolve() } as unknown as NextRouter;
const render = (element: ReactElement) => renderToString(createElement(RouterContext.Provider, { value: router }, element));

describe('the site’s link on the server', () => {
  it('is the anchor next/link renders, without next/link', () => {
    expect(Link).not.toBe(NextLink);
    const cases = [
      { href: '/', children: 'Home' },
      { href: '/things-to-do/zipline', children: 'Summit Zipline', className: 'card' },
      { href: '/terms', target: '_blank', children: 'terms' },
      { href: '/find-booking', 'aria-current': 'page' as const, children: '查找我的預訂' },
      { href: '/checkout?payment=nz-card#pay', prefetch: false, scroll: false, children: 'Pay' },
    ];
    for (const props of cases) expect(render(createElement(Link, props))).toBe(render(createElement(NextLink, props)));
  });

  it('inside the booking widget, leads to the widget’s page, or to the park’s site in a new tab', () => {
    const embedded = (element: ReactElement) =>
      render(createElement(EmbeddingProvider, { value: { host: 'https://partner.example', siteOrigin: 'https://nz.example' } }, element));
    expect(embedded(createElement(Link, { href: '/checkout', children: 'Check out' }))).toBe('<a href="/embed/checkout?host=https%3A%2F%2Fpartner.example">Check out</a>');
    expect(embedded(createElement(Link, { href: '/things-to-do/zipline', children: 'Zipline' }))).toBe('<a href="/embed/things-to-do/zipline?host=https%3A%2F%2Fpartner.example">Zipline</a>');
    expect(embedded(createElement(Link, { href: '/terms', target: '_blank', children: 'terms' }))).toBe('<a target="_blank" href="https://nz.example/terms" rel="noopener">terms</a>');
  });
});
