import { sitemapXml, textDocument } from '@/lib/server/site';

export default function Sitemap() {
  return null;
}
export const getServerSideProps = textDocument('application/xml', sitemapXml);
