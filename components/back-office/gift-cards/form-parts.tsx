import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldError, FieldFrame, FieldLabel, TextArea, useValidationText } from '@/components/ui/field';

/** A form's fields one below the other, as wide as a phone; at a desk the form keeps a readable width. */
export const DeskForm = styled.form`
  display: grid;
  gap: 16px;
  max-width: 560px;
`;

/** The form's main button: the whole width on a phone, where the thumb is; its own width at a desk. */
export const SubmitButton = styled(Button)`
  width: 100%;
  min-height: 48px;
  ${({ theme }) => theme.media.md} {
    width: auto;
    justify-self: start;
  }
`;

const SelectControl = styled.select`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  background: #fff;
`;

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: { value: string; label: string; lang?: string }[];
  hint?: string;
  error?: unknown;
}

/** A labelled choice from a list (a park, a language, a waiver), with its hint and error as TextAreaField has; `id` defaults to the name. */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ name, id = name, label, options, hint, error, ...select }, ref) {
  const text = useValidationText()(error);
  const describedBy = [hint && `${id}-hint`, text && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <SelectControl id={id} name={name} ref={ref} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </SelectControl>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {text && <FieldError id={`${id}-error`}>{text}</FieldError>}
    </FieldFrame>
  );
});

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  hint?: string;
  error?: unknown;
}

/**
 * A labelled text area with its hint and error, as FormField is for a text box. `id` defaults to the
 * name; two forms of one screen with a field of the same name (a reason) give each its own.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField({ name, id = name, label, hint, error, ...area }, ref) {
  const text = useValidationText()(error);
  const describedBy = [hint && `${id}-hint`, text && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea id={id} name={name} ref={ref} rows={3} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...area} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {text && <FieldError id={`${id}-error`}>{text}</FieldError>}
    </FieldFrame>
  );
});

/** What of a react-hook-form the server's problems need (method syntax: any form's setError fits). */
interface ErrorSetter {
  setError(name: string, error: { message: never }): void;
}

/**
 * A desk's problems with each code's words (its message key): `keys` is the desk's one list of its
 * codes and their keys (GIFT_CARD_DESK_PROBLEM_KEYS, PROMO_CODE_PROBLEM_KEYS), for applyProblems.
 */
export const wordedProblems = <Code extends string>(problems: readonly { field: string; code: Code }[], keys: Readonly<Record<Code, string>>) =>
  problems.map((problem) => ({ field: problem.field, message: keys[problem.code] }));

/**
 * The server's problems: each field's beside its field, as the form's own schema words them; the
 * whole action's (`form`) returned as the message key for the screen to show.
 */
export function applyProblems(form: ErrorSetter, problems: readonly { field: string; message: string }[]): string | null {
  let general: string | null = null;
  for (const problem of problems) {
    if (problem.field === 'form') general = problem.message;
    else form.setError(problem.field, { message: { key: problem.message } as never });
  }
  return general;
}
