import type { ReactNode } from 'react';
import { SiteLayout } from '@/components/layout/site-layout';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { ContentBlocks } from '../blocks/content-blocks';
import { PageHero } from '../page-hero';
import type { PageOf } from './types';

/** Hero, the page's own content, then its blocks (and what comes `after` them): the frame every page type fills in. */
export function StandardPage({ page, children, after }: { page: PageOf; children?: ReactNode; after?: ReactNode }) {
  return (
    <SiteLayout title={page.path === '/' ? undefined : page.title} description={page.description}>
      <PageHero title={page.title} lead={page.description} image={page.image} />
      <Section>
        <Container>
          {children}
          <ContentBlocks blocks={page.blocks} />
          {after}
        </Container>
      </Section>
    </SiteLayout>
  );
}
