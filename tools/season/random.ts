import { CODE_ALPHABET } from '../../lib/server/platform/codes';

/**
 * A seeded generator (sfc32, seeded through splitmix32): the season is the same rows for the same seed and
 * start day, run after run, so a plan or a figure measured on it can be measured again.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** In [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** A version-4-shaped uuid from the generator's bits. */
  uuid(): string {
    const hex = [this.uint32(), this.uint32(), this.uint32(), this.uint32()].map((n) => n.toString(16).padStart(8, '0')).join('');
    const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  /** Characters of the app's readable alphabet (lib/server/platform/codes.ts). */
  code(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += CODE_ALPHABET[this.uint32() % CODE_ALPHABET.length];
    return text;
  }

  /** 24 random bytes as base64url, the shape of the app's randomToken. */
  token(): string {
    const bytes = Buffer.alloc(24);
    for (let i = 0; i < 24; i += 4) bytes.writeUInt32LE(this.uint32(), i);
    return bytes.toString('base64url');
  }
}

/**
 * `counter` written in `length` characters of the readable alphabet, scrambled by an odd multiplier (a
 * bijection modulo 32^length): codes that look random yet never repeat, which a random code of a million
 * booking IDs would (40 bits: a birthday collision is likely).
 */
export function uniqueCode(counter: number, length: number): string {
  const modulus = 32 ** length;
  let value = Number((BigInt(counter) * 0x5bd1e995n + 0x1234567n) % BigInt(modulus));
  let text = '';
  for (let i = 0; i < length; i++) {
    text = CODE_ALPHABET[value % 32] + text;
    value = Math.floor(value / 32);
  }
  return text;
}
