import { createRequire } from 'node:module';

type ServerRenderer = { renderToReadableStream: unknown };

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
  edge.renderToReadableStream = node.renderToReadableStream;
  if (edge.renderToReadableStream !== node.renderToReadableStream) throw new Error("react-dom/server.edge's exports can no longer be set");
}
