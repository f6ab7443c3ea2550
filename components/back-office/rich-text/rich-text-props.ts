/** What a rich-text field is given: the editor (rich-text-editor.tsx) and its loader (rich-text-field.tsx) share it. */
export interface RichTextProps {
  /** The editable area's id (unique on the screen). */
  id: string;
  label: string;
  hint?: string;
  /** The text's language (en, zh-Hant): spell checking and screen readers read it as that. */
  lang: string;
  /** Stored HTML (or older plain text): read once, when the editor starts. */
  value: string;
  error?: unknown;
  /** The HTML to store, as the sanitiser keeps it ('' for an empty text). */
  onChange: (html: string) => void;
}
