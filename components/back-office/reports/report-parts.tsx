import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useStaffT } from '../translations';

/*
 * What every report's view is made of: its downloads, its chart (recharts, a chunk of its own fetched when
 * the first chart is drawn), its tables in a scrolling region a keyboard reaches, and one line for while it
 * loads or when it could not.
 */

export const ReportChart = dynamic(() => import('./report-chart'), { ssr: false });

export const Links = styled.p`
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

export const Figure = styled.figure`
  margin: 0 0 16px;
  min-height: 280px;
`;

const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: 16px;
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

/** A figures table wider than a phone: its region scrolls, so a keyboard must reach it (axe scrollable-region-focusable). */
export function FiguresTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        {children}
      </Table>
    </Scroll>
  );
}

/** A report being read, or one that could not be: said once, the same way for every report. */
export function ReportState({ error }: { error: boolean }) {
  const t = useStaffT();
  return <p role={error ? 'alert' : 'status'}>{error ? t('reports.error') : t('reports.loading')}</p>;
}

/** The range's days as the member reads them, for captions. */
export interface ReportRange {
  parkId: string;
  from: string;
  to: string;
}
