import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { Button } from '@/components/ui/button';
import { RemovePriceRuleDocument, SavePriceRuleDocument, type DeskActivityDetailFieldsFragment, type PriceRuleKind } from '@/graphql/generated/staff-operations';
import { daysAsTyped, priceRuleSchema, typedDays } from '@/lib/domain/catalogue-desk';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { refusedForm } from './catalogue-parts';
import { SelectField, TextAreaField, TextField, FormFooter, MoneyField } from '../ui';

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

const Short = styled.div`
  max-width: 200px;
`;

type Activity = DeskActivityDetailFieldsFragment;
type Rule = Activity['priceRules'][number];

export type RuleKind = PriceRuleKind;

/** The form as typed: the days as the text box holds them (one a line, a range FROM..TO), read into days when sent. */
interface RuleText {
  kind: RuleKind;
  percent: string;
  dates: string;
  variationId: string;
  price: string;
}

interface Props {
  activity: Activity;
  /** The rule changed here; a kind alone: a new rule of it. */
  rule: Rule | { kind: RuleKind; id?: undefined; percent?: undefined; dates?: undefined; variationId?: undefined; price?: undefined };
  onChanged: (activity: Activity, message: string) => void;
  onCancel?: () => void;
}

/**
 * A price rule: the percentage added to every ticket price on weekends, or on the days listed (peak
 * days, which win over the weekend's); or a dated price, one ticket type's price on the days listed.
 * Saved with the same schema the server runs; removed at once (a cart keeps the prices of when it was
 * filled, so nothing booked changes).
 */
export function PriceRuleForm({ activity, rule, onChanged, onCancel }: Props) {
  const t = useStaffT();
  const schema = useMemo(() => priceRuleSchema({ currency: activity.currency }), [activity.currency]);
  const kind = rule.kind as RuleKind;
  const onSale = activity.variations.filter((variation) => variation.status === 'onSale' || variation.id === rule.variationId);
  const form = useForm<RuleText>({
    resolver: yupResolver(schema) as never,
    defaultValues: {
      kind,
      percent: rule.percent === undefined || kind === 'price' ? '' : String(rule.percent),
      dates: daysAsTyped(rule.dates ?? []),
      variationId: rule.variationId ?? onSale[0]?.id ?? '',
      price: rule.price === null || rule.price === undefined ? '' : toDecimalAmount(rule.price, activity.currency),
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [key] = useState(() => rule.id ?? uuidv4());
  const [save] = useMutation(SavePriceRuleDocument);
  const [remove, removing] = useMutation(RemovePriceRuleDocument);
  const id = (field: string) => `rule-${key}-${field}`;
  const { lang } = useStaffShell();
  const ticketTitle = (variation: Activity['variations'][number]) => (lang === 'zh-Hant' && variation.title.zhHant) || variation.title.en;
  const ticket = activity.variations.find((variation) => variation.id === rule.variationId);
  const title = kind === 'price' && ticket ? t('catalogue.rules.priceOf', { ticket: ticketTitle(ticket) }) : t(`catalogue.rules.${kind}`);

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    // The schema has read the text box's days (each a real one, or the form says which is not): sent as days.
    const typed = form.getValues();
    try {
      const result = (await save({ variables: { activityId: activity.id, id: key, input: { ...typed, dates: typedDays(typed.dates) } } })).data?.savePriceRule;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') onChanged(result.activity, t('catalogue.rules.saved', { title }));
      else setGeneral(refusedForm(form, result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  const removeRule = async () => {
    setGeneral(null);
    try {
      const result = (await remove({ variables: { id: key } })).data?.removePriceRule;
      if (result?.__typename !== 'CatalogueActivitySaved') throw new Error('not removed');
      onChanged(result.activity, t('catalogue.rules.removed', { title }));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  };

  return (
    <Card onSubmit={submit} noValidate aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{title}</h3>
      {kind === 'price' ? (
        <>
          <SelectField label={t('catalogue.rules.ticketType')} options={onSale.map((variation) => ({ value: variation.id, label: ticketTitle(variation) }))} {...form.register('variationId')} />
          <Short>
            <MoneyField id={id('price')} label={t('catalogue.tickets.price', { currency: activity.currency })} error={errors.price?.message} {...form.register('price')} />
          </Short>
        </>
      ) : (
        <Short>
          <TextField id={id('percent')} label={t('catalogue.rules.percent')} inputMode="numeric" autoComplete="off" error={errors.percent?.message} {...form.register('percent')} />
        </Short>
      )}
      {kind !== 'weekend' && <TextAreaField id={id('dates')} label={t('catalogue.rules.daysLabel')} hint={t('catalogue.rules.datesHint')} error={errors.dates?.message} {...form.register('dates')} />}
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
