import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { CheckboxLabel } from '@/components/ui/choice-field';
import {
  AddAddOnDocument,
  SetAddOnOnSaleDocument,
  UpdateAddOnDocument,
  UpdateUpgradeDocument,
  type DeskActivityDetailFieldsFragment,
} from '@/graphql/generated/staff-operations';
import { addOnSchema, upgradeSchema, type BothLanguages as Texts } from '@/lib/domain/catalogue-desk';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { bothTexts, refusedForm, SaleSwitch, SaleStatus } from './catalogue-parts';
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

const Price = styled.div`
  max-width: 240px;
`;

type Activity = DeskActivityDetailFieldsFragment;
type AddOn = Activity['addOns'][number];
type Upgrade = Activity['upgrades'][number];

/** The form as typed (the API's AddOnInput; an upgrade's without perParticipant). */
interface ExtraText {
  title: Texts;
  description: Texts;
  perParticipant: boolean;
  price: string;
}

interface Props {
  activity: Activity;
  /** An add-on (null: a new one) or an upgrade. */
  extra: { kind: 'addOn'; addOn: AddOn | null } | { kind: 'upgrade'; upgrade: Upgrade };
  onChanged: (activity: Activity, message: string) => void;
  onCancel?: () => void;
}

/**
 * An add-on (its texts in both languages, price, once per booking or per participant; added once per key,
 * retired, brought back) or an upgrade to a package (its texts and price per participant). The same
 * schema runs here and on the server, which reads the price in the park's currency itself.
 */
export function ExtraForm({ activity, extra, onChanged, onCancel }: Props) {
  const t = useStaffT();
  const { lang } = useStaffShell();
  const current = extra.kind === 'addOn' ? extra.addOn : extra.upgrade;
  const schema = useMemo(() => (extra.kind === 'addOn' ? addOnSchema : upgradeSchema)({ currency: activity.currency }), [extra.kind, activity.currency]);
  const form = useForm<ExtraText>({
    resolver: yupResolver(schema) as never,
    defaultValues: {
      title: bothTexts(current?.title),
      description: bothTexts(current?.description),
      perParticipant: extra.kind === 'addOn' ? (extra.addOn?.perParticipant ?? false) : false,
      price: current ? toDecimalAmount(current.price, activity.currency) : '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [key, setKey] = useState(() => uuidv4());
  const [updateAddOn] = useMutation(UpdateAddOnDocument);
  const [addAddOn] = useMutation(AddAddOnDocument);
  const [updateUpgrade] = useMutation(UpdateUpgradeDocument);
  const [setOnSale, switching] = useMutation(SetAddOnOnSaleDocument);
  const id = (field: string) => `${extra.kind}-${current?.id ?? 'new'}-${field}`;
  const title = current ? (lang === 'zh-Hant' && current.title.zhHant) || current.title.en : t('catalogue.addOns.newHeading');
  const addOn = extra.kind === 'addOn' ? extra.addOn : null;

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    const { perParticipant, ...texts } = form.getValues();
    try {
      const result =
        extra.kind === 'upgrade'
          ? (await updateUpgrade({ variables: { id: extra.upgrade.id, input: texts } })).data?.updateUpgrade
          : addOn
            ? (await updateAddOn({ variables: { id: addOn.id, input: { ...texts, perParticipant } } })).data?.updateAddOn
            : (await addAddOn({ variables: { activityId: activity.id, key, input: { ...texts, perParticipant } } })).data?.addAddOn;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') {
        if (!current) setKey(uuidv4());
        onChanged(result.activity, t(current ? 'catalogue.tickets.saved' : 'catalogue.tickets.added', { title: current ? title : texts.title.en.trim() }));
      } else setGeneral(refusedForm(form, result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  const switchSale = async (onSale: boolean) => {
    if (!addOn) return;
    setGeneral(null);
    try {
      const result = (await setOnSale({ variables: { id: addOn.id, onSale } })).data?.setAddOnOnSale;
      if (result?.__typename !== 'CatalogueActivitySaved') throw new Error('not changed');
      onChanged(result.activity, t(onSale ? 'catalogue.tickets.broughtBack' : 'catalogue.tickets.retired', { title }));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  };

  return (
    <Card onSubmit={submit} noValidate aria-labelledby={id('heading')} $retired={addOn?.status === 'retired'}>
      <Top>
        <h3 id={id('heading')}>{title}</h3>
        {addOn && <SaleStatus status={addOn.status} />}
      </Top>
      <BothLanguages>
        <TextField id={id('titleEn')} label={t('catalogue.tickets.titleEn')} lang="en" autoComplete="off" error={errors.title?.en?.message} {...form.register('title.en')} />
        <TextField id={id('titleZh')} label={t('catalogue.tickets.titleZh')} hint={t('catalogue.zhHint')} lang="zh-Hant" autoComplete="off" error={errors.title?.zhHant?.message} {...form.register('title.zhHant')} />
        <TextField id={id('descriptionEn')} label={t('catalogue.addOns.descriptionEn')} lang="en" autoComplete="off" error={errors.description?.en?.message} {...form.register('description.en')} />
        <TextField id={id('descriptionZh')} label={t('catalogue.addOns.descriptionZh')} lang="zh-Hant" autoComplete="off" error={errors.description?.zhHant?.message} {...form.register('description.zhHant')} />
      </BothLanguages>
      <Price>
        <MoneyField
          id={id('price')}
          label={t(extra.kind === 'upgrade' ? 'catalogue.addOns.pricePerParticipant' : 'catalogue.tickets.price', { currency: activity.currency })}
          error={errors.price?.message}
          {...form.register('price')}
        />
      </Price>
      {extra.kind === 'addOn' && (
        <CheckboxLabel>
          <input type="checkbox" {...form.register('perParticipant')} />
          <span>{t('catalogue.addOns.perParticipant')}</span>
        </CheckboxLabel>
      )}
      <FormFooter
        busy={isSubmitting}
        submit={current ? t('catalogue.tickets.save') : t('catalogue.addOns.add')}
        submitLabel={current ? t('catalogue.tickets.saveLabel', { title }) : undefined}
        onCancel={onCancel}
        problem={general}
      >
        {addOn && <SaleSwitch status={addOn.status} title={title} busy={switching.loading} onSwitch={(onSale) => void switchSale(onSale)} />}
      </FormFooter>
    </Card>
  );
}
