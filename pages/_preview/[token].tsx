import { serverSideProps } from '@/lib/next/server-side';

export { PageView as default } from '@/components/views/page-view';
export const getServerSideProps = serverSideProps('preview');
