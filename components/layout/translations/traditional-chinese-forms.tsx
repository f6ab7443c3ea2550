import type { ReactNode } from 'react';
import forms from '@/locales/zh-Hant/forms.json';
import { FormsProvider } from './forms-provider';

/** The Traditional Chinese words of the forms and the order's pages (a chunk of its own: components/layout/translations.tsx). */
export default function TraditionalChineseForms({ children }: { children: ReactNode }) {
  return <FormsProvider lng="zh-Hant" forms={forms}>{children}</FormsProvider>;
}
