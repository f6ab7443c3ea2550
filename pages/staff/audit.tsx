import { serverSideProps } from '@/lib/next/server-side';

export { AuditScreen as default } from '@/components/back-office/screens/audit-screen';
export const getServerSideProps = serverSideProps('staffAudit');
