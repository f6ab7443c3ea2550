import { serverSideProps } from '@/lib/next/server-side';

export { ReservationView as default } from '@/components/views/reservation-view';
export const getServerSideProps = serverSideProps('reservation');
