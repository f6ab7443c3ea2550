import { serverSideProps } from '@/lib/next/server-side';

export { SettingsScreen as default } from '@/components/back-office/settings/settings-screen';
export const getServerSideProps = serverSideProps('staffSettings');
