import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { MakeResellerDocument, type StaffResellerFieldsFragment } from '@/graphql/generated/staff-operations';
import { RESELLER_PROBLEM_KEYS, resellerSchema, type ResellerValues } from '@/lib/domain/reseller-desk';
import { useStaffT } from '../translations';
import { applyProblems, DeskForm, SubmitButton, wordedProblems, TextField } from '../ui';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The form as typed: the commission stays text until the schema reads it ('15', '15%'). */
interface ResellerText {
  name: string;
  commissionPercent: string;
}

interface Props {
  parkId: string;
  /** The reseller made, with its key: the only time the key is in the browser. */
  onMade: (reseller: StaffResellerFieldsFragment, key: string) => void;
  /** The answer never came: the screen reloads the list, where the reseller may now be. */
  onFailed: () => void;
  onCancel: () => void;
}

/** A new reseller: its name and commission (react-hook-form and the same schema the server runs). */
export function ResellerForm({ parkId, onMade, onFailed, onCancel }: Props) {
  const t = useStaffT();
  const form = useForm<ResellerText, unknown, ResellerValues>({ resolver: yupResolver(resellerSchema) as never, defaultValues: { name: '', commissionPercent: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  // Not kept in Apollo's cache: the key lives in this screen's state until the owner closes it, and nowhere else.
  const [make] = useMutation(MakeResellerDocument, { fetchPolicy: 'no-cache' });

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const result = (await make({ variables: { parkId, input: { name: values.name, commissionPercent: values.commissionPercent } } })).data?.makeReseller;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ResellerSaved' && result.key) onMade(result.reseller, result.key);
      else if (result.__typename === 'ResellerFormRefused') setGeneral(applyProblems(form, wordedProblems(result.problems, RESELLER_PROBLEM_KEYS)));
      else throw new Error('no key');
    } catch {
      setGeneral('resellers.errors.makeFailed');
      onFailed();
    }
  });

  return (
    <DeskForm onSubmit={submit} noValidate aria-labelledby="reseller-form-heading">
      <h2 id="reseller-form-heading">{t('resellers.form.heading')}</h2>
      <TextField label={t('resellers.form.name')} hint={t('resellers.form.nameHint')} autoComplete="off" maxLength={120} error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('resellers.form.commission')}
        hint={t('resellers.form.commissionHint')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.commissionPercent?.message}
        {...form.register('commissionPercent')}
      />
      <Buttons>
        <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('resellers.form.busy') : t('resellers.form.create')}
        </SubmitButton>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('resellers.form.cancel')}
        </Button>
      </Buttons>
      {general && (
        <Notice role="alert" $tone="error">
          {t(general)}
        </Notice>
      )}
    </DeskForm>
  );
}
