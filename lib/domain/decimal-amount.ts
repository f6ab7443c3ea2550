import { minorDigits } from './money';

/**
 * Some providers (Windcave/DPS) take and give amounts as decimal strings ("123.45") rather than minor
 * units. The conversion works on the digits, never through floating point, so 0.1 + 0.2 can never leak
 * into a charge. Zero-decimal currencies (JPY) have no point: 1234 yen is "1234".
 */
export function toDecimalAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * The minor units of a decimal string, or null when it is not a plain non-negative amount in that
 * currency: more decimals than the currency has (unless they are zeros), signs, exponents, spaces inside.
 */
export function fromDecimalAmount(value: string, currency: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const digits = minorDigits(currency);
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(digits))) return null;
  const minor = Number(`${match[1]}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}
