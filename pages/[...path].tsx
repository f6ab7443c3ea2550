import { loadPage } from '@/lib/server/site';
import { showsCardFields } from '@/lib/server/site';
import { withShell } from '@/lib/server/site';

export { PageView as default } from '@/components/views/page-view';
export const getServerSideProps = withShell(loadPage, { payment: showsCardFields });
