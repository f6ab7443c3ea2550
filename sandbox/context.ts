import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { SandboxSide } from './account';
import * as schema from './schema';

/**
 * The running sandbox's own settings: the base URL browsers and the shop reach it at (hosted pages,
 * scan pages and links the providers' answers carry are drawn from it), its own connection to its
 * table, its half of the test account (sandbox/account.ts), and the shop origins it may send browsers
 * and notifications to. Set once by startSandbox (sandbox/server.ts); one sandbox per process.
 */
interface SandboxContext {
  url: string;
  pool: Pool;
  db: NodePgDatabase<typeof schema>;
  account: SandboxKeys;
  shopOrigins: Set<string>;
}

/** The sandbox's half of the test account, keys parsed once. */
export interface SandboxKeys {
  secret: string;
  wechatApiV3Key: string;
  wechatMerchantPublicKey: KeyObject;
  wechatPlatformPrivateKey: KeyObject;
  antomMerchantPublicKey: KeyObject;
  antomPlatformPrivateKey: KeyObject;
}

let context: SandboxContext | undefined;

/** An origin as `scheme://host[:port]` (default ports dropped), or null unless it is exactly an http(s) origin. */
export function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function openSandboxContext(options: { url: string; databaseUrl: string; account: SandboxSide; shopOrigins: readonly string[] }): void {
  const shopOrigins = new Set<string>();
  for (const origin of options.shopOrigins) {
    const normal = normalOrigin(origin);
    if (!normal) throw new Error(`The payment sandbox's shop origins must be http(s) origins (scheme://host[:port]); got ${JSON.stringify(origin)}`);
    shopOrigins.add(normal);
  }
  if (!shopOrigins.size) throw new Error('The payment sandbox needs the shop origins it may send browsers and notifications to');
  const { account } = options;
  const keys: SandboxKeys = {
    secret: account.secret,
    wechatApiV3Key: account.wechatApiV3Key,
    wechatMerchantPublicKey: createPublicKey(account.wechatMerchantPublicKey),
    wechatPlatformPrivateKey: createPrivateKey(account.wechatPlatformPrivateKey),
    antomMerchantPublicKey: createPublicKey(account.antomMerchantPublicKey),
    antomPlatformPrivateKey: createPrivateKey(account.antomPlatformPrivateKey),
  };
  const pool = new Pool({ connectionString: options.databaseUrl, max: 4, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // A lost database connection (a restart in a test) must not crash the process: the next query reconnects.
  pool.on('error', () => {});
  context = { url: options.url.replace(/\/$/, ''), pool, db: drizzle(pool, { schema }), account: keys, shopOrigins };
}

export async function closeSandboxContext(): Promise<void> {
  const closing = context;
  context = undefined;
  await closing?.pool.end();
}

function current(): SandboxContext {
  if (!context) throw new Error('The payment sandbox is not started (sandbox/server.ts startSandbox)');
  return context;
}

/** The sandbox's base URL, without a trailing slash. */
export const sandboxUrl = (): string => current().url;

export const sandboxDb = (): NodePgDatabase<typeof schema> => current().db;

/** The sandbox's half of its test account. */
export const sandboxKeys = (): SandboxKeys => current().account;

/** The shared secret every sandbox provider accepts as its API password, key or webhook secret. */
export const sandboxSecret = (): string => current().account.secret;

/**
 * Whether `value` is an absolute http(s) URL on one of the shop origins the sandbox was started with.
 * The sandbox sends browsers (return URLs) and notifications nowhere else, so it cannot be used to
 * reach or redirect to anyone but the shop it serves.
 */
export function isShopUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && current().shopOrigins.has(url.origin);
  } catch {
    return false;
  }
}

/** Why a URL was refused, for the providers' error answers. */
export const NOT_A_SHOP_URL = 'must be an http(s) URL on one of the shop origins this sandbox serves';
