import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The sandbox's test account, as a provider issues one to a merchant: a shared secret (API password,
 * bearer key, webhook secret), WeChat Pay's APIv3 key, and four RSA key pairs (the merchants sign
 * requests, the platforms sign notifications). Nothing about it is committed or constant: each demo data
 * directory gets its own on first start (sandboxAccountFile), and tests make a fresh one per run
 * (createSandboxAccount). The shop gets its half from its environment (demo/sandbox-gateways.ts
 * sandboxCredentials), as it gets a real provider's; the sandbox gets its half (sandboxSide).
 */
export interface KeyPairPem {
  privateKey: string;
  publicKey: string;
}

export interface SandboxAccount {
  secret: string;
  /** 32 characters: the AEAD_AES_256_GCM key of WeChat Pay's notification resources. */
  wechatApiV3Key: string;
  wechatMerchant: KeyPairPem;
  wechatPlatform: KeyPairPem;
  antomMerchant: KeyPairPem;
  antomPlatform: KeyPairPem;
}

/** What the sandbox itself holds: the shared secrets, the merchants' public keys, its platforms' private keys. */
export interface SandboxSide {
  secret: string;
  wechatApiV3Key: string;
  wechatMerchantPublicKey: string;
  wechatPlatformPrivateKey: string;
  antomMerchantPublicKey: string;
  antomPlatformPrivateKey: string;
}

/** Serial numbers WeChat Pay uses to name which key signed (merchant certificate and platform key): names, not secrets. */
export const WECHAT_MERCHANT_SERIAL = '138DF553863FD17F36B5998C28970462C8B9468D';
export const WECHAT_PLATFORM_SERIAL = 'PUB_KEY_ID_SANDBOX_16B4AC667983E1E2';

const keyPair = (): KeyPairPem =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** A new account: random secrets, new RSA-2048 key pairs. */
export function createSandboxAccount(): SandboxAccount {
  return {
    secret: randomBytes(32).toString('base64url'),
    wechatApiV3Key: randomBytes(24).toString('base64url'),
    wechatMerchant: keyPair(),
    wechatPlatform: keyPair(),
    antomMerchant: keyPair(),
    antomPlatform: keyPair(),
  };
}

export const sandboxSide = (account: SandboxAccount): SandboxSide => ({
  secret: account.secret,
  wechatApiV3Key: account.wechatApiV3Key,
  wechatMerchantPublicKey: account.wechatMerchant.publicKey,
  wechatPlatformPrivateKey: account.wechatPlatform.privateKey,
  antomMerchantPublicKey: account.antomMerchant.publicKey,
  antomPlatformPrivateKey: account.antomPlatform.privateKey,
});

const isPair = (value: unknown): value is KeyPairPem =>
  !!value &&
  typeof (value as KeyPairPem).privateKey === 'string' &&
  (value as KeyPairPem).privateKey.includes('PRIVATE KEY') &&
  typeof (value as KeyPairPem).publicKey === 'string' &&
  (value as KeyPairPem).publicKey.includes('PUBLIC KEY');

function parseAccount(text: string, file: string): SandboxAccount {
  let value: Partial<SandboxAccount>;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not a sandbox account (not JSON): delete it to make a new one`);
  }
  const valid =
    typeof value.secret === 'string' &&
    value.secret.length >= 16 &&
    typeof value.wechatApiV3Key === 'string' &&
    value.wechatApiV3Key.length === 32 &&
    [value.wechatMerchant, value.wechatPlatform, value.antomMerchant, value.antomPlatform].every(isPair);
  if (!valid) throw new Error(`${file} is not a complete sandbox account: delete it to make a new one`);
  return value as SandboxAccount;
}

/**
 * The account kept in `file` (JSON, mode 0600), made on first use. Two processes starting together
 * (the sandbox and the demo launcher) get the same one: it is written to a file of its own, then linked
 * into place, which fails if another got there first; the loser reads the winner's.
 */
export function sandboxAccountFile(file: string): SandboxAccount {
  try {
    return parseAccount(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // The directory keeps its default mode: it may be the data directory the embedded database (another
  // user, when run as root) lives in. The file itself is the owner's only.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const account = createSandboxAccount();
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(account, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
    return account;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseAccount(fs.readFileSync(file, 'utf8'), file);
  } finally {
    fs.unlinkSync(temporary);
  }
}
