import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type ContentBlock } from '@/lib/domain/content';
import {
  CONTENT_PROBLEM_CODES,
  contentProblemKey,
  dataFor,
  emptyBlock,
  menusSchema,
  moveItem,
  PAGE_DATA_FIELDS,
  pageVersionSchema,
  sameVersion,
  typedContentProblem,
  type PageVersion,
} from '@/lib/domain/content-desk';
import { validateForm } from '@/lib/domain/form-validation';
import enAdmin from '@/locales/en/admin.json';
import zhAdmin from '@/locales/zh-Hant/admin.json';
import { pageCacheKey } from '@/lib/domain/shared-page-cache';
import { mayAct } from '@/lib/domain/staff-access';
import { sanitizeHtmlReport } from '@/lib/server/platform/html-sanitizer';
import { signPreviewToken, verifyPreviewToken } from '@/lib/server/content-desk/preview-token';

/* The content desk's pure rules (issue #23): the page-version form's schema, the editor's moves, who may edit. */

const version = (extra: Partial<PageVersion> = {}): PageVersion => ({ title: 'About', description: 'Who we are', heroImageId: null, blocks: [], data: {}, ...extra });

const problems = async (input: unknown) => {
  const result = await validateForm(pageVersionSchema(), input);
  return result.ok ? [] : result.fields.map((field) => `${field.field}:${field.message.key}`).sort();
};

const FILLED: Record<ContentBlock['type'], ContentBlock> = {
  BlockQuote: { type: 'BlockQuote', quote: 'Wow', attribution: 'A visitor' },
  Cta: { type: 'Cta', heading: 'Gift it', text: 'A voucher', label: 'Buy', href: '/gift-vouchers', imageId: 'combo-pass' },
  FAQs: { type: 'FAQs', heading: 'Questions', items: [{ question: 'When?', answer: 'Daily' }] },
  HtmlContent: { type: 'HtmlContent', html: '<p>Hi</p>' },
  Image: { type: 'Image', imageId: 'zipline' },
  TwoColumn: { type: 'TwoColumn', heading: 'Fly', text: 'High', imageId: 'zipline', imageSide: 'left' },
  VenueHire: { type: 'VenueHire', heading: 'Hire us', text: 'Parties' },
};

describe('the page version schema', () => {
  it('accepts every block type filled in, keeping each block’s type and fields', async () => {
    const blocks = BLOCK_TYPES.map((type) => FILLED[type]);
    const result = await validateForm(pageVersionSchema(), version({ blocks }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.values.blocks).toEqual(blocks);
  });

  it('names each problem by its path, as the form shows it beside the field', async () => {
    expect(await problems(version({ title: '  ' }))).toEqual(['title:content.validation.required']);
    expect(await problems(version({ blocks: [emptyBlock('Image')] }))).toEqual(['blocks[0].imageId:content.validation.image']);
    expect(await problems(version({ blocks: [FILLED.Image, emptyBlock('TwoColumn')] }))).toEqual(['blocks[1].heading:content.validation.required', 'blocks[1].imageId:content.validation.image']);
    expect(await problems(version({ blocks: [{ ...FILLED.FAQs, items: [] } as ContentBlock] }))).toEqual(['blocks[0].items:content.validation.faqItems']);
    expect(await problems(version({ blocks: [{ type: 'Marquee' } as unknown as ContentBlock] }))).toEqual(['blocks[0]:content.validation.blockType']);
    expect(await problems(version({ blocks: [{ ...FILLED.TwoColumn, imageSide: 'top' } as unknown as ContentBlock] }))).toEqual(['blocks[0].imageSide:content.validation.imageSide']);
  });

  it('allows a call to action to link to a path of the site, https or mailto, never a script', async () => {
    for (const href of ['/gift-vouchers', 'https://example.com/x', 'mailto:hello@example.com']) expect(await problems(version({ blocks: [{ ...FILLED.Cta, href } as ContentBlock] }))).toEqual([]);
    for (const href of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'gift-vouchers']) {
      expect(await problems(version({ blocks: [{ ...FILLED.Cta, href } as ContentBlock] }))).toEqual(['blocks[0].href:content.validation.href']);
    }
  });

  it('checks an article’s date is a real day, and bounds the number of blocks', async () => {
    expect(await problems(version({ data: { article: { publishedOn: '2026-02-30', author: 'Sam' } } }))).toEqual(['data.article.publishedOn:content.validation.date']);
    expect(await problems(version({ data: { article: { publishedOn: '2026-02-28', author: 'Sam' } } }))).toEqual([]);
    expect(await problems(version({ blocks: Array.from({ length: 41 }, () => FILLED.Image) }))).toEqual(['blocks:content.validation.tooManyBlocks']);
  });

  it('keeps only the page type’s own data fields', () => {
    const data = { galleryImageIds: ['a'], events: [{ year: '2020', title: 'Opened', text: '' }], featuredActivityIds: ['x'] };
    expect(dataFor('GalleryPage', data)).toEqual({ galleryImageIds: ['a'] });
    expect(dataFor('HistoryPage', data)).toEqual({ events: data.events });
    expect(dataFor('AboutPage', data)).toEqual({});
    expect(Object.keys(PAGE_DATA_FIELDS)).toHaveLength(13);
  });
});

describe('the editor’s moves', () => {
  it('moves a block a place up or down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 'up')).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 'down')).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });

  it('makes an empty block of each of the seven types', () => {
    expect(BLOCK_TYPES.map((type) => emptyBlock(type).type)).toEqual([...BLOCK_TYPES]);
  });

  it('sees a draft equal to the live page as no change', () => {
    expect(sameVersion(version(), version())).toBe(true);
    expect(sameVersion(version(), version({ title: 'Other' }))).toBe(false);
  });
});

describe('menus', () => {
  it('takes positions 1–99 or empty, and refuses anything else', async () => {
    const ok = await validateForm(menusSchema(), { entries: [{ pageId: 'p', menuOrder: '3', footerOrder: '', menuTitle: ' Us ' }] });
    expect(ok.ok && ok.values.entries[0]).toEqual({ pageId: 'p', menuOrder: 3, footerOrder: null, menuTitle: 'Us' });
    for (const bad of ['0', '100', '1.5', 'two', '-1']) {
      const result = await validateForm(menusSchema(), { entries: [{ pageId: 'p', menuOrder: bad }] });
      expect(result.ok ? [] : result.fields.map((field) => field.field)).toEqual(['entries[0].menuOrder']);
    }
  });
});

describe('problems as the staff API types them', () => {
  it('names the top-level field, keeps the form’s path, and codes the message key; back again for the screen', () => {
    expect(typedContentProblem('blocks[2].heading', 'content.validation.required')).toEqual({ field: 'blocks', path: 'blocks[2].heading', code: 'required' });
    expect(typedContentProblem('data.events[0].year', 'content.validation.required')).toMatchObject({ field: 'data', path: 'data.events[0].year' });
    expect(typedContentProblem('entries[1].menuOrder', 'content.validation.position')).toEqual({ field: 'entries', path: 'entries[1].menuOrder', code: 'position' });
    expect(typedContentProblem('form', 'content.errors.invalid')).toEqual({ field: 'form', path: 'form', code: 'invalid' });
    // What the rules never say (yup's own messages) is the whole form's invalid, not a value the API could not answer.
    expect(typedContentProblem('weird', 'validation.invalid')).toEqual({ field: 'form', path: 'form', code: 'invalid' });
    expect(contentProblemKey('required')).toBe('content.validation.required');
    expect(contentProblemKey('invalid')).toBe('content.errors.invalid');
  });

  it('has a message in both languages for every code', () => {
    for (const admin of [enAdmin, zhAdmin]) {
      for (const code of CONTENT_PROBLEM_CODES) {
        const [, group, name] = contentProblemKey(code).split('.');
        expect((admin.content as unknown as Record<string, Record<string, string>>)[group][name], code).toEqual(expect.any(String));
      }
    }
  });
});

describe('who may edit content', () => {
  it('lets managers and owners of the park, never the gate or another park’s manager; the global site is an owner’s', () => {
    expect(mayAct({ role: 'manager', parks: ['hong-kong'] }, 'manageContent', 'hong-kong')).toBe(true);
    expect(mayAct({ role: 'owner', parks: ['hong-kong'] }, 'manageContent', 'hong-kong')).toBe(true);
    expect(mayAct({ role: 'gate', parks: ['hong-kong'] }, 'manageContent', 'hong-kong')).toBe(false);
    expect(mayAct({ role: 'manager', parks: ['queenstown'] }, 'manageContent', 'hong-kong')).toBe(false);
    expect(mayAct({ role: 'manager', parks: ['hong-kong'] }, 'manageContent', null)).toBe(false);
    expect(mayAct({ role: 'owner', parks: [] }, 'manageContent', null)).toBe(true);
  });
});

describe('previews and the sanitiser', () => {
  it('never lets the page copy keep a preview', () => {
    expect(pageCacheKey({ method: 'GET', url: '/_preview/abc.1.x', headers: { host: 'hk.localhost' } })).toBeNull();
    expect(pageCacheKey({ method: 'GET', url: '/about', headers: { host: 'hk.localhost' } })).not.toBeNull();
  });

  it('signs a token only the same key verifies', () => {
    const key = Buffer.alloc(32, 1);
    const token = signPreviewToken('hk:/about', new Date('2030-01-01T00:00:00Z'), key);
    expect(verifyPreviewToken(token, key, new Date('2029-12-31T23:59:59Z')).ok).toBe(true);
    expect(verifyPreviewToken(token, Buffer.alloc(32, 2), new Date('2029-12-31T23:59:59Z'))).toEqual({ ok: false, reason: 'forged' });
  });

  it('reports what the sanitiser removed, not what it merely rewrote', () => {
    expect(sanitizeHtmlReport('<p>Fish &amp; chips <strong>daily</strong></p>')).toEqual({ html: '<p>Fish &amp; chips <strong>daily</strong></p>', removed: false });
    expect(sanitizeHtmlReport('<p>Hi<script>alert(1)</script></p>')).toEqual({ html: '<p>Hi</p>', removed: true });
    expect(sanitizeHtmlReport('<a href="javascript:alert(1)">x</a>').removed).toBe(true);
    expect(sanitizeHtmlReport('<p style="color:red">x</p>').removed).toBe(true);
  });
});
