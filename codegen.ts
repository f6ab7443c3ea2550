import { readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { ACTIVITY_TYPES, PAGE_TYPES } from './lib/domain/content';

const PAGE_RECORD = '@/lib/server/repositories/content-repository#PageRecord';
const ACTIVITY_RECORD = '@/lib/server/db/schema#ActivityRow';

const OPERATIONS_CONFIG = { useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true };
const DOCUMENTS_PLUGIN = './graphql/codegen/documents.mjs';
const OPERATION_FILES = readdirSync('graphql/operations').filter((file) => file.endsWith('.graphql')).sort();

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
          Page: PAGE_RECORD,
          ...Object.fromEntries(PAGE_TYPES.map((type) => [type, PAGE_RECORD])),
          PageLink: '@/lib/server/repositories/content-repository#PageLinkRecord',
          Activity: ACTIVITY_RECORD,
          ...Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, ACTIVITY_RECORD])),
          Variation: '@/lib/server/db/schema#VariationRow',
          AddOn: '@/lib/server/db/schema#AddOnRow',
          Upgrade: '@/lib/server/db/schema#UpgradeRow',
          Cart: '@/lib/server/services/cart-service#CartView',
          CartItem: '@/lib/server/services/cart-service#CartItemView',
          Checkout: '@/lib/server/services/checkout-service#CheckoutQuote',
          PaymentGateway: '@/lib/server/db/schema#PaymentGatewayRow',
          Order: '@/lib/server/services/order-view#OrderRecord',
          OrderLine: '@/lib/server/services/order-view#OrderLineRecord',
          BlockQuote: '@/lib/domain/content#BlockOf<"BlockQuote">',
          Cta: '@/lib/domain/content#BlockOf<"Cta">',
          FAQs: '@/lib/domain/content#BlockOf<"FAQs">',
          HtmlContent: '@/lib/domain/content#BlockOf<"HtmlContent">',
          TwoColumn: '@/lib/domain/content#BlockOf<"TwoColumn">',
          VenueHire: '@/lib/domain/content#BlockOf<"VenueHire">',
        },
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
    // Apollo's cache needs the interface and union members to match fragments on Page, Activity, ContentBlock.
    'graphql/generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    // The operations' types, and their documents re-exported from one module per operation file
    // (graphql/codegen/documents.mjs): a page's bundle then holds only the documents it uses.
    'graphql/generated/operations.ts': {
      plugins: ['typescript-operations', { [DOCUMENTS_PLUGIN]: { mode: 'reexports' } }],
      config: OPERATIONS_CONFIG,
    },
    ...Object.fromEntries(
      OPERATION_FILES.map((file) => [
        `graphql/generated/documents/${file.replace(/\.graphql$/, '')}.ts`,
        { plugins: [{ [DOCUMENTS_PLUGIN]: { mode: 'documents', source: file } }], config: OPERATIONS_CONFIG },
      ]),
    ),
  },
};

export default config;
