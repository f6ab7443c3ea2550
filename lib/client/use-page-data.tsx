import type { OperationVariables } from '@apollo/client';
import { createContext, useContext, type ReactNode } from 'react';
import { readPageData, type PageData, type PageQueryName } from './page-data';

const EMPTY: PageData = {};
const PageDataContext = createContext<PageData>(EMPTY);

export function PageDataProvider({ value, children }: { value: PageData | undefined; children: ReactNode }) {
  return <PageDataContext.Provider value={value ?? EMPTY}>{children}</PageDataContext.Provider>;
}

/** Every result the page's getServerSideProps sent. */
export function usePageDataMap(): PageData {
  return useContext(PageDataContext);
}

/**
 * A query the page's getServerSideProps already ran (the locale, the page, the activity): read from the
 * data sent with the page. These never change while the page is open. Null when the page has no result.
 */
export function usePageData<TData, TVariables extends OperationVariables>(query: PageQueryName<TData, TVariables>, variables: TVariables): TData | null {
  return readPageData(usePageDataMap(), query, variables);
}
