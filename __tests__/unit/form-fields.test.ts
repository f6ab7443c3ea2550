import { buildASTSchema, concatAST, isEnumType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { checkoutSchema } from '@/lib/domain/customer';
import { enquirySchema } from '@/lib/domain/enquiry';
import { findBookingSchema } from '@/lib/domain/find-booking';
import { giftSchema } from '@/lib/domain/gift';
import { waitingListSchema } from '@/lib/domain/waiting-list';
import { groupDetailsSchema } from '@/lib/domain/group-booking';
import { readTypeDefs } from '@/lib/server/graphql/schema';

// The visitor forms whose refusals the visitors' API answers field by field (FieldProblem.field, a FormField):
// a field missing from the enum would make the answer unserialisable (an internal error, not a message).
const VISITOR_FORMS: Record<string, AnyObjectSchema> = { checkoutSchema, giftSchema, enquirySchema, findBookingSchema, waitingListSchema, groupDetailsSchema };

const formField = buildASTSchema(concatAST(readTypeDefs('site').map((typeDefs) => parse(typeDefs)))).getType('FormField');
const values = isEnumType(formField) ? formField.getValues().map((value) => value.name) : [];

describe('FormField', () => {
  it.each(Object.entries(VISITOR_FORMS))('names every field of %s', (_name, schema) => {
    expect(Object.keys(schema.fields).filter((key) => !values.includes(key))).toEqual([]);
  });

  it('names no field that no visitor form has', () => {
    const keys = new Set(Object.values(VISITOR_FORMS).flatMap((schema) => Object.keys(schema.fields)));
    expect(values.filter((value) => !keys.has(value))).toEqual([]);
  });
});
