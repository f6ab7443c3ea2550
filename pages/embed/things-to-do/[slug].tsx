import { serverSideProps } from '@/lib/next/server-side';

export { EmbedActivityView as default } from '@/components/views/embed-views';
export const getServerSideProps = serverSideProps('widgetActivity');
