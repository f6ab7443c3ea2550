import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SaveWaiverTextDocument, type StaffWaiverFieldsFragment, type WaiverTextVersionFieldsFragment } from '@/graphql/generated/staff-operations';
import type { Language } from '@/lib/domain/language';
import { waiverTextProblems, WAIVER_BODY_MAX, WAIVER_TITLE_MAX, type WaiverProblem } from '@/lib/domain/waiver-desk';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { TextAreaField, TextField, Panel } from '../ui';

const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
`;

const Column = styled.section`
  min-width: 0;
  h4 {
    margin: 0 0 4px;
    font-size: 16px;
  }
`;

const Meta = styled.p`
  margin: 0 0 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A waiver's words as written: paragraphs kept, long words broken rather than widening a phone's screen. */
export const Body = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Older = styled.details`
  margin-top: 12px;
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  article {
    margin: 8px 0 16px;
  }
  h5 {
    margin: 0 0 4px;
    font-size: 15px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

const EditForm = styled.form`
  display: grid;
  gap: 12px;
  textarea {
    min-height: 12em;
  }
`;

/** Which version a text is, when and by whom it was written, in the park's zone. */
function VersionLine({ version, timeZone }: { version: WaiverTextVersionFieldsFragment; timeZone: string }) {
  const t = useStaffT();
  const format = useStaffFormats();
  return <Meta>{t('waivers.versionLine', { version: version.version, when: format.dayOf(version.createdAt, timeZone) + ' ' + format.clock(version.createdAt, timeZone), who: version.createdBy === 'seed' ? t('waivers.seed') : version.createdBy })}</Meta>;
}

interface Saved {
  version: number;
  unchanged: boolean;
}

/** A new version of one language's text: the current one's words to start from, saved as version n+1. */
function NewVersionForm({ waiverId, language, current, onDone, onCancel }: { waiverId: string; language: Language; current: WaiverTextVersionFieldsFragment | undefined; onDone: (saved: Saved) => void; onCancel: () => void }) {
  const t = useStaffT();
  const [title, setTitle] = useState(current?.title ?? '');
  const [body, setBody] = useState(current?.body ?? '');
  const [problems, setProblems] = useState<readonly WaiverProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveWaiverTextDocument);
  const id = `waiver-${waiverId}-${language}`;
  const titleProblem = problems.find((problem) => problem.startsWith('title'));
  const bodyProblem = problems.find((problem) => problem.startsWith('body'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = waiverTextProblems({ title, body });
    setProblems(found);
    if (found.length) return;
    try {
      const { data } = await save({ variables: { waiverId, language, basedOnVersion: current?.version ?? 0, title, body } });
      const answer = data?.saveWaiverText;
      if (answer?.__typename === 'WaiverTextSaved') onDone({ version: answer.version.version, unchanged: answer.unchanged });
      else if (answer?.__typename === 'WaiverRefused') {
        if (answer.problem.startsWith('title') || answer.problem.startsWith('body')) setProblems([answer.problem]);
        else setRefusal(t(`waivers.problems.${answer.problem}`));
      }
    } catch {
      setRefusal(t('waivers.problems.failed'));
    }
  };

  return (
    <EditForm onSubmit={submit} noValidate aria-label={t('waivers.newVersionOf', { language: t(`language.${language}`) })}>
      <TextField
        id={`${id}-title`}
        name="title"
        lang={language}
        label={t('waivers.fields.title')}
        hint={t('waivers.hints.title', { max: WAIVER_TITLE_MAX })}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={titleProblem && `waivers.problems.${titleProblem}`}
      />
      <TextAreaField
        id={`${id}-body`}
        name="body"
        lang={language}
        label={t('waivers.fields.body')}
        hint={t('waivers.hints.body', { max: WAIVER_BODY_MAX.toLocaleString('en') })}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={bodyProblem && `waivers.problems.${bodyProblem}`}
      />
      {refusal && (
        <Notice role="alert" $tone="error">
          {refusal}
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={loading}>
          {t('waivers.saveVersion', { version: (current?.version ?? 0) + 1 })}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('waivers.cancel')}
        </Button>
      </Actions>
    </EditForm>
  );
}

/** One language's text of a waiver: the current version, a new one for a manager, and the older ones read-only. */
function LanguageColumn({ waiver, language, timeZone, mayEdit, onSaved }: { waiver: StaffWaiverFieldsFragment; language: Language; timeZone: string; mayEdit: boolean; onSaved: (message: string) => void }) {
  const t = useStaffT();
  const [editing, setEditing] = useState(false);
  const versions = waiver.texts.find((texts) => texts.language === language)?.versions ?? [];
  const [current, ...older] = versions;
  const languageName = t(`language.${language}`);
  return (
    <Column aria-labelledby={`waiver-${waiver.id}-${language}-heading`}>
      <h4 id={`waiver-${waiver.id}-${language}-heading`}>{languageName}</h4>
      {editing ? (
        <NewVersionForm
          waiverId={waiver.id}
          language={language}
          current={current}
          onCancel={() => setEditing(false)}
          onDone={(saved) => {
            setEditing(false);
            onSaved(t(saved.unchanged ? 'waivers.unchanged' : 'waivers.saved', { version: saved.version, language: languageName, name: waiver.name }));
          }}
        />
      ) : (
        <>
          {current ? (
            <>
              <VersionLine version={current} timeZone={timeZone} />
              <div lang={language}>
                <strong>{current.title}</strong>
                <Body>{current.body}</Body>
              </div>
            </>
          ) : (
            <Meta>{t('waivers.noText')}</Meta>
          )}
          {mayEdit && (
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => setEditing(true)} aria-label={t('waivers.writeVersionOf', { name: waiver.name, language: languageName })}>
                {current ? t('waivers.writeVersion') : t('waivers.writeFirst')}
              </Button>
            </Actions>
          )}
        </>
      )}
      {older.length > 0 && (
        <Older>
          <summary>{t('waivers.older', { count: older.length })}</summary>
          {older.map((version) => (
            <article key={version.id} lang={language}>
              <h5>{t('waivers.versionNumber', { version: version.version })}</h5>
              <VersionLine version={version} timeZone={timeZone} />
              <strong>{version.title}</strong>
              <Body>{version.body}</Body>
            </article>
          ))}
        </Older>
      )}
    </Column>
  );
}

/** A waiver in a panel: its staff name, and its text in each language side by side (stacked on a phone). */
export function WaiverPanel({ waiver, timeZone, mayEdit, onSaved }: { waiver: StaffWaiverFieldsFragment; timeZone: string; mayEdit: boolean; onSaved: (message: string) => void }) {
  return (
    <Panel aria-labelledby={`waiver-${waiver.id}-name`}>
      <h3 id={`waiver-${waiver.id}-name`}>{waiver.name}</h3>
      <Columns>
        {(['en', 'zh-Hant'] as const).map((language) => (
          <LanguageColumn key={language} waiver={waiver} language={language} timeZone={timeZone} mayEdit={mayEdit} onSaved={onSaved} />
        ))}
      </Columns>
    </Panel>
  );
}
