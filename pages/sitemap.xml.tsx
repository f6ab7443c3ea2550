import { sitemapXml, textDocument } from '@/lib/server/seo/sitemap';

export default function Sitemap() {
  return null;
}
export const getServerSideProps = textDocument('application/xml', sitemapXml);
