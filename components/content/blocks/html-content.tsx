import { SafeHtml } from '@/components/ui/safe-html';
import type { BlockOfType } from './types';

/** The HTML was sanitised by the server (lib/server/content/resolvers.ts): it is safe to render. */
export function HtmlContentBlock({ block }: { block: BlockOfType<'HtmlContent'> }) {
  return <SafeHtml html={block.html} />;
}
