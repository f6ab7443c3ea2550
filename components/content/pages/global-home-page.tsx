import { useT } from '@/lib/client/use-t';
import { LocaleTiles } from '@/components/layout/locale-tiles';
import { SiteLayout } from '@/components/layout/site-layout';
import { useSiteLocale } from '@/components/layout/site-context';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { ContentBlocks } from '../blocks/content-blocks';
import { PageHero } from '../page-hero';
import type { PageOf } from './types';

/** The operator's global home: the location and language chooser. */
export function GlobalHomePageView({ page }: { page: PageOf<'GlobalHomePage'> }) {
  const t = useT();
  const locale = useSiteLocale();
  return (
    <SiteLayout description={page.description}>
      <PageHero title={page.title} lead={page.description} image={page.image ?? locale.image} mobileImage={locale.imageMobile} />
      <Section>
        <Container>
          <h2>{t('chooser.heading')}</h2>
          <LocaleTiles tiles={page.tiles} />
        </Container>
      </Section>
      <Section>
        <Container>
          <ContentBlocks blocks={page.blocks} />
        </Container>
      </Section>
    </SiteLayout>
  );
}
