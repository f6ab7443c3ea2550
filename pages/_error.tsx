import type { NextPageContext } from 'next';
import { ErrorView } from '@/components/views/error-view';
import { reportClientError } from '@/lib/client/error-reporting';

interface Props {
  statusCode?: number;
}

/** Next's error page: server errors carry a status; a client-side exception has none. */
function ErrorPage({ statusCode }: Props) {
  return <ErrorView statusCode={statusCode} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => {
  // A client-side exception was caught by Next's boundary, so no global handler saw it: report it here.
  // Server errors are reported by instrumentation.ts (onRequestError).
  if (!res && err) reportClientError(err);
  return { statusCode: res?.statusCode ?? (err as { statusCode?: number } | null | undefined)?.statusCode };
};

export default ErrorPage;
