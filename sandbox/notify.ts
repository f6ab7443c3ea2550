import http from 'node:http';
import https from 'node:https';
import { isShopUrl } from './context';
import type { NotifyMode } from './http';

export interface Notification {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** How late a "late" notification comes: after the browser has returned and asked. */
export const LATE_NOTIFICATION_MS = 3_000;

/**
 * Sends a provider notification the way the chosen mode says: once, twice, late, or never. Delivery is
 * fire-and-forget, as providers' is; failures are retried by nobody, so the shop must reconcile.
 */
export function deliverNotification(notification: Notification, mode: NotifyMode): void {
  const send = () => void post(notification).catch(() => undefined);
  if (mode === 'never') return;
  if (mode === 'late') {
    setTimeout(send, LATE_NOTIFICATION_MS).unref();
    return;
  }
  send();
  if (mode === 'twice') setTimeout(send, 200).unref();
}

/**
 * One HTTP call. `*.localhost` names resolve to the loopback in browsers but not in Node, so the sandbox
 * connects to 127.0.0.1 and keeps the name in the Host header: the shop then knows which locale it is.
 */
export function post(notification: Notification): Promise<{ status: number; body: string }> {
  // Refused when the payment was created already; checked again here so that nothing else can make the
  // sandbox call anyone but the shop it serves.
  if (!isShopUrl(notification.url)) return Promise.reject(new Error(`Not a shop URL: ${notification.url}`));
  const url = new URL(notification.url);
  const isLocal = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: isLocal ? '127.0.0.1' : url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: notification.method ?? 'POST',
        headers: { host: url.host, ...notification.headers, ...(notification.body ? { 'content-length': Buffer.byteLength(notification.body) } : {}) },
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    if (notification.body) request.write(notification.body);
    request.end();
  });
}
