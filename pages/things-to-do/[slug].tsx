import { loadActivity } from '@/lib/server/loaders/content';
import { withShell } from '@/lib/server/page-data';

export { ActivityView as default } from '@/components/views/activity-view';
export const getServerSideProps = withShell(loadActivity);
