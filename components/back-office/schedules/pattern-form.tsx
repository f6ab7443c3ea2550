import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import { FieldError, useValidationText } from '@/components/ui/field';
import { AddScheduleDocument, UpdateScheduleDocument, type StaffScheduleEntryFieldsFragment } from '@/graphql/generated/staff-operations';
import { patternSchema, type PatternValues } from '@/lib/domain/schedules';
import { useStaffT } from '../translations';
import { useScheduleProblems, ScheduleFormFooter, type ProblemMessage } from '../schedule-problems';
import { TextField } from '../ui';

export const FormCard = styled.form`
  display: grid;
  gap: 14px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: #fff;
  max-width: 560px;
`;

// One column on a phone: a date input is wider than half of one, and ran over the time beside it.
export const Pair = styled.div`
  display: grid;
  gap: 14px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Days = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: 6px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    min-width: 64px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
  }
`;

// Monday first, as a park's week is read; stored as 0 (Sunday) to 6.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

interface Text {
  weekdays: string[];
  times: string;
  capacity: string;
  startsOn: string;
  endsOn: string;
}

interface Props {
  activityId: string;
  /** The pattern edited; none: a new one. */
  pattern?: StaffScheduleEntryFieldsFragment;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * A weekly pattern: its days, start times, places per session and season, checked by the same schema the
 * server runs again (lib/domain/schedules.ts). A new one carries a key made once (a double submit adds
 * one); an edit's refusal lists the booked sessions it would have moved, and nothing changes.
 */
export function PatternForm({ activityId, pattern, onDone, onCancel }: Props) {
  const t = useStaffT();
  const applyProblems = useScheduleProblems();
  const validation = useValidationText();
  const form = useForm<Text>({
    resolver: yupResolver(patternSchema) as never,
    defaultValues: {
      weekdays: (pattern?.weekdays ?? [0, 1, 2, 3, 4, 5, 6]).map(String),
      times: pattern?.times.join(', ') ?? '',
      capacity: pattern ? String(pattern.capacity) : '',
      startsOn: pattern?.startsOn ?? '',
      endsOn: pattern?.endsOn ?? '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [key] = useState(() => uuidv4());
  const [listed, setListed] = useState<ProblemMessage[]>([]);
  const [add] = useMutation(AddScheduleDocument);
  const [update] = useMutation(UpdateScheduleDocument);
  const id = (field: string) => `pattern-${pattern?.id ?? key}-${field}`;

  const submit = form.handleSubmit(async (checked) => {
    setListed([]);
    const values = checked as unknown as PatternValues;
    const input = { weekdays: values.weekdays, times: values.times, capacity: String(values.capacity), startsOn: values.startsOn, endsOn: values.endsOn || null };
    try {
      const result = pattern
        ? (await update({ variables: { scheduleId: pattern.id, pattern: input } })).data?.updateSchedule
        : (await add({ variables: { activityId, pattern: input, idempotencyKey: key } })).data?.addSchedule;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ScheduleSaved') onDone(t(pattern ? 'schedules.saved' : 'schedules.added'));
      else setListed(applyProblems(form, ['weekdays', 'times', 'capacity', 'startsOn', 'endsOn'], result.problems));
    } catch {
      setListed([{ key: 'schedules.failed' }]);
    }
  });

  return (
    <FormCard onSubmit={submit} noValidate aria-label={pattern ? t('schedules.edit') : t('schedules.addPattern')}>
      <Days aria-describedby={errors.weekdays ? id('weekdays-error') : undefined}>
        <legend>{t('schedules.weekdays')}</legend>
        <div>
          {WEEK.map((weekday) => (
            <label key={weekday}>
              <input type="checkbox" value={String(weekday)} {...form.register('weekdays')} />
              {t(`schedules.weekday.${weekday}`)}
            </label>
          ))}
        </div>
        {errors.weekdays && <FieldError id={id('weekdays-error')}>{validation(errors.weekdays.message ?? errors.weekdays.root?.message)}</FieldError>}
      </Days>
      <TextField id={id('times')} label={t('schedules.times')} hint={t('schedules.timesHint')} autoComplete="off" inputMode="numeric" error={errors.times?.message} {...form.register('times')} />
      <TextField id={id('capacity')} label={t('schedules.capacity')} inputMode="numeric" autoComplete="off" error={errors.capacity?.message} {...form.register('capacity')} />
      <Pair>
        <TextField id={id('startsOn')} type="date" label={t('schedules.startsOn')} error={errors.startsOn?.message} {...form.register('startsOn')} />
        <TextField id={id('endsOn')} type="date" label={t('schedules.endsOn')} hint={t('schedules.endsOnHint')} error={errors.endsOn?.message} {...form.register('endsOn')} />
      </Pair>
      <ScheduleFormFooter busy={isSubmitting} submit={pattern ? t('schedules.save') : t('schedules.add')} onCancel={onCancel} problems={listed} />
    </FormCard>
  );
}
