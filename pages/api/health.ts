import type { NextApiRequest, NextApiResponse } from 'next';
import { checkHealth } from '@/lib/server/platform/health';

export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  const report = await checkHealth();
  res.setHeader('cache-control', 'no-store');
  res.status(report.status === 'down' ? 503 : 200).json(report);
}
