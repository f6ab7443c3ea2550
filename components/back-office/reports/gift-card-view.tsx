import { useQuery } from '@apollo/client/react';
import { GiftCardReportDocument } from '@/graphql/generated/staff-operations';
import { minorDigits } from '@/lib/domain/money';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Figure, FiguresTable, Links, ReportChart, ReportState, type ReportRange } from './report-parts';

/**
 * What the park owes on its gift cards: the balance when the range began, each kind of ledger movement,
 * the balance when it ended (opening + movements, to the cent), and each day's, charted; with the CSV.
 */
export function GiftCardView({ range }: { range: ReportRange }) {
  const t = useStaffT();
  const formats = useStaffFormats();
  const read = useQuery(GiftCardReportDocument, { variables: range });
  const data = read.data?.giftCardReport;
  if (!data) return <ReportState error={Boolean(read.error)} />;
  const currency = data.currency ?? 'NZD';
  const major = 10 ** minorDigits(currency);
  const money = (minor: number) => formats.money(minor, currency);
  const days = { from: formats.day(range.from), to: formats.day(range.to) };
  return (
    <>
      <Links>
        <a href={data.csvPath} download>
          {t('reports.downloadCsv')}
        </a>
      </Links>
      <FiguresTable caption={t('reports.giftCards.movementsCaption', days)}>
        <thead>
          <tr>
            <th scope="col">{t('reports.giftCards.movement')}</th>
            <th scope="col">{t('reports.giftCards.entries')}</th>
            <th scope="col">{t('reports.giftCards.amountIn', { currency })}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('reports.giftCards.opening')}</th>
            <td />
            <td>{money(data.opening)}</td>
          </tr>
          {data.movements.map((movement) => (
            <tr key={movement.kind}>
              <th scope="row">{t(`giftCards.kind.${movement.kind}`)}</th>
              <td>{movement.entries}</td>
              <td>{formats.signedMoney(movement.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.giftCards.closing')}</th>
            <td />
            <td>{money(data.closing)}</td>
          </tr>
        </tfoot>
      </FiguresTable>
      {data.days.length ? (
        <>
          <Figure role="img" aria-label={t('reports.giftCards.chartLabel')}>
            <ReportChart
              rows={data.days.map((day) => ({ label: formats.day(day.day), closing: day.closing / major }))}
              series={[{ key: 'closing', name: t('reports.giftCards.closingIn', { currency }), colour: '#1f4fb3' }]}
              format={(value) => money(Math.round(value * major))}
            />
          </Figure>
          <FiguresTable caption={t('reports.giftCards.daysCaption', days)}>
            <thead>
              <tr>
                <th scope="col">{t('reports.giftCards.day')}</th>
                <th scope="col">{t('reports.giftCards.creditsIn', { currency })}</th>
                <th scope="col">{t('reports.giftCards.debitsIn', { currency })}</th>
                <th scope="col">{t('reports.giftCards.closingIn', { currency })}</th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formats.day(day.day)}</th>
                  <td>{money(day.credits)}</td>
                  <td>{money(day.debits)}</td>
                  <td>{money(day.closing)}</td>
                </tr>
              ))}
            </tbody>
          </FiguresTable>
        </>
      ) : (
        <p>{t('reports.giftCards.empty')}</p>
      )}
    </>
  );
}
