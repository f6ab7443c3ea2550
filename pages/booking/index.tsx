import { serverSideProps } from '@/lib/next/server-side';

export { BookingConfirmationView as default } from '@/components/views/confirmation-view';
export const getServerSideProps = serverSideProps('storedBooking');
