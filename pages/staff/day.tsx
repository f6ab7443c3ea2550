import { serverSideProps } from '@/lib/next/server-side';

export { DaySheetScreen as default } from '@/components/back-office/screens/day-sheet-screen';
export const getServerSideProps = serverSideProps('staffDaySheet');
