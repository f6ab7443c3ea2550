import { serverSideProps } from '@/lib/next/server-side';

export { ConfirmationView as default } from '@/components/views/confirmation-view';
export const getServerSideProps = serverSideProps('booking');
