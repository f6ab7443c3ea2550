import { useQuery } from '@apollo/client/react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import { ContentPageDocument, type ContentPageEditorFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { parkOfSite, siteOf } from './site';
import { VersionEditor } from './version-editor';
import { isForbidden } from '../ui';

const Back = styled.p`
  margin: 0 0 8px;
`;

const Heading = styled.h1`
  font-size: 28px;
  margin: 8px 0 4px;
  overflow-wrap: anywhere;
`;

/** The site's languages side by side from the medium breakpoint (one column per locale); stacked on a phone. */
const Columns = styled.div<{ $count: number }>`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
  & > form {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    background: #fff;
  }
`;

type Editor = ContentPageEditorFieldsFragment;

/**
 * A path's page in each of its site's languages (issue #23): one column per locale, English first, each
 * editing its own draft (its texts, hero image, its type's fields and its blocks) with its own preview,
 * publish, revert and discard. A page of a site the member does not edit, or none, is "not found".
 */
export function ContentPageScreen() {
  const t = useStaffT();
  const { query } = useRouter();
  const site = typeof query.site === 'string' ? query.site : '';
  const path = typeof query.path === 'string' ? query.path : '';
  const { data, loading, error } = useQuery(ContentPageDocument, { variables: { parkId: parkOfSite(site), path }, skip: !site || !path });
  const [changed, setChanged] = useState<Editor | null>(null);
  const editor = changed ?? data?.contentPage;

  return (
    <>
      <Head>
        <title>{`${path || t('content.heading')} · ${t('title')}`}</title>
      </Head>
      <Back>
        <a href={`/content?site=${encodeURIComponent(siteOf(editor?.parkId ?? parkOfSite(site)))}`}>{t('content.back')}</a>
      </Back>
      <Heading>{t('content.pageHeading', { path })}</Heading>
      {editor && <p>{t(`content.pageType.${editor.type}`)}</p>}
      {!editor && loading && <p>{t('loading')}</p>}
      {!editor && (error || (!loading && (!site || !path))) && (
        <Notice role="alert" $tone="error">
          {!error || isForbidden(error) ? t('content.errors.notFound') : t('errors.load')}
        </Notice>
      )}
      {editor && (
        <Columns $count={editor.columns.length}>
          {editor.columns.map((column) => (
            <VersionEditor key={column.pageId} editor={editor} column={column} onChanged={setChanged} />
          ))}
        </Columns>
      )}
    </>
  );
}
