import { serverSideProps } from '@/lib/next/server-side';

export { RiderView as default } from '@/components/views/rider-view';
export const getServerSideProps = serverSideProps('rider');
