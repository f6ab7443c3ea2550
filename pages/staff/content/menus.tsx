import { serverSideProps } from '@/lib/next/server-side';

export { ContentMenusScreen as default } from '@/components/back-office/content/menus-screen';
export const getServerSideProps = serverSideProps('staffContent');
