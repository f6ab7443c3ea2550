import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import { ContentPagesDocument } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { menusHref, pageHref, parkOfSite } from './site';
import { SiteChoice, useContentSite } from './site-choice';
import { isForbidden, Panel, ScreenHeading, TableFrame } from '../ui';

const Badge = styled.span<{ $draft: boolean }>`
  display: inline-block;
  margin-left: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  color: #fff;
  background: ${({ $draft }) => ($draft ? '#8a4b00' : '#1e6b3a')};
`;

/** A path as the link to its editor: big enough for a thumb even when the path is "/". */
const PathLink = styled.a`
  display: inline-block;
  min-width: 44px;
  min-height: 44px;
  padding: 8px 0;
  box-sizing: border-box;
  overflow-wrap: anywhere;
`;

/**
 * The content of a site (issue #23), for managers and owners: its pages by path, each with its title in
 * every language of the site and whether a draft waits; a page opens its editor. The menus and footer
 * have their own screen.
 */
export function ContentScreen() {
  const t = useStaffT();
  const { site, sites } = useContentSite();
  const { data, loading, error } = useQuery(ContentPagesDocument, { variables: { parkId: site ? parkOfSite(site) : null }, skip: !site });
  const content = data?.contentPages;
  return (
    <>
      <ScreenHeading>{t('content.heading')}</ScreenHeading>
      <p>{t('content.intro')}</p>
      {site && <SiteChoice site={site} sites={sites} base="/content" />}
      {loading && !content && <p>{t('loading')}</p>}
      {error && !content && (
        <Notice role="alert" $tone="error">
          {isForbidden(error) ? t('content.errors.notFound') : t('errors.load')}
        </Notice>
      )}
      {content && (
        <>
          <p>
            <a href={menusHref(content.parkId)}>{t('content.menus.open')}</a>
          </p>
          <Panel aria-labelledby="pages-heading">
            <h2 id="pages-heading">{t('content.pagesOf', { site: content.name })}</h2>
            <TableFrame>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('content.column.page')}</th>
                    <th scope="col">{t('content.column.type')}</th>
                    {content.locales.map((locale) => (
                      <th scope="col" key={locale.id}>
                        {t(`content.language.${locale.language}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {content.paths.map((entry) => (
                    <tr key={entry.path}>
                      <td>
                        <PathLink href={pageHref(content.parkId, entry.path)} aria-label={t('content.editLabel', { path: entry.path })}>
                          {entry.path}
                        </PathLink>
                      </td>
                      <td>{t(`content.pageType.${entry.type}`)}</td>
                      {content.locales.map((locale) => {
                        const page = entry.locales.find((candidate) => candidate.localeId === locale.id);
                        return (
                          <td key={locale.id}>
                            <span lang={locale.language}>{page ? page.title : '–'}</span>
                            {page?.hasDraft && <Badge $draft>{t('content.draftBadge')}</Badge>}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </Panel>
        </>
      )}
    </>
  );
}
