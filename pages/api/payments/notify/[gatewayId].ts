import type { NextApiRequest, NextApiResponse } from 'next';
import { readBody } from '@/lib/server/platform/http/body';
import { handleNotification } from '@/lib/server/payments';

// Providers sign the exact bytes they send; the body is read raw and verified by the gateway's adapter.
export const config = { api: { bodyParser: false } };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Provider notifications, one URL per gateway (issue #5). Forged ones get 401 and change nothing. */
export default async function notify(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST' && req.method !== 'GET') {
    res.setHeader('allow', 'GET, POST');
    res.status(405).end();
    return;
  }
  const read = await readBody(req);
  if (!read.ok) {
    res.status(read.status).end();
    return;
  }
  const reply = await handleNotification(String(req.query.gatewayId), {
    method: req.method,
    // Antom signs the path the notification was posted to.
    path: req.url,
    headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, single(v)])),
    query: Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, single(v)])),
    rawBody: read.text,
  });
  res.status(reply.status).setHeader('content-type', reply.contentType).send(reply.body);
}
