import { asc } from 'drizzle-orm';
import { readCache } from '../platform/cache';
import { db } from '../platform/db/client';
import { paymentGateways, type PaymentGatewayRow } from '../platform/db/schema';
import { adapters } from './adapters';
import { gatewayStartProblems } from './gateway-checks';
import { gatewayContext } from './gateway-context';

const gatewayCache = readCache(() => db().select().from(paymentGateways).orderBy(asc(paymentGateways.sortOrder), asc(paymentGateways.id)));

/**
 * Each locale's usable gateways, worked out once per read of the table (a new read is a new array):
 * checking a gateway's settings reads the environment, and every page asks (browserProviders), about 1%
 * of a page rendered afresh (issue #25).
 */
const usableByLocale = new WeakMap<PaymentGatewayRow[], Map<string, PaymentGatewayRow[]>>();

/** The payment methods a locale offers that can be used here (configured, with an adapter): the same frozen array until the table is read again. */
export async function listGateways(localeId: string): Promise<PaymentGatewayRow[]> {
  const rows = await gatewayCache.get();
  let byLocale = usableByLocale.get(rows);
  if (!byLocale) {
    byLocale = new Map();
    for (const gateway of rows) {
      if (!usable(gateway)) continue;
      const list = byLocale.get(gateway.localeId);
      if (list) list.push(gateway);
      else byLocale.set(gateway.localeId, [gateway]);
    }
    for (const list of byLocale.values()) Object.freeze(list);
    usableByLocale.set(rows, byLocale);
  }
  return byLocale.get(localeId) ?? NONE;
}

const NONE: PaymentGatewayRow[] = Object.freeze([]) as unknown as PaymentGatewayRow[];

// A gateway staff switched off (issue #23) is neither listed nor started; gatewayById still finds it, so a
// payment already under way with it settles and refunds as before.
const usable = (gateway: PaymentGatewayRow) => gateway.enabled && Boolean(adapters[gateway.type] && gatewayContext(gateway));

/** A gateway of this locale that can take payments now, or null: 'Unsupported payment option'. */
export async function findGateway(localeId: string, gatewayId: string): Promise<PaymentGatewayRow | null> {
  const gateway = await gatewayById(gatewayId);
  return gateway && gateway.localeId === localeId && usable(gateway) ? gateway : null;
}

/** Any gateway by its id, from the same short copy as the lists. */
export const gatewayById = async (gatewayId: string): Promise<PaymentGatewayRow | null> =>
  (await gatewayCache.get()).find((gateway) => gateway.id === gatewayId) ?? null;

/**
 * What a production start refuses about the gateways stored for every locale (gatewayStartProblems):
 * read once the database is ready, with this process's environment.
 */
export async function storedGatewayProblems(options: { demo: boolean }): Promise<string[]> {
  // A gateway switched off takes no payments, so its settings cannot stop a start.
  return gatewayStartProblems((await gatewayCache.get()).filter((gateway) => gateway.enabled), process.env, options);
}

export const invalidateGateways = () => gatewayCache.invalidate();
