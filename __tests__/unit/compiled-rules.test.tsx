import { createElement, useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, ServerStyleSheet, StyleSheetContext } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { KeptCompiledRules, keepingCompiledRules } from '@/styles/compiled-rules';

const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $wide: boolean }>`
  display: flex;
  width: ${({ $wide }) => ($wide ? 40 : 20)}rem;
  &:hover { color: red; }
  @media (min-width: 600px) { padding: 1rem; }
`;
const Label = styled.span`
  user-select: none;
  ${Box}:hover & { text-decoration: underline; }
`;

const page = (wide: boolean) => [createElement(Global, { key: 'g' }), createElement(Box, { key: 'b', $wide: wide }, createElement(Label, null, 'Zipline'))];

/** A page rendered on the server as pages/_document.tsx renders one: a new sheet per render. */
function render(children: ReactNode, keep: boolean): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(keep ? createElement(KeptCompiledRules, null, children) : children));
    return html + sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('compiled rules kept between renders', () => {
  it('render every page exactly as a fresh compile does, render after render', () => {
    for (const wide of [false, true, false]) expect(render(page(wide), true)).toBe(render(page(wide), false));
    expect(render(page(true), true)).toMatch(/width:40rem;.*:hover.*text-decoration:underline/s);
  });

  it('compile each block once, keep the compiler’s hash, and hand out rules no one can change', () => {
    const compile = Object.assign(vi.fn((css: string, selector?: string) => [`${selector}{${css}}`]), { hash: 'h1' });
    const kept = keepingCompiledRules(compile);
    expect(keepingCompiledRules(compile)).toBe(kept);
    expect(kept.hash).toBe('h1');
    expect(kept('color:red;', '.a', undefined, 'c1')).toEqual(['.a{color:red;}']);
    expect(kept('color:red;', '.a', undefined, 'c1')).toEqual(['.a{color:red;}']);
    expect(compile).toHaveBeenCalledTimes(1);
    // Another class or component is another block.
    kept('color:red;', '.b', undefined, 'c1');
    kept('color:red;', '.a', undefined, 'c2');
    expect(compile).toHaveBeenCalledTimes(3);
    // The same class with other CSS (a global style's, which has no class of its own) is compiled anew.
    expect(kept('color:blue;', '', undefined, 'g1')).toEqual(['{color:blue;}']);
    expect(kept('color:green;', '', undefined, 'g1')).toEqual(['{color:green;}']);
    expect(kept('color:blue;', '', undefined, 'g1')).toEqual(['{color:blue;}']);
    expect(compile).toHaveBeenCalledTimes(6);
    expect(Object.isFrozen(kept('color:red;', '.a', undefined, 'c1'))).toBe(true);
  });

  it('are what the page’s components compile with on the server', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useContext(StyleSheetContext).stylis);
      return null;
    }
    renderToString(createElement(Probe));
    render(createElement(Probe), true);
    const [plain, kept] = seen as Parameters<typeof keepingCompiledRules>[0][];
    expect(kept).toBe(keepingCompiledRules(plain));
    expect(kept).not.toBe(plain);
  });
});
