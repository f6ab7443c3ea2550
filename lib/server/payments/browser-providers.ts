import { listGateways } from './gateways';
import { sessionScriptUrl } from './adapters/mastercard';
import { gatewayContext } from './gateway-context';
import type { GatewayContext } from './types';
import type { PaymentGatewayRow } from '../platform/db/schema';

/** What a locale's pages load from its payment providers, from its gateways' settings. */
export interface BrowserProviders {
  /**
   * The gateways' base URLs: the page's Content-Security-Policy lets it load scripts from, frame and
   * call their origins (card fields, ROLLER's form, the sandbox's pages), and no other provider's.
   */
  urls: string[];
  /** The session.js of the locale's card gateway, which its pages preload; null when it has none. */
  cardWidget: string | null;
}

/** By the locale's gateway list, which stays the same array until the table is read again (listGateways). */
const kept = new WeakMap<PaymentGatewayRow[], BrowserProviders>();

export async function browserProviders(localeId: string): Promise<BrowserProviders> {
  const gateways = await listGateways(localeId);
  let providers = kept.get(gateways);
  if (!providers) {
    const contexts = gateways.map(gatewayContext).filter((ctx): ctx is GatewayContext => !!ctx?.baseUrl);
    const card = contexts.find((ctx) => ctx.gateway.type === 'MasterCardDirect');
    providers = Object.freeze({ urls: Object.freeze(contexts.map((ctx) => ctx.baseUrl)) as string[], cardWidget: card ? cardWidgetOf(card) : null });
    kept.set(gateways, providers);
  }
  return providers;
}

/** A card gateway without its merchant id fails when a visitor pays with it, not on every page. */
function cardWidgetOf(ctx: GatewayContext): string | null {
  try {
    return sessionScriptUrl(ctx);
  } catch {
    return null;
  }
}
