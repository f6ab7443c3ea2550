import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SetSessionCapacityDocument } from '@/graphql/generated/staff-operations';
import { capacitySchema } from '@/lib/domain/schedules';
import { useScheduleProblems, ScheduleFormFooter, type ProblemMessage } from '../schedule-problems';
import { useStaffT } from '../translations';
import type { ScheduleSession } from './session-card';
import { TextField } from '../ui';

/**
 * One session's places, raised or lowered from the day view (issue #23): the same rule as the server's,
 * which also refuses a capacity below what the session has sold and held (counted under its lock).
 */
export function CapacityForm({ session, onDone, onCancel }: { session: ScheduleSession; onDone: (message: string) => Promise<void>; onCancel: () => void }) {
  const t = useStaffT();
  const applyProblems = useScheduleProblems();
  const form = useForm<{ capacity: string }>({ resolver: yupResolver(capacitySchema) as never, defaultValues: { capacity: String(session.capacity) }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [listed, setListed] = useState<ProblemMessage[]>([]);
  const [save] = useMutation(SetSessionCapacityDocument);
  // The button that opened the form is gone: the field takes the focus (closure's reason does the same).
  useEffect(() => form.setFocus('capacity'), [form]);
  const submit = form.handleSubmit(async (values) => {
    setListed([]);
    try {
      const result = (await save({ variables: { sessionId: session.id, capacity: String(values.capacity) } })).data?.setSessionCapacity;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ScheduleSaved') await onDone(t('schedules.sessionCapacity.saved', { time: session.startTime, activity: session.activityName, capacity: values.capacity }));
      else setListed(applyProblems(form, ['capacity'], result.problems));
    } catch {
      setListed([{ key: 'schedules.failed' }]);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('schedules.sessionCapacity.label')}>
      <TextField
        id={`capacity-${session.id}`}
        label={t('schedules.sessionCapacity.label')}
        hint={t('schedules.sessionCapacity.hint', { booked: session.sold + session.reserved + session.held })}
        inputMode="numeric"
        autoComplete="off"
        error={errors.capacity?.message}
        {...form.register('capacity')}
      />
      <ScheduleFormFooter busy={isSubmitting} submit={t('schedules.save')} onCancel={onCancel} problems={listed} />
    </form>
  );
}
