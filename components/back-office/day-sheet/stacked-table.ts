import styled from 'styled-components';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** Below this width a table becomes a stack of cards (a phone at the gate); a desk and paper get columns. */
const CARDS = '@media screen and (max-width: 719px)';

/**
 * A table at a desk and on paper, a stack of cards on a phone: each row a card, each cell headed by its
 * column's name (its data-label), `.wide` cells across the card. The header row stays for screen readers.
 * Its rules reach its own rows only (`& >`), so a table inside one of its cells keeps its own layout.
 */
export const StackedTable = styled.table<{ $cells?: number }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  & > caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 8px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot th,
  tfoot td {
    font-weight: 800;
    border-bottom: 0;
  }
  ${CARDS} {
    &,
    & > tbody,
    & > tfoot {
      display: block;
    }
    & > thead {
      ${visuallyHidden}
    }
    & > tbody > tr,
    & > tfoot > tr {
      display: grid;
      grid-template-columns: repeat(${({ $cells = 4 }) => $cells}, minmax(0, 1fr));
      gap: 6px 10px;
      margin-bottom: 10px;
      padding: 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 12px;
      background: #fff;
    }
    & > tbody > tr > *,
    & > tfoot > tr > * {
      display: block;
      padding: 0;
      border: 0;
      text-align: left;
    }
    & > tbody > tr > .number,
    & > tfoot > tr > .number {
      text-align: left;
    }
    & > tbody > tr > .wide,
    & > tfoot > tr > .wide {
      grid-column: 1 / -1;
    }
    [data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 12px;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;
