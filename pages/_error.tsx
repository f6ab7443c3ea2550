import type { NextPageContext } from 'next';
import { ErrorView } from '@/components/views/error-view';

interface Props {
  statusCode?: number;
}

/** Next's error page: server errors carry a status; a client-side exception has none (SPEC §2, §8). */
function ErrorPage({ statusCode }: Props) {
  return <ErrorView statusCode={statusCode} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? (err as { statusCode?: number } | null | undefined)?.statusCode,
});

export default ErrorPage;
