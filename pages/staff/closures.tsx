import { serverSideProps } from '@/lib/next/server-side';

export { ClosuresScreen as default } from '@/components/back-office/closures/closures-screen';
export const getServerSideProps = serverSideProps('staffClosures');
