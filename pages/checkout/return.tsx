import { withShell } from '@/lib/server/site';

export { PaymentReturnView as default } from '@/components/views/payment-return-view';
export const getServerSideProps = withShell(undefined, { personal: true, payment: true });
