import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldError, FieldFrame, FieldLabel, Input, TextArea, useValidationText } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { useStaffT } from '../translations';

/*
 * The back office's form parts, defined once (docs/back-office.md, "The kit"): every field is labelled,
 * says its hint and its error through aria-describedby, and keeps to its column; `id` defaults to the
 * name (two forms of one screen with a field of the same name give each its own).
 */

/**
 * A field's frame that keeps to its column: its control as wide as the column and no wider (an input's
 * own width would push out of a phone's two columns), its label at the top whatever its neighbour's
 * hint adds below, and a read-only value shown as one.
 */
const Frame = styled(FieldFrame)`
  min-width: 0;
  align-content: start;
  input,
  textarea,
  select {
    width: 100%;
    box-sizing: border-box;
  }
  input[readonly] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface FieldParts {
  name: string;
  label: string;
  hint?: string;
  error?: unknown;
}

/** The ids a control is described by, and its error's words. */
function useDescription(id: string, hint: string | undefined, error: unknown) {
  const text = useValidationText()(error);
  const describedBy = [hint && `${id}-hint`, text && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { text, control: { 'aria-invalid': text ? true : undefined, 'aria-describedby': describedBy } as const };
}

/** A field's hint and error under its control. */
function Said({ id, hint, text }: { id: string; hint?: string; text: string | null | undefined }) {
  return (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {text && <FieldError id={`${id}-error`}>{text}</FieldError>}
    </>
  );
}

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

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & FieldParts & {
  options: { value: string; label: string; lang?: string }[];
};

/** A labelled choice from a list (a park, a language, a waiver). */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ name, id = name, label, options, hint, error, ...select }, ref) {
  const { text, control } = useDescription(id, hint, error);
  return (
    <Frame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <SelectControl id={id} name={name} ref={ref} {...control} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </SelectControl>
      <Said id={id} hint={hint} text={text} />
    </Frame>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldParts;
type TextProps = InputHTMLAttributes<HTMLInputElement> & FieldParts;

/** A labelled text area. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField({ name, id = name, label, hint, error, ...area }, ref) {
  const { text, control } = useDescription(id, hint, error);
  return (
    <Frame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea id={id} name={name} ref={ref} rows={3} {...control} {...area} />
      <Said id={id} hint={hint} text={text} />
    </Frame>
  );
});

/** A labelled text box with its hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextProps>(function TextField({ name, id = name, label, hint, error, ...input }, ref) {
  const { text, control } = useDescription(id, hint, error);
  return (
    <Frame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} name={name} ref={ref} {...control} {...input} />
      <Said id={id} hint={hint} text={text} />
    </Frame>
  );
});

/**
 * An amount of money as the member types it ("12.50"): decimal keys on a phone, nothing remembered.
 * The form's schema reads it (lib/domain/decimal-amount.ts); the server decides what it is worth.
 */
export const MoneyField = forwardRef<HTMLInputElement, TextProps>(function MoneyField(props, ref) {
  return <TextField ref={ref} inputMode="decimal" autoComplete="off" {...props} />;
});

/** English and Chinese side by side from the medium breakpoint; one above the other on a phone. */
export const BothLanguages = styled.div`
  display: grid;
  gap: 14px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The buttons of a row: side by side, each big enough for a thumb. */
export const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    min-height: 44px;
    padding: 8px 16px;
  }
`;

/**
 * The end of a form: its submit button (busy while the server answers), any buttons of the thing itself
 * (`children`: retire, remove), cancel for a new one, and the server's problem with the whole form.
 */
export function FormFooter({
  busy,
  submit,
  submitLabel,
  onCancel,
  problem,
  children,
}: {
  busy: boolean;
  submit: string;
  submitLabel?: string;
  onCancel?: () => void;
  problem: string | null;
  children?: ReactNode;
}) {
  const t = useStaffT();
  return (
    <>
      <RowButtons>
        <Button type="submit" disabled={busy} aria-busy={busy} aria-label={submitLabel}>
          {busy ? t('ui.busy') : submit}
        </Button>
        {children}
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        )}
      </RowButtons>
      {problem && (
        <Notice role="alert" $tone="error">
          {t(problem)}
        </Notice>
      )}
    </>
  );
}

