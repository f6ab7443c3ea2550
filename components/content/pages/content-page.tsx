import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { CONTACT_PATH } from '@/lib/domain/paths';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

/** ContentPage: hero and content blocks; the contact page adds the venue-hire enquiry form after them. */
export function ContentPageView({ page }: { page: PageOf<'ContentPage'> }) {
  return <StandardPage page={page} after={page.path === CONTACT_PATH ? <EnquirySection /> : null} />;
}
