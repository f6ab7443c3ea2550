import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ImageFieldsFragment } from '@/graphql/generated/operations';

const Hero = styled.section`
  position: relative;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.text};
  overflow: hidden;

  picture img {
    width: 100%;
    object-fit: cover;
    aspect-ratio: 4 / 3;

    ${({ theme }) => theme.media.md} {
      aspect-ratio: 16 / 6;
    }
  }
`;

const Text = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: 120px 0 32px;
  background: linear-gradient(to top, rgba(10, 18, 28, 0.85), rgba(10, 18, 28, 0));

  p {
    max-width: 680px;
    margin: 0;
    font-size: 18px;
  }
`;

const Plain = styled.section`
  padding: 40px 0 8px;
  background: ${({ theme }) => theme.colors.surface};
`;

interface Props {
  title: string;
  lead?: string;
  image?: ImageFieldsFragment | null;
  mobileImage?: ImageFieldsFragment | null;
  children?: ReactNode;
}

/** The top of a page: its hero image with the title over it, or a plain band without an image. */
export function PageHero({ title, lead, image, mobileImage, children }: Props) {
  const text = (
    <Container>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
      {children}
    </Container>
  );
  if (!image) return <Plain>{text}</Plain>;
  return (
    <Hero>
      <ResponsiveImage image={image} mobile={mobileImage} priority />
      <Text>{text}</Text>
    </Hero>
  );
}
