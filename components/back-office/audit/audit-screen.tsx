import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AuditEntriesDocument, type AuditEntriesQuery } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldLabel, Input } from '@/components/ui/field';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { auditChanges } from '@/lib/domain/audit-sentence';
import { useAuditWords } from '../audit-words';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Panel, ScreenHeading, TableFrame } from '../ui';

const PAGE = 50;

type Entry = AuditEntriesQuery['auditEntries'][number];

const Filters = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr auto;
  }
`;

/** One changed field per line; long values wrap instead of widening the table. */
const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 40ch;
  font-size: 13px;
  word-break: break-word;
`;

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** Owners read every staff action: who, when, what (a sentence), to what, and each field it changed; filtered, newest first. */
export function AuditScreen() {
  const t = useStaffT();
  const format = useStaffFormats();
  const { sentence } = useAuditWords();
  const router = useRouter();
  const actor = single(router.query.actor);
  const subject = single(router.query.subject);
  const [older, setOlder] = useState<Entry[]>([]);
  const { data, loading, error, fetchMore } = useQuery(AuditEntriesDocument, { variables: { actor, subject, limit: PAGE } });
  const entries = [...(data?.auditEntries ?? []), ...older];
  const [more, setMore] = useState(true);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setOlder([]);
    setMore(true);
    void router.replace({ query: { actor: String(form.get('actor') ?? ''), subject: String(form.get('subject') ?? '') } });
  };

  const loadOlder = async () => {
    const last = entries.at(-1);
    if (!last) return;
    const next = await fetchMore({ variables: { before: last.at }, updateQuery: (previous) => previous });
    setOlder((shown) => [...shown, ...(next.data?.auditEntries ?? [])]);
    if ((next.data?.auditEntries.length ?? 0) < PAGE) setMore(false);
  };

  return (
    <>
      <ScreenHeading>{t('audit.heading')}</ScreenHeading>
      <Panel>
        <Filters onSubmit={search} role="search">
          <div>
            <FieldLabel htmlFor="audit-actor">{t('audit.actor')}</FieldLabel>
            <Input id="audit-actor" name="actor" defaultValue={actor} key={`actor-${actor}`} />
          </div>
          <div>
            <FieldLabel htmlFor="audit-subject">{t('audit.subject')}</FieldLabel>
            <Input id="audit-subject" name="subject" defaultValue={subject} key={`subject-${subject}`} />
          </div>
          <Button type="submit">{t('audit.search')}</Button>
        </Filters>
      </Panel>
      {error && <p role="alert">{t('errors.load')}</p>}
      {loading && !data && <p>{t('loading')}</p>}
      {data && !entries.length && <p>{t('audit.none')}</p>}
      {entries.length > 0 && (
        <TableFrame>
          <table>
            <caption>
              <VisuallyHidden>{t('audit.heading')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.subject')}</th>
                <th scope="col">{t('audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{format.moment(entry.at, entry.timeZone ?? undefined)}</td>
                  <td>{entry.actor}</td>
                  <td>{sentence(entry, entry.currency ?? null, entry.timeZone ?? 'UTC')}</td>
                  <td>
                    <a href={`/audit?subject=${encodeURIComponent(entry.subject)}`}>{entry.subject}</a>
                  </td>
                  <td>
                    <ChangeList before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {more && entries.length >= PAGE && (
        <p>
          <Button type="button" $variant="secondary" onClick={() => void loadOlder()}>
            {t('audit.older')}
          </Button>
        </p>
      )}
    </>
  );
}

/** What an entry changed, a field to a line: `capacity: 16 → 20`; a created thing's fields as they were set. */
function ChangeList({ before, after }: { before?: string | null; after?: string | null }) {
  const t = useStaffT();
  const changes = auditChanges(before, after);
  if (!changes.length) return null;
  return (
    <Changes>
      {changes.map((change) => (
        <li key={change.field}>
          {change.before === null
            ? t('audit.added', { field: change.field, after: change.after })
            : change.after === null
              ? t('audit.removed', { field: change.field, before: change.before })
              : t('audit.field', { field: change.field, before: change.before, after: change.after })}
        </li>
      ))}
    </Changes>
  );
}
