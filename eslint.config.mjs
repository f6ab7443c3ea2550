import tseslint from 'typescript-eslint';

const serverImports = {
  group: ['@/lib/server', '@/lib/server/**', '**/lib/server', '**/lib/server/**', '../server', '../server/**'],
  message: 'Browser-side code must not import lib/server (DESIGN §3): go through GraphQL or page data.',
};

// The resolvers' types import server modules (codegen.ts maps GraphQL types to server records).
const resolverTypes = {
  group: ['@/graphql/generated/resolvers', '**/generated/resolvers'],
  message: 'graphql/generated/resolvers.ts brings in server types: take the schema’s enums from @/graphql/generated/enums or operations.',
};

export default tseslint.config(
  { ignores: ['.next/**', '**/.next/**', 'node_modules/**', '.data/**', 'graphql/generated/**', 'test-results/**', 'playwright-report/**', 'playwright-report-visual/**', 'next-env.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['components/**', 'lib/client/**', 'lib/domain/**', 'lib/validation/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, resolverTypes] }] },
  },
  {
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            resolverTypes,
            { group: ['react', 'react-dom', 'next', 'next/**', 'node:*', 'pg', '@/components/**', '@/lib/client/**'], message: 'lib/domain is pure: no I/O, no React, no env (DESIGN §3).' },
          ],
        },
      ],
    },
  },
);
