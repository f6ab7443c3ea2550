import { serverSideProps } from '@/lib/next/server-side';

export { ImagesScreen as default } from '@/components/back-office/images/images-screen';
export const getServerSideProps = serverSideProps('staffImages');
