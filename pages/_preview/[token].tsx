import { PreviewBanner } from '@/components/content/preview-banner';
import { PageView } from '@/components/views/page-view';
import { serverSideProps } from '@/lib/next/server-side';

export default function PreviewPage({ path }: { path: string }) {
  return (
    <>
      <PreviewBanner />
      <PageView path={path} />
    </>
  );
}
export const getServerSideProps = serverSideProps('preview');
