import { serverSideProps } from '@/lib/next/server-side';

export { PaymentReturnView as default } from '@/components/views/payment-return-view';
export const getServerSideProps = serverSideProps('paymentReturn');
