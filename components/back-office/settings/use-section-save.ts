import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SaveSiteSettingsDocument, SiteSettingsDocument, type SiteSettingsResultFieldsFragment } from '@/graphql/generated/staff-operations';
import type { SettingsSection } from '@/lib/domain/park-settings';

/** What a save answered: the server's problems put beside their fields, a whole-form one returned. */
export function applySettingsProblems<T extends FieldValues>(form: UseFormReturn<T>, problems: SiteSettingsResultFieldsFragment['problems']): string | null {
  let general: string | null = null;
  for (const problem of problems) {
    if (problem.field === 'form') general = problem.message;
    else form.setError(problem.field as never, { message: { key: problem.message, max: problem.max ?? undefined } as never });
  }
  return general;
}

/**
 * Saves one section: the shared schema has run in the browser; the server runs it again and answers the
 * settings as they now are (the cache of the site's settings is written with them) or the problems.
 */
export function useSectionSave<T extends FieldValues>(localeId: string, section: SettingsSection, form: UseFormReturn<T>) {
  const [save] = useMutation(SaveSiteSettingsDocument, {
    update(cache, { data }) {
      const settings = data?.saveSiteSettings.settings;
      if (settings) cache.writeQuery({ query: SiteSettingsDocument, variables: { localeId }, data: { siteSettings: settings } });
    },
  });
  const [status, setStatus] = useState<{ saved: boolean; problem: string | null }>({ saved: false, problem: null });
  const submit = form.handleSubmit(async (values) => {
    setStatus({ saved: false, problem: null });
    try {
      const { data } = await save({ variables: { localeId, [section]: values } as never });
      const result = data?.saveSiteSettings;
      if (!result) throw new Error('no answer');
      if (result.settings) setStatus({ saved: true, problem: null });
      else setStatus({ saved: false, problem: applySettingsProblems(form, result.problems) });
    } catch {
      setStatus({ saved: false, problem: 'settings.errors.failed' });
    }
  });
  return { submit, ...status };
}
