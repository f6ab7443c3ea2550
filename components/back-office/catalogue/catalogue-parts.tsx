import { Button } from '@/components/ui/button';
import type { CatalogueFormField, CatalogueProblemCode } from '@/graphql/generated/staff-operations';
import { formPath, problemMessage, type BothLanguages as Texts } from '@/lib/domain/catalogue-desk';
import { useStaffT } from '../translations';
import { applyProblems, StatusBadge } from '../ui';

/*
 * What the catalogue's screens share beyond the kit (../ui): its problems in words, its texts in both
 * languages as a form holds them, and an activity's or ticket's sale status.
 */

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

/** On sale or retired. */
export function SaleStatus({ status }: { status: string }) {
  const t = useStaffT();
  return <StatusBadge $tone={status === 'onSale' ? 'good' : 'closed'}>{t(`catalogue.status.${status}`)}</StatusBadge>;
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
