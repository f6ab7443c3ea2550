import { Timeline } from '../timeline';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

export function TimelinePageView({ page }: { page: PageOf<'TimelinePage'> }) {
  return (
    <StandardPage page={page}>
      <Timeline events={page.events} />
    </StandardPage>
  );
}
