import { withShell } from '@/lib/server/site/page-data';

export { PaymentReturnView as default } from '@/components/views/payment-return-view';
export const getServerSideProps = withShell(undefined, { personal: true, payment: true });
