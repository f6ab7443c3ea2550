import type { Resolvers } from '@/graphql/generated/resolvers';
import { localeResolvers } from './locale';

export const resolvers: Resolvers[] = [localeResolvers];
