import { StandardPage } from './standard-page';
import type { PageOf } from './types';

/** ContentPage: hero and content blocks. */
export function ContentPageView({ page }: { page: PageOf<'ContentPage'> }) {
  return <StandardPage page={page} />;
}
