import { useRouter } from 'next/router';
import { isCalendarDay, parkDate } from '@/lib/domain/day-sheet';
import { isReportKind, isSalesGrouping, REPORT_KINDS, SALES_GROUPINGS, validRange, type ReportKind } from '@/lib/domain/reports';
import { Bar } from '../day-controls';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { Refusal, ScreenHeading } from '../ui';
import { GiftCardView } from './gift-card-view';
import { OccupancyView } from './occupancy-view';
import { SalesView } from './sales-view';

/** The reports that are not sales grouped one way. */
const OTHER_REPORTS = REPORT_KINDS.filter((kind) => !isSalesGrouping(kind));

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Reports (/reports?park=…&report=…&from=…&to=…): a park's sales and refunds grouped one way, its
 * occupancy, or its gift cards' liability, over its local days, each as a chart and tables (the chart's
 * text alternative) with its downloads. Every figure is the server's (lib/server/reports); the choices
 * are in the address.
 */
export function ReportsScreen() {
  const t = useStaffT();
  const router = useRouter();
  const { staff } = useStaffShell();
  const parks = staff?.parks ?? [];
  const asked = single(router.query.park);
  const park = parks.find((candidate) => candidate.id === asked) ?? parks[0];
  const today = park ? parkDate(new Date(), park.timeZone) : '';
  const monthStart = `${today.slice(0, 8)}01`;
  const from = single(router.query.from) ?? monthStart;
  const to = single(router.query.to) ?? today;
  const report = single(router.query.report);
  const kind: ReportKind = isReportKind(report) ? report : 'day';
  const parkId = asked ?? park?.id ?? '';
  const mine = parks.some((candidate) => candidate.id === parkId);
  const valid = isCalendarDay(from) && isCalendarDay(to) && validRange(from, to);

  const choose = (next: Record<string, string>) => {
    const query = { park: parkId, report: kind, from, to, ...next };
    void router.replace({ pathname: router.pathname, query }, `/reports?${new URLSearchParams(query)}`, { shallow: true, scroll: false });
  };

  if (!staff || !park) return null;
  if (!mine) return <Refusal kind="forbidden" />;
  const range = { parkId, from, to };
  const timeZone = parks.find((candidate) => candidate.id === parkId)?.timeZone ?? park.timeZone;
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
          <select value={kind} onChange={(event) => choose({ report: event.target.value })}>
            <optgroup label={t('reports.salesBy')}>
              {SALES_GROUPINGS.map((grouping) => (
                <option key={grouping} value={grouping}>
                  {t(`reports.grouping.${grouping}`)}
                </option>
              ))}
            </optgroup>
            {OTHER_REPORTS.map((other) => (
              <option key={other} value={other}>
                {t(`reports.grouping.${other}`)}
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
      ) : kind === 'occupancy' ? (
        <OccupancyView range={range} timeZone={timeZone} />
      ) : kind === 'giftCards' ? (
        <GiftCardView range={range} />
      ) : (
        isSalesGrouping(kind) && <SalesView range={range} grouping={kind} />
      )}
    </>
  );
}
