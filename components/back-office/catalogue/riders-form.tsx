import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CheckboxLabel } from '@/components/ui/choice-field';
import { FieldError, useValidationText } from '@/components/ui/field';
import { UpdateRiderRequirementsDocument, type DeskActivityDetailFieldsFragment, type RiderRequirementsInput } from '@/graphql/generated/staff-operations';
import { problemMessage } from '@/lib/domain/catalogue-desk';
import { riderFormPath, riderRequirementsSchema } from '@/lib/domain/riders-form';
import { useStaffT } from '../translations';
import { applyProblems, SelectField, ChoiceGroup, BothLanguages, TextField, FormFooter, RowButtons } from '../ui';

/** One column as wide as the panel: a long waiver's title or a question's box never pushes past a phone's edge. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
`;

/** The limits two or three a row at a desk, two on a phone: each a short number. */
const Numbers = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Question = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: 14px;
  margin: 0;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const Answers = styled(ChoiceGroup)`
  grid-auto-flow: column;
  justify-content: start;
  gap: 8px 20px;
  legend {
    grid-column: 1 / -1;
  }
`;

type Activity = DeskActivityDetailFieldsFragment;

/** The form as typed: numbers as text (empty: no limit), the adult rule's box and figures, the answer that refuses as 'true' or 'false'. */
interface RidersText {
  minAge: string;
  maxAge: string;
  minHeightCm: string;
  maxHeightCm: string;
  maxWeightKg: string;
  adultRule: boolean;
  accompanyingAdult: { underAge: string; adultAge: string; childrenPerAdult: string };
  waiverId: string;
  healthQuestions: { id: string; text: { en: string; zhHant: string }; refusingAnswer: 'true' | 'false' }[];
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

// Field by field: the fragment's objects carry Apollo's __typename, which the mutation's input type refuses.
const typedFrom = ({ riders }: Activity): RidersText => ({
  minAge: text(riders.minAge),
  maxAge: text(riders.maxAge),
  minHeightCm: text(riders.minHeightCm),
  maxHeightCm: text(riders.maxHeightCm),
  maxWeightKg: text(riders.maxWeightKg),
  adultRule: riders.accompanyingAdult !== null && riders.accompanyingAdult !== undefined,
  accompanyingAdult: {
    underAge: text(riders.accompanyingAdult?.underAge),
    adultAge: text(riders.accompanyingAdult?.adultAge),
    childrenPerAdult: text(riders.accompanyingAdult?.childrenPerAdult),
  },
  waiverId: riders.waiverId ?? '',
  healthQuestions: riders.healthQuestions.map((question) => ({
    id: question.id,
    text: { en: question.text.en, zhHant: question.text.zhHant },
    refusingAnswer: question.refusingAnswer ? 'true' : 'false',
  })),
});

/** What the API takes: the adult rule null while its box is off. */
const inputOf = (values: RidersText): RiderRequirementsInput => ({
  minAge: values.minAge,
  maxAge: values.maxAge,
  minHeightCm: values.minHeightCm,
  maxHeightCm: values.maxHeightCm,
  maxWeightKg: values.maxWeightKg,
  accompanyingAdult: values.adultRule ? { ...values.accompanyingAdult } : null,
  waiverId: values.waiverId || null,
  healthQuestions: values.healthQuestions.map((question) => ({ id: question.id, text: { ...question.text }, refusingAnswer: question.refusingAnswer === 'true' })),
});

const LIMITS = [
  ['minAge', 'years'],
  ['maxAge', 'years'],
  ['minHeightCm', 'cm'],
  ['maxHeightCm', 'cm'],
  ['maxWeightKg', 'kg'],
] as const;

const FIGURES = [
  ['underAge', 'years'],
  ['adultAge', 'years'],
  ['childrenPerAdult', null],
] as const;

/**
 * Who can ride a bookable activity or a package: age, height and weight limits (each empty for none), an
 * adult with young riders, the park's waiver, and the health questions in English and Chinese with the
 * answer that refuses. The schema of lib/domain/riders-form.ts runs here and again on the server.
 */
export function RidersForm({ activity, onChanged }: { activity: Activity; onChanged: (activity: Activity, message: string) => void }) {
  const t = useStaffT();
  const validation = useValidationText();
  const resolver = useMemo<Resolver<RidersText>>(() => {
    const yup = yupResolver(riderRequirementsSchema()) as unknown as Resolver<RiderRequirementsInput>;
    return (values, context, options) => yup(inputOf(values), context, options as never) as never;
  }, []);
  const form = useForm<RidersText>({ resolver, defaultValues: typedFrom(activity), mode: 'onTouched' });
  const questions = useFieldArray({ control: form.control, name: 'healthQuestions' });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [update] = useMutation(UpdateRiderRequirementsDocument);
  const adultRule = form.watch('adultRule');
  const unit = (label: string, name: string | null) => (name ? t('catalogue.riders.withUnit', { label, unit: t(`catalogue.riders.${name}`) }) : label);
  const listError = validation(errors.healthQuestions?.message ?? errors.healthQuestions?.root?.message);

  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    try {
      const result = (await update({ variables: { id: activity.id, input: inputOf(form.getValues()) } })).data?.updateRiderRequirements;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueActivitySaved') onChanged(result.activity, t('catalogue.riders.saved'));
      else
        setGeneral(
          applyProblems(
            form,
            result.problems.map((problem) => ({ field: riderFormPath(problem.field, problem.index), message: problemMessage(problem.code) })),
          ),
        );
    } catch {
      setGeneral('catalogue.errors.failed');
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="riders-heading">
      <h2 id="riders-heading">{t('catalogue.riders.heading')}</h2>
      <p>{t('catalogue.riders.intro')}</p>
      <Numbers>
        {LIMITS.map(([name, unitName]) => (
          <TextField key={name} id={`riders-${name}`} label={unit(t(`catalogue.riders.${name}`), unitName)} inputMode="numeric" autoComplete="off" error={errors[name]?.message} {...form.register(name)} />
        ))}
      </Numbers>
      <CheckboxLabel>
        <input type="checkbox" {...form.register('adultRule')} />
        <span>{t('catalogue.riders.adultRule')}</span>
      </CheckboxLabel>
      {adultRule && (
        <Numbers>
          {FIGURES.map(([name, unitName]) => (
            <TextField
              key={name}
              id={`riders-${name}`}
              label={unit(t(`catalogue.riders.${name}`), unitName)}
              inputMode="numeric"
              autoComplete="off"
              error={errors.accompanyingAdult?.[name]?.message}
              {...form.register(`accompanyingAdult.${name}`)}
            />
          ))}
        </Numbers>
      )}
      <SelectField
        id="riders-waiverId"
        label={t('catalogue.riders.waiver')}
        hint={t('catalogue.riders.waiverHint')}
        error={errors.waiverId?.message}
        options={[
          { value: '', label: t('catalogue.riders.noWaiver') },
          ...activity.waivers.map((waiver) => ({ value: waiver.id, label: waiver.title && waiver.title !== waiver.name ? `${waiver.name}: ${waiver.title}` : waiver.name })),
        ]}
        {...form.register('waiverId')}
      />
      <h3 id="riders-questions-heading">{t('catalogue.riders.questionsHeading')}</h3>
      <p>{t('catalogue.riders.questionsIntro')}</p>
      {questions.fields.length === 0 && <p>{t('catalogue.riders.noQuestions')}</p>}
      {questions.fields.map((field, index) => {
        const number = index + 1;
        const problem = errors.healthQuestions?.[index];
        return (
          <Question key={field.id}>
            <legend>{t('catalogue.riders.questionLegend', { number })}</legend>
            <BothLanguages>
              <TextField id={`riders-question-${index}-en`} lang="en" label={t('catalogue.riders.questionEn')} autoComplete="off" error={problem?.text?.en?.message} {...form.register(`healthQuestions.${index}.text.en`)} />
              <TextField id={`riders-question-${index}-zh`} lang="zh-Hant" label={t('catalogue.riders.questionZh')} autoComplete="off" error={problem?.text?.zhHant?.message} {...form.register(`healthQuestions.${index}.text.zhHant`)} />
            </BothLanguages>
            <Answers>
              <legend>{t('catalogue.riders.refusingAnswer')}</legend>
              <label>
                <input type="radio" value="true" {...form.register(`healthQuestions.${index}.refusingAnswer`)} /> {t('catalogue.riders.yes')}
              </label>
              <label>
                <input type="radio" value="false" {...form.register(`healthQuestions.${index}.refusingAnswer`)} /> {t('catalogue.riders.no')}
              </label>
            </Answers>
            {(problem?.refusingAnswer || problem?.id) && <FieldError>{validation(problem.refusingAnswer?.message ?? problem.id?.message)}</FieldError>}
            <RowButtons>
              <Button type="button" $variant="secondary" onClick={() => questions.remove(index)}>
                {t('catalogue.riders.removeQuestion', { number })}
              </Button>
            </RowButtons>
          </Question>
        );
      })}
      {listError && <FieldError>{listError}</FieldError>}
      <RowButtons>
        <Button type="button" $variant="secondary" onClick={() => questions.append({ id: '', text: { en: '', zhHant: '' }, refusingAnswer: 'true' })}>
          {t('catalogue.riders.addQuestion')}
        </Button>
      </RowButtons>
      <FormFooter busy={isSubmitting} submit={t('catalogue.riders.save')} problem={general} />
    </Form>
  );
}
