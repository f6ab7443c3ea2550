export { RichTextField, type RichTextProps } from './rich-text-field';
