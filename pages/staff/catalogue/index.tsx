import { serverSideProps } from '@/lib/next/server-side';

export { CatalogueScreen as default } from '@/components/back-office/catalogue/catalogue-screen';
export const getServerSideProps = serverSideProps('staffCatalogue');
