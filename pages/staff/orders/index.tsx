import { serverSideProps } from '@/lib/next/server-side';

export { OrdersScreen as default } from '@/components/back-office/orders/orders-screen';
export const getServerSideProps = serverSideProps('staffOrders');
