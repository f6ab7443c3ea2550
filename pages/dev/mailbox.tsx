import { serverSideProps } from '@/lib/next/server-side';

export { MailboxView as default } from '@/components/views/mailbox-view';
export const getServerSideProps = serverSideProps('mailbox');
