import { serverSideProps } from '@/lib/next/server-side';

export { EnquiryScreen as default } from '@/components/back-office/enquiries/enquiry-screen';
export const getServerSideProps = serverSideProps('staffEnquiry');
