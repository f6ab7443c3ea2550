import type { ReactNode } from 'react';
import forms from '@/locales/en/forms.json';
import { FormsProvider } from './forms-provider';

/** The English words of the forms and the order's pages (a chunk of its own: components/layout/translations.tsx). */
export default function EnglishForms({ children }: { children: ReactNode }) {
  return <FormsProvider lng="en" forms={forms}>{children}</FormsProvider>;
}
