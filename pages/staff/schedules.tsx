import { serverSideProps } from '@/lib/next/server-side';

export { SchedulesScreen as default } from '@/components/back-office/schedules/schedules-screen';
export const getServerSideProps = serverSideProps('staffSchedules');
