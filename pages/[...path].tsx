import { withShell } from '@/lib/server/page-data';

// Content pages are addressed by path within a locale; a path with no page answers 404 (SPEC §2).
export { default } from './404';
export const getServerSideProps = withShell(async () => ({ notFound: true as const }));
