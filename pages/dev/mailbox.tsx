import { loadMailbox } from '@/lib/server/site';
import { withShell } from '@/lib/server/site';

export { MailboxView as default } from '@/components/views/mailbox-view';
export const getServerSideProps = withShell(loadMailbox, { personal: true });
