import { auditSentence, auditWords } from '@/lib/domain/audit-sentence';
import { useStaffFormats } from './formats';
import { useStaffT } from './translations';

/** An audit entry as it was recorded (the order page's trail and the owner's audit screen). */
interface Recorded {
  action: string;
  before?: string | null;
  after?: string | null;
}

/**
 * Audit entries as sentences in the member's language (lib/domain/audit-sentence.ts chooses the words):
 * an order's or ticket's action as the order page tells it, money in the order's currency and moments on
 * its park's clock; any other action as its verb (locales/<lng>/admin.json audit.actions).
 */
export function useAuditWords() {
  const t = useStaffT();
  const format = useStaffFormats();
  const orderSentence = (entry: Recorded, currency: string, timeZone: string) =>
    auditSentence(entry.action, entry.before, entry.after)
      .map(({ key, values }) =>
        t(`orders.history.${key}`, {
          ...values,
          ...(values.amount !== undefined ? { amount: format.money(values.amount, currency) } : {}),
          ...(values.to ? { to: format.when(values.to, timeZone) } : {}),
          ...(values.method ? { method: t(`orders.history.${key === 'refunded' ? 'refundTo' : 'payMethod'}.${values.method}`) } : {}),
        }),
      )
      .join(' ');
  return {
    orderSentence,
    /** Any entry; an order's money needs its currency (an operator's own entry has none, and no money). */
    sentence: (entry: Recorded, currency: string | null, timeZone: string) => {
      const words = auditWords(entry.action, entry.before, entry.after);
      if (words.kind === 'order') return orderSentence(entry, currency ?? 'NZD', timeZone);
      return t(`audit.actions.${words.key}`, words.values);
    },
  };
}
