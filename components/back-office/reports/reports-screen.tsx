import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { SalesReportDocument } from '@/graphql/generated/staff-operations';
import { isCalendarDay, parkDate } from '@/lib/domain/day-sheet';
import { minorDigits } from '@/lib/domain/money';
import { isSalesGrouping, SALES_GROUPINGS, validRange, type SalesGrouping } from '@/lib/domain/reports';
import { Bar } from '../day-controls';
import { useStaffFormats } from '../formats';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { Refusal, ScreenHeading } from '../ui';

// recharts only here: a chunk of its own, fetched when this screen draws its first chart.
const SalesChart = dynamic(() => import('./sales-chart'), { ssr: false });

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 700;
  }
`;

const Figure = styled.figure`
  margin: 0 0 16px;
  min-height: 280px;
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 8px;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid #ddd;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    white-space: normal;
  }
  tfoot td,
  tfoot th {
    font-weight: 700;
  }
`;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Reports (/reports?park=…&report=…&from=…&to=…): a park's sales and refunds over its local days, grouped
 * by the report chosen, as a chart and a table (the chart's text alternative), with the CSV and Xero
 * downloads. Every figure is the server's (lib/server/reports); the range is in the address.
 */
export function ReportsScreen() {
  const t = useStaffT();
  const router = useRouter();
  const formats = useStaffFormats();
  const { staff } = useStaffShell();
  const parks = staff?.parks ?? [];
  const asked = single(router.query.park);
  const park = parks.find((candidate) => candidate.id === asked) ?? parks[0];
  const today = park ? parkDate(new Date(), park.timeZone) : '';
  const monthStart = `${today.slice(0, 8)}01`;
  const from = single(router.query.from) ?? monthStart;
  const to = single(router.query.to) ?? today;
  const report = single(router.query.report);
  const grouping: SalesGrouping = isSalesGrouping(report) ? report : 'day';
  const parkId = asked ?? park?.id ?? '';
  const mine = parks.some((candidate) => candidate.id === parkId);
  const valid = isCalendarDay(from) && isCalendarDay(to) && validRange(from, to);
  const read = useQuery(SalesReportDocument, { variables: { parkId, grouping, from, to }, skip: !mine || !valid });

  const choose = (next: Record<string, string>) => {
    const query = { park: parkId, report: grouping, from, to, ...next };
    void router.replace({ pathname: router.pathname, query }, `/reports?${new URLSearchParams(query)}`, { shallow: true, scroll: false });
  };

  if (!staff || !park) return null;
  if (!mine) return <Refusal kind="forbidden" />;
  const data = read.data?.salesReport;
  const currency = data?.currency ?? 'NZD';
  const label = (key: string | null): string => {
    if (grouping === 'day' && key) return formats.day(key);
    if (grouping === 'channel' && (key === 'site' || key === 'widget' || key === 'reseller')) return t(`reports.channel.${key}`);
    if (key === null) return grouping === 'promoCode' ? t('reports.noPromoCode') : t('reports.other');
    return key;
  };
  const major = 10 ** minorDigits(currency);
  const groupingName = t(`reports.grouping.${grouping}`);
  const caption = t('reports.caption', { report: groupingName, from: formats.day(from), to: formats.day(to) });
  return (
    <>
      <ScreenHeading>{t('reports.heading')}</ScreenHeading>
      <Bar onSubmit={(event) => event.preventDefault()}>
        {parks.length > 1 && (
          <label>
            {t('daySheet.park')}
            <select value={parkId} onChange={(event) => choose({ park: event.target.value })}>
              {parks.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('reports.report')}
          <select value={grouping} onChange={(event) => choose({ report: event.target.value })}>
            {SALES_GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {t(`reports.grouping.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('reports.from')}
          <input type="date" value={from} required onChange={(event) => event.target.value && choose({ from: event.target.value })} />
        </label>
        <label>
          {t('reports.to')}
          <input type="date" value={to} required onChange={(event) => event.target.value && choose({ to: event.target.value })} />
        </label>
      </Bar>
      {!valid ? (
        <p role="alert">{t('reports.invalidRange')}</p>
      ) : !data ? (
        <p role={read.error ? 'alert' : 'status'}>{read.error ? t('reports.error') : t('reports.loading')}</p>
      ) : (
        <>
          <Links>
            <a href={data.csvPath} download>
              {t('reports.downloadCsv')}
            </a>
            <a href={data.xeroCashPath} download>
              {t('reports.xeroCash')}
            </a>
            <a href={data.xeroAccrualPath} download>
              {t('reports.xeroAccrual')}
            </a>
          </Links>
          {data.rows.length ? (
            <>
              <Figure role="img" aria-label={t('reports.chartLabel', { grouping: groupingName })}>
                <SalesChart
                  rows={data.rows.map((row) => ({ label: label(row.key), sales: row.sales / major, refunds: row.refunds / major }))}
                  salesLabel={t('reports.column.salesIn', { currency })}
                  refundsLabel={t('reports.column.refundsIn', { currency })}
                  format={(value) => formats.money(Math.round(value * major), currency)}
                />
              </Figure>
              {/* Wider than a phone: the region scrolls, so a keyboard must reach it (axe scrollable-region-focusable). */}
              <Scroll tabIndex={0} role="region" aria-label={caption}>
                <Table>
                  <caption>{caption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{groupingName}</th>
                      <th scope="col">{t('reports.column.quantity')}</th>
                      <th scope="col">{t('reports.column.salesIn', { currency })}</th>
                      <th scope="col">{t('reports.column.refundsIn', { currency })}</th>
                      <th scope="col">{t('reports.column.netIn', { currency })}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row) => (
                      <tr key={row.key ?? ''}>
                        <th scope="row">{label(row.key)}</th>
                        <td>{row.quantity}</td>
                        <td>{formats.money(row.sales, currency)}</td>
                        <td>{formats.money(row.refunds, currency)}</td>
                        <td>{formats.money(row.net, currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t('reports.total')}</th>
                      <td>{data.totals.quantity}</td>
                      <td>{formats.money(data.totals.sales, currency)}</td>
                      <td>{formats.money(data.totals.refunds, currency)}</td>
                      <td>{formats.money(data.totals.net, currency)}</td>
                    </tr>
                  </tfoot>
                </Table>
              </Scroll>
            </>
          ) : (
            <p>{t('reports.empty')}</p>
          )}
        </>
      )}
    </>
  );
}
