import { escapeHtml } from '@/lib/domain/escape-html';

/** A request to the local payment sandbox, independent of the web framework that carried it. */
export interface SandboxRequest {
  method: string;
  /** Path segments after the sandbox's base, e.g. ['dps', 'api', 'v1', 'sessions']. */
  path: string[];
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  rawBody: string;
}

export interface SandboxResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export type SandboxRoute = (request: SandboxRequest) => Promise<SandboxResponse | null>;

export const json = (status: number, body: unknown): SandboxResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

export const redirect = (location: string): SandboxResponse => ({ status: 303, headers: { location }, body: '' });

/** Parses a JSON or form-encoded body; an empty object when there is none or it is malformed. */
export function parsedBody(request: SandboxRequest): Record<string, unknown> {
  if (!request.rawBody) return {};
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(request.rawBody));
  }
  try {
    const value = JSON.parse(request.rawBody);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** The HTTP Basic credentials of a request, or null. */
export function basicCredentials(request: SandboxRequest): { user: string; password: string } | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export interface PageAction {
  label: string;
  /** Posted to the page's own URL as `choice`. */
  choice: string;
  tone?: 'primary' | 'danger' | 'plain';
}

/**
 * A provider's hosted page as the sandbox draws it: what is being paid, and buttons that decide the
 * outcome. Everything shown is escaped; the page is on the sandbox's origin, not the shop's.
 */
export function hostedPage(options: {
  provider: string;
  title: string;
  lines: [string, string][];
  actions: PageAction[];
  /** Extra controls inside the form, already escaped (e.g. a notification-mode select). */
  extraHtml?: string;
  message?: string;
}): SandboxResponse {
  const rows = options.lines.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const buttons = options.actions
    .map((a) => `<button name="choice" value="${escapeHtml(a.choice)}" class="${a.tone ?? 'plain'}">${escapeHtml(a.label)}</button>`)
    .join('');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#eef1f5;color:#282f36}main{max-width:460px;margin:24px auto;background:#fff;border-radius:20px;padding:24px;box-shadow:0 4px 24px #0002}
h1{font-size:22px;margin:0 0 4px}p.provider{margin:0 0 16px;color:#5b6570;font-size:14px}table{width:100%;border-collapse:collapse;margin-bottom:16px}th{text-align:left;font-weight:600;padding:6px 0;width:40%}td{padding:6px 0}
form{display:grid;gap:10px}button{min-height:44px;border-radius:20px;border:2px solid #282f36;background:#fff;font:700 16px system-ui,sans-serif;cursor:pointer}button.primary{background:#0059e9;border-color:#0059e9;color:#fff}button.danger{border-color:#b44646;color:#b44646}
label{display:grid;gap:4px;font-size:14px}select,input{min-height:40px;font:16px system-ui,sans-serif;padding:0 8px;border:1px solid #8a939c;border-radius:8px}.message{padding:12px;border-radius:12px;background:#fdf1f1;color:#b44646}</style></head>
<body><main><h1>${escapeHtml(options.title)}</h1><p class="provider">${escapeHtml(options.provider)} · payment sandbox</p>
${options.message ? `<p class="message" role="alert">${escapeHtml(options.message)}</p>` : ''}
<table>${rows}</table><form method="post">${options.extraHtml ?? ''}${buttons}</form></main></body></html>`;
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body };
}

/** The sandbox's notification timing choices: providers notify before or after the return, twice or never. */
export const NOTIFY_MODES = ['once', 'twice', 'late', 'never'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

export const notifyModeSelect = () =>
  `<label>Notification<select name="notify">${NOTIFY_MODES.map((m) => `<option value="${m}">${m}</option>`).join('')}</select></label>`;

export const notifyModeOf = (value: unknown): NotifyMode => (NOTIFY_MODES.includes(value as NotifyMode) ? (value as NotifyMode) : 'once');
