import { serverSideProps } from '@/lib/next/server-side';

export { SignatureScreen as default } from '@/components/back-office/waivers/signature-screen';
export const getServerSideProps = serverSideProps('staffWaiverSignature');
