import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { v4 as uuidv4 } from 'uuid';
import { AddScheduleDocument, EndScheduleDocument, UpdateScheduleDocument, type StaffScheduleEntryFieldsFragment } from '@/graphql/generated/staff-operations';
import { endPatternSchema, oneOffSchema, type OneOffValues } from '@/lib/domain/schedules';
import { useStaffT } from '../translations';
import { FormCard, Pair } from './pattern-form';
import { useScheduleProblems, ScheduleFormFooter, type ProblemMessage } from '../schedule-problems';
import { TextField } from '../ui';

interface Props {
  activityId: string;
  /** The one-off edited; none: a new one. */
  oneOff?: StaffScheduleEntryFieldsFragment;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** A one-off session: a date, a time and its places; added once per key, edited like a pattern. */
export function OneOffForm({ activityId, oneOff, onDone, onCancel }: Props) {
  const t = useStaffT();
  const applyProblems = useScheduleProblems();
  const form = useForm<{ date: string; time: string; capacity: string }>({
    resolver: yupResolver(oneOffSchema) as never,
    defaultValues: { date: oneOff?.startsOn ?? '', time: oneOff?.times[0] ?? '', capacity: oneOff ? String(oneOff.capacity) : '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [key] = useState(() => uuidv4());
  const [listed, setListed] = useState<ProblemMessage[]>([]);
  const [add] = useMutation(AddScheduleDocument);
  const [update] = useMutation(UpdateScheduleDocument);
  const id = (field: string) => `one-off-${oneOff?.id ?? key}-${field}`;

  const submit = form.handleSubmit(async (checked) => {
    setListed([]);
    const values = checked as unknown as OneOffValues;
    const input = { date: values.date, time: values.time, capacity: String(values.capacity) };
    try {
      const result = oneOff
        ? (await update({ variables: { scheduleId: oneOff.id, oneOff: input } })).data?.updateSchedule
        : (await add({ variables: { activityId, oneOff: input, idempotencyKey: key } })).data?.addSchedule;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ScheduleSaved') onDone(t(oneOff ? 'schedules.saved' : 'schedules.added'));
      else setListed(applyProblems(form, ['date', 'time', 'capacity'], result.problems));
    } catch {
      setListed([{ key: 'schedules.failed' }]);
    }
  });

  return (
    <FormCard onSubmit={submit} noValidate aria-label={oneOff ? t('schedules.edit') : t('schedules.addOneOff')}>
      <Pair>
        <TextField id={id('date')} type="date" label={t('schedules.date')} error={errors.date?.message} {...form.register('date')} />
        <TextField id={id('time')} type="time" label={t('schedules.time')} error={errors.time?.message} {...form.register('time')} />
      </Pair>
      <TextField id={id('capacity')} label={t('schedules.capacity')} inputMode="numeric" autoComplete="off" error={errors.capacity?.message} {...form.register('capacity')} />
      <ScheduleFormFooter busy={isSubmitting} submit={oneOff ? t('schedules.save') : t('schedules.add')} onCancel={onCancel} problems={listed} />
    </FormCard>
  );
}

/** Ends a pattern after a last day: later sessions go, unless one has bookings (then nothing changes). */
export function EndForm({ schedule, today, onDone, onCancel }: { schedule: StaffScheduleEntryFieldsFragment; today: string; onDone: (message: string) => void; onCancel: () => void }) {
  const t = useStaffT();
  const applyProblems = useScheduleProblems();
  const form = useForm<{ endsOn: string }>({ resolver: yupResolver(endPatternSchema) as never, defaultValues: { endsOn: today }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [listed, setListed] = useState<ProblemMessage[]>([]);
  const [end] = useMutation(EndScheduleDocument);
  const submit = form.handleSubmit(async ({ endsOn }) => {
    setListed([]);
    try {
      const result = (await end({ variables: { scheduleId: schedule.id, endsOn } })).data?.endSchedule;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ScheduleSaved') onDone(t('schedules.ended'));
      else setListed(applyProblems(form, ['endsOn'], result.problems));
    } catch {
      setListed([{ key: 'schedules.failed' }]);
    }
  });
  return (
    <FormCard onSubmit={submit} noValidate aria-label={t('schedules.confirmEnd')}>
      <TextField id={`end-${schedule.id}`} type="date" label={t('schedules.lastDay')} hint={t('schedules.endHint')} error={errors.endsOn?.message} {...form.register('endsOn')} />
      <ScheduleFormFooter busy={isSubmitting} submit={t('schedules.confirmEnd')} onCancel={onCancel} problems={listed} />
    </FormCard>
  );
}
