import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLOSURE_REASON_MAX, closureReasonSchema, type ClosureReasonValues } from '@/lib/domain/closures';
import { useStaffT } from '../translations';
import { ConfirmStep, DeskForm, SubmitButton, TextAreaField } from '../ui';

interface Props {
  /** Distinguishes the forms of one screen (a session's, the whole day's). */
  id: string;
  /** What closing will do, in words: the second step's question. */
  question: string;
  busy: boolean;
  onClose: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The reason for a closure (required: the visitors read it in their mail), checked by the same rule as
 * the server's (lib/domain/closures.ts), then a second step that says who will be emailed.
 */
export function CloseForm({ id, question, busy, onClose, onCancel }: Props) {
  const t = useStaffT();
  const form = useForm<ClosureReasonValues>({ resolver: yupResolver(closureReasonSchema), defaultValues: { reason: '' }, mode: 'onTouched' });
  const [reason, setReason] = useState<string | null>(null);
  const { errors } = form.formState;
  // The button that opened the form is gone: the reason takes the focus, so a keyboard carries on from here.
  useEffect(() => form.setFocus('reason'), [form]);
  return (
    <DeskForm noValidate onSubmit={form.handleSubmit((values) => setReason(values.reason))}>
      <TextAreaField
        id={`${id}-reason`}
        label={t('closures.reason')}
        hint={t('closures.reasonHint')}
        maxLength={CLOSURE_REASON_MAX}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {reason === null ? (
        <SubmitButton type="submit">{t('closures.next')}</SubmitButton>
      ) : (
        <ConfirmStep
          danger
          question={question}
          confirm={t('closures.confirmClose')}
          cancel={t('closures.back')}
          busy={busy}
          onConfirm={() => void onClose(reason).then((done) => done && setReason(null))}
          onCancel={() => {
            setReason(null);
            onCancel();
          }}
        />
      )}
    </DeskForm>
  );
}
