import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceField } from '@/components/ui/choice-field';
import { FieldRow, FormField } from '@/components/ui/field';
import type { RiderInput } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';

/** A rider's details as typed (lib/domain/rider-form.ts riderFormSchema checks them). */
export type RiderValues = {
  riderName: string;
  riderDateOfBirth: string;
  riderHeightCm?: string | number;
  riderWeightKg?: string | number;
  riderAnswers: Record<string, string>;
};

/** What the activity asks of a rider beyond a name and a date of birth (the API's RiderDetailsAsked). */
export interface RiderAsks {
  height: boolean;
  weight: boolean;
  questions: readonly { id: string; text: string }[];
}

type RiderField = 'riderName' | 'riderDateOfBirth' | 'riderHeightCm' | 'riderWeightKg' | `riderAnswers.${string}`;

/** The form's starting values: a named rider's details, or empty ones. */
export const riderDefaults = (asks: RiderAsks, rider?: { name: string; dateOfBirth: string; heightCm?: number | null; weightKg?: number | null; answers: readonly { question: string; answer: boolean }[] } | null): RiderValues => ({
  riderName: rider?.name ?? '',
  riderDateOfBirth: rider?.dateOfBirth ?? '',
  riderHeightCm: rider?.heightCm ?? '',
  riderWeightKg: rider?.weightKg ?? '',
  riderAnswers: Object.fromEntries(
    asks.questions.map((question) => {
      const answer = rider?.answers.find((given) => given.question === question.id)?.answer;
      return [question.id, answer === undefined ? '' : answer ? 'yes' : 'no'];
    }),
  ),
});

/** The details as the API takes them: height, weight and answers only where the activity asks them. */
export const riderInputOf = (values: RiderValues, asks: RiderAsks): RiderInput => ({
  name: values.riderName,
  dateOfBirth: values.riderDateOfBirth,
  heightCm: asks.height ? Number(values.riderHeightCm) : null,
  weightKg: asks.weight ? Number(values.riderWeightKg) : null,
  answers: asks.questions.map((question) => ({ question: question.id, answer: values.riderAnswers[question.id] === 'yes' })),
});

interface Props {
  asks: RiderAsks;
  /** The form's register for one of the rider's fields (its name is the input's id: unique on the page). */
  register: (field: RiderField) => UseFormRegisterReturn;
  errors: FieldErrors<RiderValues> | undefined;
  /** Unique on the page: names the questions' error messages. */
  idPrefix: string;
}

/**
 * A rider's fields: name and date of birth always; height (cm) and weight (kg) only where the activity
 * limits them; a yes/no answer to each of the park's questions. My booking's and a rider's own page
 * (./rider-details-form.tsx) and the checkout (components/checkout/checkout-riders.tsx) ask the same.
 */
export function RiderFields({ asks, register, errors, idPrefix }: Props) {
  const t = useT();
  return (
    <>
      <FormField label={t('riderSeats.details.name')} autoComplete="off" error={errors?.riderName?.message} {...register('riderName')} />
      <FormField
        label={t('riderSeats.details.dateOfBirth')}
        type="date"
        hint={t('riderSeats.details.dateOfBirthHint')}
        error={errors?.riderDateOfBirth?.message}
        {...register('riderDateOfBirth')}
      />
      {(asks.height || asks.weight) && (
        <FieldRow>
          {asks.height && (
            <FormField label={t('riderSeats.details.heightCm')} type="number" inputMode="numeric" min={1} step={1} error={errors?.riderHeightCm?.message} {...register('riderHeightCm')} />
          )}
          {asks.weight && (
            <FormField label={t('riderSeats.details.weightKg')} type="number" inputMode="numeric" min={1} step={1} error={errors?.riderWeightKg?.message} {...register('riderWeightKg')} />
          )}
        </FieldRow>
      )}
      {asks.questions.map((question) => (
        <ChoiceField
          key={question.id}
          name={`${idPrefix}-${question.id}`}
          label={question.text}
          columns={2}
          options={[
            { value: 'yes', label: t('riderSeats.details.yes') },
            { value: 'no', label: t('riderSeats.details.no') },
          ]}
          error={errors?.riderAnswers?.[question.id]?.message}
          register={register(`riderAnswers.${question.id}`)}
        />
      ))}
    </>
  );
}
