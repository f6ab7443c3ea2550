import { escapeHtml } from '@/lib/domain/escape-html';
import type { SandboxRoute } from '../http';

/** ROLLER in the sandbox: the progressive checkout page its overlay widget frames (GATEWAYS.md, Roller). */
export const rollerSandbox: SandboxRoute = async (request) => {
  const route = request.path.slice(1).join('/');
  if (route === 'checkout' && request.method === 'GET') {
    const code = escapeHtml(request.query.code ?? '');
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body:
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ROLLER checkout sandbox</title>` +
        `<style>body{font-family:system-ui,sans-serif;margin:0;padding:32px;color:#282f36}h1{font-size:22px}</style></head>` +
        `<body><h1>ROLLER progressive checkout (sandbox)</h1><p>Checkout code: <strong>${code}</strong></p></body></html>`,
    };
  }
  return null;
};
