import { serverSideProps } from '@/lib/next/server-side';

export { KioskScreen as default } from '@/components/back-office/kiosk/kiosk-screen';
export const getServerSideProps = serverSideProps('staffKiosk');
