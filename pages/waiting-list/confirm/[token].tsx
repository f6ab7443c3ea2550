import { serverSideProps } from '@/lib/next/server-side';

export { WaitingListConfirmView as default } from '@/components/views/waiting-list-confirm-view';
export const getServerSideProps = serverSideProps('waitingListConfirm');
