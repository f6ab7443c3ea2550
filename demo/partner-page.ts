import { createServer, type Server } from 'node:http';
import { escapeHtml } from '../lib/domain/escape-html';
import { widgetSnippet } from '../lib/domain/widget';

/**
 * The demo's partner site (docs/widget.md, "Try it"): a hotel's page on an origin of its own that pastes
 * the parks' booking widget snippets, as /settings makes them, and lists the completion messages it hears.
 * Queenstown's (English, one activity) at `/`, Hong Kong's (Chinese, the activity list) at `/hk`; the demo
 * parks list this origin among their partners (demo/locales.ts).
 */
export const DEMO_PARTNER_ORIGIN = 'http://partner.localhost:3020';

/** The partner's origin: DEMO_PARTNER_URL, else the demo's own, whose parks list it. */
export const demoPartnerUrl = (source: Record<string, string | undefined> = process.env): string => (source.DEMO_PARTNER_URL || DEMO_PARTNER_ORIGIN).replace(/\/$/, '');

interface Sample {
  title: string;
  lang: string;
  intro: string;
  snippet: string;
  heard: string;
}

function page({ title, lang, intro, snippet, heard }: Sample): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:32px 20px;background:#f6f1e7;color:#2b2622}button[data-summit-rush-widget]{font:600 18px system-ui,sans-serif;padding:12px 24px;border:0;border-radius:24px;background:#8a3b12;color:#fff;cursor:pointer}pre{white-space:pre-wrap;background:#fff;padding:12px;border-radius:8px;font-size:13px}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${snippet}
<h2>${escapeHtml(heard)}</h2>
<ol id="completed"></ol>
<h2>Snippet</h2>
<pre>${escapeHtml(snippet)}</pre>
<script>
  // The partner's own listener (docs/widget.md): the park's origin is checked by the loader, which re-sends
  // the message as a DOM event on the button; a page may also listen to 'message' itself.
  document.addEventListener('summit-rush-widget:booking-completed', function (event) {
    var item = document.createElement('li');
    item.textContent = event.detail.bookingId + (event.detail.paid ? ' (paid)' : ' (pay on arrival)');
    document.getElementById('completed').appendChild(item);
  });
</script>
</body></html>`;
}

/** Serves the partner's pages for the demo's shop at `shopScheme://<domain>:shopPort`; resolves once listening. */
export function startPartnerPage(options: { url: string; shopScheme: string; shopPort: number | null }): Promise<Server> {
  const shop = (domain: string) => `${options.shopScheme}://${domain}${options.shopPort === null ? '' : `:${options.shopPort}`}/widget.js`;
  const samples: Record<string, Sample> = {
    '/': {
      title: 'Harbour View Hotel, Queenstown',
      lang: 'en',
      intro: "Our guests' favourite day out: the treetop ropes course up the hill. Book it without leaving our page.",
      snippet: widgetSnippet({ scriptUrl: shop('nz.localhost'), language: 'en', activity: 'treetop-challenge', label: 'Book the Treetop Challenge' }),
      heard: 'Bookings made on this page',
    },
    '/hk': {
      title: '海景酒店（香港）',
      lang: 'zh-Hant',
      intro: '住客最喜愛的一天：山上的探險樂園。毋須離開本頁即可預訂。',
      snippet: widgetSnippet({ scriptUrl: shop('hk.localhost'), language: 'zh-Hant', activity: null, label: '立即預訂' }),
      heard: '在本頁完成的預訂',
    },
  };
  const server = createServer((req, res) => {
    const sample = samples[new URL(req.url ?? '/', 'http://partner.localhost').pathname];
    res.statusCode = sample ? 200 : 404;
    res.setHeader('content-type', sample ? 'text/html; charset=utf-8' : 'text/plain');
    res.end(sample ? page(sample) : 'Not found');
  });
  const { port } = new URL(options.url);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port || 80), () => resolve(server));
  });
}
