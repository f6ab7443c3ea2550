import { serverSideProps } from '@/lib/next/server-side';

export { NotFoundScreen as default } from '@/components/back-office/not-found-screen';
export const getServerSideProps = serverSideProps('staffNotFound');
