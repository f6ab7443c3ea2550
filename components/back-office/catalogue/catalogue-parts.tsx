import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldError, FieldFrame, FieldLabel, Input, TextArea, useValidationText } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { CatalogueFormField, CatalogueProblemCode } from '@/graphql/generated/staff-operations';
import { formPath, problemMessage, type BothLanguages as Texts } from '@/lib/domain/catalogue-desk';
import { applyProblems } from '../gift-cards/form-parts';
import { useStaffT } from '../translations';

/*
 * Pieces the catalogue's screens share: a field whose id is its own (a screen has a form per ticket type,
 * each with a price), the English and Chinese of one text side by side at a desk (one above the other on
 * a phone), and an activity's status as a badge.
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
  textarea {
    width: 100%;
    box-sizing: border-box;
  }
  input[readonly] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: unknown;
}

/** A labelled text box with its hint and error, linked by its own id. */
export const DeskField = forwardRef<HTMLInputElement, FieldProps>(function DeskField({ id, label, hint, error, ...input }, ref) {
  const text = useValidationText()(error);
  const describedBy = [hint && `${id}-hint`, text && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Frame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} ref={ref} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {text && <FieldError id={`${id}-error`}>{text}</FieldError>}
    </Frame>
  );
});

interface AreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: unknown;
}

/** A labelled text area with its hint and error, linked by its own id. */
export const DeskArea = forwardRef<HTMLTextAreaElement, AreaProps>(function DeskArea({ id, label, hint, error, ...area }, ref) {
  const text = useValidationText()(error);
  const describedBy = [hint && `${id}-hint`, text && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Frame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea id={id} ref={ref} rows={3} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...area} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {text && <FieldError id={`${id}-error`}>{text}</FieldError>}
    </Frame>
  );
});

type Problem = { field: CatalogueFormField; code: CatalogueProblemCode };

/**
 * A refused form's problems: each field's beside its field (titleZhHant is the form's title.zhHant), as
 * the shared schema words its own; the whole action's message key returned for the form to show.
 */
export function refusedForm(form: Parameters<typeof applyProblems>[0], problems: readonly Problem[]): string | null {
  return applyProblems(
    form,
    problems.map((problem) => ({ field: formPath(problem.field), message: problemMessage(problem.code) })),
  );
}

/** The message key of a refused action without fields of its own (retire, move): its first problem's. */
export const refusal = (problems: readonly Problem[]): string => (problems[0] ? problemMessage(problems[0].code) : 'catalogue.errors.failed');

/**
 * A text of the API in both languages as a form holds it, field by field: the fragment's object carries
 * Apollo's __typename, which the mutation's input type refuses.
 */
export const bothTexts = (text: Texts | null | undefined): Texts => ({ en: text?.en ?? '', zhHant: text?.zhHant ?? '' });

/** English and Chinese side by side from the medium breakpoint; one above the other on a phone. */
export const BothLanguages = styled.div`
  display: grid;
  gap: 14px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const STATUS_COLOURS: Record<string, string> = { onSale: '#1e6b3a', retired: '#56606b' };

const Badge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 700;
  color: #fff;
  white-space: nowrap;
  background: ${({ $status }) => STATUS_COLOURS[$status] ?? '#56606b'};
`;

/** On sale or retired. */
export function StatusBadge({ status }: { status: string }) {
  const t = useStaffT();
  return <Badge $status={status}>{t(`catalogue.status.${status}`)}</Badge>;
}

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
 * The end of a catalogue form: its submit button (busy while the server answers), any buttons of the
 * thing itself (`children`: retire, remove), cancel for a new one, and the server's problem with the
 * whole form.
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
          {busy ? t('catalogue.busy') : submit}
        </Button>
        {children}
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('catalogue.cancel')}
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

/** Retire a ticket type or add-on on sale, or bring a retired one back (`status`: the API's onSale or retired). */
export function SaleSwitch({ status, title, busy, onSwitch }: { status: string; title: string; busy: boolean; onSwitch: (onSale: boolean) => void }) {
  const t = useStaffT();
  const retired = status === 'retired';
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={busy}
      aria-label={t(retired ? 'catalogue.tickets.bringBackLabel' : 'catalogue.tickets.retireLabel', { title })}
      onClick={() => onSwitch(retired)}
    >
      {t(retired ? 'catalogue.tickets.bringBack' : 'catalogue.tickets.retire')}
    </Button>
  );
}
