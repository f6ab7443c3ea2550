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

/** Whether a stored text is HTML (the editor's) rather than older plain text, which had no tags. */
export const isHtml = (stored: string): boolean => /<[a-z][^>]*>/i.test(stored);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as HTML: escaped, one paragraph per blank-line-separated run, its line breaks kept. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Stored HTML as the editor loads it. Plain text (older texts had no tags) becomes paragraphs
 * (paragraphsHtml); HTML is given as it is (the editor's schema drops only what the sanitiser would).
 */
export function editorHtml(stored: string): string {
  return isHtml(stored) ? stored : paragraphsHtml(stored);
}

/**
 * A stored text as visitors get it, safe to put in a page: HTML through the sanitiser (the server's,
 * lib/server/platform/html-sanitizer.ts, given here so this rule stays pure), older plain text as escaped
 * paragraphs, which need no cleaning. Stored HTML was cleaned when saved; it is cleaned again because a
 * row may predate that or come from elsewhere (an import, the database by hand).
 */
export function publishedHtml(stored: string, sanitize: (html: string) => string): string {
  return isHtml(stored) ? sanitize(stored) : paragraphsHtml(stored);
}

/** What closes a line or a block when HTML becomes text: a paragraph-like block leaves a blank line. */
const BLOCK_END = /<\/(p|h[1-6]|blockquote|ul|ol|table)\s*>|<hr\b[^>]*>/gi;
const LINE_END = /<br\b[^>]*>|<\/(li|tr)\s*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * A stored text (the editor's HTML or older plain text) as plain text, for what shows no HTML: feeds,
 * structured data, meta descriptions, e-mails' text parts. Blocks are separated by a blank line, list
 * items and line breaks end a line, tags go and entities are decoded; plain text is given as it is.
 */
export function htmlToText(stored: string): string {
  if (!isHtml(stored)) return stored.trim();
  return stored
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    // A list item's paragraph (the editor wraps each item's text in one) ends a line, not a block.
    .replace(/<\/p\s*>\s*(?=<\/li\s*>)/gi, '')
    .replace(BLOCK_END, '\n\n')
    .replace(LINE_END, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? Number(lower.slice(1)) : NaN;
      if (!Number.isNaN(code)) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      return ENTITIES[lower] ?? entity;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
