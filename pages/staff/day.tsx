import { serverSideProps } from '@/lib/next/server-side';

export { DaySheetScreen as default } from '@/components/back-office/day-sheet/day-sheet-screen';
export const getServerSideProps = serverSideProps('staffDaySheet');
