import { serverSideProps } from '@/lib/next/server-side';

export { OrderScreen as default } from '@/components/back-office/orders/order-screen';
export const getServerSideProps = serverSideProps('staffOrder');
