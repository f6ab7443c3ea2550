import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { useStaffT } from '../translations';
import type { RichTextProps } from './rich-text-props';


const Waiting = styled.div`
  min-height: 200px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 10px;
`;

/** Until the editor's chunk is here: a box of its size, so the form does not jump. */
function Loading() {
  const t = useStaffT();
  return <Waiting role="status" aria-label={t('richText.loading')} />;
}

// Its own chunk, loaded in the browser by the screens that render it: Tiptap and ProseMirror never reach
// a visitor's page nor the server's render (a contenteditable has nothing to render there).
const Editor = dynamic(() => import('./rich-text-editor'), { ssr: false, loading: () => <Loading /> });

/** A text with formatting (headings, bold, lists, links), edited as it will look: nobody types tags. */
export type { RichTextProps };
export const RichTextField = (props: RichTextProps) => <Editor {...props} />;
