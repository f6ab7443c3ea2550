import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField } from '@/components/ui/choice-field';
import { FieldRow, FormField } from '@/components/ui/field';
import { SaveRiderDocument } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';
import { riderFormSchema } from '@/lib/domain/rider-form';
import { useRiderWords, type Seat, type SeatKey } from './rider-words';
import { Refusal, StepForm, SubmitRow } from './step-parts';

type Values = {
  riderName: string;
  riderDateOfBirth: string;
  riderHeightCm?: string | number;
  riderWeightKg?: string | number;
  riderAnswers: Record<string, string>;
};

interface Props {
  seat: Seat;
  seatKey: SeatKey;
  onSaved: (seat: Seat) => void;
}

/**
 * A rider's details: name and date of birth always; height (cm) and weight (kg) only where the activity
 * limits them; a yes/no answer to each of the park's questions. The server checks the rider against the
 * ride: a refusal names each limit, in the site's language, above the button, and the form keeps what
 * was typed so the visitor fixes it and saves again.
 */
export function RiderDetailsForm({ seat, seatKey, onSaved }: Props) {
  const t = useT();
  const words = useRiderWords();
  const schema = useMemo(() => riderFormSchema(seat.asks), [seat.asks]);
  const rider = seat.rider;
  const form = useForm<Values>({
    resolver: yupResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: {
      riderName: rider?.name ?? '',
      riderDateOfBirth: rider?.dateOfBirth ?? '',
      riderHeightCm: rider?.heightCm ?? '',
      riderWeightKg: rider?.weightKg ?? '',
      riderAnswers: Object.fromEntries(seat.asks.questions.map((question) => {
        const answer = rider?.answers.find((given) => given.question === question.id)?.answer;
        return [question.id, answer === undefined ? '' : answer ? 'yes' : 'no'];
      })),
    },
  });
  const [save, { loading }] = useMutation(SaveRiderDocument);
  const [refused, setRefused] = useState<{ title?: string; lines: string[] } | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefused(null);
    const answer = await save({
      variables: {
        seat: seatKey,
        rider: {
          name: values.riderName,
          dateOfBirth: values.riderDateOfBirth,
          heightCm: seat.asks.height ? Number(values.riderHeightCm) : null,
          weightKg: seat.asks.weight ? Number(values.riderWeightKg) : null,
          answers: seat.asks.questions.map((question) => ({ question: question.id, answer: values.riderAnswers[question.id] === 'yes' })),
        },
      },
    }).catch(() => null);
    const change = answer?.data?.saveRider;
    if (!change) return setRefused({ lines: [t('riderSeats.refusal.unknown')] });
    if (change.__typename === 'RiderRefused') {
      const limits = change.code === 'RIDER_PROBLEMS' || change.code === 'GROUP_PROBLEMS';
      return setRefused({ title: limits ? t('riderSeats.refused') : undefined, lines: words.refusal(change, seat) });
    }
    onSaved(change.seat);
  });

  // One seat's form is open at a time on a page: its fields' ids (their names) are the page's only ones.
  const id = `rider-${seat.ticketCode}-${seat.seat}`;
  return (
    <StepForm noValidate onSubmit={submit} aria-labelledby={`${id}-details`}>
      <h4 id={`${id}-details`}>{t('riderSeats.details.legend')}</h4>
      <FormField label={t('riderSeats.details.name')} autoComplete="off" error={errors.riderName?.message} {...form.register('riderName')} />
      <FormField
        label={t('riderSeats.details.dateOfBirth')}
        type="date"
        hint={t('riderSeats.details.dateOfBirthHint')}
        error={errors.riderDateOfBirth?.message}
        {...form.register('riderDateOfBirth')}
      />
      {(seat.asks.height || seat.asks.weight) && (
        <FieldRow>
          {seat.asks.height && (
            <FormField label={t('riderSeats.details.heightCm')} type="number" inputMode="numeric" min={1} step={1} error={errors.riderHeightCm?.message} {...form.register('riderHeightCm')} />
          )}
          {seat.asks.weight && (
            <FormField label={t('riderSeats.details.weightKg')} type="number" inputMode="numeric" min={1} step={1} error={errors.riderWeightKg?.message} {...form.register('riderWeightKg')} />
          )}
        </FieldRow>
      )}
      {seat.asks.questions.map((question) => (
        <ChoiceField
          key={question.id}
          name={`${id}-${question.id}`}
          label={question.text}
          columns={2}
          options={[
            { value: 'yes', label: t('riderSeats.details.yes') },
            { value: 'no', label: t('riderSeats.details.no') },
          ]}
          error={errors.riderAnswers?.[question.id]?.message}
          register={form.register(`riderAnswers.${question.id}`)}
        />
      ))}
      {refused && <Refusal title={refused.title} lines={refused.lines} />}
      <SubmitRow busy={loading} label={t('riderSeats.details.save')} busyLabel={t('riderSeats.details.saving')} />
    </StepForm>
  );
}
