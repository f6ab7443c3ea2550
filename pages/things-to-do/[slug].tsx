import { loadActivity } from '@/lib/server/site/loaders/content';
import { withShell } from '@/lib/server/site/page-data';

export { ActivityView as default } from '@/components/views/activity-view';
export const getServerSideProps = withShell(loadActivity);
