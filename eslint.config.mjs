import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/*
 * The dependency rule (docs/architecture.md): pages → views → components → lib/client | lib/domain;
 * loaders and resolvers → their capability → platform + lib/domain. Capabilities use each other only
 * through their index.ts, never in a circle; browser code never imports lib/server, and pages only its
 * types (serve.ts hands them their loaders, lib/next/server-side.ts); nothing in the
 * product imports the sandbox, the tools or the demo data. __tests__/unit/boundaries.test.ts proves
 * each rule fails a violation.
 */

const serverImports = {
  group: ['@/lib/server', '@/lib/server/**', '**/lib/server', '**/lib/server/**', '../server', '../server/**'],
  message: 'Browser-side code must not import lib/server: go through GraphQL or page data (docs/architecture.md).',
};

/*
 * What Next.js compiles (pages/ and the seam in lib/next/) imports no server code, or the server's modules
 * would exist twice in one process: in serve.ts's module graph and in Next's bundles. Types are erased
 * and may be named; the loaders themselves are handed over by serve.ts (lib/next/server-side.ts).
 */
const serverValues = {
  ...serverImports,
  allowTypeImports: true,
  message: 'Pages import no server code (only types): name the loader in lib/server/site/pages.ts and use serverSideProps (lib/next/server-side.ts).',
};

// The resolvers' types import server modules (codegen.ts maps GraphQL types to server records).
const resolverTypes = {
  group: ['@/graphql/generated/resolvers', '**/generated/resolvers'],
  message: 'graphql/generated/resolvers.ts brings in server types: take the schema’s enums from @/graphql/generated/enums or operations.',
};

/** Every folder under lib/server is a capability, but platform (shared by all) and app (the entry). */
const SERVER = 'lib/server';
const OPEN = new Set(['platform', 'app']);
const capabilities = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !OPEN.has(entry.name))
  .map((entry) => entry.name);

/** A capability's GraphQL resolvers, which only lib/server/graphql (the API's composition) imports. */
const resolverFiles = (name) => readdirSync(`${SERVER}/${name}`).filter((file) => /resolvers\.ts$/.test(file)).map((file) => `./${file}`);

const zones = [
  // A capability's files are its own: others (and pages and components) go through its index.ts.
  ...capabilities.flatMap((name) => {
    const others = [...capabilities, ...OPEN].filter((other) => other !== name && other !== 'graphql');
    const message = `Import the ${name} capability through its index.ts (lib/server/${name}/index.ts), its public surface.`;
    const from = `./${SERVER}/${name}`;
    return [
      { target: ['./pages', './components', './lib/client', './lib/domain', ...others.map((other) => `./${SERVER}/${other}`)], from, except: ['./index.ts'], message },
      ...(name === 'graphql' ? [] : [{ target: `./${SERVER}/graphql`, from, except: ['./index.ts', ...resolverFiles(name)], message }]),
    ];
  }),
  // Platform is what every capability shares: it knows none of them.
  {
    target: `./${SERVER}/platform`,
    from: `./${SERVER}`,
    except: ['./platform'],
    message: 'lib/server/platform is shared by every capability and may not import one.',
  },
  // The entry point composes the server; nothing imports it back.
  { target: [`./${SERVER}/!(app)/**`, './pages', './components'], from: `./${SERVER}/app`, message: 'lib/server/app is the entry point: nothing imports it.' },
];

/*
 * The back office (docs/back-office.md): each folder under components/back-office is an area (a desk: its
 * screens and their parts) but the kit (ui) and the shared rich-text field. An area uses the kit, the
 * rich-text field and the shell's own files (the folder's top level), never another area; the kit and the
 * shell know no area. Pages (thin routing files) import an area's screen.
 */
const BACK_OFFICE = 'components/back-office';
const SHARED = new Set(['ui', 'rich-text']);
const areas = readdirSync(BACK_OFFICE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.has(entry.name))
  .map((entry) => entry.name);
const backOfficeZones = [
  ...areas.map((name) => ({
    target: `./${BACK_OFFICE}/${name}`,
    from: areas.filter((other) => other !== name).map((other) => `./${BACK_OFFICE}/${other}`),
    message: `Back-office areas do not import each other: move what ${name} shares with another area into the kit (components/back-office/ui) or the shell's top level.`,
  })),
  {
    target: [`./${BACK_OFFICE}/ui`, `./${BACK_OFFICE}/rich-text`, `./${BACK_OFFICE}/*.{ts,tsx}`],
    from: areas.map((name) => `./${BACK_OFFICE}/${name}`),
    message: 'The back office’s kit and shell know no area: an area is used by its pages only.',
  },
];

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
      // ignoreRestSiblings: `const { own, ...rest } = props` names what it leaves out of `rest`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'sandbox/**/*.ts', 'tools/**/*.ts', 'demo/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Type-only imports count too: a circle of types is still a circle a reader has to untangle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...backOfficeZones] }],
    },
  },
  {
    files: ['lib/**', 'components/**', 'pages/**', 'graphql/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outsideProduct] }] },
  },
  {
    files: ['pages/**', 'lib/next/**', 'instrumentation.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [outsideProduct] }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverValues] }],
    },
  },
  {
    files: ['components/**', 'lib/client/**', 'lib/domain/**', 'lib/validation/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, resolverTypes, outsideProduct] }] },
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
            outsideProduct,
            { group: ['react', 'react-dom', 'next', 'next/**', 'node:*', 'pg', '@/components/**', '@/lib/client/**'], message: 'lib/domain is pure: no I/O, no React, no env (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
);
