import type { NextApiRequest, NextApiResponse } from 'next';
import { serveSandbox } from '@/sandbox/handler';

// Providers sign exact bytes; the sandbox reads bodies itself.
export const config = { api: { bodyParser: false } };

export default function sandbox(req: NextApiRequest, res: NextApiResponse) {
  return serveSandbox(req, res, ([] as string[]).concat(req.query.asset ?? []));
}
