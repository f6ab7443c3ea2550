import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { CreateActivityDocument, type CatalogueDeskFieldsFragment } from '@/graphql/generated/staff-operations';
import { ACTIVITY_TYPES, newActivitySchema, type BothLanguages as Texts } from '@/lib/domain/catalogue-desk';
import { ImageChoice } from '../image-choice';
import { useStaffT } from '../translations';
import { refusedForm } from './catalogue-parts';
import { ListingFields, type ListingText } from './listing-form';
import { SelectField, BothLanguages, TextField, FormFooter } from '../ui';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

/** The form as typed (the API's NewActivityInput). */
interface NewText extends ListingText {
  type: (typeof ACTIVITY_TYPES)[number];
  slug: string;
  title: Texts;
  summary: Texts;
  imageId: string;
}

type Desk = CatalogueDeskFieldsFragment;

/**
 * A new activity of the park, of one of the three kinds, made off sale: what every kind needs (address,
 * title and summary in both languages, image), a package's activities, a partner tour's page, name and
 * advertised price. Once made, its own screen opens for its ticket types, details and prices. The key is
 * made once, so a double click makes one activity.
 */
export function NewActivityForm({ desk, onCancel }: { desk: Desk; onCancel: () => void }) {
  const t = useStaffT();
  const schema = useMemo(() => newActivitySchema({ currency: desk.currency }), [desk.currency]);
  const form = useForm<NewText>({
    resolver: yupResolver(schema) as never,
    defaultValues: { type: 'BookableActivity', slug: '', title: { en: '', zhHant: '' }, summary: { en: '', zhHant: '' }, imageId: desk.images[0]?.id ?? '', includedActivityIds: [], externalUrl: '', partnerName: '', partnerFromPrice: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const [general, setGeneral] = useState<string | null>(null);
  const [key] = useState(() => uuidv4());
  const [create] = useMutation(CreateActivityDocument);
  const bookable = desk.activities.filter((activity) => activity.type === 'BookableActivity');

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    try {
      const result = (await create({ variables: { parkId: desk.parkId, key, input: form.getValues() } })).data?.createActivity;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') window.location.assign(`/catalogue/${encodeURIComponent(result.activity.id)}`);
      else setGeneral(refusedForm(form, result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="new-activity-heading">
      <h2 id="new-activity-heading">{t('catalogue.new.heading')}</h2>
      <SelectField label={t('catalogue.new.type')} options={ACTIVITY_TYPES.map((value) => ({ value, label: t(`catalogue.type.${value}`) }))} {...form.register('type')} />
      <TextField id="new-slug" label={t('catalogue.new.slug')} hint={t('catalogue.new.slugHint')} autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.slug?.message} {...form.register('slug')} />
      <BothLanguages>
        <TextField id="new-titleEn" label={t('catalogue.details.titleEn')} lang="en" autoComplete="off" error={errors.title?.en?.message} {...form.register('title.en')} />
        <TextField id="new-titleZh" label={t('catalogue.details.titleZh')} hint={t('catalogue.zhHint')} lang="zh-Hant" autoComplete="off" error={errors.title?.zhHant?.message} {...form.register('title.zhHant')} />
        <TextField id="new-summaryEn" label={t('catalogue.details.summaryEn')} lang="en" autoComplete="off" error={errors.summary?.en?.message} {...form.register('summary.en')} />
        <TextField id="new-summaryZh" label={t('catalogue.details.summaryZh')} lang="zh-Hant" autoComplete="off" error={errors.summary?.zhHant?.message} {...form.register('summary.zhHant')} />
      </BothLanguages>
      <ImageChoice
        {...form.register('imageId')}
        images={desk.images}
        parkId={desk.parkId}
        value={form.watch('imageId')}
        onUploaded={(image) => form.setValue('imageId', image.id, { shouldDirty: true })}
      />
      <ListingFields form={form} type={type} choices={bookable} currency={desk.currency} idPrefix="new" />
      <FormFooter busy={isSubmitting} submit={t('catalogue.new.create')} onCancel={onCancel} problem={general} />
    </Form>
  );
}
