import { choose, sessionFor, Visitor } from '../client';
import type { Stack } from '../scenario';

/**
 * One visitor books a luge ride on `daysAhead` and pays by card at the provider (approved, with the
 * provider's notification as given), without coming back yet. Returns the visitor and its order's token.
 */
export async function approvedOrder(stack: Stack, daysAhead: number, email: string, notify: 'once' | 'never' = 'once', app = 0) {
  const session = await sessionFor(stack, 'luge', daysAhead);
  const visitor = new Visitor(stack, app % stack.apps.length);
  const added = await visitor.addToCart('luge', session.id, 'nz-luge-five-rides');
  if (added.kind !== 'CartUpdated') throw new Error(`addToCart: ${added.kind} ${JSON.stringify(added.errors ?? '')}`);
  const placed = await visitor.order({ email });
  const token = placed.result?.order?.token;
  const url = placed.result?.payment?.url;
  if (!token || !url) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.result ?? placed.errors)}`);
  const approved = await choose(url, 'approve', notify);
  if (approved.status >= 400) throw new Error(`approve: HTTP ${approved.status}`);
  return { visitor, token };
}
