import { serverSideProps } from '@/lib/next/server-side';

export { ChargeView as default } from '@/components/views/charge-view';
export const getServerSideProps = serverSideProps('charge');
