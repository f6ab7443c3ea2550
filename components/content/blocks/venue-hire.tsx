import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Paragraphs } from '@/components/ui/section';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { CONTACT_PATH, ENQUIRY_ANCHOR } from '@/lib/domain/paths';
import type { BlockOfType } from './types';

const Card = styled.div`
  display: grid;
  gap: 24px;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
    padding: 40px;
  }

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius - 6}px;
  }
`;

/** The venue-hire pitch; its button leads to the enquiry form on the contact page. */
export function VenueHireBlock({ block }: { block: BlockOfType<'VenueHire'> }) {
  const t = useT();
  return (
    <Card>
      <div>
        <h2>{block.heading}</h2>
        <Paragraphs text={block.text} />
        <ButtonLink href={`${CONTACT_PATH}#${ENQUIRY_ANCHOR}`}>{t('content.enquire')}</ButtonLink>
      </div>
      {block.image && <ResponsiveImage image={block.image} />}
    </Card>
  );
}
