import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ContentPagesDocument, SaveContentMenusDocument, type ContentPagesFieldsFragment } from '@/graphql/generated/staff-operations';
import { contentProblemKey } from '@/lib/domain/content-desk';
import { useStaffT } from '../translations';
import { parkOfSite, siteOf } from './site';
import { SiteChoice, useContentSite } from './site-choice';
import { isForbidden, Panel, ScreenHeading, TableFrame } from '../ui';

const Small = styled.input`
  width: 4.5em;
  min-height: 44px;
  padding: 6px 8px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 8px;
`;

const Label = styled(Small)`
  width: 12em;
`;

type Site = ContentPagesFieldsFragment;
type Row = { pageId: string; path: string; title: string; menuOrder: string; footerOrder: string; menuTitle: string };

const rowsOf = (site: Site, localeId: string): Row[] =>
  site.paths.flatMap((entry) =>
    entry.locales
      .filter((page) => page.localeId === localeId)
      .map((page) => ({
        pageId: page.pageId,
        path: entry.path,
        title: page.title,
        menuOrder: page.menuOrder === null || page.menuOrder === undefined ? '' : String(page.menuOrder),
        footerOrder: page.footerOrder === null || page.footerOrder === undefined ? '' : String(page.footerOrder),
        menuTitle: page.menuTitle ?? '',
      })),
  );

/**
 * The header menu and footer links of each of a site's locales (issue #23): each page's position in either
 * (empty: not there) and its short menu label (empty: its title). Live on save.
 */
export function ContentMenusScreen() {
  const t = useStaffT();
  const { site, sites } = useContentSite();
  const { data, loading, error } = useQuery(ContentPagesDocument, { variables: { parkId: site ? parkOfSite(site) : null }, skip: !site });
  const [changed, setChanged] = useState<Site | null>(null);
  const content = changed ?? data?.contentPages;
  return (
    <>
      <ScreenHeading>{t('content.menus.heading')}</ScreenHeading>
      <p>
        <a href={`/content?site=${encodeURIComponent(site ?? '')}`}>{t('content.back')}</a>
      </p>
      <p>{t('content.menus.intro')}</p>
      {site && <SiteChoice site={site} sites={sites} base="/content/menus" />}
      {loading && !content && <p>{t('loading')}</p>}
      {error && !content && (
        <Notice role="alert" $tone="error">
          {isForbidden(error) ? t('content.errors.notFound') : t('errors.load')}
        </Notice>
      )}
      {content &&
        content.locales.map((locale) => <LocaleMenus key={`${locale.id}:${siteOf(content.parkId)}`} site={content} localeId={locale.id} language={locale.language} domain={locale.domain} onSaved={setChanged} />)}
    </>
  );
}

function LocaleMenus({ site, localeId, language, domain, onSaved }: { site: Site; localeId: string; language: string; domain: string; onSaved: (site: Site) => void }) {
  const t = useStaffT();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(site, localeId));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [save, saving] = useMutation(SaveContentMenusDocument);
  const set = (index: number, field: 'menuOrder' | 'footerOrder' | 'menuTitle', value: string) => setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const headingId = `menus-${localeId}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      const result = (await save({ variables: { localeId, entries: rows.map(({ pageId, menuOrder, footerOrder, menuTitle }) => ({ pageId, menuOrder, footerOrder, menuTitle })) } })).data?.saveContentMenus;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ContentMenusSaved') {
        setProblems({});
        setRows(rowsOf(result.site, localeId));
        setNotice({ tone: 'success', text: t('content.menus.saved', { language: t(`content.language.${language}`) }) });
        onSaved(result.site);
      } else {
        const found: Record<string, string> = {};
        for (const problem of result.problems) found[problem.path] = contentProblemKey(problem.code);
        setProblems(found);
        setNotice({ tone: 'error', text: t(found.form ?? 'content.errors.check') });
      }
    } catch {
      setNotice({ tone: 'error', text: t('content.errors.failed') });
    }
  };

  return (
    <Panel aria-labelledby={headingId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={headingId}>
          {t(`content.language.${language}`)} · {domain}
        </h2>
        <TableFrame>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('content.column.page')}</th>
                <th scope="col">{t('content.menus.menuOrder')}</th>
                <th scope="col">{t('content.menus.footerOrder')}</th>
                <th scope="col">{t('content.menus.menuTitle')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const problem = (field: string) => problems[`entries[${index}].${field}`];
                return (
                  <tr key={row.pageId}>
                    <th scope="row" style={{ whiteSpace: 'normal', fontWeight: 400 }}>
                      <span lang={language}>{row.title}</span>
                      <br />
                      <small>{row.path}</small>
                    </th>
                    {(['menuOrder', 'footerOrder'] as const).map((field) => (
                      <td key={field}>
                        <Small
                          inputMode="numeric"
                          aria-label={t(`content.menus.${field}Label`, { title: row.title })}
                          aria-invalid={problem(field) ? true : undefined}
                          value={row[field]}
                          onChange={(event) => set(index, field, event.target.value)}
                        />
                        {problem(field) && <div role="alert">{t(problem(field))}</div>}
                      </td>
                    ))}
                    <td>
                      <Label lang={language} aria-label={t('content.menus.menuTitleLabel', { title: row.title })} value={row.menuTitle} onChange={(event) => set(index, 'menuTitle', event.target.value)} />
                      {problem('menuTitle') && <div role="alert">{t(problem('menuTitle'))}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
        <p>
          <Button type="submit" disabled={saving.loading} aria-busy={saving.loading}>
            {saving.loading ? t('content.busy') : t('content.menus.save', { language: t(`content.language.${language}`) })}
          </Button>
        </p>
        <div role="status">{notice?.tone === 'success' && <Notice $tone="success">{notice.text}</Notice>}</div>
        {notice?.tone === 'error' && (
          <Notice role="alert" $tone="error">
            {notice.text}
          </Notice>
        )}
      </form>
    </Panel>
  );
}
