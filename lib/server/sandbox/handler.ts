import type { NextApiRequest, NextApiResponse } from 'next';
import { escapeHtml } from '@/lib/domain/escape-html';
import { env } from '../env';
import { sandboxScripts } from './scripts';

/** The local payment sandbox's endpoints; off in production unless PAYMENT_SANDBOX=on. */
export function handleSandbox(req: NextApiRequest, res: NextApiResponse): void {
  const asset = ([] as string[]).concat(req.query.asset ?? []).join('/');
  if (!env().paymentSandbox) {
    res.status(404).end();
    return;
  }
  const script = sandboxScripts[asset];
  if (script) {
    res.setHeader('content-type', 'application/javascript; charset=utf-8');
    res.setHeader('cache-control', 'public, max-age=300');
    res.status(200).send(script);
    return;
  }
  if (asset === 'roller/checkout') {
    const code = escapeHtml(String(req.query.code ?? ''));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.status(200).send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ROLLER checkout sandbox</title>` +
        `<style>body{font-family:system-ui,sans-serif;margin:0;padding:32px;color:#282f36}h1{font-size:22px}</style></head>` +
        `<body><h1>ROLLER progressive checkout (sandbox)</h1><p>Checkout code: <strong>${code}</strong></p></body></html>`,
    );
    return;
  }
  res.status(404).end();
}
