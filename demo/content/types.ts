import type { ActivityType, PageType } from '@/lib/domain/content';
import type { activities, pages, variations } from '../../lib/server/platform/db/schema';

/** A page of one locale; ids are derived from the locale and path when seeding. */
export type SeedPage = Omit<typeof pages.$inferInsert, 'id' | 'localeId' | 'updatedAt' | 'type'> & { type: PageType };

export type SeedVariation = Omit<typeof variations.$inferInsert, 'activityId' | 'sortOrder'>;

/** An activity of one park with its ticket types (BookableActivity and ComboActivity have some). */
export type SeedActivity = Omit<typeof activities.$inferInsert, 'type' | 'sortOrder'> & {
  type: ActivityType;
  variations: SeedVariation[];
};
