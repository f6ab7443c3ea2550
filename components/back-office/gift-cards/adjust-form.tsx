import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { v4 as uuidv4 } from 'uuid';
import { Notice } from '@/components/ui/notice';
import { AdjustGiftCardDocument, type StaffGiftCardFieldsFragment } from '@/graphql/generated/staff-operations';
import { adjustmentSchema, GIFT_CARD_DESK_PROBLEM_KEYS, STAFF_REASON_MAX, type AdjustmentValues } from '@/lib/domain/gift-card-desk';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { ConfirmStep, applyProblems, DeskForm, SubmitButton, TextAreaField, wordedProblems, TextField } from '../ui';

interface AdjustText {
  amount: string;
  reason: string;
}

/**
 * "Adjust the balance": a signed amount and a reason, then a second step that says what will happen
 * ("Take NZ$5.00 from this card? Its balance becomes NZ$45.00."). The form refuses what would take the
 * balance below zero; the server checks again under the card's lock. One key per adjustment.
 */
export function AdjustForm({ card }: { card: StaffGiftCardFieldsFragment }) {
  const t = useStaffT();
  const { money } = useStaffFormats();
  const key = useRef(uuidv4());
  const [pending, setPending] = useState<AdjustmentValues | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [adjust, { loading }] = useMutation(AdjustGiftCardDocument);
  const form = useForm<AdjustText, { balance: number }, AdjustmentValues>({
    // The schema reads the typed text as minor units: its input is text, its output numbers.
    resolver: yupResolver(adjustmentSchema({ currency: card.currency, max: card.maxAdjustment })) as never,
    context: { balance: card.balance },
    defaultValues: { amount: '', reason: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const ask = form.handleSubmit((values) => {
    setDone(null);
    setGeneral(null);
    setPending(values);
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const { data } = await adjust({ variables: { input: { code: card.code, amount: pending.amount, reason: pending.reason, idempotencyKey: key.current } } });
      const result = data?.adjustGiftCard;
      if (!result) throw new Error('no answer');
      setPending(null);
      if (result.__typename === 'GiftCardActionDone') {
        key.current = uuidv4();
        form.reset({ amount: '', reason: '' });
        setDone(t('giftCards.adjust.done', { balance: money(result.card.balance, result.card.currency) }));
      } else setGeneral(applyProblems(form, wordedProblems(result.problems, GIFT_CARD_DESK_PROBLEM_KEYS)));
    } catch {
      // Unknown whether it was written: the key stays, so confirming again cannot adjust twice.
      setGeneral('giftCards.errors.failed');
    }
  };

  const question = pending
    ? t(pending.amount > 0 ? 'giftCards.adjust.confirmAdd' : 'giftCards.adjust.confirmTake', {
        amount: money(Math.abs(pending.amount), card.currency),
        balance: money(card.balance + pending.amount, card.currency),
      })
    : '';

  return (
    <DeskForm onSubmit={ask} noValidate aria-labelledby="adjust-heading">
      <TextField
        label={t('giftCards.adjust.amount', { currency: card.currency })}
        hint={t('giftCards.adjust.amountHint')}
        autoComplete="off"
        inputMode="text"
        readOnly={!!pending}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextAreaField id="adjust-reason" label={t('giftCards.adjust.reason')} maxLength={STAFF_REASON_MAX} rows={2} readOnly={!!pending} error={errors.reason?.message} {...form.register('reason')} />
      {pending ? (
        <ConfirmStep
          question={question}
          confirm={t('giftCards.adjust.confirm')}
          cancel={t('giftCards.adjust.back')}
          busy={loading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : (
        <SubmitButton type="submit">{t('giftCards.adjust.button')}</SubmitButton>
      )}
      <div role="status">{done && <Notice $tone="success">{done}</Notice>}</div>
      {general && (
        <Notice role="alert" $tone="error">
          {t(general)}
        </Notice>
      )}
    </DeskForm>
  );
}
