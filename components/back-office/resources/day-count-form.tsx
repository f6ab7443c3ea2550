import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { SetResourceDayDocument, type ResourceFieldsFragment } from '@/graphql/generated/staff-operations';
import { resourceDaySchema } from '@/lib/domain/resource-desk';
import { longDay } from '../formats';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { FormFooter, TextField } from '../ui';
import { ShortSessions, type ShortSession } from './short-sessions';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 720px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    & > :nth-last-child(-n + 1) {
      grid-column: 1 / -1;
    }
  }
`;

const Days = styled.ul`
  margin: 8px 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    min-height: 44px;
  }
`;

type Asked = { values: { date: string; count: number | null; note: string }; sessions: ShortSession[] };

/**
 * A resource's own count for a day ("2 guides off sick"), the days that have one, and putting a day back
 * to the usual count. A count that leaves sessions with places taken short names them before saving.
 */
export function DayCounts({ resource, onSaved }: { resource: ResourceFieldsFragment; onSaved: (message: string) => void }) {
  const t = useStaffT();
  const { lang } = useStaffShell();
  const form = useForm<{ date: string; count: string; note: string }>({ resolver: yupResolver(resourceDaySchema) as never, defaultValues: { date: '', count: '', note: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [setDay, setting] = useMutation(SetResourceDayDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);

  const send = async (values: Asked['values'], confirmShort: boolean) => {
    setProblem(null);
    try {
      const result = (await setDay({ variables: { resourceId: resource.id, date: values.date, count: values.count, note: values.note || null, confirmShort } })).data?.setResourceDay;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ResourceSaved') {
        setAsked(null);
        form.reset();
        onSaved(values.count === null ? t('resources.day.usualAgain', { name: resource.name, date: longDay(values.date, lang) }) : t('resources.day.saved', { name: resource.name, date: longDay(values.date, lang), count: values.count }));
      } else if (result.__typename === 'ResourceShort') setAsked({ values, sessions: result.sessions });
      else setProblem(`resources.problem.${result.problem}`);
    } catch {
      setProblem('resources.failed');
    }
  };

  const id = resource.id;
  return (
    <>
      <h3>{t('resources.day.heading')}</h3>
      {resource.days.length ? (
        <Days aria-label={t('resources.day.list', { name: resource.name })}>
          {resource.days.map((day) => (
            <li key={day.date}>
              <span>{t('resources.day.entry', { date: longDay(day.date, lang), count: day.count })}</span>
              {day.note && <span>({day.note})</span>}
              <Button type="button" $variant="secondary" disabled={setting.loading} onClick={() => void send({ date: day.date, count: null, note: '' }, false)}>
                {t('resources.day.usual', { date: longDay(day.date, lang) })}
              </Button>
            </li>
          ))}
        </Days>
      ) : (
        <p>{t('resources.day.none')}</p>
      )}
      <Form onSubmit={form.handleSubmit((values) => send({ date: values.date, count: Number(values.count), note: values.note }, false))} noValidate aria-label={t('resources.day.label', { name: resource.name })}>
        <TextField id={`day-date-${id}`} type="date" label={t('resources.day.date')} error={errors.date?.message} {...form.register('date')} />
        <TextField id={`day-count-${id}`} label={t('resources.day.count')} inputMode="numeric" autoComplete="off" error={errors.count?.message} {...form.register('count')} />
        <TextField id={`day-note-${id}`} label={t('resources.day.note')} hint={t('resources.day.noteHint')} autoComplete="off" error={errors.note?.message} {...form.register('note')} />
        {asked ? (
          <ShortSessions
            sessions={asked.sessions}
            count={asked.values.count ?? resource.count}
            busy={setting.loading}
            onConfirm={() => void send(asked.values, true)}
            onCancel={() => setAsked(null)}
          />
        ) : (
          <FormFooter busy={isSubmitting} submit={t('resources.day.save')} problem={problem} />
        )}
      </Form>
    </>
  );
}
