import { serverSideProps } from '@/lib/next/server-side';

export { StoredBookingView as default } from '@/components/views/stored-confirmation-view';
export const getServerSideProps = serverSideProps('storedBooking');
