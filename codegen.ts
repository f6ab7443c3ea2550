import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  documents: 'graphql/operations/*.graphql',
  generates: {
    'graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '@/lib/server/graphql/context#GraphQLContext',
        mappers: {
          Locale: '@/lib/server/repositories/locale-repository#LocaleRecord',
          Image: '@/lib/server/repositories/locale-repository#ImageRecord',
          Park: '@/lib/server/repositories/locale-repository#ParkRecord',
        },
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
    'graphql/generated/operations.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true },
    },
  },
};

export default config;
