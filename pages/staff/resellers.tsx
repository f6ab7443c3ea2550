import { serverSideProps } from '@/lib/next/server-side';

export { ResellersScreen as default } from '@/components/back-office/resellers/resellers-screen';
export const getServerSideProps = serverSideProps('staffResellers');
