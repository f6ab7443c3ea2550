import sanitize from 'sanitize-html';
import { LINK_SCHEMES, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@/lib/domain/rich-text';
import { boundedMemo } from './cache';

/** Cleaned HTML by its source: the same operator HTML is served on every request (e.g. a locale's embed code). */
const cleaned = boundedMemo<string>(200);

/**
 * Operator-authored HTML is cleaned on the server before any visitor gets it: an allow list of
 * formatting tags, http(s)/mailto/tel links only, and no script, style, event handler or frame.
 * Pure, so each distinct input is cleaned once (of at most 200 results, the least recently used goes first).
 */
export function sanitizeHtml(html: string): string {
  let result = cleaned.get(html);
  if (result === undefined) {
    result = clean(html);
    cleaned.set(html, result);
  }
  return result;
}

/**
 * Cleans HTML as `sanitizeHtml` does, and says whether cleaning removed anything (a tag, an attribute, a
 * link's scheme): the content desk stores what it cleaned and tells staff when something went. The
 * comparison is with the same HTML passed through the same parser allowing everything, so mere
 * re-serialisation (quotes, entities, closing tags) is not counted as a removal.
 */
export function sanitizeHtmlReport(html: string): { html: string; removed: boolean } {
  const cleanedHtml = clean(html);
  const kept = sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemesByTag: {},
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'javascript', 'data', 'vbscript', 'ftp'],
    allowProtocolRelative: true,
    transformTags: TRANSFORM,
  });
  return { html: cleanedHtml, removed: kept !== cleanedHtml };
}

const TRANSFORM: sanitize.IOptions['transformTags'] = {
  a: (tagName, attribs) => ({
    tagName,
    attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
  }),
};

function clean(html: string): string {
  return sanitize(html, {
    // The back office's rich-text editor has exactly these in its schema (lib/domain/rich-text.ts).
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: RICH_TEXT_ATTRIBUTES,
    allowedSchemes: [...LINK_SCHEMES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: TRANSFORM,
  });
}
