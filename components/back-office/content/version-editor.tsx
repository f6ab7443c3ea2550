import { useMutation, useLazyQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import {
  ContentPreviewLinkDocument,
  DiscardContentDraftDocument,
  PublishContentPageDocument,
  RevertContentPageDocument,
  SaveContentDraftDocument,
  type ContentFormProblemFieldsFragment,
  type ContentPageEditorFieldsFragment,
  type ContentPageProblem,
} from '@/graphql/generated/staff-operations';
import { BLOCK_TYPES, type ContentBlock, type PageData, type PageType } from '@/lib/domain/content';
import { contentProblemKey, emptyBlock, moveItem, PAGE_DATA_FIELDS, pageVersionSchema, type BlockType, type PageVersion } from '@/lib/domain/content-desk';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { BlockFields, ItemButtons, type Problems } from './block-editor';
import { ImageChoice } from './image-choice';
import { TextAreaField, TextField, RowButtons, ConfirmStep, SelectField } from '../ui';

type Editor = ContentPageEditorFieldsFragment;
type Column = Editor['columns'][number];

const Form = styled.form`
  display: grid;
  gap: 16px;
  min-width: 0;
  align-content: start;
  fieldset {
    display: grid;
    gap: 12px;
    min-width: 0;
    margin: 0;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 15px;
`;

const Checks = styled.div`
  display: grid;
  gap: 6px;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
  input {
    width: 22px;
    height: 22px;
  }
`;

let nextKey = 0;
const keyed = (count: number) => Array.from({ length: count }, () => `b${(nextKey += 1)}`);

/** Every problem the shared schema finds, by path (blocks[1].heading), as the server would name it. */
function browserProblems(version: PageVersion): Problems {
  try {
    pageVersionSchema().validateSync(version, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Problems = {};
    for (const inner of error.inner) {
      const message = inner.message as unknown as { key?: string } | string;
      found[inner.path ?? 'form'] = typeof message === 'string' ? message : (message.key ?? 'content.errors.invalid');
    }
    return found;
  }
}

/**
 * One locale's version of a page (one column of the editor): its draft if it has one, else what is live;
 * its title, description and hero image, its type's own fields, and its blocks (added, changed, moved,
 * removed). Save draft sends the whole version (checked by the shared schema here and again on the
 * server); preview, publish, revert and discard act on this locale's page alone.
 */
export function VersionEditor({ editor, column, onChanged }: { editor: Editor; column: Column; onChanged: (editor: Editor) => void }) {
  const t = useStaffT();
  const { moment: dateTime } = useStaffFormats();
  const start = useMemo(() => JSON.parse(column.draft ?? column.published) as PageVersion, [column.draft, column.published]);
  const [version, setVersion] = useState<PageVersion>(start);
  const [keys, setKeys] = useState<string[]>(() => keyed(start.blocks.length));
  const [problems, setProblems] = useState<Problems>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const [newBlock, setNewBlock] = useState<BlockType>('HtmlContent');
  const pictures = useMemo(() => ({ parkId: editor.parkId ?? null, images: editor.images }), [editor.parkId, editor.images]);
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const [dirty, setDirty] = useState(false);
  const [save, saving] = useMutation(SaveContentDraftDocument);
  const [publish, publishing] = useMutation(PublishContentPageDocument);
  const [revert, reverting] = useMutation(RevertContentPageDocument);
  const [discard, discarding] = useMutation(DiscardContentDraftDocument);
  const [askPreview, previewing] = useLazyQuery(ContentPreviewLinkDocument, { fetchPolicy: 'network-only' });
  const busy = saving.loading || publishing.loading || reverting.loading || discarding.loading || previewing.loading;
  const lang = column.language;
  const prefix = `${column.pageId}`;
  const languageName = t(`content.language.${lang}`);
  const type = column.type as PageType;
  const fields = PAGE_DATA_FIELDS[type] ?? [];

  const change = (next: PageVersion) => {
    setVersion(next);
    setDirty(true);
  };
  const setData = (data: PageData) => change({ ...version, data });
  const setBlocks = (blocks: ContentBlock[], nextKeys: string[]) => {
    setKeys(nextKeys);
    change({ ...version, blocks });
  };

  const done = (next: Editor | null | undefined, message: string, tone: 'success' | 'info' = 'success') => {
    if (!next) return;
    const mine = next.columns.find((candidate) => candidate.pageId === column.pageId);
    const current = mine ? (JSON.parse(mine.draft ?? mine.published) as PageVersion) : version;
    setVersion(current);
    setKeys(keyed(current.blocks.length));
    setDirty(false);
    setProblems({});
    setPreview(null);
    setNotice({ tone, text: message });
    onChanged(next);
  };

  /** The form's problems beside their fields, each as the browser's own check would have named it. */
  const fail = (found: ContentFormProblemFieldsFragment[]) => {
    const map: Problems = {};
    for (const problem of found) map[problem.path] = contentProblemKey(problem.code);
    setProblems(map);
    setNotice({ tone: 'error', text: t(map.form ?? 'content.errors.check') });
  };

  /** A page action refused (nothing to publish or revert): said for the whole form. */
  const refused = (problem: ContentPageProblem) => {
    setProblems({});
    setNotice({ tone: 'error', text: t(`content.errors.${problem}`) });
  };

  const run = async (work: () => Promise<void>) => {
    setNotice(null);
    try {
      await work();
    } catch {
      setNotice({ tone: 'error', text: t('content.errors.failed') });
    }
  };

  const saveDraft = () =>
    run(async () => {
      const found = browserProblems(version);
      if (Object.keys(found).length) {
        setProblems(found);
        setNotice({ tone: 'error', text: t('content.errors.check') });
        return;
      }
      const result = (await save({ variables: { pageId: column.pageId, version: JSON.stringify(version) } })).data?.saveContentDraft;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'ContentDraftSaved':
          return done(result.page, t(result.sanitised ? 'content.savedSanitised' : 'content.saved', { language: languageName }), result.sanitised ? 'info' : 'success');
        case 'ContentFormRefused':
          return fail(result.problems);
      }
    });

  const act = (kind: 'publish' | 'revert' | 'discard') =>
    run(async () => {
      const variables = { pageId: column.pageId };
      const result =
        kind === 'publish'
          ? (await publish({ variables })).data?.publishContentPage
          : kind === 'revert'
            ? (await revert({ variables })).data?.revertContentPage
            : (await discard({ variables })).data?.discardContentDraft;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'ContentPagePublished':
        case 'ContentPageReverted':
        case 'ContentDraftDiscarded':
          return done(result.page, t(`content.${kind}ed`, { language: languageName }));
        case 'ContentPageRefused':
          return refused(result.problem);
      }
    });

  const openPreview = () =>
    run(async () => {
      const link = (await askPreview({ variables: { pageId: column.pageId } })).data?.contentPreviewLink;
      if (!link) throw new Error('no link');
      setPreview(link);
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void saveDraft();
  };

  const text = (field: 'title' | 'description', area = false) => {
    const props = { id: `${prefix}-${field}`, name: `${prefix}-${field}`, label: t(`content.field.${field}`), lang, value: version[field], error: problems[field] ? { key: problems[field] } : undefined };
    return area ? <TextAreaField rows={3} {...props} onChange={(event) => change({ ...version, [field]: event.target.value })} /> : <TextField autoComplete="off" {...props} onChange={(event) => change({ ...version, [field]: event.target.value })} />;
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>{languageName}</h2>
      <Status>
        {column.draft ? t('content.state.draft', { when: column.draftSavedAt ? dateTime(column.draftSavedAt) : '' }) : t('content.state.published')}{' '}
        <a href={column.publicUrl} target="_blank" rel="noreferrer">
          {t('content.viewLive', { language: languageName })}
        </a>
      </Status>
      {text('title')}
      {text('description', true)}
      <ImageChoice id={`${prefix}-hero`} label={t('content.field.hero')} value={version.heroImageId} pictures={pictures} optional error={problems.heroImageId} onChange={(heroImageId) => change({ ...version, heroImageId })} />
      {fields.includes('featuredActivityIds') && editor.activities.length > 0 && (
        <fieldset>
          <legend>{t('content.field.featured')}</legend>
          <Checks>
            {editor.activities.map((activity) => {
              const chosen = version.data.featuredActivityIds ?? [];
              return (
                <label key={activity.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(activity.id)}
                    onChange={(event) => setData({ ...version.data, featuredActivityIds: event.target.checked ? [...chosen, activity.id] : chosen.filter((id) => id !== activity.id) })}
                  />
                  {activity.title}
                </label>
              );
            })}
          </Checks>
        </fieldset>
      )}
      {fields.includes('galleryImageIds') && (
        <fieldset>
          <legend>{t('content.field.gallery')}</legend>
          <Checks>
            {editor.images.map((image) => {
              const chosen = version.data.galleryImageIds ?? [];
              return (
                <label key={image.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(image.id)}
                    onChange={(event) => setData({ ...version.data, galleryImageIds: event.target.checked ? [...chosen, image.id] : chosen.filter((id) => id !== image.id) })}
                  />
                  {image.title}
                </label>
              );
            })}
          </Checks>
        </fieldset>
      )}
      {fields.includes('events') && <EventsFields prefix={prefix} lang={lang} events={version.data.events ?? []} problems={problems} onChange={(events) => setData({ ...version.data, events })} />}
      {fields.includes('parkInfo') && <ParkInfoFields prefix={prefix} lang={lang} info={version.data.parkInfo} problems={problems} onChange={(parkInfo) => setData({ ...version.data, parkInfo })} />}
      {fields.includes('article') && (
        <fieldset>
          <legend>{t('content.field.article')}</legend>
          <TextField
            id={`${prefix}-publishedOn`}
            name={`${prefix}-publishedOn`}
            type="date"
            label={t('content.field.publishedOn')}
            value={version.data.article?.publishedOn ?? ''}
            error={problems['data.article.publishedOn'] ? { key: problems['data.article.publishedOn'] } : undefined}
            onChange={(event) => setData({ ...version.data, article: { author: version.data.article?.author ?? '', publishedOn: event.target.value } })}
          />
          <TextField
            id={`${prefix}-author`}
            name={`${prefix}-author`}
            label={t('content.field.author')}
            lang={lang}
            autoComplete="off"
            value={version.data.article?.author ?? ''}
            onChange={(event) => setData({ ...version.data, article: { publishedOn: version.data.article?.publishedOn ?? '', author: event.target.value } })}
          />
        </fieldset>
      )}
      <h3>{t('content.blocks')}</h3>
      {version.blocks.length === 0 && <p>{t('content.noBlocks')}</p>}
      {version.blocks.map((block, index) => {
        const name = t('content.blockName', { number: index + 1, type: t(`content.blockType.${block.type}`) });
        return (
          <fieldset key={keys[index]} data-block={block.type}>
            <legend>{name}</legend>
            <BlockFields
              block={block}
              path={`blocks[${index}]`}
              prefix={`${prefix}-${keys[index]}`}
              lang={lang}
              pictures={pictures}
              problems={problems}
              onChange={(next) => setBlocks(version.blocks.map((other, at) => (at === index ? next : other)), keys)}
            />
            <ItemButtons
              index={index}
              count={version.blocks.length}
              name={name}
              onMove={(direction) => setBlocks(moveItem(version.blocks, index, direction), moveItem(keys, index, direction))}
              onRemove={() => setBlocks(version.blocks.filter((_, at) => at !== index), keys.filter((_, at) => at !== index))}
            />
          </fieldset>
        );
      })}
      <RowButtons>
        <SelectField
          id={`${prefix}-new-block`}
          name={`${prefix}-new-block`}
          label={t('content.newBlock')}
          value={newBlock}
          options={BLOCK_TYPES.map((blockType) => ({ value: blockType, label: t(`content.blockType.${blockType}`) }))}
          onChange={(event) => setNewBlock(event.target.value as BlockType)}
        />
        <Button type="button" $variant="secondary" style={{ alignSelf: 'end' }} onClick={() => setBlocks([...version.blocks, emptyBlock(newBlock)], [...keys, ...keyed(1)])}>
          {t('content.addBlock')}
        </Button>
      </RowButtons>
      <RowButtons>
        <Button type="submit" disabled={busy} aria-busy={saving.loading}>
          {saving.loading ? t('content.busy') : t('content.saveDraft')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy || dirty} onClick={() => void openPreview()}>
          {t('content.preview')}
        </Button>
        <Button type="button" disabled={busy || dirty || !column.draft} onClick={() => void act('publish')}>
          {t('content.publish')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy || dirty || !column.canRevert} onClick={() => void act('revert')}>
          {t('content.revert')}
        </Button>
        {column.draft && !asking && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
            {t('content.discard')}
          </Button>
        )}
      </RowButtons>
      {asking && column.draft && (
        // A draft discarded is work lost: said, and asked once.
        <ConfirmStep
          danger
          question={t('content.discardQuestion', { language: languageName })}
          confirm={t('content.discardConfirm')}
          cancel={t('content.keepDraft')}
          busy={busy}
          onConfirm={() => void act('discard').finally(() => setAsking(false))}
          onCancel={() => setAsking(false)}
        />
      )}
      {dirty && <small>{t('content.unsaved')}</small>}
      <div role="status">
        {notice && notice.tone !== 'error' && <Notice $tone={notice.tone}>{notice.text}</Notice>}
        {preview && (
          <Notice $tone="info">
            <a href={preview.url} target="_blank" rel="noreferrer" data-preview-link>
              {t('content.previewLink', { language: languageName })}
            </a>{' '}
            {t('content.previewUntil', { when: dateTime(preview.expiresAt) })}
          </Notice>
        )}
      </div>
      {notice?.tone === 'error' && (
        <Notice role="alert" $tone="error">
          {notice.text}
        </Notice>
      )}
    </Form>
  );
}

type Event = NonNullable<PageData['events']>[number];

function EventsFields({ prefix, lang, events, problems, onChange }: { prefix: string; lang: string; events: Event[]; problems: Problems; onChange: (events: Event[]) => void }) {
  const t = useStaffT();
  const set = (index: number, next: Event) => onChange(events.map((other, at) => (at === index ? next : other)));
  return (
    <fieldset>
      <legend>{t('content.field.events')}</legend>
      {events.map((event, index) => {
        const name = t('content.eventName', { number: index + 1 });
        const field = (key: 'year' | 'title' | 'text') => {
          const props = { id: `${prefix}-event-${index}-${key}`, name: `${prefix}-event-${index}-${key}`, label: t(`content.field.event.${key}`), lang, value: event[key], error: problems[`data.events[${index}].${key}`] ? { key: problems[`data.events[${index}].${key}`] } : undefined };
          return key === 'text' ? <TextAreaField {...props} onChange={(e) => set(index, { ...event, text: e.target.value })} /> : <TextField autoComplete="off" {...props} onChange={(e) => set(index, { ...event, [key]: e.target.value })} />;
        };
        return (
          <fieldset key={index}>
            <legend>{name}</legend>
            {field('year')}
            {field('title')}
            {field('text')}
            <ItemButtons index={index} count={events.length} name={name} onMove={(direction) => onChange(moveItem(events, index, direction))} onRemove={() => onChange(events.filter((_, at) => at !== index))} />
          </fieldset>
        );
      })}
      <RowButtons>
        <Button type="button" $variant="secondary" onClick={() => onChange([...events, { year: '', title: '', text: '' }])}>
          {t('content.addEvent')}
        </Button>
      </RowButtons>
    </fieldset>
  );
}

type ParkInfo = NonNullable<PageData['parkInfo']>;

/** Opening hours one per line as "days | hours"; facilities one per line. */
function ParkInfoFields({ prefix, lang, info, problems, onChange }: { prefix: string; lang: string; info: ParkInfo | undefined; problems: Problems; onChange: (info: ParkInfo) => void }) {
  const t = useStaffT();
  const value: ParkInfo = info ?? { address: '', openingHours: [], facilities: [], gettingHere: '' };
  const [hours, setHours] = useState(value.openingHours.map((line) => `${line.days} | ${line.hours}`).join('\n'));
  const [facilities, setFacilities] = useState(value.facilities.join('\n'));
  const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
  const hoursProblem = Object.keys(problems).find((path) => path.startsWith('data.parkInfo.openingHours'));
  return (
    <fieldset>
      <legend>{t('content.field.parkInfo')}</legend>
      <TextAreaField id={`${prefix}-address`} name={`${prefix}-address`} label={t('content.field.address')} lang={lang} value={value.address} onChange={(e) => onChange({ ...value, address: e.target.value })} />
      <TextAreaField
        id={`${prefix}-hours`}
        name={`${prefix}-hours`}
        label={t('content.field.openingHours')}
        hint={t('content.field.openingHoursHint')}
        lang={lang}
        value={hours}
        error={hoursProblem ? { key: problems[hoursProblem] } : undefined}
        onChange={(e) => {
          setHours(e.target.value);
          onChange({ ...value, openingHours: lines(e.target.value).map((line) => { const [days, ...rest] = line.split('|'); return { days: days.trim(), hours: rest.join('|').trim() }; }) });
        }}
      />
      <TextAreaField
        id={`${prefix}-facilities`}
        name={`${prefix}-facilities`}
        label={t('content.field.facilities')}
        hint={t('content.field.onePerLine')}
        lang={lang}
        value={facilities}
        onChange={(e) => {
          setFacilities(e.target.value);
          onChange({ ...value, facilities: lines(e.target.value) });
        }}
      />
      <TextAreaField id={`${prefix}-getting-here`} name={`${prefix}-getting-here`} label={t('content.field.gettingHere')} lang={lang} value={value.gettingHere} onChange={(e) => onChange({ ...value, gettingHere: e.target.value })} />
    </fieldset>
  );
}
