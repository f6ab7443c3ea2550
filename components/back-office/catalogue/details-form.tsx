import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import { UpdateActivityDetailsDocument, type DeskActivityDetailFieldsFragment } from '@/graphql/generated/staff-operations';
import { activityDetailsSchema, type ActivityDetailsValues, type BothLanguages as Texts } from '@/lib/domain/catalogue-desk';
import { ImageChoice } from '../image-choice';
import { RichTextField } from '../rich-text';
import { useStaffT } from '../translations';
import { bothTexts, refusedForm } from './catalogue-parts';
import { SubmitButton, BothLanguages, TextAreaField, TextField } from '../ui';

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

const Numbers = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    max-width: 480px;
  }
`;

type Activity = DeskActivityDetailFieldsFragment;

/** The form as typed (the API's ActivityDetailsInput): each text in both languages, highlights one per line, numbers as text. */
interface DetailsText {
  title: Texts;
  summary: Texts;
  description: Texts;
  highlights: Texts;
  durationMinutes: string;
  imageId: string;
}

// Field by field: the fragment's object carries Apollo's __typename, which the mutation's input type
// refuses (found by the images e2e test: saving details failed in every browser).
const typedFrom = ({ details }: Activity): DetailsText => ({
  title: bothTexts(details.title),
  summary: bothTexts(details.summary),
  description: bothTexts(details.description),
  highlights: { en: details.highlights.en.join('\n'), zhHant: details.highlights.zhHant.join('\n') },
  imageId: details.imageId,
  durationMinutes: details.durationMinutes === null || details.durationMinutes === undefined ? '' : String(details.durationMinutes),
});

// The summary is one or two plain sentences (the page's lead, its meta description and structured data,
// OCTO's shortDescription); the description is the page's body, formatted in the rich-text editor.
const TEXTS = [
  ['title', 'input'],
  ['summary', 'area'],
  ['description', 'rich'],
  ['highlights', 'area'],
] as const;

/** Each text's two boxes: its key in the form (the API's LocalizedTextInput), its labels' suffix, its language. */
const LANGUAGE_BOXES = [
  ['en', 'En', 'en'],
  ['zhHant', 'Zh', 'zh-Hant'],
] as const;

/**
 * An activity's details: each text in English and Traditional Chinese side by side (an empty Chinese
 * title leaves the Chinese site in English), how long it lasts, and its image, chosen
 * from the park's images or uploaded here (ImageChoice). The same schema runs here and on the server.
 */
export function DetailsForm({ activity, onChanged }: { activity: Activity; onChanged: (activity: Activity, message: string) => void }) {
  const t = useStaffT();
  const schema = useMemo(() => activityDetailsSchema(), []);
  const form = useForm<DetailsText, unknown, ActivityDetailsValues>({ resolver: yupResolver(schema) as never, defaultValues: typedFrom(activity), mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [update] = useMutation(UpdateActivityDetailsDocument);
  const imageId = form.watch('imageId');

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    try {
      const result = (await update({ variables: { id: activity.id, input: form.getValues() } })).data?.updateActivityDetails;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') onChanged(result.activity, t('catalogue.details.saved'));
      else setGeneral(refusedForm(form, result.problems));
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="details-heading">
      <h2 id="details-heading">{t('catalogue.details.heading')}</h2>
      {TEXTS.map(([text, kind]) => (
          <BothLanguages key={text}>
            {LANGUAGE_BOXES.map(([key, suffix, lang]) => {
              const labels = {
                id: `details-${text}${suffix}`,
                label: t(`catalogue.details.${text}${suffix}`),
                lang,
                hint: text === 'highlights' ? t('catalogue.details.highlightsHint') : undefined,
                error: errors[text]?.[key]?.message,
              };
              if (kind === 'rich')
                return (
                  <Controller
                    key={key}
                    control={form.control}
                    name={`${text}.${key}`}
                    render={({ field }) => <RichTextField {...labels} value={field.value} onChange={(html) => field.onChange(html)} />}
                  />
                );
              const props = { ...labels, ...form.register(`${text}.${key}`) };
              return kind === 'input' ? <TextField key={key} autoComplete="off" {...props} /> : <TextAreaField key={key} rows={3} {...props} />;
            })}
          </BothLanguages>
      ))}
      <Numbers>
        <TextField id="details-durationMinutes" label={t('catalogue.details.duration')} inputMode="numeric" autoComplete="off" error={errors.durationMinutes?.message} {...form.register('durationMinutes')} />
      </Numbers>
      <ImageChoice
        {...form.register('imageId')}
        images={activity.images}
        parkId={activity.parkId}
        value={imageId}
        onUploaded={(image) => form.setValue('imageId', image.id, { shouldDirty: true })}
      />
      <div>
        <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('catalogue.busy') : t('catalogue.details.save')}
        </SubmitButton>
      </div>
      {general && (
        <Notice role="alert" $tone="error">
          {t(general)}
        </Notice>
      )}
    </Form>
  );
}
