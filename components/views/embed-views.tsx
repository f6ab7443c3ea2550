import styled from 'styled-components';
import { RiderRequirements } from '@/components/activities/rider-requirements';
import { DeferredBookingPanel } from '@/components/booking/deferred-booking-panel';
import { useSiteLocale, useSiteOrigin } from '@/components/layout/site-context';
import { SiteLayout } from '@/components/layout/site-layout';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Price } from '@/components/ui/price';
import { PAGE_QUERIES } from '@/lib/client/page-queries';
import { usePageData } from '@/lib/client/use-page-data';
import { useT } from '@/lib/client/use-t';
import { activityPath } from '@/lib/domain/paths';

/*
 * The booking widget's own pages (docs/widget.md): the park's activities, and one activity's booking. Its
 * checkout and confirmation are the site's own views, in the widget's shell (components/layout/embedded-layout.tsx).
 */

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;

  li {
    display: grid;
    gap: 6px;
    padding: 14px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 14px;
  }
  h2 {
    font-size: 19px;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  }
`;

/** Whether this site takes the booking itself: the widget only shows the park's own booking. */
const useBooksHere = () => {
  const locale = useSiteLocale();
  return locale.bookingEnabled && !locale.enableProgressiveCheckout;
};

/** The widget's activity list (`/embed/things-to-do`): the park's activities it can book, each to its booking. */
export function EmbedActivitiesView() {
  const t = useT();
  const booksHere = useBooksHere();
  const activities = (usePageData(PAGE_QUERIES.getActivities, {})?.getActivities ?? []).filter((activity) => activity.__typename !== 'ThirdPartyActivity');
  return (
    <SiteLayout title={t('widget.activitiesTitle')}>
      <Container>
        <h1>{t('widget.activitiesTitle')}</h1>
        {!booksHere || activities.length === 0 ? (
          <p>{t('widget.nothingToBook')}</p>
        ) : (
          <List>
            {activities.map((activity) => (
              <li key={activity.id}>
                <h2>{activity.title}</h2>
                <p>{activity.summary}</p>
                <div className="row">
                  {activity.fromPrice ? (
                    <span>
                      {t('activities.from')} <strong><Price money={activity.fromPrice} /></strong>
                    </span>
                  ) : (
                    <span />
                  )}
                  <ButtonLink href={activityPath(activity.slug)} aria-label={t('widget.bookActivity', { title: activity.title })}>
                    {t('activities.book')}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </List>
        )}
      </Container>
    </SiteLayout>
  );
}

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One activity's booking in the widget (`/embed/things-to-do/<slug>`): what the visitor needs to choose, then the booking steps. */
export function EmbedActivityView({ slug }: { slug: string }) {
  const t = useT();
  const booksHere = useBooksHere();
  const siteOrigin = useSiteOrigin();
  const activity = usePageData(PAGE_QUERIES.getActivity, { slug })?.getActivity;
  if (!activity) return null;
  const bookable = booksHere && activity.__typename !== 'ThirdPartyActivity';
  return (
    <SiteLayout title={activity.title}>
      <Container>
        <h1>{activity.title}</h1>
        <Lead>{activity.summary}</Lead>
        {'riders' in activity && activity.riders && <RiderRequirements requirements={activity.riders} />}
        {bookable ? (
          <section aria-labelledby="book-heading" id="book">
            <h2 id="book-heading">{t('booking.heading')}</h2>
            <DeferredBookingPanel
              slug={activity.slug}
              variations={'variations' in activity ? activity.variations : []}
              addOns={activity.__typename === 'BookableActivity' ? activity.addOns : []}
              upgrades={activity.__typename === 'BookableActivity' ? activity.upgrades : []}
            />
          </section>
        ) : (
          <p>
            {t('widget.bookedElsewhere')}{' '}
            <a href={`${siteOrigin}${activityPath(activity.slug)}`} target="_blank" rel="noopener">
              {activity.title}
            </a>
          </p>
        )}
      </Container>
    </SiteLayout>
  );
}
