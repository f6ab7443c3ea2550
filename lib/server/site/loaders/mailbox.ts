import type { MailboxMessage, MailboxViewProps } from '@/components/views/mailbox-view';
import { listMail, mailboxAvailable, mailDirectory, MAIL_FILE_NAME, MAILBOX_SEARCH_MAX, readMail } from '../../mail';
import type { PageLoader } from '../page-data';

const PAGE = /^[1-9]\d{0,5}$/;

/**
 * /dev/mailbox: a page of the messages, newest first (`page`, 1 the newest), only those to a recipient
 * containing `to` when it is given, and one message opened (the `name` parameter, else the page's newest).
 * Answers 404 where the mailbox is not available, and for a name that is malformed or not a message in the
 * folder, a page that is not a number, or a parameter given twice.
 */
export const loadMailbox: PageLoader<MailboxViewProps> = async ({ ctx }) => {
  if (!mailboxAvailable()) return { notFound: true };
  const { name: requested, page: pageParam, to: toParam } = ctx.query;
  if (requested !== undefined && (typeof requested !== 'string' || !MAIL_FILE_NAME.test(requested))) return { notFound: true };
  if (pageParam !== undefined && (typeof pageParam !== 'string' || !PAGE.test(pageParam))) return { notFound: true };
  if (toParam !== undefined && (typeof toParam !== 'string' || toParam.length > MAILBOX_SEARCH_MAX)) return { notFound: true };
  const to = (toParam ?? '').trim();
  const listing = await listMail({ page: pageParam ? Number(pageParam) : 1, to });
  let message: MailboxMessage | null = null;
  if (requested !== undefined) {
    message = await readMail(requested);
    if (!message) return { notFound: true };
  } else if (listing.entries.length) {
    message = await readMail(listing.entries[0].name);
  }
  return { directory: mailDirectory(), ...listing, to, message };
};
