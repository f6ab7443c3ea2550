import { serverSideProps } from '@/lib/next/server-side';

export { ResourcesScreen as default } from '@/components/back-office/resources/resources-screen';
export const getServerSideProps = serverSideProps('staffResources');
