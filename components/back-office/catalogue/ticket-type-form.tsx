import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { AddVariationDocument, SetVariationOnSaleDocument, UpdateVariationDocument, type DeskActivityDetailFieldsFragment } from '@/graphql/generated/staff-operations';
import { variationSchema, type BothLanguages as Texts, type VariationValues } from '@/lib/domain/catalogue-desk';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { bothTexts, refusal, refusedForm, SaleSwitch, SaleStatus } from './catalogue-parts';
import { BothLanguages, TextField, FormFooter, MoneyField } from '../ui';

const Card = styled.form<{ $retired: boolean }>`
  display: grid;
  gap: 14px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme, $retired }) => ($retired ? theme.colors.surface : '#fff')};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  h3 {
    margin: 0;
    font-size: 18px;
  }
`;

/** Participants and price side by side even on a phone: two short numbers. */
const Numbers = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr);
  }
`;

/** The form as typed (the API's VariationInput): numbers stay text until the shared schema reads them. */
interface TicketText {
  title: Texts;
  participants: string;
  price: string;
}

type Activity = DeskActivityDetailFieldsFragment;
type Variation = Activity['variations'][number];

interface Props {
  activity: Activity;
  /** The ticket type changed here; null: a new one. */
  variation: Variation | null;
  onChanged: (activity: Activity, message: string) => void;
  onCancel?: () => void;
}

/** uuid's v4 (crypto.getRandomValues): it works on plain HTTP too, where crypto.randomUUID may not. */
const newKey = (): string => uuidv4();

/**
 * One ticket type: its title in English and Chinese side by side, how many people a ticket admits (fixed
 * once it exists), and its price typed in the park's currency. The same schema runs here and on the
 * server, which alone turns the price into minor units. A new ticket type carries a key made once, so a
 * double click or a retry adds it once.
 */
export function TicketTypeForm({ activity, variation, onChanged, onCancel }: Props) {
  const t = useStaffT();
  const schema = useMemo(() => variationSchema({ currency: activity.currency }), [activity.currency]);
  const form = useForm<TicketText, unknown, VariationValues>({
    resolver: yupResolver(schema) as never,
    defaultValues: {
      title: bothTexts(variation?.title),
      participants: String(variation?.participants ?? 1),
      price: variation ? toDecimalAmount(variation.price, activity.currency) : '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const [update] = useMutation(UpdateVariationDocument);
  const [add] = useMutation(AddVariationDocument);
  const [setOnSale, switching] = useMutation(SetVariationOnSaleDocument);
  const id = (field: string) => `ticket-${variation?.id ?? 'new'}-${field}`;
  const { lang } = useStaffShell();
  // Named in the member's language where it has a name in it.
  const title = variation ? (lang === 'zh-Hant' && variation.title.zhHant) || variation.title.en : t('catalogue.tickets.newHeading');

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    // What was typed goes to the server as text: it reads the price in the park's currency itself.
    const input = form.getValues();
    try {
      const result = variation
        ? (await update({ variables: { id: variation.id, input } })).data?.updateVariation
        : (await add({ variables: { activityId: activity.id, key, input } })).data?.addVariation;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') {
        if (!variation) setKey(newKey());
        onChanged(result.activity, t(variation ? 'catalogue.tickets.saved' : 'catalogue.tickets.added', { title: variation ? title : input.title.en.trim() }));
      } else setGeneral(refusedForm(form, result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  const switchSale = async (onSale: boolean) => {
    if (!variation) return;
    setGeneral(null);
    try {
      const result = (await setOnSale({ variables: { id: variation.id, onSale } })).data?.setVariationOnSale;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') onChanged(result.activity, t(onSale ? 'catalogue.tickets.broughtBack' : 'catalogue.tickets.retired', { title }));
      else setGeneral(refusal(result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  };

  return (
    <Card onSubmit={submit} noValidate aria-labelledby={id('heading')} $retired={variation?.status === 'retired'}>
      <Top>
        <h3 id={id('heading')}>{title}</h3>
        {variation && <SaleStatus status={variation.status} />}
      </Top>
      <BothLanguages>
        <TextField id={id('titleEn')} label={t('catalogue.tickets.titleEn')} lang="en" autoComplete="off" error={errors.title?.en?.message} {...form.register('title.en')} />
        <TextField id={id('titleZh')} label={t('catalogue.tickets.titleZh')} hint={t('catalogue.zhHint')} lang="zh-Hant" autoComplete="off" error={errors.title?.zhHant?.message} {...form.register('title.zhHant')} />
      </BothLanguages>
      <Numbers>
        <TextField
          id={id('participants')}
          label={t('catalogue.tickets.participants')}
          inputMode="numeric"
          autoComplete="off"
          readOnly={variation !== null}
          hint={variation ? t('catalogue.tickets.participantsFixed') : undefined}
          error={errors.participants?.message}
          {...form.register('participants')}
        />
        <MoneyField id={id('price')} label={t('catalogue.tickets.price', { currency: activity.currency })} error={errors.price?.message} {...form.register('price')} />
      </Numbers>
      <FormFooter
        busy={isSubmitting}
        submit={variation ? t('catalogue.tickets.save') : t('catalogue.tickets.add')}
        submitLabel={variation ? t('catalogue.tickets.saveLabel', { title }) : undefined}
        onCancel={onCancel}
        problem={general}
      >
        {variation && <SaleSwitch status={variation.status} title={title} busy={switching.loading} onSwitch={(onSale) => void switchSale(onSale)} />}
      </FormFooter>
    </Card>
  );
}
