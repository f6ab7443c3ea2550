import { loadActivity } from '@/lib/server/site';
import { withShell } from '@/lib/server/site';

export { ActivityView as default } from '@/components/views/activity-view';
export const getServerSideProps = withShell(loadActivity);
