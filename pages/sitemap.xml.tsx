import { serverSideProps } from '@/lib/next/server-side';

export default function Sitemap() {
  return null;
}
export const getServerSideProps = serverSideProps('sitemap');
