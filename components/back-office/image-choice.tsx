import { forwardRef, useState, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { useStaffT } from './translations';
import { UploadFields } from './upload-fields';
import { SelectField } from './ui';

const Frame = styled.div`
  display: grid;
  gap: 10px;
`;

const Row = styled.div`
  display: grid;
  gap: 10px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 360px) 200px;
    align-items: end;
  }
  img {
    width: 100%;
    max-width: 200px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Uploader = styled.div`
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3 {
    margin: 0 0 10px;
    font-size: 17px;
  }
`;

const LinkishButton = styled(Button)`
  justify-self: start;
  min-height: 44px;
`;

export interface ChoiceImage {
  id: string;
  title: string;
  url: string;
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  /** The select's name and id (and the prefix of the uploader's fields). */
  name: string;
  images: readonly ChoiceImage[];
  /** The park the thing being edited belongs to: an upload from here is that park's (none: the operator's global site, no upload). */
  parkId: string | null;
  /** The field's label; "Image" when not given. */
  label?: string;
  /** When given, a first, empty choice with these words (an optional picture, or none chosen yet). */
  emptyLabel?: string;
  /** The field's problem, in words. */
  error?: string | null;
  /** The value chosen now, for the preview. */
  value?: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
  /** Called with a new image once uploaded (the form chooses it). */
  onUploaded: (image: ChoiceImage) => void;
}

/**
 * The choice of an image for a form (the catalogue's details and new activity; the page editor's):
 * a list of the park's images by alt text, a preview of the chosen one, and "Upload new image…", which
 * opens the upload fields in place; the new image joins the list and is chosen. Works with
 * react-hook-form's `register` (name, ref, onChange, onBlur) plus the watched value.
 */
export const ImageChoice = forwardRef<HTMLSelectElement, Props>(function ImageChoice({ name, images, parkId, value, onChange, onUploaded, label, emptyLabel, error, ...select }, ref) {
  const t = useStaffT();
  const [uploading, setUploading] = useState(false);
  const [added, setAdded] = useState<ChoiceImage[]>([]);
  const all = [...added.filter((image) => !images.some((known) => known.id === image.id)), ...images];
  const chosen = all.find((image) => image.id === value);

  return (
    <Frame>
      <Row>
        <div>
          <SelectField
            ref={ref}
            name={name}
            label={label ?? t('images.choice.label')}
            options={[...(emptyLabel === undefined ? [] : [{ value: '', label: emptyLabel }]), ...all.map((image) => ({ value: image.id, label: image.title }))]}
            value={value}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${name}-error` : undefined}
            {...select}
          />
          {error && <FieldError id={`${name}-error`}>{error}</FieldError>}
        </div>
        {chosen && <img src={chosen.url} alt="" />}
      </Row>
      {!parkId ? null : uploading ? (
        <Uploader>
          <h3 id={`${name}-upload-heading`}>{t('images.choice.dialogHeading')}</h3>
          <UploadFields
            idPrefix={`${name}-upload`}
            parkId={parkId}
            onCancel={() => setUploading(false)}
            onUploaded={(image) => {
              const choice = { id: image.id, title: image.title, url: image.url };
              setAdded((list) => [choice, ...list]);
              setUploading(false);
              onUploaded(choice);
            }}
          />
        </Uploader>
      ) : (
        <LinkishButton type="button" $variant="secondary" onClick={() => setUploading(true)}>
          {t('images.choice.uploadNew')}
        </LinkishButton>
      )}
    </Frame>
  );
});
