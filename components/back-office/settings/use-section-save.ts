import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SaveSiteSettingsDocument, SiteSettingsDocument, type SettingsProblemFieldsFragment } from '@/graphql/generated/staff-operations';
import { settingsProblemKey, settingsProblemPath, type SettingsSection } from '@/lib/domain/park-settings';

/**
 * What a save refused: the server's problems put beside their fields (title.zhHant for the Chinese title),
 * each worded as the browser's own check words it; a whole-form one's message key returned.
 */
export function applySettingsProblems<T extends FieldValues>(form: UseFormReturn<T>, problems: SettingsProblemFieldsFragment[]): string | null {
  let general: string | null = null;
  for (const problem of problems) {
    const key = settingsProblemKey(problem.code);
    if (problem.field === 'form') general = key;
    else form.setError(settingsProblemPath(problem) as never, { message: { key, max: problem.max ?? undefined } as never });
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
      const result = data?.saveSiteSettings;
      if (result?.__typename === 'SiteSettingsSaved') cache.writeQuery({ query: SiteSettingsDocument, variables: { localeId }, data: { siteSettings: result.settings } });
    },
  });
  const [status, setStatus] = useState<{ saved: boolean; problem: string | null }>({ saved: false, problem: null });
  const submit = form.handleSubmit(async (values) => {
    setStatus({ saved: false, problem: null });
    try {
      const { data } = await save({ variables: { localeId, [section]: values } as never });
      const result = data?.saveSiteSettings;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'SiteSettingsSaved':
          return setStatus({ saved: true, problem: null });
        case 'SettingsFormRefused':
          return setStatus({ saved: false, problem: applySettingsProblems(form, result.problems) });
      }
    } catch {
      setStatus({ saved: false, problem: 'settings.errors.failed' });
    }
  });
  return { submit, ...status };
}
