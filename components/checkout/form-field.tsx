import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageKey } from '@/lib/domain/customer';

/** A field's frame: label, control, hint and error, one look for every form. */
export const FieldFrame = styled.div`
  display: grid;
  gap: 6px;

  label {
    font-weight: 600;
  }
  input,
  textarea {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 10px;
    font: inherit;
    background: ${({ theme }) => theme.colors.background};
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
    font-size: 15px;
  }
`;

/** A validation message as the shared yup schema gives it: a key, and the field's label key for '{field} is required'. */
export function useValidationText() {
  const { t } = useTranslation();
  return (message: unknown): string | null => {
    if (!message) return null;
    if (typeof message === 'string') return t(message);
    // Other parameters of the message (a rule's `max`, say) are passed on for the text to use.
    const { key, field, ...params } = message as MessageKey & Record<string, unknown>;
    return t(key, { ...params, field: field ? t(field) : '' });
  };
}

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: unknown;
}

/** A labelled input with its hint and its error, announced and linked for screen readers. */
export const FormField = forwardRef<HTMLInputElement, Props>(function FormField({ name, label, hint, error, ...input }, ref) {
  const text = useValidationText()(error);
  const describedBy = [hint && `${name}-hint`, text && `${name}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} ref={ref} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <small id={`${name}-hint`}>{hint}</small>}
      {text && (
        <span id={`${name}-error`} role="alert">
          {text}
        </span>
      )}
    </FieldFrame>
  );
});
