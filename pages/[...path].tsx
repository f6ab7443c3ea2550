import { loadPage } from '@/lib/server/loaders/content';
import { showsCardFields } from '@/lib/server/loaders/payment-pages';
import { withShell } from '@/lib/server/page-data';

export { PageView as default } from '@/components/views/page-view';
export const getServerSideProps = withShell(loadPage, { payment: showsCardFields });
