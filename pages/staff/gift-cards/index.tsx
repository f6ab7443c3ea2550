import { serverSideProps } from '@/lib/next/server-side';

export { GiftCardsScreen as default } from '@/components/back-office/gift-cards/gift-cards-screen';
export const getServerSideProps = serverSideProps('staffGiftCards');
