import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { Button } from '@/components/ui/button';
import { RemovePriceRuleDocument, SavePriceRuleDocument, type DeskActivityDetailFieldsFragment } from '@/graphql/generated/staff-operations';
import { priceRuleSchema } from '@/lib/domain/catalogue-desk';
import { applyProblems } from '../gift-cards/form-parts';
import { useStaffT } from '../translations';
import { DeskArea, DeskField, FormFooter } from './catalogue-parts';

const Card = styled.form`
  display: grid;
  gap: 14px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: #fff;
  h3 {
    margin: 0;
    font-size: 18px;
  }
`;

const Percent = styled.div`
  max-width: 200px;
`;

type Activity = DeskActivityDetailFieldsFragment;
type Rule = Activity['priceRules'][number];

interface RuleText {
  kind: 'weekend' | 'dates';
  percent: string;
  dates: string;
}

interface Props {
  activity: Activity;
  /** The rule changed here; a kind alone: a new rule of it. */
  rule: Rule | { kind: 'weekend' | 'dates'; id?: undefined; percent?: undefined; dates?: undefined };
  onChanged: (activity: Activity, message: string) => void;
  onCancel?: () => void;
}

/**
 * A price rule: the percentage added to every ticket price on weekends, or on the days listed (peak
 * days, which win over the weekend's). Saved with the same schema the server runs; removed at once (a
 * cart keeps the prices of when it was filled, so nothing booked changes).
 */
export function PriceRuleForm({ activity, rule, onChanged, onCancel }: Props) {
  const t = useStaffT();
  const schema = useMemo(() => priceRuleSchema(), []);
  const form = useForm<RuleText>({
    resolver: yupResolver(schema) as never,
    defaultValues: { kind: rule.kind === 'dates' ? 'dates' : 'weekend', percent: rule.percent === undefined ? '' : String(rule.percent), dates: rule.dates?.join('\n') ?? '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [key] = useState(() => rule.id ?? uuidv4());
  const [save] = useMutation(SavePriceRuleDocument);
  const [remove, removing] = useMutation(RemovePriceRuleDocument);
  const id = (field: string) => `rule-${key}-${field}`;
  const title = t(`catalogue.rules.${rule.kind}`);

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    try {
      const result = (await save({ variables: { activityId: activity.id, id: key, input: form.getValues() } })).data?.savePriceRule;
      if (!result) throw new Error('no answer');
      if (result.activity) onChanged(result.activity, t('catalogue.rules.saved', { title }));
      else setGeneral(applyProblems(form, result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  const removeRule = async () => {
    setGeneral(null);
    try {
      const result = (await remove({ variables: { id: key } })).data?.removePriceRule;
      if (!result?.activity) throw new Error('not removed');
      onChanged(result.activity, t('catalogue.rules.removed', { title }));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  };

  return (
    <Card onSubmit={submit} noValidate aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{title}</h3>
      <Percent>
        <DeskField id={id('percent')} label={t('catalogue.rules.percent')} inputMode="numeric" autoComplete="off" error={errors.percent?.message} {...form.register('percent')} />
      </Percent>
      {rule.kind === 'dates' && (
        <DeskArea id={id('dates')} label={t('catalogue.rules.daysLabel')} hint={t('catalogue.rules.datesHint')} error={errors.dates?.message} {...form.register('dates')} />
      )}
      <FormFooter busy={isSubmitting} submit={t('catalogue.tickets.save')} submitLabel={t('catalogue.tickets.saveLabel', { title })} onCancel={onCancel} problem={general}>
        {rule.id && (
          <Button type="button" $variant="secondary" disabled={removing.loading} aria-label={t('catalogue.rules.removeLabel', { title })} onClick={() => void removeRule()}>
            {t('catalogue.rules.remove')}
          </Button>
        )}
      </FormFooter>
    </Card>
  );
}
