import { serverSideProps } from '@/lib/next/server-side';

export { AuditScreen as default } from '@/components/back-office/audit/audit-screen';
export const getServerSideProps = serverSideProps('staffAudit');
