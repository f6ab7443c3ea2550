import { serverSideProps } from '@/lib/next/server-side';

export { ContentScreen as default } from '@/components/back-office/content/content-screen';
export const getServerSideProps = serverSideProps('staffContent');
