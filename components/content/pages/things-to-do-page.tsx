import { useT } from '@/lib/client/use-t';
import { ActivityCard, ActivityGrid } from '@/components/activities/activity-card';
import { BookBanner } from '@/components/activities/book-banner';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

const GROUPS = ['BookableActivity', 'ComboActivity', 'ThirdPartyActivity'] as const;

/** The activity selection screen: activities, packages, and partners' tours. */
export function ThingsToDoPageView({ page }: { page: PageOf<'ThingsToDoPage'> }) {
  const t = useT();
  return (
    <StandardPage page={page}>
      <BookBanner activities={page.activities} />
      {GROUPS.map((type) => {
        const activities = page.activities.filter((activity) => activity.__typename === type);
        if (!activities.length) return null;
        return (
          <section key={type} aria-labelledby={`group-${type}`} style={{ marginBottom: 56 }}>
            <h2 id={`group-${type}`}>{t(`activities.group.${type}`)}</h2>
            <ActivityGrid>
              {activities.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} />
              ))}
            </ActivityGrid>
          </section>
        );
      })}
    </StandardPage>
  );
}
