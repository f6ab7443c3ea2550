import { loadBooking } from '@/lib/server/loaders/booking';
import { withShell } from '@/lib/server/page-data';

export { ConfirmationView as default } from '@/components/views/confirmation-view';
export const getServerSideProps = withShell(loadBooking, { personal: true });
