import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeHtmlReport } from '@/lib/server/platform/html-sanitizer';
import { editorHtml, htmlToText, isHtml, linkAddress, publishedHtml, storedHtml } from '@/lib/domain/rich-text';

describe('linkAddress', () => {
  it('keeps the schemes the sanitiser keeps, and paths of the site', () => {
    expect(linkAddress('https://summitrush.example/zip')).toBe('https://summitrush.example/zip');
    expect(linkAddress(' http://example.com ')).toBe('http://example.com');
    expect(linkAddress('mailto:hello@example.com')).toBe('mailto:hello@example.com');
    expect(linkAddress('tel:+85212345678')).toBe('tel:+85212345678');
    expect(linkAddress('/gift-vouchers')).toBe('/gift-vouchers');
  });

  it('completes what people type: a bare domain or an e-mail address', () => {
    expect(linkAddress('www.example.com/a?b=1')).toBe('https://www.example.com/a?b=1');
    expect(linkAddress('example.org')).toBe('https://example.org');
    expect(linkAddress('hello@example.com')).toBe('mailto:hello@example.com');
  });

  it('refuses what the sanitiser would remove, and what is not an address', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example', 'ftp://x.example', 'https://', 'not a link', '', '   ', 'hello'])
      expect(linkAddress(bad), bad).toBeNull();
  });
});

describe('storedHtml', () => {
  it('stores an empty document as no text', () => {
    expect(storedHtml('<p></p>')).toBe('');
    expect(storedHtml('<p></p><p></p>')).toBe('');
    expect(storedHtml('<ul><li><p></p></li></ul>')).toBe('');
  });

  it('drops the trailing empty paragraph and keeps everything else', () => {
    expect(storedHtml('<h2>Title</h2><p>Text</p><p></p>')).toBe('<h2>Title</h2><p>Text</p>');
    expect(storedHtml('<p>a</p><hr>')).toBe('<p>a</p><hr>');
  });

  it('gives what the sanitiser keeps unchanged, for every mark and node of the editor', () => {
    const html = storedHtml(
      '<h2>Zip</h2><h3>Lines</h3><h4>Small</h4><p><strong>Bold</strong> <em>italic</em> <a href="https://x.example/a">link</a><br>next</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote><hr><p></p>',
    );
    expect(sanitizeHtmlReport(html).removed).toBe(false);
  });

  it('gives a table and a titled link as the editor writes them unchanged too', () => {
    const html = storedHtml(
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>Age</p></th><th colspan="2" rowspan="1"><p>Price</p></th></tr><tr><td colspan="1" rowspan="1"><p>Adult</p></td></tr></tbody></table><p><a href="https://x.example/faq" title="Questions">FAQ</a></p>',
    );
    expect(sanitizeHtmlReport(html)).toEqual({ html, removed: false });
    // What the editor no longer writes is still what the sanitiser takes out: a table's inline style.
    expect(sanitizeHtmlReport('<table style="min-width: 50px"><tbody><tr><td>a</td></tr></tbody></table>').removed).toBe(true);
  });
});

describe('editorHtml', () => {
  it('gives stored HTML as it is', () => {
    expect(editorHtml('<p>Hello <strong>there</strong></p>')).toBe('<p>Hello <strong>there</strong></p>');
  });

  it('makes older plain text paragraphs, line breaks kept and characters escaped', () => {
    expect(editorHtml('First line\nsecond\n\nA & B < C')).toBe('<p>First line<br>second</p><p>A &amp; B &lt; C</p>');
    expect(editorHtml('')).toBe('');
  });
});

describe('publishedHtml', () => {
  it('makes older plain text escaped paragraphs, split on blank lines, line breaks kept', () => {
    expect(publishedHtml('Fly over the forest.\n\nSix lines,\nsix guides.', sanitizeHtml)).toBe('<p>Fly over the forest.</p><p>Six lines,<br>six guides.</p>');
    expect(publishedHtml('Ages 8 & up: 3 < 4 > 2\n \n\n', sanitizeHtml)).toBe('<p>Ages 8 &amp; up: 3 &lt; 4 &gt; 2</p>');
    expect(publishedHtml('', sanitizeHtml)).toBe('');
  });

  it('keeps the editor’s HTML, cleaned by the sanitiser it is given', () => {
    expect(publishedHtml('<p>The <strong>longest</strong> zipline</p><ul><li><p>one</p></li></ul>', sanitizeHtml)).toBe('<p>The <strong>longest</strong> zipline</p><ul><li><p>one</p></li></ul>');
    expect(publishedHtml('<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p><img src=x onerror=alert(1)>', sanitizeHtml)).toBe('<p>Hi <a>there</a></p>');
  });

  it('tells HTML from plain text by its tags, not by a lone angle bracket', () => {
    expect(isHtml('<p>x</p>')).toBe(true);
    expect(isHtml('Heights <3 m and > 1 m')).toBe(false);
    expect(publishedHtml('Heights <3 m', sanitizeHtml)).toBe('<p>Heights &lt;3 m</p>');
  });
});

describe('htmlToText', () => {
  it('gives the editor’s HTML as plain text: blocks apart, list items and breaks on lines, entities decoded', () => {
    expect(
      htmlToText('<h2>The line</h2><p>The <strong>longest</strong> zipline &amp; a&nbsp;swing<br>in Queenstown</p><ul><li><p>Six lines</p></li><li><p>Guides &lt;3</p></li></ul><p>高空<em>滑索</em>&#39;s &#x4e00;</p>'),
    ).toBe("The line\n\nThe longest zipline & a swing\nin Queenstown\n\nSix lines\nGuides <3\n\n高空滑索's 一");
  });

  it('leaves no tag nor script text, and gives plain text as it is', () => {
    const text = htmlToText('<p>Hi<script>alert(1)</script><style>p{}</style> <a href="https://x.example">there</a></p><hr><table><tr><th>A</th><td>B</td></tr></table>');
    expect(text).toBe('Hi there\n\nA B');
    expect(htmlToText('Fly over the forest.\n\nSix lines. ')).toBe('Fly over the forest.\n\nSix lines.');
    expect(htmlToText('&#99999999; &bogus;')).toBe('&#99999999; &bogus;');
    expect(htmlToText('')).toBe('');
  });
});
