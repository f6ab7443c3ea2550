import { serverSideProps } from '@/lib/next/server-side';

export default function Robots() {
  return null;
}
export const getServerSideProps = serverSideProps('robots');
