import {
  buildASTSchema,
  concatAST,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readTypeDefs } from '@/lib/server/graphql/schema';

/** Field names that hold a value from a closed list (a page's type included): such a field is an enum, so clients get its values typed. */
const VOCABULARY_FIELD = /^(code|status|outcome|kind|type|reason|result)$|(Code|Status|Type)$/;

/** Fields so named that hold free text, not a value from a list: "Type.field" and why. */
const FREE_TEXT: Record<string, string> = {
  'CodeResult.code': 'the voucher or promo code as the visitor typed it',
  'OrderInput.code': 'the voucher or promo code as the visitor typed it',
  'GiftCardBalance.code': "a gift card's own code",
  'MyTicket.code': "a ticket's own code (issue #24)",
  'GiftPurchase.maskedCode': "a gift card's code with all but its last four characters masked",
  'Locale.googleAnalyticsCode': "the operator's tracker ids",
  'Locale.googleTagManagerCode': "the operator's tracker ids",
  'Locale.hubspotCode': "the operator's tracker ids",
  'Locale.facebookCode': "the operator's tracker ids",
  'Locale.bookingEmbedCode': "the operator's booking widget HTML",
  'Locale.progressiveCheckoutCode': "the operator's ROLLER checkout settings",
};

const schema = buildASTSchema(concatAST(readTypeDefs().map((typeDefs) => parse(typeDefs))));

/** The fields of an object, interface or input type; none for the other kinds of type. */
const fieldsOf = (type: GraphQLNamedType): (GraphQLField<unknown, unknown> | GraphQLInputField)[] =>
  isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? Object.values<GraphQLField<unknown, unknown> | GraphQLInputField>(type.getFields()) : [];

/** Every field of the schema's own types, as "Type.field" with its type's name. */
const fields = Object.values(schema.getTypeMap())
  .filter((type) => !type.name.startsWith('__'))
  .flatMap((type) => fieldsOf(type).map((field) => ({ name: field.name, path: `${type.name}.${field.name}`, type: getNamedType(field.type).name })));

describe('the schema’s vocabulary', () => {
  it('types every code, status, outcome, kind, reason and result as an enum, not a String', () => {
    const strings = fields.filter((field) => VOCABULARY_FIELD.test(field.name) && field.type === 'String' && !(field.path in FREE_TEXT));
    expect(strings.map((field) => field.path)).toEqual([]);
  });

  it('lists as free text only String fields that exist', () => {
    const types = Object.fromEntries(fields.map((field) => [field.path, field.type]));
    expect(Object.keys(FREE_TEXT).filter((path) => types[path] !== 'String')).toEqual([]);
  });
});
