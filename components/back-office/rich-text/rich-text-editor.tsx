import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Link from '@tiptap/extension-link';
import { Table, TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldFrame, FieldLabel, Input, useValidationText } from '@/components/ui/field';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { editorHtml, HEADING_LEVELS, linkAddress, LINK_SCHEMES, storedHtml } from '@/lib/domain/rich-text';
import { useStaffT } from '../translations';
import type { RichTextProps } from './rich-text-props';

/*
 * The back office's rich-text editor (Tiptap on ProseMirror), loaded only by the screens that edit text
 * (rich-text-field.tsx imports it dynamically, never on the server, never on a visitor's page). Its schema
 * is the sanitiser's allow list (lib/domain/rich-text.ts): paragraphs, h2-h4, lists, bold, italics, links
 * (with their titles), quotes, rules, line breaks and tables (loaded and kept, not made here); code,
 * strike-through and underline are left out because the sanitiser would remove them, so what the manager
 * sees here is what is published.
 */

/**
 * A table as the sanitiser keeps it: rows in a tbody, without the column widths and inline style Tiptap
 * writes for resizing (which the sanitiser would strip, and the content desk would then report as removed).
 */
const PlainTable = Table.extend({
  renderHTML: () => ['table', ['tbody', 0]],
});

/** A link keeps its title (a tooltip, read by screen readers), which the sanitiser keeps too. */
const TitledLink = Link.extend({
  addAttributes() {
    return { ...this.parent?.(), title: { default: null } };
  },
});

const Frame = styled(FieldFrame)`
  min-width: 0;
  align-content: start;
`;

const Box = styled.div<{ $invalid: boolean }>`
  min-width: 0;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.muted)};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  .ProseMirror {
    min-height: 140px;
    padding: 10px 12px;
    overflow-wrap: anywhere;
    outline: none;
  }
  .ProseMirror > :first-child {
    margin-top: 0;
  }
  .ProseMirror a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  .ProseMirror table {
    border-collapse: collapse;
    margin: 8px 0;
  }
  .ProseMirror th,
  .ProseMirror td {
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  .ProseMirror th p,
  .ProseMirror td p {
    margin: 0;
  }
  .ProseMirror blockquote {
    margin: 0 0 0 8px;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 10px 10px 0 0;
`;

const Tool = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: 8px;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  svg {
    vertical-align: middle;
  }
`;

const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  padding: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: grid;
    gap: 4px;
    flex: 1 1 220px;
    min-width: 0;
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
  button {
    min-height: 44px;
  }
`;

/** Mac's Command where others have Control: both are named, as the editor answers to both. */
const keys = (combo: string) => `Control+${combo} Meta+${combo}`;

const LinkIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </svg>
);

interface ToolSpec {
  name: 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'link' | 'undo' | 'redo';
  glyph: ReactNode;
  shortcut: string;
  /** Whether it is on where the cursor is (aria-pressed); undefined for an action. */
  active?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: ToolSpec[] = [
  { name: 'bold', glyph: 'B', shortcut: keys('B'), active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'italic', glyph: <i>I</i>, shortcut: keys('I'), active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'heading2', glyph: 'H2', shortcut: keys('Alt+2'), active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { name: 'heading3', glyph: 'H3', shortcut: keys('Alt+3'), active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { name: 'bulletList', glyph: '•≡', shortcut: keys('Shift+8'), active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'orderedList', glyph: '1.≡', shortcut: keys('Shift+7'), active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: 'link', glyph: <LinkIcon />, shortcut: keys('K'), active: (e) => e.isActive('link'), run: () => undefined },
  { name: 'undo', glyph: '↶', shortcut: keys('Z'), can: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
  { name: 'redo', glyph: '↷', shortcut: keys('Shift+Z'), can: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
];

/** The link's address as the form shows it: the link's own where the cursor is on one. */
const currentHref = (editor: Editor): string => (editor.getAttributes('link').href as string | undefined) ?? '';

export default function RichTextEditor({ id, label, hint, lang, value, error, onChange }: RichTextProps) {
  const t = useStaffT();
  const errorText = useValidationText()(error);
  const [linking, setLinking] = useState<{ href: string; problem: boolean } | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const openLink = useRef<() => void>(() => undefined);
  const bar = useRef<HTMLDivElement>(null);
  // The toolbar is one tab stop; the arrow keys, Home and End move along it (WAI-ARIA's toolbar pattern).
  const [current, setCurrent] = useState(0);
  const describedBy = [hint && `${id}-hint`, errorText && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const editor = useEditor({
    immediatelyRender: false,
    content: editorHtml(value),
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        link: false,
      }),
      TitledLink.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [...LINK_SCHEMES],
        // No target or rel of the editor's own: the sanitiser adds rel to a stored target="_blank".
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => linkAddress(url) !== null,
      }).extend({
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            openLink.current();
            return true;
          },
        }),
      }),
      // Tables a page already has (the sanitiser keeps them) survive an edit of the text around them.
      TableKit.configure({ table: false }),
      PlainTable.configure({ resizable: false }),
    ],
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorText ? { 'aria-invalid': 'true' } : {}),
        lang,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(storedHtml(changed.getHTML())),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? Object.fromEntries(TOOLS.map((tool) => [tool.name, { active: tool.active?.(current), enabled: tool.can ? tool.can(current) : true }])) : null,
  });

  openLink.current = () => {
    if (!editor) return;
    setLinking({ href: currentHref(editor), problem: false });
    requestAnimationFrame(() => linkInput.current?.focus());
  };

  const applyLink = () => {
    if (!editor || !linking) return;
    const href = linkAddress(linking.href);
    if (!href) return setLinking({ ...linking, problem: true });
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: linking.href.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinking(null);
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };

  const enabled = (index: number) => Boolean(editor) && state?.[TOOLS[index].name]?.enabled !== false;
  // The tool that takes Tab: the last one used, unless it is off now (Redo with nothing to redo).
  const tabStop = enabled(current) ? current : 0;
  const moveAlong = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const on = TOOLS.map((_, index) => index).filter(enabled);
    if (!on.length || (step === undefined && event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    const at = Math.max(0, on.indexOf(tabStop));
    const next = event.key === 'Home' ? on[0] : event.key === 'End' ? on[on.length - 1] : on[(at + step! + on.length) % on.length];
    setCurrent(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const closeLink = () => {
    setLinking(null);
    editor?.commands.focus();
  };

  return (
    <Frame>
      <FieldLabel as="div" id={`${id}-label`} onClick={() => editor?.commands.focus()}>
        {label}
      </FieldLabel>
      <Box $invalid={Boolean(errorText)}>
        <Bar ref={bar} role="toolbar" aria-label={t('richText.toolbar', { field: label })} aria-controls={id} onKeyDown={moveAlong}>
          {TOOLS.map((tool, index) => (
            <Tool
              key={tool.name}
              type="button"
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setCurrent(index)}
              title={`${t(`richText.tools.${tool.name}`)} (${tool.shortcut.split(' ')[0].replace('Control', 'Ctrl')})`}
              aria-keyshortcuts={tool.shortcut}
              aria-pressed={tool.active ? Boolean(state?.[tool.name]?.active) : undefined}
              disabled={!editor || state?.[tool.name]?.enabled === false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => (editor ? (tool.name === 'link' ? openLink.current() : tool.run(editor)) : undefined)}
            >
              <span aria-hidden="true">{tool.glyph}</span>
              <VisuallyHidden>{t(`richText.tools.${tool.name}`)}</VisuallyHidden>
            </Tool>
          ))}
        </Bar>
        {linking && (
          <LinkForm role="group" aria-label={t('richText.link.heading')}>
            <label>
              {t('richText.link.address')}
              <Input
                ref={linkInput}
                type="text"
                inputMode="url"
                autoComplete="off"
                value={linking.href}
                aria-invalid={linking.problem || undefined}
                aria-describedby={linking.problem ? `${id}-link-error` : undefined}
                onChange={(event) => setLinking({ href: event.target.value, problem: false })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    closeLink();
                  }
                }}
              />
            </label>
            <Tool type="button" onClick={applyLink}>
              {t('richText.link.apply')}
            </Tool>
            {editor?.isActive('link') && (
              <Tool type="button" onClick={removeLink}>
                {t('richText.link.remove')}
              </Tool>
            )}
            <Tool type="button" onClick={closeLink}>
              {t('richText.link.cancel')}
            </Tool>
            {linking.problem && <FieldError id={`${id}-link-error`}>{t('richText.link.invalid')}</FieldError>}
          </LinkForm>
        )}
        <EditorContent editor={editor} />
      </Box>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {errorText && <FieldError id={`${id}-error`}>{errorText}</FieldError>}
    </Frame>
  );
}
