import { serverSideProps } from '@/lib/next/server-side';

export { StoredGiftPurchaseView as default } from '@/components/views/stored-confirmation-view';
export const getServerSideProps = serverSideProps('storedGiftPurchase');
