import { serverSideProps } from '@/lib/next/server-side';

export { MyBookingView as default } from '@/components/views/my-booking-view';
export const getServerSideProps = serverSideProps('myBooking');
