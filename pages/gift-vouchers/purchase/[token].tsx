import { loadGiftPurchase } from '@/lib/server/site';
import { withShell } from '@/lib/server/site';

export { GiftConfirmationView as default } from '@/components/views/gift-confirmation-view';
export const getServerSideProps = withShell(loadGiftPurchase, { personal: true });
