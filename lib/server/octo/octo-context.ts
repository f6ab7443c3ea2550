import type { Language } from '@/lib/domain/language';
import type { OctoError } from '@/lib/domain/octo';
import type { Parsed } from '@/lib/domain/octo-requests';
import type { LocaleRecord, ParkRecord } from '../locales';
import type { Reseller } from '../resellers';

/** Who asks and where: the site the host names (its park, language and currency), the reseller its key names, and what it asked for. */
export interface OctoContext {
  locale: LocaleRecord;
  park: ParkRecord;
  language: Language;
  reseller: Reseller;
  /** The pricing capability was asked for (Octo-Capabilities: octo/pricing). */
  pricing: boolean;
  now: Date;
}

/** A request refused with the spec's error: thrown anywhere in this capability, answered by the endpoint (http.ts). */
export class OctoRefusal extends Error {
  /** `retryAfterSeconds`: a rate limit's refusal says when to try again (Retry-After). */
  constructor(
    readonly body: OctoError,
    readonly retryAfterSeconds?: number,
  ) {
    super(body.errorMessage);
    this.name = 'OctoRefusal';
  }
}

/** A request's value as read, or its refusal thrown. */
export function accepted<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new OctoRefusal(parsed.error);
  return parsed.value;
}
