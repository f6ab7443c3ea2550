import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import { SaveImageTextsDocument, type ImageTextsFieldsFragment } from '@/graphql/generated/staff-operations';
import { imageTextsSchema, type ImageTextsValues } from '@/lib/domain/images';
import { useStaffT } from '../translations';
import { FormFooter, TextField } from '../ui';

const Fields = styled.div`
  display: grid;
  gap: 10px;
  margin: 8px 0;
`;

const FIELD_PATHS = { altEn: 'alt.en', altZhHant: 'alt.zhHant', captionEn: 'caption.en', captionZhHant: 'caption.zhHant' } as const;
const CODE_KEYS = { altRequired: 'images.validation.titleRequired', tooLong: 'images.validation.tooLong' } as const;

/** The API's words as the form's values: only the fields the input takes (no __typename). */
const formValues = ({ alt, caption }: ImageTextsFieldsFragment['texts']): ImageTextsValues => ({
  alt: { en: alt.en, zhHant: alt.zhHant },
  caption: { en: caption.en, zhHant: caption.zhHant },
});

/**
 * One image's alt text and caption in each language (lib/domain/images.ts imageTextsSchema): the same
 * rules in the form and on the server; what is saved is said beside the Save button.
 */
export function ImageTextsForm({ imageId, texts }: { imageId: string } & ImageTextsFieldsFragment) {
  const t = useStaffT();
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [save] = useMutation(SaveImageTextsDocument);
  const form = useForm<ImageTextsValues>({ resolver: yupResolver(imageTextsSchema()) as never, defaultValues: formValues(texts), mode: 'onTouched' });
  const { errors } = form.formState;
  const id = (field: string) => `image-${imageId}-${field}`;
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setProblem(null);
    try {
      const { data } = await save({ variables: { imageId, input: values } });
      const result = data?.saveImageTexts;
      if (result?.__typename === 'ImageTextsRefused') {
        for (const refused of result.problems) form.setError(FIELD_PATHS[refused.field], { message: CODE_KEYS[refused.code] });
        return;
      }
      if (result?.__typename === 'ImageTextsSaved') {
        form.reset(formValues(result.image.texts));
        setSaved(true);
      }
    } catch {
      setProblem('images.texts.failedText');
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('images.texts.form')}>
      <Fields>
        <TextField id={id('alt-en')} lang="en" label={t('images.texts.altEn')} autoComplete="off" error={errors.alt?.en?.message} {...form.register('alt.en')} />
        <TextField id={id('alt-zh')} lang="zh-Hant" label={t('images.texts.altZh')} hint={t('images.texts.altZhHint')} autoComplete="off" error={errors.alt?.zhHant?.message} {...form.register('alt.zhHant')} />
        <TextField id={id('caption-en')} lang="en" label={t('images.texts.captionEn')} autoComplete="off" error={errors.caption?.en?.message} {...form.register('caption.en')} />
        <TextField id={id('caption-zh')} lang="zh-Hant" label={t('images.texts.captionZh')} hint={t('images.texts.captionHint')} autoComplete="off" error={errors.caption?.zhHant?.message} {...form.register('caption.zhHant')} />
      </Fields>
      <FormFooter busy={form.formState.isSubmitting} submit={t('images.texts.save')} problem={problem} />
      {saved && !form.formState.isDirty && (
        <Notice role="status" $tone="success">
          {t('images.texts.saved')}
        </Notice>
      )}
    </form>
  );
}
