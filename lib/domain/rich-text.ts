/*
 * The rich-text editor's rules (components/back-office/rich-text), pure so the editor, the server's
 * sanitiser (lib/server/platform/html-sanitizer.ts) and the unit tests share them: the tags and link
 * schemes the sanitiser keeps are the editor's whole schema, so what a manager sees while editing is
 * what visitors get, and the sanitiser stays the one gate.
 */

/** The tags the sanitiser keeps; the editor's schema has a node or mark for each (tables only load and keep). */
export const RICH_TEXT_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr'] as const;

/** The attributes the sanitiser keeps, by tag. */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title', 'target', 'rel'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] };

/** The schemes a link may have. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The heading levels the editor keeps (the page's own title is the h1); the toolbar makes h2 and h3. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * A link as a manager typed it, made an address the sanitiser keeps, or null when it would be removed:
 * `www.example.com` and `example.com/x` become https, an e-mail address becomes mailto:, a path on the
 * site (/activities) stays as it is; javascript:, data: and the like are refused, as are spaces.
 */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (!value || /\s/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  const scheme = value.match(/^([a-z][a-z0-9+.-]*):/i)?.[1]?.toLowerCase();
  if (scheme) {
    if (!(LINK_SCHEMES as readonly string[]).includes(scheme)) return null;
    if ((scheme === 'http' || scheme === 'https') && !/^https?:\/\/[^/?#]+\.[^/?#]+/i.test(value) && !/^https?:\/\/localhost/i.test(value)) return null;
    return value;
  }
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(value)) return `mailto:${value}`;
  if (/^[^/?#]+\.[a-z]{2,}([/?#].*)?$/i.test(value)) return `https://${value}`;
  return null;
}

/**
 * The editor's HTML as it is stored: an empty document (one empty paragraph, which the editor always
 * has) is no text at all, so "required" means something; trailing empty paragraphs go too.
 */
export function storedHtml(editorHtml: string): string {
  const html = editorHtml.replace(/(<p><\/p>|<p><br\s*\/?><\/p>)+$/g, '').trim();
  return html.replace(/<[^>]+>/g, '').trim() || /<(hr|table)\b/.test(html) ? html : '';
}

/**
 * Stored HTML as the editor loads it. Plain text (older texts had no tags) becomes paragraphs, one per
 * blank-line-separated run, with line breaks kept; HTML is given as it is (the editor's schema drops
 * only what the sanitiser would).
 */
export function editorHtml(stored: string): string {
  if (/<[a-z][^>]*>/i.test(stored)) return stored;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return stored
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
