import styled from 'styled-components';
import { FieldError } from '@/components/ui/field';
import { SelectField } from '../gift-cards/form-parts';
import { useStaffT } from '../translations';

const Choice = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
  img {
    width: 100%;
    max-width: 180px;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface ChoosableImage {
  id: string;
  title: string;
  url: string;
}

/**
 * One image chosen from the site's images (the `images` rows), with its thumbnail. The one place the
 * content editor picks an image, so an upload button (the image-upload work) can be added here alone.
 */
export function ImageChoice({
  id,
  label,
  value,
  images,
  optional,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  images: readonly ChoosableImage[];
  optional?: boolean;
  error?: string | null;
  onChange: (imageId: string | null) => void;
}) {
  const t = useStaffT();
  const image = images.find((candidate) => candidate.id === value);
  const options = [...(optional || !value ? [{ value: '', label: t(optional ? 'content.image.none' : 'content.image.choose') }] : []), ...images.map((option) => ({ value: option.id, label: option.title }))];
  return (
    <Choice>
      <SelectField id={id} name={id} label={label} value={value ?? ''} options={options} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value || null)} />
      {error && (
        <FieldError id={`${id}-error`}>{t(error)}</FieldError>
      )}
      {image && <img src={image.url} alt="" />}
    </Choice>
  );
}
