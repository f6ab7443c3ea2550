import { serverSideProps } from '@/lib/next/server-side';

export { ActivityView as default } from '@/components/views/activity-view';
export const getServerSideProps = serverSideProps('activity');
