/**
 * Where a path of the back office's host is rendered: its screens are the Next pages under pages/staff/
 * (`/` is pages/staff/index.tsx, `/orders/X7K2` pages/staff/orders/[bookingId].tsx), so serve.ts hands
 * Next `/staff<path>`. Next's own files (/_next/) and the public files (a name with an extension, such as
 * /favicon.ico) are served as they are.
 */
export function screenUrl(url: string): string {
  const [pathname] = url.split('?', 1);
  if (pathname.startsWith('/_next/') || /\/[^/]+\.[a-z0-9]+$/i.test(pathname)) return url;
  return `/staff${pathname === '/' ? '' : pathname}${url.slice(pathname.length)}`;
}
