import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { ActivityCard, ActivityGrid } from '@/components/activities/activity-card';
import { SiteLayout } from '@/components/layout/site-layout';
import { useSiteLocale } from '@/components/layout/site-context';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { ContentBlocks } from '../blocks/content-blocks';
import { PageHero } from '../page-hero';
import type { PageOf } from './types';

const Heading = styled.div`
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  margin-bottom: 24px;
  h2 {
    margin: 0;
  }
`;

/** A park's home page: welcome, featured activities, the operator's blocks. */
export function HomePageView({ page }: { page: PageOf<'HomePage'> }) {
  const t = useT();
  const locale = useSiteLocale();
  return (
    <SiteLayout description={page.description}>
      <PageHero title={page.title} lead={page.description} image={page.image ?? locale.image} mobileImage={locale.imageMobile} />
      <Section>
        <Container>
          <Heading>
            <h2>{t('activities.featured')}</h2>
            <ButtonLink href="/things-to-do" $variant="secondary">
              {t('activities.all')}
            </ButtonLink>
          </Heading>
          <ActivityGrid>
            {page.featuredActivities.map((activity) => (
              <ActivityCard key={activity.id} activity={activity} />
            ))}
          </ActivityGrid>
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
