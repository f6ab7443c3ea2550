import { robotsTxt, textDocument } from '@/lib/server/site/sitemap';

export default function Robots() {
  return null;
}
export const getServerSideProps = textDocument('text/plain', (_domain, origin) => robotsTxt(origin));
