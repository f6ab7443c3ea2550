import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { CheckboxLabel } from '@/components/ui/choice-field';
import { FieldError, useValidationText } from '@/components/ui/field';
import { UpdateActivityListingDocument, type DeskActivityDetailFieldsFragment } from '@/graphql/generated/staff-operations';
import { activityListingSchema } from '@/lib/domain/catalogue-desk';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import { useStaffT } from '../translations';
import { refusedForm } from './catalogue-parts';
import { ChoiceGroup, TextField, FormFooter, MoneyField } from '../ui';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

/** A package's or a partner tour's own fields, as typed. */
export interface ListingText {
  includedActivityIds: string[];
  externalUrl: string;
  partnerName: string;
  partnerFromPrice: string;
}

/**
 * The fields that make a package (its activities, two or more of the park's bookable ones) or a partner tour
 * (its booking page, partner and advertised price), shared by the new-activity form and the listing form.
 * `form` is either form: both name these fields alike.
 */
export function ListingFields<T extends ListingText>({
  form: anyForm,
  type,
  choices,
  currency,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  type: string;
  choices: { id: string; title: string }[];
  currency: string;
  idPrefix: string;
}) {
  const t = useStaffT();
  const validation = useValidationText();
  // Only the fields above are touched, and T has them all.
  const form = anyForm as unknown as UseFormReturn<ListingText>;
  const { errors } = form.formState;
  const includesError = validation(errors.includedActivityIds?.message);
  if (type === 'ComboActivity')
    return (
      <ChoiceGroup aria-describedby={includesError ? `${idPrefix}-includes-error` : undefined}>
        <legend>{t('catalogue.new.includes')}</legend>
        {choices.map((activity) => (
          <CheckboxLabel key={activity.id}>
            <input type="checkbox" value={activity.id} {...form.register('includedActivityIds')} />
            <span>{activity.title}</span>
          </CheckboxLabel>
        ))}
        {includesError && <FieldError id={`${idPrefix}-includes-error`}>{includesError}</FieldError>}
      </ChoiceGroup>
    );
  if (type !== 'ThirdPartyActivity') return null;
  return (
    <>
      <TextField id={`${idPrefix}-externalUrl`} label={t('catalogue.new.externalUrl')} type="url" inputMode="url" autoComplete="off" error={errors.externalUrl?.message} {...form.register('externalUrl')} />
      <TextField id={`${idPrefix}-partnerName`} label={t('catalogue.new.partnerName')} autoComplete="off" error={errors.partnerName?.message} {...form.register('partnerName')} />
      <MoneyField id={`${idPrefix}-partnerFromPrice`} label={t('catalogue.new.partnerFromPrice', { currency })} error={errors.partnerFromPrice?.message} {...form.register('partnerFromPrice')} />
    </>
  );
}

type Activity = DeskActivityDetailFieldsFragment;

/**
 * A package's included activities, or a partner tour's booking page, name and advertised price, changed
 * after it was made (by the rules it was made with; the server checks them again).
 */
export function ListingForm({ activity, onChanged }: { activity: Activity; onChanged: (activity: Activity, message: string) => void }) {
  const t = useStaffT();
  const listing = activity.listing;
  const schema = useMemo(() => activityListingSchema({ currency: activity.currency }), [activity.currency]);
  const form = useForm<ListingText & { type: string }>({
    resolver: yupResolver(schema) as never,
    defaultValues: {
      type: activity.type,
      includedActivityIds: listing?.includedActivityIds ?? [],
      externalUrl: listing?.externalUrl ?? '',
      partnerName: listing?.partnerName ?? '',
      partnerFromPrice: listing?.partnerFromPrice === null || listing?.partnerFromPrice === undefined ? '' : toDecimalAmount(listing.partnerFromPrice, activity.currency),
    },
    mode: 'onTouched',
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [update] = useMutation(UpdateActivityListingDocument);
  if (!listing) return null;
  const heading = activity.type === 'ComboActivity' ? t('catalogue.listing.packageHeading') : t('catalogue.listing.partnerHeading');

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    const { type: _type, ...input } = form.getValues();
    try {
      const result = (await update({ variables: { id: activity.id, input } })).data?.updateActivityListing;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') onChanged(result.activity, t('catalogue.listing.saved'));
      else setGeneral(refusedForm(form, result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="listing-heading">
      <h2 id="listing-heading">{heading}</h2>
      <ListingFields form={form} type={activity.type} choices={listing.choices} currency={activity.currency} idPrefix="listing" />
      <FormFooter busy={form.formState.isSubmitting} submit={t('catalogue.listing.save')} problem={general} />
    </Form>
  );
}
