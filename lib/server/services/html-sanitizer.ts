import sanitize from 'sanitize-html';

/**
 * Operator-authored HTML is cleaned on the server before any visitor gets it: an allow list of
 * formatting tags, http(s)/mailto/tel links only, and no script, style, event handler or frame.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
