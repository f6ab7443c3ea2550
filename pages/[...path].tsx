import { loadPage } from '@/lib/server/site/loaders/content';
import { showsCardFields } from '@/lib/server/site/loaders/payment-pages';
import { withShell } from '@/lib/server/site/page-data';

export { PageView as default } from '@/components/views/page-view';
export const getServerSideProps = withShell(loadPage, { payment: showsCardFields });
