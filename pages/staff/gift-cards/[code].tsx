import { serverSideProps } from '@/lib/next/server-side';

export { GiftCardScreen as default } from '@/components/back-office/gift-cards/gift-card-screen';
export const getServerSideProps = serverSideProps('staffGiftCards');
