import { StandardPage } from './standard-page';
import type { PageOf } from './types';

/** GiftVouchersPage: hero and content blocks. */
export function GiftVouchersPageView({ page }: { page: PageOf<'GiftVouchersPage'> }) {
  return <StandardPage page={page} />;
}
