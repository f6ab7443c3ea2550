import { serverSideProps } from '@/lib/next/server-side';

export { EmbeddedConfirmationView as default } from '@/components/views/confirmation-view';
export const getServerSideProps = serverSideProps('widgetBooking');
