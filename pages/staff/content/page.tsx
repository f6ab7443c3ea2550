import { serverSideProps } from '@/lib/next/server-side';

export { ContentPageScreen as default } from '@/components/back-office/content/page-screen';
export const getServerSideProps = serverSideProps('staffContent');
