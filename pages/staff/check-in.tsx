import { serverSideProps } from '@/lib/next/server-side';

export { CheckInScreen as default } from '@/components/back-office/check-in/check-in-screen';
export const getServerSideProps = serverSideProps('staffCheckIn');
