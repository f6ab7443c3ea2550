import { StandardPage } from './standard-page';
import type { PageOf } from './types';

/** AboutPage: hero and content blocks. */
export function AboutPageView({ page }: { page: PageOf<'AboutPage'> }) {
  return <StandardPage page={page} />;
}
