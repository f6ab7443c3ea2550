import { readTypeDefs } from '@/lib/server/graphql/schema';
import fc from 'fast-check';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/*
 * Variables for the client operations, generated from the schema's input types by fast-check: values
 * of the right type (realistic ones too: slugs, ids, codes, dates), wrong types, nulls, missing and
 * extra fields, huge strings and odd Unicode (RTL marks, zero-width, astral plane, CRLF, HTML).
 */

export function schemaFromSdl(): GraphQLSchema {
  const sdl = readTypeDefs().join('\n');
  return buildSchema(sdl);
}

const REALISTIC = [
  'zipline', 'luge', 'nz-zipline-adult', 'nz-arrival', 'nz-windcave', 'hk-card', 'GIFTDEMO50NZ', 'SUMMER10', 'FREEPASS',
  'EXPIRED', '/', '/things-to-do', '/gift-vouchers', 'nz.localhost', 'zh.hk.localhost', '00000000-0000-4000-8000-000000000000',
];

const ODD = [
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'a\r\nBcc: evil@example.com', '\u202eevil\u202c', 'zero\u200bwidth',
  '😀🧗‍♀️𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\ud800', '%00', '../../etc/passwd', "'; drop table orders; --", '{{7*7}}', '${7*7}', ' ', '',
];

const hugeString = fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'Ω'.repeat(n));
const day = fc.integer({ min: -400, max: 400 }).map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));
// Days written right that are not days: the Date scalar refuses them as the visitor's mistake, never a 500.
const impossibleDay = fc.constantFrom('2026-02-31', '2026-13-01', '2026-00-10', '2025-02-29', '0000-01-01', '2026-04-31');

const stringValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...REALISTIC) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: day },
  { weight: 1, arbitrary: hugeString },
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ maxLength: 10 }),
);

const intValue = fc.oneof(
  fc.integer({ min: -5, max: 20 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e300, 0.5),
);

function valueFor(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 12, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wrongType });
  }
  const inner = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(valueFor(type.ofType, depth + 1), { maxLength: depth > 2 ? 1 : 6 });
    if (isEnumType(type)) return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: stringValue });
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      const record = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])), {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      });
      return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: fc.record({ ...Object.fromEntries(fields.map((f) => [f.name, fc.constant(null)])), extra: fc.string() }) }, { weight: 1, arbitrary: fc.constant({}) });
    }
    if (isScalarType(type)) {
      if (type.name === 'Int') return intValue;
      if (type.name === 'Float') return fc.oneof(fc.double(), intValue);
      if (type.name === 'Boolean') return fc.boolean();
      if (type.name === 'Date') return fc.oneof({ weight: 4, arbitrary: day }, { weight: 2, arbitrary: impossibleDay }, { weight: 1, arbitrary: stringValue });
      return stringValue;
    }
    return wrongType;
  })();
  return fc.oneof({ weight: 10, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wrongType });
}

/** An arbitrary of the variables object of one operation. */
export function variablesFor(schema: GraphQLSchema, operation: OperationDefinitionNode): fc.Arbitrary<Record<string, unknown>> {
  const variables = operation.variableDefinitions ?? [];
  return fc.record(
    Object.fromEntries(variables.map((definition) => [definition.variable.name.value, valueFor(typeFromAST(schema, definition.type as never) as GraphQLInputType, 0)])),
    { requiredKeys: [] },
  );
}
