import { describe, expect, it } from 'vitest';
import { packageOf, summarizeProfile, type CpuProfile } from '@/tools/cpu-profile-summary';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

describe('a CPU profile summed up', () => {
  it('names the package of each frame', () => {
    expect(packageOf(frame('renderElement', 'file:///app/node_modules/react-dom/cjs/server.js'), '/app')).toBe('react-dom');
    expect(packageOf(frame('x', 'file:///app/node_modules/@apollo/client/core.js'), '/app')).toBe('@apollo/client');
    expect(packageOf(frame('encode', 'node:internal/encoding'), '/app')).toBe('node');
    expect(packageOf(frame('a', 'file:///app/.next/server/chunks/ssr/x.js'), '/app')).toBe('.next/server (the app as built)');
    expect(packageOf(frame('pageQueryData', 'file:///app/lib/server/site/page-query-copies.ts'), '/app')).toBe('lib/server');
    expect(packageOf(frame('(garbage collector)'), '/app')).toBe('(garbage collector)');
    expect(packageOf(frame('writev'), '/app')).toBe('(native)');
  });

  it('gives self time as shares of busy time, idle left out, largest first', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('renderElement', 'file:///app/node_modules/react-dom/server.js', 9) },
        { id: 3, callFrame: frame('compile', 'file:///app/node_modules/stylis/index.js', 0) },
        { id: 4, callFrame: frame('(garbage collector)') },
      ],
      samples: [1, 2, 2, 3, 4, 2, 1],
      timeDeltas: [5000, 1000, 1000, 1000, 1000, 1000, 5000],
    };
    const summary = summarizeProfile(profile, '/app');
    expect(summary.busyMs).toBe(5);
    expect(summary.byPackage).toEqual([
      { name: 'react-dom', share: 0.6 },
      { name: 'stylis', share: 0.2 },
      { name: '(garbage collector)', share: 0.2 },
    ]);
    expect(summary.byFunction[0]).toEqual({ name: 'renderElement react-dom:10', share: 0.6 });
  });
});
