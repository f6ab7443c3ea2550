import { loadBooking } from '@/lib/server/site/loaders/booking';
import { withShell } from '@/lib/server/site/page-data';

export { ConfirmationView as default } from '@/components/views/confirmation-view';
export const getServerSideProps = withShell(loadBooking, { personal: true });
