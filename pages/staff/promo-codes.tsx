import { serverSideProps } from '@/lib/next/server-side';

export { PromoCodesScreen as default } from '@/components/back-office/promo-codes/promo-codes-screen';
export const getServerSideProps = serverSideProps('staffPromoCodes');
