import { describe, expect, it } from 'vitest';
import { breakdown, packageOf } from '@/tools/first-load-breakdown';

const part = (filename: string, source_path: string, compressed_size: number) => ({ type: 'part' as const, filename, source_path, size: compressed_size * 3, compressed_size });
const group = (kind: string, trigger_module_ident: string, outputs: string[]) => ({ type: 'group' as const, kind, trigger_module_ident, outputs });

describe('first-load breakdown (tools/first-load-breakdown.ts)', () => {
  it('names a module by its package, or by the app folder it lives in', () => {
    expect(packageOf('[project]/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('[project]/node_modules/@sentry/core/build/esm/client.js')).toBe('@sentry/core');
    expect(packageOf('[project]/node_modules/.pnpm/x/node_modules/@apollo/client/core/ApolloClient.js')).toBe('@apollo/client');
    expect(packageOf('[project]/lib/client/live-data.tsx')).toBe('lib/client');
    expect(packageOf('[project]/components/layout/site-header.tsx')).toBe('components/layout');
    expect(packageOf('[project]/locales/en/common.json')).toBe('locales');
    expect(packageOf('[turbopack]/browser/runtime/base/runtime-base.ts')).toBe('turbopack runtime');
  });

  it('adds up the bootstrap chunks and the chunks of the dynamic parts the server rendered, each chunk once', () => {
    const lines = [
      group('bootstrap', '[project]/node_modules/next/dist/client/next-turbopack.js [client] (ecmascript)', ['a.js', 'app.css', 'shared.js']),
      group('bootstrap', '[project]/node_modules/next/dist/client/next-turbopack.js [client] (ecmascript)', ['page.js', 'shared.js']),
      group('async', '[project]/components/content/pages/home-page.tsx [client] (ecmascript, next/dynamic entry)', ['home.js', 'shared.js']),
      group('async', '[project]/components/content/pages/home-page.tsx [ssr] (ecmascript, next/dynamic entry)', ['server.js']),
      group('async', '[project]/lib/client/error-reporter.ts [client] (ecmascript)', ['sentry.js']),
      part('a.js', '[project]/node_modules/react-dom/index.js', 600),
      part('shared.js', '[project]/node_modules/react/index.js', 100),
      part('page.js', '[project]/components/views/page-view.tsx', 50),
      part('page.js', '[project]/components/views/activity-view.tsx', 25),
      part('home.js', '[project]/components/content/pages/home-page.tsx', 300),
      part('server.js', '[project]/components/content/pages/home-page.tsx', 999),
      part('sentry.js', '[project]/node_modules/@sentry/core/build/esm/client.js', 999),
    ];
    expect(breakdown(lines, [])).toEqual({
      total: 775,
      packages: [
        ['react-dom', 600],
        ['react', 100],
        ['components/views', 75],
      ],
    });
    expect(breakdown(lines, ['components/content/pages/home-page.tsx']).packages).toContainEqual(['components/content', 300]);
    expect(breakdown(lines, ['components/content/pages/home-page.tsx']).total).toBe(1075);
  });
});
