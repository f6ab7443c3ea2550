import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { StaffOrdersDocument, type StaffOrdersQuery } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { FieldLabel, Input } from '@/components/ui/field';
import { useChannelText } from './channel';
import { useStaffFormats } from '../formats';
import { OrderStatusBadge } from './status-badge';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { isBadInput, ScreenHeading } from '../ui';

const Search = styled.form`
  display: grid;
  gap: 12px;
  margin-bottom: 20px;
  grid-template-columns: 1fr;
  label {
    display: grid;
    gap: 4px;
  }
  select {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 10px;
    font: inherit;
    background: #fff;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr auto auto;
    align-items: end;
  }
`;

/** A filter switch, a thumb's size, on the search's grid. */
const GroupsDue = styled.label`
  && {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    align-self: end;
    font-weight: 600;
  }
  input {
    width: 22px;
    height: 22px;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  a {
    align-self: center;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Results = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

/** A result as a card: the whole card is the link, big enough for a thumb. */
const Card = styled.a`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  .id {
    font-family: ui-monospace, Menlo, Consolas, monospace;
    font-weight: 800;
    font-size: 17px;
  }
  .name {
    font-weight: 700;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .end {
    text-align: right;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

type Item = StaffOrdersQuery['orders']['items'][number];

function Result({ item }: { item: Item }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const channelText = useChannelText();
  return (
    <li>
      <Card href={`/orders/${encodeURIComponent(item.bookingId)}`}>
        <span className="id">{item.bookingId}</span>
        <span className="end">
          <OrderStatusBadge status={item.status} />
        </span>
        <span className="name">{item.name}</span>
        <span className="end">{format.money(item.total, item.currency)}</span>
        <span className="muted">
          {item.kind === 'gift' ? t('orders.gift') : item.firstSessionAt ? format.when(item.firstSessionAt, item.timeZone) : t('orders.noSession')}
          {item.kind === 'booking' && ` · ${t('orders.tickets', { count: item.tickets })}`}
        </span>
        <span className="muted end">{item.parkName}</span>
        <span className="muted">
          {item.email}
          {item.phone && ` · ${item.phone}`}
        </span>
        {/* Most orders come from the park's own site: only another channel is worth a line. */}
        {item.channel !== 'site' && <span className="muted wide">{channelText(item.channel, item.channelSource)}</span>}
      </Card>
    </li>
  );
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Orders: find one by booking ID, email, name or phone, or by the day of the visit; phone-first cards,
 * newest first, a page at a time. A plain GET form, so the address keeps the search (back, reload, share).
 */
export function OrdersScreen() {
  const t = useStaffT();
  const { staff } = useStaffShell();
  const { query } = useRouter();
  const search = single(query.q).trim();
  const date = single(query.date);
  const parkId = single(query.park);
  // Group bookings whose balance is still due (lib/server/groups): the desk follows them up.
  const groupsDue = single(query.groups) === 'due';
  const variables = { search: search || null, date: date || null, parkId: parkId || null, groupsWithBalanceDue: groupsDue || null, first: 20 };
  const { data, loading, error, fetchMore } = useQuery(StaffOrdersDocument, { variables });
  const page = data?.orders;
  const searching = Boolean(search || date || parkId || groupsDue);
  return (
    <>
      <ScreenHeading>{t('orders.heading')}</ScreenHeading>
      <Search method="get" action="/orders" role="search">
        <label>
          <FieldLabel as="span">{t('orders.searchLabel')}</FieldLabel>
          <Input type="search" name="q" defaultValue={search} autoComplete="off" inputMode="search" />
        </label>
        <label>
          <FieldLabel as="span">{t('orders.dateLabel')}</FieldLabel>
          <Input type="date" name="date" defaultValue={date} />
        </label>
        {staff && staff.parks.length > 1 ? (
          <label>
            <FieldLabel as="span">{t('orders.parkLabel')}</FieldLabel>
            <select name="park" defaultValue={parkId}>
              <option value="">{t('orders.allParks')}</option>
              {staff.parks.map((park) => (
                <option key={park.id} value={park.id}>
                  {park.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span />
        )}
        <GroupsDue>
          <input type="checkbox" name="groups" value="due" defaultChecked={groupsDue} />
          {t('orders.groupsDue')}
        </GroupsDue>
        <Buttons>
          <Button type="submit">{t('orders.search')}</Button>
          {searching && <a href="/orders">{t('orders.clear')}</a>}
        </Buttons>
      </Search>
      <h2>{searching ? t('orders.results') : t('orders.recent')}</h2>
      {error && <p role="alert">{t(isBadInput(error) ? 'orders.badDate' : 'orders.error')}</p>}
      {loading && !page && <p role="status">{t('orders.loading')}</p>}
      {page && !page.items.length && <p role="status">{t('orders.none')}</p>}
      {page && page.items.length > 0 && (
        <Results>
          {page.items.map((item) => (
            <Result key={item.bookingId} item={item} />
          ))}
        </Results>
      )}
      {page?.nextCursor && (
        <Button
          type="button"
          $variant="secondary"
          disabled={loading}
          onClick={() =>
            fetchMore({
              variables: { ...variables, after: page.nextCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                orders: { ...fetchMoreResult.orders, items: [...(previous.orders?.items ?? []), ...fetchMoreResult.orders.items] },
              }),
            })
          }
        >
          {t('orders.more')}
        </Button>
      )}
    </>
  );
}
