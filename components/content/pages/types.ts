import type { GetPageQuery } from '@/graphql/generated/operations';

export type PageOf<T extends string = string> = Extract<NonNullable<GetPageQuery['getPage']>, { __typename?: T }>;
