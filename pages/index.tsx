import { loadPage } from '@/lib/server/loaders/content';
import { withShell } from '@/lib/server/page-data';

export { PageView as default } from '@/components/views/page-view';
export const getServerSideProps = withShell(loadPage);
