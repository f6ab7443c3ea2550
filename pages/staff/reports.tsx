import { serverSideProps } from '@/lib/next/server-side';

export { ReportsScreen as default } from '@/components/back-office/reports/reports-screen';
export const getServerSideProps = serverSideProps('staffReports');
