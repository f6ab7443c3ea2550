import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

/** styled-components' CSS compiler (stylis, with its options): CSS text in, the rules it writes out. */
type Compiler = IStyleSheetContext['stylis'];

/** At most this many compiled blocks are kept; then the memo starts afresh (every page's is a few hundred). */
const MAX_KEPT = 5_000;

const keptCompilers = new WeakMap<Compiler, Compiler>();

/**
 * A compiler that keeps what `compile` wrote for each block of CSS: the same CSS, class and component
 * always compile to the same rules. The server renders each page into a new style sheet, so
 * styled-components compiled every component's CSS afresh on every render: about a twentieth of a
 * page rendered afresh, and much of its garbage (issue #25). Its `hash` (which names classes) is the compiler's own.
 */
export function keepingCompiledRules(compile: Compiler): Compiler {
  let kept = keptCompilers.get(compile);
  if (kept) return kept;
  // By component and class, holding the CSS compiled: comparing the CSS is cheaper than making and
  // hashing a key of it on every render (a class is named from a hash of its CSS, so a class's entry
  // changes only where a component's global styles do).
  const blocks = new Map<string, { css: string; rules: string[] }>();
  const keeping = (css: string, selector?: string, prefix?: string, componentId?: string): string[] => {
    const key = `${componentId ?? ''}\u0000${selector ?? ''}\u0000${prefix ?? ''}`;
    const found = blocks.get(key);
    if (found?.css === css) return found.rules;
    const rules = Object.freeze(compile(css, selector, prefix, componentId)) as string[];
    if (blocks.size >= MAX_KEPT) blocks.clear();
    blocks.set(key, { css, rules });
    return rules;
  };
  kept = Object.assign(keeping, { hash: compile.hash });
  keptCompilers.set(compile, kept);
  return kept;
}

/**
 * The server's render of a page (pages/_document.tsx): the style sheet of the request, compiled with the
 * rules kept from earlier renders (keepingCompiledRules).
 */
export function KeptCompiledRules({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: keepingCompiledRules(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
