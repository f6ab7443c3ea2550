import { handleGraphQL } from '@/lib/server/graphql';

// In production serve.ts answers /api/graphql before Next routes it, with the same parsing and limits
// (lib/server/graphql/endpoint.ts); this route serves `npm run dev` and plain `next start`.

export const config = { api: { bodyParser: { sizeLimit: '64kb' } } };

export default handleGraphQL;
