import { describe, expect, it } from 'vitest';
import { GetActivitiesDocument, GetActivityDocument, GetEnquiryFormDocument, GetLocaleDocument, GetOrderDocument, GetPageDocument, GetUpcomingSessionsDocument } from '@/graphql/generated/operations';
import { operationName, pageDataKey, readPageData, writePageData, type PageData } from '@/lib/client/page-data';
import { PAGE_QUERIES } from '@/lib/client/page-queries';

describe('page data', () => {
  it('names an entry by its operation and variables, whatever their order', () => {
    expect(operationName(GetPageDocument)).toBe('getPage');
    expect(pageDataKey('getSessions', { slug: 'zipline', date: '2026-12-01' })).toBe(pageDataKey('getSessions', { date: '2026-12-01', slug: 'zipline' }));
    expect(pageDataKey('getPage', { path: '/' })).not.toBe(pageDataKey('getPage', { path: '/about' }));
  });

  it('reads back exactly what the server wrote, and null for any other query or variables', () => {
    const pageData: PageData = {};
    const page = { getPage: { __typename: 'HomePage', title: 'Home' } };
    writePageData(pageData, GetPageDocument, { path: '/' }, page);
    writePageData(pageData, GetEnquiryFormDocument, {}, { getEnquiryForm: null });
    expect(readPageData(pageData, GetPageDocument, { path: '/' })).toEqual(page);
    expect(readPageData(pageData, GetPageDocument, { path: '/about' })).toBeNull();
    expect(readPageData(pageData, GetActivityDocument, { slug: 'zipline' })).toBeNull();
    expect(readPageData(undefined, GetPageDocument, { path: '/' })).toBeNull();
    expect(pageData[pageDataKey('getEnquiryForm', {})]).toMatchObject({ operationName: 'getEnquiryForm', variables: {} });
    // Plain JSON: what getServerSideProps returns must survive serialisation unchanged.
    expect(JSON.parse(JSON.stringify(pageData))).toEqual(pageData);
  });

  it('reads by the name the browser knows a query by, its document operation name', () => {
    expect(Object.values(PAGE_QUERIES)).toEqual([GetLocaleDocument, GetPageDocument, GetActivityDocument, GetUpcomingSessionsDocument, GetActivitiesDocument].map(operationName));
    const pageData: PageData = {};
    const activity = { getActivity: { __typename: 'Activity', slug: 'zipline' } };
    writePageData(pageData, GetActivityDocument, { slug: 'zipline' }, activity);
    expect(readPageData(pageData, PAGE_QUERIES.getActivity, { slug: 'zipline' })).toEqual(activity);
    expect(readPageData(pageData, PAGE_QUERIES.getActivity, { slug: 'ropes' })).toBeNull();
    expect(readPageData(pageData, PAGE_QUERIES.getPage, { path: '/' })).toBeNull();
  });

  it('refuses a query without an operation name, which no key could address', () => {
    const anonymous = { ...GetOrderDocument, definitions: GetOrderDocument.definitions.map((d) => ({ ...d, name: undefined })) };
    expect(() => operationName(anonymous as never)).toThrow();
  });
});
