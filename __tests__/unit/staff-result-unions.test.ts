import { ApolloClient, ApolloLink, gql, InMemoryCache, type DocumentNode } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  AddEnquiryNoteDocument,
  AdjustGiftCardDocument,
  CloseSessionsDocument,
  CreatePromoCodeDocument,
  SetSessionCapacityDocument,
} from '@/graphql/generated/staff-operations';
import staffPossibleTypes from '@/graphql/generated/staff-possible-types';

/*
 * The desks' mutations answer unions (a done member, a refusal with typed problems). Their operations
 * select each member by its own type, and the back office's Apollo cache knows the staff schema's unions
 * (components/back-office/staff-apollo.ts), so a fragment on the union itself keeps its fields too.
 */

/** A client as the back office makes it (the same cache), answering every operation with `data`. */
async function answered(mutation: DocumentNode, data: Record<string, unknown>, cache = new InMemoryCache({ possibleTypes: staffPossibleTypes.possibleTypes })) {
  const client = new ApolloClient({ cache, link: new ApolloLink(() => of({ data })) });
  return (await client.mutate({ mutation, variables: {} })).data as Record<string, Record<string, unknown>>;
}

const promoCode = {
  __typename: 'StaffPromoCode',
  id: 'p-1',
  code: 'SPRING25',
  kind: 'fixed',
  value: 2500,
  validFrom: '2030-03-01',
  validUntil: null,
  maxUses: null,
  uses: 0,
  activityIds: [],
  status: 'scheduled',
  disabledAt: null,
  createdAt: '2026-12-01T20:00:00.000Z',
};

describe('the desks’ result unions through the back office’s cache', () => {
  it('keep a refusal’s problems', async () => {
    const problem = { __typename: 'ScheduleFormProblem', field: 'capacity', code: 'belowBooked', session: '2026-12-02 09:00', booked: 3, max: null };
    expect(await answered(SetSessionCapacityDocument, { setSessionCapacity: { __typename: 'ScheduleFormRefused', problems: [problem] } })).toEqual({
      setSessionCapacity: { __typename: 'ScheduleFormRefused', problems: [problem] },
    });
    const giftCard = { __typename: 'GiftCardFormRefused', problems: [{ __typename: 'GiftCardFormProblem', field: 'amount', code: 'belowZero' }] };
    expect((await answered(AdjustGiftCardDocument, { adjustGiftCard: giftCard })).adjustGiftCard).toEqual(giftCard);
    const enquiry = { __typename: 'EnquiryFormRefused', problems: [{ __typename: 'EnquiryFormProblem', field: 'text', code: 'noteRequired', max: null }] };
    expect((await answered(AddEnquiryNoteDocument, { addEnquiryNote: enquiry })).addEnquiryNote).toEqual(enquiry);
    expect((await answered(CloseSessionsDocument, { closeSessions: { __typename: 'ClosureRefused', problem: 'REASON_REQUIRED' } })).closeSessions).toEqual({ __typename: 'ClosureRefused', problem: 'REASON_REQUIRED' });
  });

  it('keep what was done', async () => {
    expect((await answered(CreatePromoCodeDocument, { createPromoCode: { __typename: 'PromoCodeSaved', promoCode } })).createPromoCode).toEqual({ __typename: 'PromoCodeSaved', promoCode });
    expect((await answered(SetSessionCapacityDocument, { setSessionCapacity: { __typename: 'ScheduleSaved', id: 's-1' } })).setSessionCapacity).toEqual({ __typename: 'ScheduleSaved', id: 's-1' });
  });

  it('keep them through a fragment on the union itself, which a cache without the schema’s unions would lose', async () => {
    const onTheUnion = gql`
      mutation SetSessionCapacity {
        setSessionCapacity(sessionId: "s-1", capacity: "1") {
          ...OnTheUnion
        }
      }
      fragment OnTheUnion on ScheduleResult {
        __typename
        ... on ScheduleSaved {
          id
        }
      }
    `;
    const saved = { setSessionCapacity: { __typename: 'ScheduleSaved', id: 's-1' } };
    expect((await answered(onTheUnion, saved)).setSessionCapacity.id).toBe('s-1');
    expect((await answered(onTheUnion, saved, new InMemoryCache())).setSessionCapacity.id).toBeUndefined();
  });
});
