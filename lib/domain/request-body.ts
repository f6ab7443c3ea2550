/**
 * How an API request's body becomes `req.body`, as Next.js's API routes parse it (bodyParser), so the
 * GraphQL endpoint that serve.ts answers without Next's router behaves exactly like the API route:
 * JSON for application/json (an empty body is `{}`), fields for a form, the text itself for anything else.
 */
export type ParsedBody = { ok: true; body: unknown } | { ok: false; status: 400; message: 'Invalid JSON' };

/** The media type and charset of a Content-Type header; no header reads as text/plain. */
export function mediaType(contentType: string | undefined): { type: string; charset: string } {
  const [type, ...parameters] = (contentType || 'text/plain').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";\s]+)"?$/i)?.[1])
    .find(Boolean);
  return { type: type.trim().toLowerCase(), charset: charset?.toLowerCase() ?? 'utf-8' };
}

export function parseRequestBody(type: string, text: string): ParsedBody {
  if (type === 'application/json' || type === 'application/ld+json') {
    if (!text.length) return { ok: true, body: {} };
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: false, status: 400, message: 'Invalid JSON' };
    }
  }
  if (type === 'application/x-www-form-urlencoded') return { ok: true, body: formFields(text) };
  return { ok: true, body: text };
}

/** A form's fields as Node's querystring.decode gives them: a repeated name becomes a list; no prototype. */
function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return fields;
}
