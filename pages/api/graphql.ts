import { handleGraphQL } from '@/lib/server/graphql/server';

export const config = { api: { bodyParser: { sizeLimit: '64kb' } } };

export default handleGraphQL;
