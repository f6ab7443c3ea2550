import { Timeline } from '../timeline';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

export function HistoryPageView({ page }: { page: PageOf<'HistoryPage'> }) {
  return (
    <StandardPage page={page}>
      <Timeline events={page.events} />
    </StandardPage>
  );
}
