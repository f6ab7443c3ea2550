import styled from 'styled-components';
import type { BlockFieldsFragment } from '@/graphql/generated/operations';
import { BlockQuoteBlock } from './block-quote';
import { CtaBlock } from './cta';
import { FaqsBlock } from './faqs';
import { HtmlContentBlock } from './html-content';
import { ImageBlock } from './image-block';
import { TwoColumnBlock } from './two-column';
import { VenueHireBlock } from './venue-hire';

const Stack = styled.div`
  display: grid;
  gap: 48px;
`;

function Block({ block }: { block: BlockFieldsFragment }) {
  switch (block.__typename) {
    case 'BlockQuote':
      return <BlockQuoteBlock block={block} />;
    case 'Cta':
      return <CtaBlock block={block} />;
    case 'FAQs':
      return <FaqsBlock block={block} />;
    case 'HtmlContent':
      return <HtmlContentBlock block={block} />;
    case 'Image':
      return <ImageBlock block={block} />;
    case 'TwoColumn':
      return <TwoColumnBlock block={block} />;
    case 'VenueHire':
      return <VenueHireBlock block={block} />;
  }
}

/** A page's content blocks (lib/domain/content.ts), each with its own component. */
export function ContentBlocks({ blocks }: { blocks: BlockFieldsFragment[] }) {
  if (!blocks.length) return null;
  return (
    <Stack>
      {blocks.map((block, index) => (
        <div key={index} data-block={block.__typename}>
          <Block block={block} />
        </div>
      ))}
    </Stack>
  );
}
