import Head from 'next/head';
import styled, { css } from 'styled-components';
import { useStaffT } from '../translations';

/** A screen's heading, and the browser tab's title. */
export function ScreenHeading({ children }: { children: string }) {
  const t = useStaffT();
  return (
    <>
      <Head>
        <title>{`${children} · ${t('title')}`}</title>
      </Head>
      <Heading>{children}</Heading>
    </>
  );
}

const Heading = styled.h1`
  font-size: 28px;
  margin: 8px 0 16px;
`;

export const Panel = styled.section`
  padding: 16px;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: #fff;
  h2 {
    font-size: 20px;
  }
  /* A panel's sections sit under its h2: smaller than it, not the site's 28 px h3. */
  h3 {
    font-size: 17px;
    margin-top: 16px;
  }
`;

/** Tables scroll sideways on a phone rather than squeezing their columns. */
export const TableFrame = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 15px;
  }
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** A group of checkboxes under its legend (a package's activities, a promo code's, a pattern's days), 44 px rows. */
export const ChoiceGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  label {
    min-height: 44px;
    align-items: center;
  }
`;

/**
 * On paper, a screen without the back office's frame (demo notice, header, menu) and without its buttons
 * (`.screen-only`), across the page: each printable screen's print style starts with it.
 */
export const printWithoutFrame = css`
  aside,
  header,
  nav,
  .screen-only {
    display: none !important;
  }
  main {
    max-width: none !important;
    padding: 0 !important;
  }
`;

/** A form on one line where it fits (a field and its button), wrapping on a phone. */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 8px 12px;
  > div {
    flex: 1 1 260px;
    max-width: 420px;
  }
  > button {
    min-height: 48px;
    margin-top: 26px;
  }
`;

/** Facts about one thing, a label and its value a row: stacked on a phone, two columns from the small breakpoint. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px 16px;
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
    gap: 6px 16px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 0 0 6px;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.sm} {
    dd {
      margin: 0;
    }
  }
  dd.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .strong {
    font-weight: 800;
  }
`;
