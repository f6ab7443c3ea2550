import { loadGiftPurchase } from '@/lib/server/site/loaders/booking';
import { withShell } from '@/lib/server/site/page-data';

export { GiftConfirmationView as default } from '@/components/views/gift-confirmation-view';
export const getServerSideProps = withShell(loadGiftPurchase, { personal: true });
