import { serverSideProps } from '@/lib/next/server-side';

export { FindBookingView as default } from '@/components/views/find-booking-view';
export const getServerSideProps = serverSideProps('findBooking');
