import { withShell } from '@/lib/server/site';

export { CheckoutView as default } from '@/components/views/checkout-view';
export const getServerSideProps = withShell(undefined, { personal: true, payment: true, sameForEveryone: true });
