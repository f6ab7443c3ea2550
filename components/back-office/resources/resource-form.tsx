import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { SaveResourceDocument, type ResourceFieldsFragment, type ResourcesQuery } from '@/graphql/generated/staff-operations';
import { resourceSchema, type ResourceValues } from '@/lib/domain/resource-desk';
import { useStaffT } from '../translations';
import { FormFooter, RowButtons, SelectField, TextField } from '../ui';
import { ShortSessions, type ShortSession } from './short-sessions';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 720px;
`;

const Use = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  legend {
    font-weight: 600;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

type Activities = NonNullable<ResourcesQuery['resources']>['activities'];

/** What the form holds as typed: numbers are text until the schema reads them. */
interface Typed {
  name: string;
  count: string;
  uses: { activityId: string; quantity: string; perPlaces: string }[];
}

const typedFrom = (resource: ResourceFieldsFragment | null): Typed => ({
  name: resource?.name ?? '',
  count: resource ? String(resource.count) : '',
  uses: (resource?.uses ?? []).map((use) => ({ activityId: use.activityId, quantity: String(use.quantity), perPlaces: String(use.perPlaces) })),
});

/**
 * A resource's name, usual count, and what each activity consumes of it ("1 per 8 places"), with the
 * schema the server also runs. A count that leaves sessions short names them first (ShortSessions).
 */
export function ResourceForm({ parkId, resource, activities, onSaved, onCancel }: { parkId: string; resource: ResourceFieldsFragment | null; activities: Activities; onSaved: (name: string) => void; onCancel: () => void }) {
  const t = useStaffT();
  const form = useForm<Typed>({ resolver: yupResolver(resourceSchema) as never, defaultValues: typedFrom(resource), mode: 'onTouched' });
  const uses = useFieldArray({ control: form.control, name: 'uses' });
  const { errors, isSubmitting } = form.formState;
  const [save, saving] = useMutation(SaveResourceDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [short, setShort] = useState<{ sessions: ShortSession[]; values: ResourceValues } | null>(null);
  const id = resource?.id ?? 'new';

  const send = async (values: ResourceValues, confirmShort: boolean) => {
    setProblem(null);
    try {
      const input = { id: resource?.id ?? null, parkId, name: values.name, count: values.count, uses: values.uses };
      const result = (await save({ variables: { input, confirmShort } })).data?.saveResource;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ResourceSaved') {
        setShort(null);
        onSaved(result.resource.name);
      } else if (result.__typename === 'ResourceShort') setShort({ sessions: result.sessions, values });
      else setProblem(`resources.problem.${result.problem}`);
    } catch {
      setProblem('resources.failed');
    }
  };

  return (
    <Form onSubmit={form.handleSubmit((values) => send(values as unknown as ResourceValues, false))} noValidate aria-label={resource ? t('resources.editLabel', { name: resource.name }) : t('resources.new')}>
      <TextField id={`resource-name-${id}`} label={t('resources.name')} hint={t('resources.nameHint')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField id={`resource-count-${id}`} label={t('resources.count')} hint={t('resources.countHint')} inputMode="numeric" autoComplete="off" error={errors.count?.message} {...form.register('count')} />
      {uses.fields.map((field, index) => (
        <Use key={field.id}>
          <legend>{t('resources.use', { number: index + 1 })}</legend>
          <SelectField
            id={`resource-use-${id}-${index}`}
            label={t('resources.activity')}
            options={activities.map((activity) => ({ value: activity.id, label: activity.name }))}
            error={errors.uses?.[index]?.activityId?.message}
            {...form.register(`uses.${index}.activityId`)}
          />
          <TextField id={`resource-quantity-${id}-${index}`} label={t('resources.quantity')} inputMode="numeric" autoComplete="off" error={errors.uses?.[index]?.quantity?.message} {...form.register(`uses.${index}.quantity`)} />
          <TextField id={`resource-per-${id}-${index}`} label={t('resources.perPlaces')} inputMode="numeric" autoComplete="off" error={errors.uses?.[index]?.perPlaces?.message} {...form.register(`uses.${index}.perPlaces`)} />
          <Button type="button" $variant="secondary" onClick={() => uses.remove(index)}>
            {t('resources.removeUse')}
          </Button>
        </Use>
      ))}
      {errors.uses?.root?.message || errors.uses?.message ? <p role="alert">{t((errors.uses?.root?.message ?? errors.uses?.message) as never)}</p> : null}
      <RowButtons>
        <Button type="button" $variant="secondary" disabled={!activities.length} onClick={() => uses.append({ activityId: activities[0]?.id ?? '', quantity: '1', perPlaces: '1' })}>
          {t('resources.addUse')}
        </Button>
      </RowButtons>
      {short ? (
        <ShortSessions sessions={short.sessions} count={short.values.count} busy={saving.loading} onConfirm={() => void send(short.values, true)} onCancel={() => setShort(null)} />
      ) : (
        <FormFooter busy={isSubmitting} submit={t('resources.save')} onCancel={onCancel} problem={problem} />
      )}
    </Form>
  );
}
