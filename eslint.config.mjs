import tseslint from 'typescript-eslint';

const serverImports = {
  group: ['@/lib/server', '@/lib/server/**', '**/lib/server', '**/lib/server/**', '../server', '../server/**'],
  message: 'Browser-side code must not import lib/server (DESIGN §3): go through GraphQL or page data.',
};

/**
 * The product (lib/, components/, pages/, graphql/) reaches the payment sandbox only over HTTP, through
 * its gateways' settings, as it reaches a real provider; the tools and the demo's data use the product,
 * never the other way round.
 */
const outsideProduct = {
  group: ['@/sandbox', '@/sandbox/**', '@/tools', '@/tools/**', '@/demo', '@/demo/**', '**/sandbox', '**/sandbox/**', '**/tools', '**/tools/**', '**/demo', '**/demo/**'],
  message: 'The product must not import sandbox/, tools/ or demo/: providers are reached over HTTP through gateway settings (demo/sandbox-gateways.ts).',
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
    files: ['lib/**', 'components/**', 'pages/**', 'graphql/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outsideProduct] }] },
  },
  {
    files: ['components/**', 'lib/client/**', 'lib/domain/**', 'lib/validation/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, outsideProduct] }] },
  },
  {
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            outsideProduct,
            { group: ['react', 'react-dom', 'next', 'next/**', 'node:*', 'pg', '@/components/**', '@/lib/client/**'], message: 'lib/domain is pure: no I/O, no React, no env (DESIGN §3).' },
          ],
        },
      ],
    },
  },
);
