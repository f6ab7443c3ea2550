import { createGlobalStyle } from 'styled-components';
import { printWithoutFrame } from '../ui';

/**
 * The day sheet on paper: no frame (demo notice, header, menu), no buttons or download links, the table
 * across the page in print sizes, and each session's open manifest kept with it where it fits.
 */
export const DaySheetPrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 12mm;
    }
    ${printWithoutFrame}
    h1 {
      font-size: 18pt !important;
      margin: 0 0 8pt !important;
    }
    table {
      font-size: 10pt !important;
    }
    tr {
      break-inside: avoid;
    }
    a {
      color: inherit !important;
      text-decoration: none !important;
    }
  }
`;
