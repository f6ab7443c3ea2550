import { serverSideProps } from '@/lib/next/server-side';

export { EnquiriesScreen as default } from '@/components/back-office/enquiries/enquiries-screen';
export const getServerSideProps = serverSideProps('staffEnquiries');
