import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { OccupancyReportDocument } from '@/graphql/generated/staff-operations';
import { percentOf } from '@/lib/domain/reports';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Figure, FiguresTable, Links, ReportChart, ReportState, type ReportRange } from './report-parts';

const Sessions = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 700;
    cursor: pointer;
  }
  .filter {
    display: grid;
    gap: 4px;
    max-width: 320px;
    margin: 8px 0 16px;
  }
  select {
    min-height: 44px;
    font: inherit;
  }
`;

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Occupancy of the range: places booked and checked in by the hour sessions start (chart and table), then
 * every session with its places as the day sheet counts them; each as a CSV.
 */
export function OccupancyView({ range, timeZone }: { range: ReportRange; timeZone: string }) {
  const t = useStaffT();
  const formats = useStaffFormats();
  const read = useQuery(OccupancyReportDocument, { variables: range });
  const [activity, setActivity] = useState('');
  const filterId = useId();
  const data = read.data?.occupancyReport;
  if (!data) return <ReportState error={Boolean(read.error)} />;
  const days = { from: formats.day(range.from), to: formats.day(range.to) };
  const percent = (part: number, whole: number) => `${percentOf(part, whole)} %`;
  const activities = [...new Set(data.sessions.map((session) => session.activity))].sort();
  const shown = activity ? data.sessions.filter((session) => session.activity === activity) : data.sessions;
  return (
    <>
      <Links>
        <a href={data.hoursCsvPath} download>
          {t('reports.occupancy.hoursCsv')}
        </a>
        <a href={data.sessionsCsvPath} download>
          {t('reports.occupancy.sessionsCsv')}
        </a>
      </Links>
      {data.sessions.length ? (
        <>
          <Figure role="img" aria-label={t('reports.occupancy.chartLabel')}>
            <ReportChart
              rows={data.hours.map((hour) => ({ label: hourLabel(hour.hour), capacity: hour.capacity, booked: hour.booked, checkedIn: hour.checkedIn }))}
              series={[
                { key: 'capacity', name: t('reports.occupancy.capacity'), colour: '#8a94a0' },
                { key: 'booked', name: t('reports.occupancy.booked'), colour: '#1f4fb3' },
                { key: 'checkedIn', name: t('reports.occupancy.checkedIn'), colour: '#1f6f43' },
              ]}
              format={(value) => String(value)}
            />
          </Figure>
          <FiguresTable caption={t('reports.occupancy.hoursCaption', days)}>
            <thead>
              <tr>
                <th scope="col">{t('reports.occupancy.hour')}</th>
                <th scope="col">{t('reports.occupancy.sessions')}</th>
                <th scope="col">{t('reports.occupancy.capacity')}</th>
                <th scope="col">{t('reports.occupancy.booked')}</th>
                <th scope="col">{t('reports.occupancy.checkedIn')}</th>
                <th scope="col">{t('reports.occupancy.occupancy')}</th>
              </tr>
            </thead>
            <tbody>
              {data.hours.map((hour) => (
                <tr key={hour.hour}>
                  <th scope="row">{hourLabel(hour.hour)}</th>
                  <td>{hour.sessions}</td>
                  <td>{hour.capacity}</td>
                  <td>{hour.booked}</td>
                  <td>{hour.checkedIn}</td>
                  <td>{percent(hour.booked, hour.capacity)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('reports.total')}</th>
                <td>{data.totals.sessions}</td>
                <td>{data.totals.capacity}</td>
                <td>{data.totals.booked}</td>
                <td>{data.totals.checkedIn}</td>
                <td>{percent(data.totals.booked, data.totals.capacity)}</td>
              </tr>
            </tfoot>
          </FiguresTable>
          {/* A month of sessions is hundreds of rows: folded, and filtered by activity when open. */}
          <Sessions>
            <summary>{t('reports.occupancy.everySession', { count: data.sessions.length })}</summary>
            {/* The select beside its label, not inside: inside, its chosen option would join its name. */}
            <div className="filter">
              <label htmlFor={filterId}>{t('reports.occupancy.activity')}</label>
              <select id={filterId} value={activity} onChange={(event) => setActivity(event.target.value)}>
                <option value="">{t('reports.occupancy.allActivities')}</option>
                {activities.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          <FiguresTable caption={t('reports.occupancy.sessionsCaption', days)}>
            <thead>
              <tr>
                <th scope="col">{t('reports.occupancy.startsAt')}</th>
                <th scope="col">{t('reports.occupancy.activity')}</th>
                <th scope="col">{t('reports.occupancy.capacity')}</th>
                <th scope="col">{t('reports.occupancy.sold')}</th>
                <th scope="col">{t('reports.occupancy.reserved')}</th>
                <th scope="col">{t('reports.occupancy.held')}</th>
                <th scope="col">{t('reports.occupancy.checkedIn')}</th>
                <th scope="col">{t('reports.occupancy.occupancy')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((session) => (
                <tr key={session.sessionId}>
                  <th scope="row">
                    {formats.when(session.startsAt, timeZone)}
                    {session.closed ? ` (${t('reports.occupancy.closed')})` : ''}
                  </th>
                  <td>{session.activity}</td>
                  <td>{session.capacity}</td>
                  <td>{session.sold}</td>
                  <td>{session.reserved}</td>
                  <td>{session.held}</td>
                  <td>{session.checkedIn}</td>
                  <td>{percent(session.sold + session.reserved, session.capacity)}</td>
                </tr>
              ))}
            </tbody>
          </FiguresTable>
          </Sessions>
        </>
      ) : (
        <p>{t('reports.occupancy.empty')}</p>
      )}
    </>
  );
}
