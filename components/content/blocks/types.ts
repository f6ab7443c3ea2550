import type { BlockFieldsFragment } from '@/graphql/generated/operations';

export type BlockOfType<T extends BlockFieldsFragment['__typename']> = Extract<BlockFieldsFragment, { __typename: T }>;
