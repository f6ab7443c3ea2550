import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { ActivityBookBar } from '@/components/activities/activity-book-bar';
import { ActivityCard, ActivityGrid } from '@/components/activities/activity-card';
import { ActivityJsonLd } from '@/components/activities/activity-json-ld';
import { BookButton } from '@/components/activities/book-button';
import { RiderRequirements } from '@/components/activities/rider-requirements';
import { DeferredBookingPanel } from '@/components/booking/deferred-booking-panel';
import { PageHero } from '@/components/content/page-hero';
import { useSiteLocale } from '@/components/layout/site-context';
import { SiteLayout } from '@/components/layout/site-layout';
import { Container } from '@/components/ui/container';
import { Price } from '@/components/ui/price';
import { SafeHtml } from '@/components/ui/safe-html';
import { Section } from '@/components/ui/section';
import { PAGE_QUERIES } from '@/lib/client/page-queries';
import { booksThroughCalendar } from '@/lib/domain/event-data';
import { usePageData } from '@/lib/client/use-page-data';

const Layout = styled.div`
  display: grid;
  gap: 40px;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 420px;
    align-items: start;
  }
`;

const Panel = styled.aside`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight.desktop + 16}px;

  h2 {
    font-size: 24px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 20px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0 0 24px;
  dt {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** An activity's page: what it is, its tickets and prices, and the way to book it. */
export function ActivityView({ slug }: { slug: string }) {
  const t = useT();
  const locale = useSiteLocale();
  const activity = usePageData(PAGE_QUERIES.getActivity, { slug })?.getActivity;
  if (!activity) return null;
  const booksHere = booksThroughCalendar(activity.__typename, locale);
  const variations = 'variations' in activity ? activity.variations : [];
  const duration = 'durationMinutes' in activity ? activity.durationMinutes : null;
  const riders = 'riders' in activity ? activity.riders : null;
  // Said with the other requirements where the activity has them (above its description, so before the
  // booking panel on a phone), else as a fact.
  const minAge = 'minAge' in activity && !riders ? activity.minAge : null;
  return (
    <SiteLayout title={activity.title} description={activity.summary}>
      <ActivityJsonLd activity={activity} />
      <PageHero title={activity.title} lead={activity.summary} image={activity.image} />
      <ActivityBookBar activity={activity} panelId="book" />
      <Section>
        <Container>
          <Layout>
            <div>
              {(duration || minAge) && (
                <Facts>
                  {duration && (
                    <div>
                      <dt>{t('activities.duration')}</dt>
                      <dd>{t('activities.minutes', { count: duration })}</dd>
                    </div>
                  )}
                  {minAge && (
                    <div>
                      <dt>{t('activities.minAge')}</dt>
                      <dd>{t('activities.years', { count: minAge })}</dd>
                    </div>
                  )}
                </Facts>
              )}
              {riders && <RiderRequirements requirements={riders} />}
              {/* Sanitised HTML from the server (lib/server/activities/resolvers.ts): older plain text comes as paragraphs. */}
              <SafeHtml html={activity.description} />
              <h2>{t('activities.highlights')}</h2>
              <ul>
                {activity.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </div>
            <Panel id="book" aria-labelledby="book-heading">
              <h2 id="book-heading">{booksHere ? t('booking.heading') : t('activities.tickets')}</h2>
              {booksHere && (
                <DeferredBookingPanel
                  slug={activity.slug}
                  variations={variations}
                  addOns={activity.__typename === 'BookableActivity' ? activity.addOns : []}
                  upgrades={activity.__typename === 'BookableActivity' ? activity.upgrades : []}
                />
              )}
              {!booksHere && variations.length > 0 && (
                <ul>
                  {variations.map((variation) => (
                    <li key={variation.id}>
                      <span>
                        {variation.title}
                        <small>{t('activities.ticketIncludes', { count: variation.participants })}</small>
                      </span>
                      <strong>
                        <Price money={variation.price} />
                      </strong>
                    </li>
                  ))}
                </ul>
              )}
              {!booksHere && variations.length === 0 && activity.fromPrice && (
                <p>
                  {t('activities.from')} <strong><Price money={activity.fromPrice} /></strong>
                </p>
              )}
              {!booksHere && <BookButton activity={activity} />}
            </Panel>
          </Layout>
        </Container>
      </Section>
      {activity.__typename === 'ComboActivity' && activity.includes.length > 0 && (
        <Section>
          <Container>
            <h2>{t('activities.includes')}</h2>
            <ActivityGrid>
              {activity.includes.map((included) => (
                <ActivityCard key={included.id} activity={included} />
              ))}
            </ActivityGrid>
          </Container>
        </Section>
      )}
    </SiteLayout>
  );
}
