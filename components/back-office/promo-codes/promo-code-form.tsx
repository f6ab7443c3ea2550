import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CheckboxLabel, ChoiceField } from '@/components/ui/choice-field';
import { FieldError, FieldRow, useValidationText } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { CreatePromoCodeDocument, UpdatePromoCodeDocument, type PromoCodesQuery, type StaffPromoCodeFieldsFragment } from '@/graphql/generated/staff-operations';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import { PROMO_CODE_PROBLEM_KEYS, promoCodeSchema, type PromoCodeValues } from '@/lib/domain/promo-code';
import { useStaffT } from '../translations';
import { applyProblems, SubmitButton, wordedProblems, ChoiceGroup, TextField, MoneyField } from '../ui';

/** A form's width that reads at a desk; the whole width on a phone. */
const Form = styled.form`
  display: grid;
  gap: 18px;
  max-width: 720px;
`;

const Activities = styled(ChoiceGroup)`
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${({ theme }) => theme.media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The form as typed: numbers stay text until the schema reads them (a fixed amount in the park's currency). */
interface PromoText {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  activityIds: string[];
}

type Desk = NonNullable<PromoCodesQuery['promoCodes']>;
type Code = StaffPromoCodeFieldsFragment;

const typedFrom = (code: Code | null, currency: string): PromoText => ({
  code: code?.code ?? '',
  kind: code?.kind === 'fixed' ? 'fixed' : 'percent',
  value: code ? (code.kind === 'fixed' ? toDecimalAmount(code.value, currency) : String(code.value)) : '',
  validFrom: code?.validFrom ?? '',
  validUntil: code?.validUntil ?? '',
  maxUses: code?.maxUses ? String(code.maxUses) : '',
  activityIds: code?.activityIds ?? [],
});

interface Props {
  desk: Desk;
  /** The code being changed; null: a new one. */
  editing: Code | null;
  onSaved: (code: Code, created: boolean) => void;
  onCancel: () => void;
}

/**
 * A promo code's rules (react-hook-form and the same schema the server runs): its code, percentage or
 * fixed amount, its first and last days at the park, a usage limit and the activities it covers.
 */
export function PromoCodeForm({ desk, editing, onSaved, onCancel }: Props) {
  const t = useStaffT();
  const validation = useValidationText();
  const schema = useMemo(() => promoCodeSchema({ currency: desk.currency }), [desk.currency]);
  const form = useForm<PromoText, unknown, PromoCodeValues>({ resolver: yupResolver(schema) as never, defaultValues: typedFrom(editing, desk.currency), mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const [general, setGeneral] = useState<string | null>(null);
  const [create] = useMutation(CreatePromoCodeDocument);
  const [update] = useMutation(UpdatePromoCodeDocument);

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    const input = { code: values.code, kind: values.kind, value: values.value, validFrom: values.validFrom, validUntil: values.validUntil, maxUses: values.maxUses, activityIds: values.activityIds };
    try {
      const result = editing
        ? (await update({ variables: { id: editing.id, input } })).data?.updatePromoCode
        : (await create({ variables: { parkId: desk.parkId, input } })).data?.createPromoCode;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'PromoCodeSaved') onSaved(result.promoCode, !editing);
      else setGeneral(applyProblems(form, wordedProblems(result.problems, PROMO_CODE_PROBLEM_KEYS)));
    } catch {
      setGeneral('promoCodes.errors.failed');
    }
  });

  const activitiesError = validation(errors.activityIds?.message);
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="promo-form-heading">
      <h2 id="promo-form-heading">{editing ? t('promoCodes.form.editHeading', { code: editing.code }) : t('promoCodes.form.newHeading')}</h2>
      <TextField
        label={t('promoCodes.form.code')}
        hint={t('promoCodes.form.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <ChoiceField
        name="kind"
        label={t('promoCodes.form.kind')}
        columns={2}
        options={[
          { value: 'percent', label: t('promoCodes.form.percent') },
          { value: 'fixed', label: t('promoCodes.form.fixed') },
        ]}
        error={errors.kind?.message}
        register={form.register('kind')}
      />
      <MoneyField
        label={kind === 'fixed' ? t('promoCodes.form.valueFixed', { currency: desk.currency }) : t('promoCodes.form.valuePercent')}
        error={errors.value?.message}
        {...form.register('value')}
      />
      <div>
        <FieldRow>
          <TextField label={t('promoCodes.form.validFrom')} type="date" error={errors.validFrom?.message} {...form.register('validFrom')} />
          <TextField label={t('promoCodes.form.validUntil')} type="date" error={errors.validUntil?.message} {...form.register('validUntil')} />
        </FieldRow>
        <small>{t('promoCodes.form.datesHint', { timeZone: desk.timeZone })}</small>
      </div>
      <TextField label={t('promoCodes.form.maxUses')} hint={t('promoCodes.form.maxUsesHint')} inputMode="numeric" autoComplete="off" error={errors.maxUses?.message} {...form.register('maxUses')} />
      <Activities aria-describedby={activitiesError ? 'activities-hint activities-error' : 'activities-hint'}>
        <legend>{t('promoCodes.form.activities')}</legend>
        <small id="activities-hint">{t('promoCodes.form.activitiesHint')}</small>
        <ul>
          {desk.activities.map((activity) => (
            <li key={activity.id}>
              <CheckboxLabel>
                <input type="checkbox" value={activity.id} {...form.register('activityIds')} />
                <span>{activity.title}</span>
              </CheckboxLabel>
            </li>
          ))}
        </ul>
        {activitiesError && <FieldError id="activities-error">{activitiesError}</FieldError>}
      </Activities>
      <Buttons>
        <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('promoCodes.form.busy') : editing ? t('promoCodes.form.save') : t('promoCodes.form.create')}
        </SubmitButton>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('promoCodes.form.cancel')}
        </Button>
      </Buttons>
      {general && (
        <Notice role="alert" $tone="error">
          {t(general)}
        </Notice>
      )}
    </Form>
  );
}
