import type {
  GetActivitiesQuery,
  GetActivitiesQueryVariables,
  GetActivityQuery,
  GetActivityQueryVariables,
  GetLocaleQuery,
  GetLocaleQueryVariables,
  GetPageQuery,
  GetPageQueryVariables,
  GetUpcomingSessionsQuery,
  GetUpcomingSessionsQueryVariables,
} from '@/graphql/generated/operations';
import type { PageQueryName } from './page-data';

/**
 * The page queries the shell and the views read in the browser, by name (PageQueryName): the server runs
 * them by their documents (lib/server/site), and __tests__/unit/page-data.test.ts holds each name to its
 * document's operation.
 */
export const PAGE_QUERIES = {
  getLocale: 'getLocale' as PageQueryName<GetLocaleQuery, GetLocaleQueryVariables>,
  getPage: 'getPage' as PageQueryName<GetPageQuery, GetPageQueryVariables>,
  getActivity: 'getActivity' as PageQueryName<GetActivityQuery, GetActivityQueryVariables>,
  getUpcomingSessions: 'getUpcomingSessions' as PageQueryName<GetUpcomingSessionsQuery, GetUpcomingSessionsQueryVariables>,
  getActivities: 'getActivities' as PageQueryName<GetActivitiesQuery, GetActivitiesQueryVariables>,
} as const;
