import { serverSideProps } from '@/lib/next/server-side';

export { WaiversScreen as default } from '@/components/back-office/waivers/waivers-screen';
export const getServerSideProps = serverSideProps('staffWaivers');
