import { loadMailbox } from '@/lib/server/loaders/mailbox';
import { withShell } from '@/lib/server/page-data';

export { MailboxView as default } from '@/components/views/mailbox-view';
export const getServerSideProps = withShell(loadMailbox, { personal: true });
