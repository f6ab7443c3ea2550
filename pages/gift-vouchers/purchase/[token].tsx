import { loadGiftPurchase } from '@/lib/server/loaders/booking';
import { withShell } from '@/lib/server/page-data';

export { GiftConfirmationView as default } from '@/components/views/gift-confirmation-view';
export const getServerSideProps = withShell(loadGiftPurchase, { personal: true });
