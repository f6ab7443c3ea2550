import tseslint from 'typescript-eslint';

const serverImports = {
  group: ['@/lib/server', '@/lib/server/**', '**/lib/server', '**/lib/server/**', '../server', '../server/**'],
  message: 'Browser-side code must not import lib/server (DESIGN §3): go through GraphQL or page data.',
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
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
  },
  {
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            { group: ['react', 'react-dom', 'next', 'next/**', 'node:*', 'pg', '@/components/**', '@/lib/client/**'], message: 'lib/domain is pure: no I/O, no React, no env (DESIGN §3).' },
          ],
        },
      ],
    },
  },
);
