import { serverSideProps } from '@/lib/next/server-side';

export { StaffHomeScreen as default } from '@/components/back-office/dashboard/home-screen';
export const getServerSideProps = serverSideProps('staffHome');
