import { randomBytes } from 'node:crypto';
import { httpRequest } from './graphql-client';
import type { CapturedNotification } from './notification-capture';

/** Replays a captured notification, byte for byte, at an app instance; resolves to the HTTP status. */
export async function replay(base: string, host: string, notification: CapturedNotification): Promise<number> {
  const headers = Object.fromEntries(Object.entries(notification.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)));
  const answer = await httpRequest(base, {
    method: notification.method,
    path: notification.path,
    host,
    headers,
    body: notification.body || undefined,
  }).catch(() => ({ status: 0 }));
  return answer.status;
}

const SIGNATURE_HEADERS = ['wechatpay-signature', 'signature', 'x-roller-signature', 'x-qr-signature', 'x-notification-secret'];

/**
 * Changes one letter or digit in the middle of a value, to one that differs even case-insensitively (hex
 * signatures) and carries full bits (the last base64 characters before padding may not).
 */
function flipMiddle(value: string): string {
  for (let i = Math.floor(value.length / 2); i >= 0; i--) {
    const c = value[i];
    if (!/[0-9a-zA-Z]/.test(c)) continue;
    const other = /[0-9]/.test(c) ? (c === '0' ? '1' : '0') : c.toLowerCase() === 'a' ? 'b' : 'a';
    return `${value.slice(0, i)}${other}${value.slice(i + 1)}`;
  }
  return `${value}x`;
}

/**
 * The notification with its proof of origin broken: the signature (or the shared secret) altered; for
 * providers that sign nothing and send only their payment id (Windcave, OnlinePOS, the bank page), the id
 * of a payment that does not exist, as a forger would have to send.
 */
export function withBrokenSignature(notification: CapturedNotification, providerPaymentId: string): CapturedNotification {
  const header = SIGNATURE_HEADERS.find((name) => notification.headers[name]);
  if (header) {
    return { ...notification, headers: { ...notification.headers, [header]: flipMiddle(notification.headers[header]) } };
  }
  const forged = `${providerPaymentId.split('_')[0]}_${randomBytes(12).toString('hex')}`;
  return { ...notification, path: notification.path.split(providerPaymentId).join(forged), body: notification.body.split(providerPaymentId).join(forged) };
}

/**
 * The notification with the amount changed and the signature left as it was: in clear JSON
 * (`"amount"`, `"value"`), or inside WeChat Pay's encrypted resource (a changed ciphertext). Null when the
 * notification carries no amount at all (the shop reads the amount from the provider anyway).
 */
export function withTamperedAmount(notification: CapturedNotification): CapturedNotification | null {
  const clear = /("(?:amount|value)"\s*:\s*"?)(\d+)/;
  if (clear.test(notification.body)) {
    return { ...notification, body: notification.body.replace(clear, (_, prefix: string, digits: string) => `${prefix}${Number(digits) > 1 ? Number(digits) - 1 : 2}`) };
  }
  const cipher = /("ciphertext"\s*:\s*")([^"]+)/;
  if (cipher.test(notification.body)) {
    return { ...notification, body: notification.body.replace(cipher, (_, prefix: string, text: string) => `${prefix}${flipMiddle(text)}`) };
  }
  return null;
}
