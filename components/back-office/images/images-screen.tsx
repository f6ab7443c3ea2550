import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Notice } from '@/components/ui/notice';
import { ImageLibraryDocument } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { ParkChoice, useChosenPark } from '../park-choice';
import { useStaffT } from '../translations';
import { UploadFields } from '../upload-fields';
import { Panel, ScreenHeading } from '../ui';
import { useStaffShell } from '../staff-context';
import { ImageTextsForm } from './image-texts-form';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  gap: 6px;
  align-content: start;
  font-size: 15px;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  /* A picture whose words are open takes the whole row: its four fields are wider than a thumbnail. */
  &:has(details[open]) {
    grid-column: 1 / -1;
    max-width: 640px;
  }
`;

/**
 * Images (/images, issue #23), for managers and owners, one park at a time: the park's library (its
 * uploads, newest first, then the shared pictures), each with its alt text and caption in each
 * language to edit, and the upload form.
 */
export function ImagesScreen() {
  const t = useStaffT();
  const formats = useStaffFormats();
  const { staff } = useStaffShell();
  const { parks, parkId, setParkId } = useChosenPark();
  const [message, setMessage] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ImageLibraryDocument, { variables: { parkId }, skip: !parkId });
  const library = data?.imageLibrary;

  return (
    <>
      <ScreenHeading>{t('images.heading')}</ScreenHeading>
      <p>{t('images.intro')}</p>
      <ParkChoice
        name="images-park"
        label={t('images.park')}
        parks={parks}
        value={parkId}
        onChange={(next) => {
          setParkId(next);
          setMessage(null);
        }}
      />
      {parkId && (
        <Panel aria-labelledby="upload-heading">
          <h2 id="upload-heading">{t('images.upload.heading')}</h2>
          <UploadFields
            key={parkId}
            idPrefix="upload"
            parkId={parkId}
            onUploaded={async (image) => {
              setMessage(t('images.upload.done', { title: image.title }));
              await refetch();
            }}
          />
          {message && (
            <Notice role="status" $tone="success">
              {message}
            </Notice>
          )}
        </Panel>
      )}
      <Panel aria-labelledby="library-heading">
        <h2 id="library-heading">{t('images.libraryHeading')}</h2>
        {loading && !library && <p role="status">{t('images.loading')}</p>}
        {error && !library && (
          <Notice role="alert" $tone="error">
            {t('images.error')}
          </Notice>
        )}
        {library && !library.images.length && <p>{t('images.empty')}</p>}
        {library && library.images.length > 0 && (
          <Grid>
            {library.images.map((image) => (
              <Card key={image.id}>
                <picture>
                  <source srcSet={image.url} type="image/webp" />
                  <img src={image.urlFallback} alt={image.title} width={320} height={180} loading="lazy" />
                </picture>
                <p>{image.title}</p>
                <small>{image.shared ? t('images.shared') : image.uploadedAt ? t('images.uploaded', { date: formats.moment(image.uploadedAt) }) : null}</small>
                {/* A shared picture shows on every park's pages: its words are the owners' (lib/server/images/library.ts). */}
                {(!image.shared || staff?.role === 'owner') && (
                  <details>
                    <summary>{t('images.texts.edit')}</summary>
                    <ImageTextsForm imageId={image.id} texts={image.texts} />
                  </details>
                )}
              </Card>
            ))}
          </Grid>
        )}
      </Panel>
    </>
  );
}
