import { serverSideProps } from '@/lib/next/server-side';

export { EmbedActivitiesView as default } from '@/components/views/embed-views';
export const getServerSideProps = serverSideProps('widgetActivities');
