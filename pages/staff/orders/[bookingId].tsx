import { serverSideProps } from '@/lib/next/server-side';

export { OrderScreen as default } from '@/components/back-office/screens/order-screen';
export const getServerSideProps = serverSideProps('staffOrder');
