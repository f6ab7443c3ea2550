import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { v4 as uuidv4 } from 'uuid';
import { Notice } from '@/components/ui/notice';
import { VoidGiftCardDocument, type StaffGiftCardFieldsFragment } from '@/graphql/generated/staff-operations';
import { GIFT_CARD_DESK_PROBLEM_KEYS, STAFF_REASON_MAX, voidSchema, type VoidValues } from '@/lib/domain/gift-card-desk';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { ConfirmStep, applyProblems, DeskForm, SubmitButton, TextAreaField, wordedProblems } from '../ui';

/**
 * "Void the card": a reason, then a second step that says the balance goes to zero for good. The
 * server writes the void's entry (taking whatever is left) and its audit entry; one key per void.
 */
export function VoidForm({ card }: { card: StaffGiftCardFieldsFragment }) {
  const t = useStaffT();
  const { money } = useStaffFormats();
  const key = useRef(uuidv4());
  const [pending, setPending] = useState<VoidValues | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [voidCard, { loading }] = useMutation(VoidGiftCardDocument);
  const form = useForm<VoidValues>({ resolver: yupResolver(voidSchema), defaultValues: { reason: '' }, mode: 'onTouched' });
  const { errors } = form.formState;

  const ask = form.handleSubmit((values) => {
    setGeneral(null);
    setPending(values);
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const { data } = await voidCard({ variables: { input: { code: card.code, reason: pending.reason, idempotencyKey: key.current } } });
      const result = data?.voidGiftCard;
      if (!result) throw new Error('no answer');
      setPending(null);
      // Done: the card's page now shows it void (the answer updates the card in Apollo's cache).
      if (result.__typename === 'GiftCardFormRefused') setGeneral(applyProblems(form, wordedProblems(result.problems, GIFT_CARD_DESK_PROBLEM_KEYS)));
    } catch {
      setGeneral('giftCards.errors.failed');
    }
  };

  return (
    <DeskForm onSubmit={ask} noValidate aria-labelledby="void-heading">
      <p>{t('giftCards.void.intro')}</p>
      <TextAreaField id="void-reason" label={t('giftCards.void.reason')} maxLength={STAFF_REASON_MAX} rows={2} readOnly={!!pending} error={errors.reason?.message} {...form.register('reason')} />
      {pending ? (
        <ConfirmStep
          danger
          question={t('giftCards.void.question', { code: card.code, balance: money(card.balance, card.currency) })}
          confirm={t('giftCards.void.confirm')}
          cancel={t('giftCards.void.keep')}
          busy={loading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : (
        <SubmitButton type="submit" $variant="secondary">
          {t('giftCards.void.button')}
        </SubmitButton>
      )}
      {general && (
        <Notice role="alert" $tone="error">
          {t(general)}
        </Notice>
      )}
    </DeskForm>
  );
}
