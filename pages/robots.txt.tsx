import { robotsTxt, textDocument } from '@/lib/server/site';

export default function Robots() {
  return null;
}
export const getServerSideProps = textDocument('text/plain', (_domain, origin) => robotsTxt(origin));
