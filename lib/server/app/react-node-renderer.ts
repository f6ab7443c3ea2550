import { createRequire } from 'node:module';

type RenderToReadableStream = (element: unknown, options?: { progressiveChunkSize?: number } & Record<string, unknown>) => Promise<unknown>;
type ServerRenderer = { renderToReadableStream: RenderToReadableStream };

/**
 * React outlines a finished Suspense boundary bigger than its progressive chunk size (12,800 bytes by
 * default): it writes the boundary as pending, then its content in a hidden <div> and an inline
 * <script> that moves it in. Next's pages router waits for the whole page anyway and passes React no
 * nonce, so that script is refused by the Content-Security-Policy (lib/domain/content-security-policy.ts),
 * the page's one boundary (pages/_app.tsx) is never revealed and hydration throws React error #419: the
 * development mailbox with an opened message (its HTML and inline pictures in the frame's srcdoc) did so on
 * every load. Never outlining keeps every page one piece of HTML with no inline script of React's.
 */
const NEVER_OUTLINE = Number.MAX_SAFE_INTEGER;

/**
 * Next's pages router renders every page with React's edge build of `react-dom/server`, in Node too
 * (next/dist/server/ReactDOMServerPages.js: "TODO: Use Node.js build unless we're in an Edge runtime").
 * That build encodes each piece of HTML it writes into a new Uint8Array (TextEncoder.encode): about 8%
 * of a page rendered afresh, plus the garbage and the stream reads of its many small chunks (issue #25;
 * `BENCH_PROFILE=1 npm run bench`). React's Node build has the same `renderToReadableStream`, a stream
 * of the same HTML, but encodes into 4 kB buffers (encodeInto). Next looks the function up on the edge
 * module's exports when it renders, so serve.ts hands it the Node build's before Next loads.
 */
export function renderPagesWithReactNodeBuild(): void {
  // Resolved from Next's own directory: the react-dom Next's runtime requires.
  const fromNext = createRequire(require.resolve('next/package.json'));
  const edge = fromNext('react-dom/server.edge') as ServerRenderer;
  const node = fromNext('react-dom/server.node') as ServerRenderer;
  const render = node.renderToReadableStream;
  const renderWhole: RenderToReadableStream = (element, options) => render(element, { ...options, progressiveChunkSize: NEVER_OUTLINE });
  edge.renderToReadableStream = renderWhole;
  if (edge.renderToReadableStream !== renderWhole) throw new Error("react-dom/server.edge's exports can no longer be set");
}
