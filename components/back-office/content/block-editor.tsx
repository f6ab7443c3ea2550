import type { ContentBlock } from '@/lib/domain/content';
import { moveItem } from '@/lib/domain/content-desk';
import { Button } from '@/components/ui/button';
import { RichTextField } from '../rich-text';
import { useStaffT } from '../translations';
import { ImageChoice, type Pictures } from './image-choice';
import { TextAreaField, TextField, RowButtons, SelectField } from '../ui';

/** A field's problem by its path in the version (blocks[1].heading), as the schema and the server name it. */
export type Problems = Record<string, string>;

const err = (problems: Problems, path: string) => (problems[path] ? { key: problems[path] } : undefined);

/**
 * One block's fields, by its type (lib/domain/content.ts ContentBlock): every text a labelled field, every
 * image one chosen from the site's. `prefix` makes ids unique across the columns of the screen; `lang`
 * is the column's language, so the texts are read and checked as that language.
 */
export function BlockFields({
  block,
  path,
  prefix,
  lang,
  pictures,
  problems,
  onChange,
}: {
  block: ContentBlock;
  path: string;
  prefix: string;
  lang: string;
  pictures: Pictures;
  problems: Problems;
  onChange: (block: ContentBlock) => void;
}) {
  const t = useStaffT();
  const id = (field: string) => `${prefix}-${field}`;
  const text = (field: string, value: string, set: (value: string) => void, area = false) => {
    const props = { id: id(field), name: id(field), label: t(`content.block.${field.replace(/.*\./, '')}`), lang, value, error: err(problems, `${path}.${field}`) };
    return area ? (
      <TextAreaField key={field} {...props} onChange={(event) => set(event.target.value)} />
    ) : (
      <TextField key={field} autoComplete="off" {...props} onChange={(event) => set(event.target.value)} />
    );
  };
  const image = (optional: boolean, value: string | undefined, set: (value: string | undefined) => void) => (
    <ImageChoice id={id('imageId')} label={t('content.block.imageId')} value={value} pictures={pictures} optional={optional} error={problems[`${path}.imageId`]} onChange={(next) => set(next ?? undefined)} />
  );
  switch (block.type) {
    case 'BlockQuote':
      return (
        <>
          {text('quote', block.quote, (quote) => onChange({ ...block, quote }), true)}
          {text('attribution', block.attribution, (attribution) => onChange({ ...block, attribution }))}
        </>
      );
    case 'Cta':
      return (
        <>
          {text('heading', block.heading, (heading) => onChange({ ...block, heading }))}
          {text('text', block.text, (value) => onChange({ ...block, text: value }), true)}
          {text('label', block.label, (label) => onChange({ ...block, label }))}
          {text('href', block.href, (href) => onChange({ ...block, href }))}
          {image(true, block.imageId, (imageId) => onChange({ ...block, imageId }))}
        </>
      );
    case 'FAQs':
      return (
        <>
          {text('heading', block.heading, (heading) => onChange({ ...block, heading }))}
          {block.items.map((item, index) => (
            <fieldset key={index} style={{ display: 'grid', gap: 10 }}>
              <legend>{t('content.block.faqItem', { number: index + 1 })}</legend>
              {text(`items[${index}].question`, item.question, (question) => onChange({ ...block, items: block.items.map((other, at) => (at === index ? { ...other, question } : other)) }))}
              {text(`items[${index}].answer`, item.answer, (answer) => onChange({ ...block, items: block.items.map((other, at) => (at === index ? { ...other, answer } : other)) }), true)}
              <RowButtons>
                <Button type="button" $variant="secondary" disabled={block.items.length < 2} onClick={() => onChange({ ...block, items: block.items.filter((_, at) => at !== index) })}>
                  {t('content.block.removeQuestion', { number: index + 1 })}
                </Button>
              </RowButtons>
            </fieldset>
          ))}
          <RowButtons>
            <Button type="button" $variant="secondary" onClick={() => onChange({ ...block, items: [...block.items, { question: '', answer: '' }] })}>
              {t('content.block.addQuestion')}
            </Button>
          </RowButtons>
        </>
      );
    case 'HtmlContent':
      return (
        <RichTextField
          id={id('html')}
          label={t('content.block.html')}
          hint={t('content.block.htmlHint')}
          lang={lang}
          value={block.html}
          error={err(problems, `${path}.html`)}
          onChange={(html) => onChange({ ...block, html })}
        />
      );
    case 'Image':
      return image(false, block.imageId, (imageId) => onChange({ ...block, imageId: imageId ?? '' }));
    case 'TwoColumn':
      return (
        <>
          {text('heading', block.heading, (heading) => onChange({ ...block, heading }))}
          {text('text', block.text, (value) => onChange({ ...block, text: value }), true)}
          {image(false, block.imageId, (imageId) => onChange({ ...block, imageId: imageId ?? '' }))}
          <SelectField
            id={id('imageSide')}
            name={id('imageSide')}
            label={t('content.block.imageSide')}
            value={block.imageSide}
            options={[
              { value: 'left', label: t('content.block.left') },
              { value: 'right', label: t('content.block.right') },
            ]}
            onChange={(event) => onChange({ ...block, imageSide: event.target.value === 'left' ? 'left' : 'right' })}
          />
        </>
      );
    case 'VenueHire':
      return (
        <>
          {text('heading', block.heading, (heading) => onChange({ ...block, heading }))}
          {text('text', block.text, (value) => onChange({ ...block, text: value }), true)}
          {image(true, block.imageId, (imageId) => onChange({ ...block, imageId }))}
        </>
      );
  }
}

/** The move and remove buttons of a list's item, named for screen readers (which block, which way). */
export function ItemButtons({ index, count, name, onMove, onRemove }: { index: number; count: number; name: string; onMove: (direction: 'up' | 'down') => void; onRemove: () => void }) {
  const t = useStaffT();
  return (
    <RowButtons>
      <Button type="button" $variant="secondary" disabled={index === 0} aria-label={t('content.moveUpLabel', { name })} onClick={() => onMove('up')}>
        {t('content.moveUp')}
      </Button>
      <Button type="button" $variant="secondary" disabled={index === count - 1} aria-label={t('content.moveDownLabel', { name })} onClick={() => onMove('down')}>
        {t('content.moveDown')}
      </Button>
      <Button type="button" $variant="secondary" aria-label={t('content.removeLabel', { name })} onClick={onRemove}>
        {t('content.remove')}
      </Button>
    </RowButtons>
  );
}

export { moveItem };
