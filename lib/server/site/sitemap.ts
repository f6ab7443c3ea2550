import type { GetServerSideProps } from 'next';
import { escapeHtml } from '@/lib/domain/escape-html';
import { toDomain } from '@/lib/domain/host';
import { activityPath } from '@/lib/domain/paths';
import { listParkActivities } from '../activities';
import { listPageLinks } from '../content';
import { findLocaleByDomain, siteOrigin } from '../locales';

/** sitemap.xml of the requested domain: its pages and its park's activities. */
export async function sitemapXml(domain: string | null, origin: string): Promise<string | null> {
  const locale = await findLocaleByDomain(domain);
  if (!locale) return null;
  const [links, activities] = await Promise.all([listPageLinks(locale.id), listParkActivities(locale.parkId)]);
  const urls = [
    ...links.map((link) => ({ loc: `${origin}${link.path}`, lastmod: link.updatedAt.toISOString().slice(0, 10) })),
    ...activities.map((activity) => ({ loc: `${origin}${activityPath(activity.slug)}`, lastmod: undefined })),
  ];
  const body = urls
    .map(({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** getServerSideProps for a route that answers with a text document instead of a page. */
export function textDocument(
  type: string,
  render: (domain: string | null, origin: string) => Promise<string | null> | string | null,
): GetServerSideProps {
  return async ({ req, res }) => {
    // The links name the site's configured origin, never the Host's port or a forwarded scheme.
    const domain = toDomain(req.headers.host);
    const body = await render(domain, siteOrigin({ domain: domain ?? 'localhost' }));
    if (body === null) return { notFound: true };
    res.setHeader('content-type', `${type}; charset=utf-8`);
    res.setHeader('cache-control', 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    res.end(body);
    return { props: {} };
  };
}
