import { serverSideProps } from '@/lib/next/server-side';

export { GiftConfirmationView as default } from '@/components/views/gift-confirmation-view';
export const getServerSideProps = serverSideProps('giftPurchase');
