import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { accountSetting, namedCredential } from './gateway-context';
import { ProviderError, type GatewayContext } from './types';

/** Our private key for signing requests, and the provider's public key for checking what it sends us. */
export interface SigningKeys {
  privateKey: KeyObject;
  providerPublicKey: KeyObject;
}

/** The key pair named by the gateway's settings: privateKeyEnv (ours) and publicKeyEnv (the provider's). */
export function signingKeys(ctx: GatewayContext): SigningKeys {
  const { baseUrl, privateKeyEnv, publicKeyEnv } = ctx.gateway.settings;
  const privatePem = namedCredential(privateKeyEnv);
  const publicPem = namedCredential(publicKeyEnv);
  if (!privatePem || !publicPem) {
    throw new ProviderError('Gateway signing keys are not configured', { gatewayId: ctx.gateway.id, baseUrl, privateKeyEnv, publicKeyEnv });
  }
  return { privateKey: parsePrivateKey(privatePem), providerPublicKey: parsePublicKey(publicPem) };
}

/** What a WeChat Pay merchant needs to call the API and read its notifications. */
export interface WechatCredentials extends SigningKeys {
  mchid: string;
  appid: string;
  /** The serial number of the merchant API certificate whose private key signs our requests. */
  serialNo: string;
  /** The APIv3 key: the AES-256 key of the encrypted notification resource. */
  apiV3Key: Buffer;
}

/**
 * WeChat Pay credentials. Settings: merchantId = mchid, appId = appid, clientId = the merchant API
 * certificate serial number (WeChat names the signing certificate in every request), secretEnv = the
 * APIv3 key, privateKeyEnv = the merchant API private key, publicKeyEnv = the WeChat Pay platform
 * public key.
 */
export function wechatCredentials(ctx: GatewayContext): WechatCredentials {
  const keys = signingKeys(ctx);
  const apiV3Key = Buffer.from(ctx.secret, 'utf8');
  const account = { mchid: accountSetting(ctx, 'merchantId'), appid: accountSetting(ctx, 'appId'), serialNo: accountSetting(ctx, 'clientId') };
  // AEAD_AES_256_GCM needs exactly 32 bytes; a wrong key would only show up as every notification failing.
  if (apiV3Key.length !== 32) throw new ProviderError('WeChat Pay APIv3 key must be 32 bytes', { gatewayId: ctx.gateway.id });
  return { ...keys, ...account, apiV3Key };
}

/** What an Antom merchant needs: its client id (in every signature) and the key pair. */
export interface AntomCredentials extends SigningKeys {
  clientId: string;
}

/** Antom credentials. Settings: clientId, privateKeyEnv = our private key, publicKeyEnv = Antom's public key. */
export function antomCredentials(ctx: GatewayContext): AntomCredentials {
  return { ...signingKeys(ctx), clientId: accountSetting(ctx, 'clientId') };
}

// Env files often carry PEMs on one line with literal "\n"; accept both forms.
const pem = (text: string) => text.replace(/\\n/g, '\n');
const parsePrivateKey = (text: string) => createPrivateKey(pem(text));
const parsePublicKey = (text: string) => createPublicKey(pem(text));

/** SHA256withRSA (PKCS#1 v1.5), base64: what WeChat Pay's WECHATPAY2-SHA256-RSA2048 and Antom's RSA256 both mean. */
export const rsaSign = (message: string, key: KeyObject): string => createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');

export function rsaVerify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export const hmacSha256Hex = (secret: string, body: string): string => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Compares secrets in constant time, so response timing reveals nothing about how much matched. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const randomNonce = (bytes = 16): string => randomBytes(bytes).toString('hex').toUpperCase();

/** AEAD_AES_256_GCM as WeChat Pay uses it: base64 of ciphertext followed by the 16-byte tag. */
export function aeadEncrypt(key: Buffer, nonce: string, associatedData: string, plaintext: string): string {
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([encrypted, cipher.getAuthTag()]).toString('base64');
}

/** The plaintext, or null when the tag does not match (tampered, wrong key or wrong associated data). */
export function aeadDecrypt(key: Buffer, nonce: string, associatedData: string, ciphertext: string): string | null {
  try {
    const data = Buffer.from(ciphertext, 'base64');
    if (data.length < 17) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A header by name, whatever case the framework or proxy left it in. */
export function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** Parses `a=1,b=2` (Antom) or `a="1",b="2"` (WeChat) into a map; values keep any `=` they contain. */
export function parseParams(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const part of text.split(',')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    params[part.slice(0, equals).trim()] = part.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return params;
}

/** Parses JSON into an object, or null for anything else: notification bodies are untrusted input. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** How long a QR payment (WeChat, Alipay, BlankQRCode) can be paid for; after that it reads as expired. */
export const QR_VALIDITY_MS = 15 * 60_000;
