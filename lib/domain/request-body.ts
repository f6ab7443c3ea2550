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

/**
 * How deep JSON may nest: far beyond any request or page draft of ours (a GraphQL body is under 10 deep),
 * and far below what makes validation recurse past the stack (a 5,000-deep draft was a server error).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests at most `max` arrays and objects deep, read before it is parsed (so a deep
 * document is never built): brackets inside strings do not count.
 */
export function jsonDepthWithin(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > max) return false;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return true;
}

/** JSON text's value, or undefined when it is not JSON or nests deeper than MAX_JSON_DEPTH. */
export function parseJson(text: string): unknown {
  if (!jsonDepthWithin(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseRequestBody(type: string, text: string): ParsedBody {
  if (type === 'application/json' || type === 'application/ld+json') {
    if (!text.length) return { ok: true, body: {} };
    if (!jsonDepthWithin(text)) return { ok: false, status: 400, message: 'Invalid JSON' };
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
