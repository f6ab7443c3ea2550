import { loadMailbox } from '@/lib/server/mail/mailbox';
import { withShell } from '@/lib/server/site/page-data';

export { MailboxView as default } from '@/components/views/mailbox-view';
export const getServerSideProps = withShell(loadMailbox, { personal: true });
