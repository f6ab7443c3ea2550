import { serverSideProps } from '@/lib/next/server-side';

export { GiftPurchaseConfirmationView as default } from '@/components/views/gift-confirmation-view';
export const getServerSideProps = serverSideProps('storedGiftPurchase');
