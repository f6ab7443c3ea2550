import { ImageChoice as PictureChoice, type ChoiceImage } from '../image-choice';
import { useStaffT } from '../translations';

/** The pictures a page may show (its park's and the shared ones), and the park an upload from the editor belongs to. */
export interface Pictures {
  parkId: string | null;
  images: readonly ChoiceImage[];
}

/**
 * One picture of a page or block: the back office's image choice (with "Upload new image…", which chooses
 * the new picture), as the content editor's controlled fields use it (an id, or null for none).
 */
export function ImageChoice({
  id,
  label,
  value,
  pictures,
  optional,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  pictures: Pictures;
  optional?: boolean;
  error?: string | null;
  onChange: (imageId: string | null) => void;
}) {
  const t = useStaffT();
  return (
    <PictureChoice
      name={id}
      label={label}
      images={pictures.images}
      parkId={pictures.parkId}
      value={value ?? ''}
      emptyLabel={optional || !value ? t(optional ? 'content.image.none' : 'content.image.choose') : undefined}
      error={error ? t(error) : null}
      onChange={(event) => onChange(event.target.value || null)}
      onUploaded={(image) => onChange(image.id)}
    />
  );
}
