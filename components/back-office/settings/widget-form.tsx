import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { SiteSettingsFieldsFragment } from '@/graphql/generated/staff-operations';
import { widgetSchema } from '@/lib/domain/park-settings';
import { widgetSnippet } from '@/lib/domain/widget';
import { useStaffT, WithWordsOf } from '../translations';
import { Section, useSectionForm } from './section-forms';
import { TextAreaField, SelectField } from '../ui';

type Settings = SiteSettingsFieldsFragment;

const Snippet = styled.div`
  display: grid;
  gap: 10px;
  max-width: 640px;
  textarea {
    width: 100%;
    box-sizing: border-box;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 14px;
  }
`;

/**
 * The booking widget (docs/widget.md): the partner sites allowed to embed the park's booking (the whole
 * park's list, saved as a section), and the snippet a partner pastes, in this site's language and from its
 * domain, opening one activity or the activity list.
 */
export function WidgetForm({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const { i18n } = useTranslation();
  const widget = settings.widget;
  const form = useSectionForm(widgetSchema, { widgetOrigins: (widget?.widgetOrigins ?? []).join('\n') });
  const [activity, setActivity] = useState('');
  const [copied, setCopied] = useState(false);
  if (!widget) return null;
  const language = settings.site.language;
  const titleOf = (title: { en: string; zhHant: string }) => (i18n.language === 'zh-Hant' && title.zhHant) || title.en;
  const { errors } = form.formState;
  return (
    <Section
      section="widget"
      form={form}
      localeId={settings.id}
      after={
        // The button's words are the partner page's, in the language the widget opens in.
        <WithWordsOf lang={language}>
          {(siteT) => {
            const snippet = widgetSnippet({ scriptUrl: widget.scriptUrl, language, activity: activity || null, label: siteT('settings.widget.buttonLabel') });
            const copy = async () => {
              try {
                await navigator.clipboard.writeText(snippet);
                setCopied(true);
              } catch {
                setCopied(false);
              }
            };
            return (
              <Snippet aria-labelledby="settings-widget-snippet-heading">
                <h3 id="settings-widget-snippet-heading">{t('settings.widget.snippetHeading')}</h3>
                <p>{t('settings.widget.snippetIntro')}</p>
                <SelectField
                  name="settings-widget-activity"
                  label={t('settings.widget.opens')}
                  value={activity}
                  options={[{ value: '', label: t('settings.widget.allActivities') }, ...widget.activities.map((option) => ({ value: option.slug, label: titleOf(option.title) }))]}
                  onChange={(event) => {
                    setActivity(event.target.value);
                    setCopied(false);
                  }}
                />
                <TextAreaField id="settings-widget-snippet" name="settings-widget-snippet" label={t('settings.widget.snippet')} hint={t('settings.widget.snippetHint')} readOnly rows={4} spellCheck={false} value={snippet} />
                <div>
                  <Button type="button" $variant="secondary" onClick={() => void copy()}>
                    {t('settings.widget.copy')}
                  </Button>
                  <span role="status" style={{ marginLeft: 12 }}>
                    {copied ? t('settings.widget.copied') : ''}
                  </span>
                </div>
              </Snippet>
            );
          }}
        </WithWordsOf>
      }
    >
      <p>{t('settings.widget.intro')}</p>
      <TextAreaField
        id="settings-widgetOrigins"
        label={t('settings.fields.widgetOrigins')}
        hint={t('settings.hints.widgetOrigins')}
        rows={4}
        spellCheck={false}
        autoComplete="off"
        error={errors.widgetOrigins?.message}
        {...form.register('widgetOrigins')}
      />
    </Section>
  );
}
