import { serverSideProps } from '@/lib/next/server-side';

export { ReportsScreen as default } from '@/components/back-office/screens/reports-screen';
export const getServerSideProps = serverSideProps('staffReports');
