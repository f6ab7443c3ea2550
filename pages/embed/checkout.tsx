import { serverSideProps } from '@/lib/next/server-side';

export { CheckoutView as default } from '@/components/views/checkout-view';
export const getServerSideProps = serverSideProps('widgetCheckout');
