import type { MailboxMessage, MailboxViewProps } from '@/components/views/mailbox-view';
import { listMail, mailboxAvailable, mailDirectory, MAIL_FILE_NAME, readMail } from '../../mail';
import type { PageLoader } from '../page-data';

/**
 * /dev/mailbox: the newest messages and one opened (the `name` parameter, else the newest). Answers 404
 * where the mailbox is not available, and for a name that is malformed or not a message in the folder.
 */
export const loadMailbox: PageLoader<MailboxViewProps> = async ({ ctx }) => {
  if (!mailboxAvailable()) return { notFound: true };
  const requested = ctx.query.name;
  if (requested !== undefined && (typeof requested !== 'string' || !MAIL_FILE_NAME.test(requested))) return { notFound: true };
  const { total, entries } = await listMail();
  let message: MailboxMessage | null = null;
  if (requested !== undefined) {
    message = await readMail(requested);
    if (!message) return { notFound: true };
  } else if (entries.length) {
    message = await readMail(entries[0].name);
  }
  return { directory: mailDirectory(), total, entries, message };
};
