import { withShell } from '@/lib/server/site';

export { StoredBookingView as default } from '@/components/views/stored-confirmation-view';
export const getServerSideProps = withShell(undefined, { personal: true });
