import { loadBooking } from '@/lib/server/site';
import { withShell } from '@/lib/server/site';

export { ConfirmationView as default } from '@/components/views/confirmation-view';
export const getServerSideProps = withShell(loadBooking, { personal: true });
