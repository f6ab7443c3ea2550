import { listGateways } from './gateways';
import { sessionScriptUrl } from './adapters/mastercard';
import { gatewayContext } from './gateway-context';
import type { GatewayContext } from './types';

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

export async function browserProviders(localeId: string): Promise<BrowserProviders> {
  const contexts = (await listGateways(localeId)).map(gatewayContext).filter((ctx): ctx is GatewayContext => !!ctx?.baseUrl);
  const card = contexts.find((ctx) => ctx.gateway.type === 'MasterCardDirect');
  return { urls: contexts.map((ctx) => ctx.baseUrl), cardWidget: card ? cardWidgetOf(card) : null };
}

/** A card gateway without its merchant id fails when a visitor pays with it, not on every page. */
function cardWidgetOf(ctx: GatewayContext): string | null {
  try {
    return sessionScriptUrl(ctx);
  } catch {
    return null;
  }
}
