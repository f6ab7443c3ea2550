import { readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, parse } from 'graphql';

const PAGE_RECORD = '@/lib/server/content/content-repository#PageRecord';
const ACTIVITY_RECORD = '@/lib/server/platform/db/schema#ActivityRow';

// The shared scalars (lib/server/graphql/shared.graphql) as the strings they travel as; lib/server/graphql/scalars.ts checks them.
const scalars = { Date: 'string', DateTime: 'string', LocalTime: 'string', Language: "'en' | 'zh-Hant'", CurrencyCode: 'string' };
const OPERATIONS_CONFIG = { useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true, scalars };
const DOCUMENTS_PLUGIN = './graphql/codegen/documents.mjs';
// One definition per file: a fragment's file has no document module of its own (the documents of the
// operations that spread it hold it), so only the operations' files get one.
const operationFiles = (folder: string): string[] =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.graphql'))
    .filter((file) => parse(readFileSync(`${folder}/${file}`, 'utf8')).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION))
    .sort();
const OPERATION_FILES = operationFiles('graphql/operations');
// The operations a page asks for before its GraphQL client has loaded (lib/client/prefetch.ts): their text as that client sends it.
const PREFETCHED_FILES = ['get-checkout.graphql'];
const STAFF_OPERATION_FILES = operationFiles('graphql/staff-operations');

/*
 * Two APIs (lib/server/graphql/schema.ts): the visitors', from every capability's schema.graphql and
 * graphql/base.graphql, with its operations in graphql/operations; the back office's, from every
 * capability's staff.graphql, with its operations in graphql/staff-operations.
 */
const SITE_SCHEMA = ['lib/server/**/*.graphql', '!lib/server/**/staff.graphql'];
const STAFF_SCHEMA = ['lib/server/**/staff.graphql', 'lib/server/graphql/shared.graphql'];
const SITE_DOCUMENTS = 'graphql/operations/*.graphql';
const STAFF_DOCUMENTS = 'graphql/staff-operations/*.graphql';

/** The object types of the visitors' schema that implement `name` (every page type, every activity type). */
const SDL = readdirSync('lib/server', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql') && !file.endsWith('staff.graphql'));
const implementing = (name: string): string[] =>
  SDL.flatMap((file) => parse(readFileSync(`lib/server/${file}`, 'utf8')).definitions)
    .filter((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.interfaces?.some((i) => i.name.value === name))
    .map((d) => (d as { name: { value: string } }).name.value);

const site = { schema: SITE_SCHEMA, documents: SITE_DOCUMENTS };

const config: CodegenConfig = {
  generates: {
    'graphql/generated/resolvers.ts': {
      ...site,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '@/lib/server/locales/request-context#GraphQLContext',
        mappers: {
          Locale: '@/lib/server/locales/locale-repository#LocaleRecord',
          Image: '@/lib/server/locales/locale-repository#ImageRecord',
          Park: '@/lib/server/locales/locale-repository#ParkRecord',
          Page: PAGE_RECORD,
          ...Object.fromEntries(implementing('Page').map((type) => [type, PAGE_RECORD])),
          PageLink: '@/lib/server/content/content-repository#PageLinkRecord',
          Activity: ACTIVITY_RECORD,
          ...Object.fromEntries(implementing('Activity').map((type) => [type, ACTIVITY_RECORD])),
          Variation: '@/lib/server/platform/db/schema#VariationRow',
          AddOn: '@/lib/server/platform/db/schema#AddOnRow',
          Upgrade: '@/lib/server/platform/db/schema#UpgradeRow',
          Cart: '@/lib/server/carts/cart-service#CartView',
          CartItem: '@/lib/server/carts/cart-service#CartItemView',
          Checkout: '@/lib/server/checkout/checkout-service#CheckoutQuote',
          PaymentGateway: '@/lib/server/platform/db/schema#PaymentGatewayRow',
          Order: '@/lib/server/orders/order-store#OrderRecord',
          OrderLine: '@/lib/server/orders/order-store#OrderLineRecord',
          OrderLinePart: '@/lib/server/orders/booking-confirmation#OrderLinePartRecord',
          MyBooking: '@/lib/server/my-booking/my-booking#MyBookingParent',
          MyBookingSession: '@/lib/server/my-booking/my-booking#MyBookingSessionParent',
          BlockQuote: '@/lib/domain/content#BlockOf<"BlockQuote">',
          Cta: '@/lib/domain/content#BlockOf<"Cta">',
          FAQs: '@/lib/domain/content#BlockOf<"FAQs">',
          HtmlContent: '@/lib/domain/content#BlockOf<"HtmlContent">',
          TwoColumn: '@/lib/domain/content#BlockOf<"TwoColumn">',
          VenueHire: '@/lib/domain/content#BlockOf<"VenueHire">',
        },
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
      },
    },
    // Every enum of the schema as a string union, importing nothing: lib/domain takes its codes and
    // statuses from here, as it may not see resolvers.ts (which imports server types for its mappers)
    // and should not depend on which fields the client's operations happen to select.
    'graphql/generated/enums.ts': {
      ...site,
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true, scalars },
    },
    // Apollo's cache needs the interface and union members to match fragments on Page, Activity, ContentBlock.
    'graphql/generated/possible-types.ts': {
      ...site,
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    // The operations' types, and their documents re-exported from one module per operation file
    // (graphql/codegen/documents.mjs): a page's bundle then holds only the documents it uses.
    'graphql/generated/operations.ts': {
      ...site,
      plugins: ['typescript-operations', { [DOCUMENTS_PLUGIN]: { mode: 'reexports' } }],
      config: OPERATIONS_CONFIG,
    },
    ...Object.fromEntries(
      OPERATION_FILES.map((file) => [
        `graphql/generated/documents/${file.replace(/\.graphql$/, '')}.ts`,
        { ...site, plugins: [{ [DOCUMENTS_PLUGIN]: { mode: 'documents', source: file } }], config: OPERATIONS_CONFIG },
      ]),
    ),
    ...Object.fromEntries(
      PREFETCHED_FILES.map((file) => [
        `graphql/generated/requests/${file.replace(/\.graphql$/, '')}.ts`,
        { ...site, plugins: [{ [DOCUMENTS_PLUGIN]: { mode: 'request', source: file } }], config: OPERATIONS_CONFIG },
      ]),
    ),
    // The back office's API: its resolvers' types, and its operations' types with their typed documents a
    // module per operation file, as the site's: a screen's bundle holds the documents it uses, not every
    // desk's (all of them in one module were 18 kB gzipped on every screen, 2026-12-04: docs/performance.md).
    'graphql/generated/staff-resolvers.ts': {
      schema: STAFF_SCHEMA,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '@/lib/server/staff/context#StaffContext',
        mappers: {
          StaffOrder: '@/lib/server/order-desk/order-view#StaffOrderSource',
          Enquiry: '@/lib/server/enquiries/inbox#EnquiryRecord',
        },
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
      },
    },
    // The back office's cache must know its unions' members too, or a fragment on a result union (a desk's
    // done-or-refused answer) would match nothing and its fields would be dropped.
    'graphql/generated/staff-possible-types.ts': {
      schema: STAFF_SCHEMA,
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    'graphql/generated/staff-operations.ts': {
      schema: STAFF_SCHEMA,
      documents: STAFF_DOCUMENTS,
      // typescript-operations writes the schema's enums itself; with 'typescript' too they came out twice.
      plugins: ['typescript-operations', { [DOCUMENTS_PLUGIN]: { mode: 'reexports', folder: 'staff-documents' } }],
      config: OPERATIONS_CONFIG,
    },
    ...Object.fromEntries(
      STAFF_OPERATION_FILES.map((file) => [
        `graphql/generated/staff-documents/${file.replace(/\.graphql$/, '')}.ts`,
        {
          schema: STAFF_SCHEMA,
          documents: STAFF_DOCUMENTS,
          plugins: [{ [DOCUMENTS_PLUGIN]: { mode: 'documents', source: file, types: '../staff-operations' } }],
          config: OPERATIONS_CONFIG,
        },
      ]),
    ),
  },
};

export default config;
