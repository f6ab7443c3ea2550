import { StandardPage } from './standard-page';
import type { PageOf } from './types';

/** ContentBlockPage: hero and content blocks. */
export function ContentBlockPageView({ page }: { page: PageOf<'ContentBlockPage'> }) {
  return <StandardPage page={page} />;
}
