import { serverSideProps } from '@/lib/next/server-side';

export { CatalogueActivityScreen as default } from '@/components/back-office/catalogue/activity-screen';
export const getServerSideProps = serverSideProps('staffCatalogue');
