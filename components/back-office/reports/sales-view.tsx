import { useQuery } from '@apollo/client/react';
import { SalesReportDocument } from '@/graphql/generated/staff-operations';
import { minorDigits } from '@/lib/domain/money';
import { noKeyWords, type SalesGrouping } from '@/lib/domain/reports';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Figure, FiguresTable, Links, ReportChart, ReportState, type ReportRange } from './report-parts';

/** Sales and refunds of the range grouped one way, as a chart and its table, with the CSV and Xero downloads. */
export function SalesView({ range, grouping }: { range: ReportRange; grouping: SalesGrouping }) {
  const t = useStaffT();
  const formats = useStaffFormats();
  const read = useQuery(SalesReportDocument, { variables: { ...range, grouping } });
  const data = read.data?.salesReport;
  if (!data) return <ReportState error={Boolean(read.error)} />;
  const currency = data.currency ?? 'NZD';
  const label = (key: string | null): string => {
    if (grouping === 'day' && key) return formats.day(key);
    if (grouping === 'channel' && (key === 'site' || key === 'widget' || key === 'reseller')) return t(`reports.channel.${key}`);
    if (key === null) return t(noKeyWords(grouping));
    return key;
  };
  const major = 10 ** minorDigits(currency);
  const groupingName = t(`reports.grouping.${grouping}`);
  const caption = t('reports.caption', { report: groupingName, from: formats.day(range.from), to: formats.day(range.to) });
  return (
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
            <ReportChart
              rows={data.rows.map((row) => ({ label: label(row.key), sales: row.sales / major, refunds: row.refunds / major }))}
              series={[
                { key: 'sales', name: t('reports.column.salesIn', { currency }), colour: '#1f6f43' },
                { key: 'refunds', name: t('reports.column.refundsIn', { currency }), colour: '#b3261e' },
              ]}
              format={(value) => formats.money(Math.round(value * major), currency)}
            />
          </Figure>
          <FiguresTable caption={caption}>
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
          </FiguresTable>
        </>
      ) : (
        <p>{t('reports.empty')}</p>
      )}
    </>
  );
}
