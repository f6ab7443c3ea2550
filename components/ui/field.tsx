import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '@/lib/client/use-t';
import styled, { css } from 'styled-components';
import type { FieldProblemCode } from '@/graphql/generated/enums';
import type { MessageKey } from '@/lib/domain/customer';
import { FIELD_PROBLEM_KEYS } from '@/lib/domain/field-problem-keys';

/*
 * The form primitives every form shares (checkout, gift vouchers, enquiries, codes): no data of their
 * own, one look. Feature forms keep their own pieces (payment methods, gift amounts, the card's frames).
 */

const inputLook = css`
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  font: inherit;
  background: ${({ theme }) => theme.colors.background};
`;

/** A text box. */
export const Input = styled.input`
  ${inputLook}
`;

/** A text box for a message: roomier, and as tall as the visitor drags it; each form sets its starting height. */
export const TextArea = styled.textarea`
  ${inputLook}
  padding: 10px 12px;
  resize: vertical;
`;

/** A text box for a code (promo, gift card): upper case as the visitor types it. */
export const CodeInput = styled(Input)`
  text-transform: uppercase;
`;

/** A field's name above its control. */
export const FieldLabel = styled.label`
  font-weight: 600;
`;

/** A field's error in the brand's error red, read out as it appears. The field's frame may set its size. */
export const FieldError = styled.span.attrs({ role: 'alert' })`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** A field's frame: label, control, hint and error, one look for every form. */
export const FieldFrame = styled.div`
  display: grid;
  gap: 6px;

  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${FieldError} {
    font-size: 15px;
  }
`;

/** Two fields side by side from the small breakpoint up, one above the other below it. */
export const FieldRow = styled.div`
  display: grid;
  gap: 14px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A form of titled groups (fieldsets with their legends), one below the other. */
export const Form = styled.form`
  display: grid;
  gap: 28px;

  > fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 14px;
  }
  > fieldset > legend {
    font-size: 24px;
    font-weight: 700;
    margin-bottom: 12px;
    padding: 0;
  }
`;

/** A validation message as the shared yup schema gives it: a key, and the field's label key for '{field} is required'. */
export function useValidationText() {
  const t = useT();
  return (message: unknown): string | null => {
    if (!message) return null;
    if (typeof message === 'string') return t(message);
    // Other parameters of the message (a rule's `max`, say) are passed on for the text to use.
    const { key, field, ...params } = message as MessageKey & Record<string, unknown>;
    return t(key, { ...params, field: field ? t(field) : '' });
  };
}

/** Fields the server refused, each with the message key to show beside it. */
export type FieldProblems = { field: string; code: FieldProblemCode }[];

/**
 * Puts the server's field problems into the form's fields, worded as the shared schema words its own:
 * the message key, and the field's label key (`{labels}.{field}`) for '{field} is required'.
 */
export function showFieldProblems<T extends FieldValues>(form: UseFormReturn<T>, problems: FieldProblems, labels: string): void {
  for (const problem of problems) form.setError(problem.field as Path<T>, { message: { key: FIELD_PROBLEM_KEYS[problem.code], field: `${labels}.${problem.field}` } as never });
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
      <FieldLabel htmlFor={name}>{label}</FieldLabel>
      <Input id={name} name={name} ref={ref} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <small id={`${name}-hint`}>{hint}</small>}
      {text && <FieldError id={`${name}-error`}>{text}</FieldError>}
    </FieldFrame>
  );
});
