import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { EnquiriesDocument, type EnquiriesQuery, type EnquiryStatus } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldLabel, Input } from '@/components/ui/field';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { ENQUIRY_SEARCH_MAX, ENQUIRY_STATUSES, isEnquiryStatus } from '@/lib/domain/enquiry-inbox';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { EnquiryStatusBadge, Muted, useEnquiryDates } from './enquiry-parts';
import { Panel, ScreenHeading, TableFrame } from '../ui';

const PAGE = 50;

type Enquiry = EnquiriesQuery['enquiries']['enquiries'][number];

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** The inbox's address with these filters (a plain link: every filter is a page of its own, bookmarkable). */
function inboxHref(filters: { status?: string; search?: string; park?: string }): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  const text = query.toString();
  return text ? `/enquiries?${text}` : '/enquiries';
}

const Filters = styled.form<{ $parks: boolean }>`
  display: grid;
  gap: 12px;
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $parks }) => ($parks ? 'minmax(180px, auto) 1fr auto' : '1fr auto')};
  }
  > div {
    display: grid;
    gap: 6px;
  }
  select,
  input {
    width: 100%;
    min-height: 44px;
  }
  select {
    font: inherit;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 10px;
    background: #fff;
  }
`;

const Tabs = styled.nav`
  margin: 0 0 16px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 2px;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.text};
    color: #fff;
  }
`;

/** Phones: one card per enquiry, the whole card a target for the thumb. */
const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
  li {
    position: relative;
    display: grid;
    gap: 4px;
    padding: 14px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    background: #fff;
  }
  li:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  h2 {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    margin: 0;
    font-size: 18px;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  h2 a:focus {
    outline: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
  }
`;

const Excerpt = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 15px;
`;

/** Desks: a table, one row per enquiry. */
const DeskTable = styled(TableFrame)`
  display: none;
  margin-bottom: 16px;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
  td a {
    font-weight: 700;
  }
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

/**
 * The events team's inbox (issue #22): the enquiries of the member's parks, newest first, by status (each
 * with its count) and by search; cards on a phone, a table at a desk. Opening one shows everything about it.
 */
export function EnquiriesScreen() {
  const t = useStaffT();
  const { staff } = useStaffShell();
  const router = useRouter();
  const wanted = single(router.query.status);
  const status: EnquiryStatus | null = isEnquiryStatus(wanted) ? wanted : null;
  const search = single(router.query.search).slice(0, ENQUIRY_SEARCH_MAX);
  const parks = staff?.parks ?? [];
  const park = parks.find((candidate) => candidate.id === single(router.query.park))?.id ?? null;
  const { data, loading, error, fetchMore } = useQuery(EnquiriesDocument, { variables: { status, search: search || null, parkId: park, limit: PAGE } });
  const [older, setOlder] = useState<{ enquiries: Enquiry[]; nextBefore: string | null } | null>(null);
  const dates = useEnquiryDates();

  const page = data?.enquiries;
  const enquiries = [...(page?.enquiries ?? []), ...(older?.enquiries ?? [])];
  const nextBefore = older ? older.nextBefore : (page?.nextBefore ?? null);
  const filters = { search, park: park ?? '' };

  const loadOlder = async () => {
    if (!nextBefore) return;
    const next = await fetchMore({ variables: { before: nextBefore }, updateQuery: (previous) => previous });
    const more = next.data?.enquiries;
    if (more) setOlder((shown) => ({ enquiries: [...(shown?.enquiries ?? []), ...more.enquiries], nextBefore: more.nextBefore }));
  };

  const event = (enquiry: Enquiry) => t(`enquiries.functionType.${enquiry.functionType}`, { defaultValue: enquiry.functionType });
  const received = (enquiry: Enquiry) => dates.moment(enquiry.receivedAt, enquiry.timeZone);

  return (
    <>
      <ScreenHeading>{t('enquiries.heading')}</ScreenHeading>
      <Panel>
        <Filters method="get" action="/enquiries" role="search" $parks={parks.length > 1}>
          {status && <input type="hidden" name="status" value={status} />}
          {parks.length > 1 && (
            <div>
              <FieldLabel htmlFor="enquiries-park">{t('enquiries.park')}</FieldLabel>
              <select id="enquiries-park" name="park" defaultValue={park ?? ''}>
                <option value="">{t('enquiries.allParks')}</option>
                {parks.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <FieldLabel htmlFor="enquiries-search">{t('enquiries.searchLabel')}</FieldLabel>
            <Input id="enquiries-search" name="search" type="search" defaultValue={search} maxLength={ENQUIRY_SEARCH_MAX} autoComplete="off" />
          </div>
          <Button type="submit">{t('enquiries.search')}</Button>
        </Filters>
      </Panel>

      <Tabs aria-label={t('enquiries.statusFilter')}>
        <ul>
          {([null, ...ENQUIRY_STATUSES] as const).map((value) => {
            const label = value ? t(`enquiries.status.${value}`) : t('enquiries.all');
            const count = page?.counts[value ?? 'all'];
            return (
              <li key={value ?? 'all'}>
                <a href={inboxHref({ ...filters, status: value ?? '' })} aria-current={value === status ? 'page' : undefined}>
                  {count === undefined ? label : t('enquiries.filterCount', { label, count })}
                </a>
              </li>
            );
          })}
        </ul>
      </Tabs>

      {error && <p role="alert">{t('errors.load')}</p>}
      {loading && !data && <p>{t('loading')}</p>}
      {data && !enquiries.length && <p>{t('enquiries.none')}</p>}
      {enquiries.length > 0 && (
        <>
          <Cards aria-label={t('enquiries.listCaption')}>
            {enquiries.map((enquiry) => (
              <li key={enquiry.id}>
                <h2>
                  <a href={`/enquiries/${enquiry.id}`}>{enquiry.name}</a>
                  <EnquiryStatusBadge status={enquiry.status} />
                </h2>
                <p>
                  {event(enquiry)} · {t('enquiries.guests', { count: enquiry.guests })} · {dates.day(enquiry.preferredDate)}
                </p>
                <Muted>
                  {received(enquiry)}
                  {parks.length > 1 ? ` · ${enquiry.parkName}` : ''}
                </Muted>
                {enquiry.message && <Excerpt>{enquiry.message}</Excerpt>}
              </li>
            ))}
          </Cards>
          <DeskTable>
            <table>
              <caption>
                <VisuallyHidden>{t('enquiries.listCaption')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('enquiries.received')}</th>
                  <th scope="col">{t('enquiries.name')}</th>
                  <th scope="col">{t('enquiries.event')}</th>
                  <th scope="col" className="number">
                    {t('enquiries.guestsLabel')}
                  </th>
                  <th scope="col">{t('enquiries.preferredDate')}</th>
                  {parks.length > 1 && <th scope="col">{t('enquiries.park')}</th>}
                  <th scope="col">{t('enquiries.statusLabel')}</th>
                </tr>
              </thead>
              <tbody>
                {enquiries.map((enquiry) => (
                  <tr key={enquiry.id}>
                    <td>{received(enquiry)}</td>
                    <td>
                      <a href={`/enquiries/${enquiry.id}`}>{enquiry.name}</a>
                      <small>{enquiry.email}</small>
                    </td>
                    <td>
                      {event(enquiry)}
                      <small>{t(`enquiries.bookingType.${enquiry.bookingType}`, { defaultValue: enquiry.bookingType })}</small>
                    </td>
                    <td className="number">{enquiry.guests}</td>
                    <td>{dates.day(enquiry.preferredDate)}</td>
                    {parks.length > 1 && <td>{enquiry.parkName}</td>}
                    <td>
                      <EnquiryStatusBadge status={enquiry.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DeskTable>
        </>
      )}
      {nextBefore && (
        <p>
          <Button type="button" $variant="secondary" onClick={() => void loadOlder()}>
            {t('enquiries.older')}
          </Button>
        </p>
      )}
    </>
  );
}
