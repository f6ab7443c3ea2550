import { ProviderError } from './types';

export interface ProviderRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** JSON-encoded unless it is already a string (form bodies). */
  body?: unknown;
  timeoutMs?: number;
}

export interface ProviderResponse<T> {
  status: number;
  body: T;
}

/**
 * A server-to-provider call with a timeout. Card data never passes through here: only references,
 * amounts and statuses do. Non-2xx answers come back to the adapter, which knows what they mean.
 */
export async function providerFetch<T = Record<string, unknown>>(url: string, request: ProviderRequest = {}): Promise<ProviderResponse<T>> {
  const isString = typeof request.body === 'string';
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(request.body === undefined || isString ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : isString ? (request.body as string) : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new ProviderError(`Provider unreachable: ${(error as Error).message}`, { url: redact(url) });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // Some providers answer plain text or form-encoded bodies; the adapter parses those.
  }
  return { status: response.status, body: body as T };
}

export const basicAuth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** URLs may carry merchant ids; keep only the origin and path in errors. */
const redact = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'invalid url';
  }
};
