import { createRequire } from 'node:module';
import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPagesWithReactNodeBuild } from '@/lib/server/app/react-node-renderer';

type Renderer = { renderToReadableStream: (element: unknown, options?: object) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }> };
const fromNext = createRequire(require.resolve('next/package.json'));

/** What Next's pages router does with a page: render it to a stream, wait for all of it, decode it. */
async function renderAsNextDoes(renderer: Renderer, element: unknown): Promise<string> {
  const stream = await renderer.renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

// A page's shape: a Suspense boundary (pages/_app.tsx), text and numbers side by side, escaping,
// attributes and a body longer than one 4 kB buffer, with characters of more than one byte.
const page = createElement(
  Suspense,
  { fallback: null },
  createElement('main', { className: 'a', 'data-x': '"<&>' }, 'Zipline ', 3, ' × 繁體中文', createElement('p', null, 'é'.repeat(5000))),
);

describe('pages rendered with React’s Node build', () => {
  it('gives Next the Node build’s renderToReadableStream, which writes the same HTML as the edge build', async () => {
    const edge = fromNext('react-dom/server.edge') as Renderer;
    const edgeBuild = { renderToReadableStream: edge.renderToReadableStream };
    const before = await renderAsNextDoes(edgeBuild, page);
    renderPagesWithReactNodeBuild();
    expect(edge.renderToReadableStream).not.toBe(edgeBuild.renderToReadableStream);
    expect(await renderAsNextDoes(edge, page)).toBe(before);
    expect(before).toContain('繁體中文');
  });

  it('writes a page bigger than React’s progressive chunk as one piece, with no inline script the CSP would refuse', async () => {
    renderPagesWithReactNodeBuild();
    const edge = fromNext('react-dom/server.edge') as Renderer;
    // The development mailbox's opened message: a frame whose srcdoc holds the mail's HTML and pictures.
    // Inside Next's <div id="__next">, as pages/_app.tsx's boundary is.
    const frame = createElement('iframe', { srcDoc: `<p>${'x'.repeat(40_000)}</p>` });
    const big = createElement('div', { id: '__next' }, createElement(Suspense, { fallback: null }, createElement('main', null, frame)));
    const html = await renderAsNextDoes(edge, big);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
    expect(html).toMatch(/^<div id="__next"><!--\$--><main><iframe srcDoc="&lt;p&gt;x{40000}&lt;\/p&gt;"><\/iframe><\/main><!--\/\$--><\/div>$/);
  });
});
