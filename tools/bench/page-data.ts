import { request } from 'node:http';

const NEXT_DATA = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/;

/** GETs a page from the server at `url` for a locale host (fetch cannot set Host; node:http can). */
export function getPage(url: string, host: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes of page data inlined in a page's HTML (Next's __NEXT_DATA__ script). */
export function inlinedPageData(html: string): number {
  const data = NEXT_DATA.exec(html)?.[1];
  if (data === undefined) throw new Error('The page has no inlined page data');
  return Buffer.byteLength(data);
}
