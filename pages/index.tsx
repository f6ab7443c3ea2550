import { withShell } from '@/lib/server/page-data';

export { HomeView as default } from '@/components/views/home-view';
export const getServerSideProps = withShell();
