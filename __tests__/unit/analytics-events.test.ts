import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '@/lib/domain/analytics';
import { ATTRIBUTION_STORAGE_KEY, captureAttribution } from '@/lib/domain/attribution';

/** A tab: its own storage and dataLayer; local storage survives a reload, module state does not. */
class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
}

let localStorage: MemoryStorage;
let sessionStorage: MemoryStorage;

/** Loads the page's modules afresh, as a reload does, in a window that keeps the tab's storage. */
async function loadPage() {
  vi.resetModules();
  vi.stubGlobal('window', { localStorage, sessionStorage, dataLayer: [] as unknown[] });
  // The confirmation pages' purchase (lib/client/purchase-event.ts) shares the page's analytics module.
  return { ...(await import('@/lib/client/analytics')), ...(await import('@/lib/client/purchase-event')) };
}

const dataLayer = () => (globalThis as unknown as { window: { dataLayer: Record<string, unknown>[] } }).window.dataLayer;

const order: Purchase = {
  transactionId: 'SR-7K2QX9',
  value: 89,
  currency: 'NZD',
  items: [
    { title: 'Adult', id: 'v1', priceAmount: 89, priceCurrency: 'NZD', quantity: 1, participants: 1, totalAmount: 89, totalParticipants: 1, variationId: 'v1', brand: 'B', category: 'Zipline' },
  ],
};

beforeEach(() => {
  localStorage = new MemoryStorage();
  sessionStorage = new MemoryStorage();
});

describe('purchase conversion', () => {
  it('carries the visit’s campaign fields in GA4’s names, and no click id', async () => {
    const visit = captureAttribution({ landingUrl: 'https://nz.example/things-to-do/luge?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123', userAgent: 'Mozilla/5.0 (iPhone)' });
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(visit));
    const page = await loadPage();
    expect(page.purchase(order)).toBe(true);
    const [sent] = dataLayer().filter((entry) => entry.event === 'purchase');
    const campaign = { campaign_source: 'newsletter', campaign_medium: 'email', campaign_name: 'spring' };
    expect(sent).toMatchObject({ transactionId: 'SR-7K2QX9', campaign, ...campaign });
    expect(JSON.stringify(sent)).not.toContain('abc123');
  });

  it('carries no campaign when the visit came without one', async () => {
    const page = await loadPage();
    page.purchase(order);
    expect(dataLayer().find((entry) => entry.event === 'purchase')).toMatchObject({ campaign: {} });
  });


  it('is reported once, with the items, and never again after a reload', async () => {
    const page = await loadPage();
    const seen: unknown[] = [];
    page.addTracker((event) => seen.push(event));
    expect(page.purchase(order)).toBe(true);
    expect(page.purchase(order)).toBe(false);
    const purchases = dataLayer().filter((entry) => entry.event === 'purchase');
    expect(purchases).toEqual([
      expect.objectContaining({
        transactionId: 'SR-7K2QX9',
        value: 89,
        currency: 'NZD',
        items: order.items,
        ecommerce: expect.objectContaining({ transaction_id: 'SR-7K2QX9', items: [expect.objectContaining({ item_id: 'v1', item_category: 'Zipline' })] }),
      }),
    ]);
    expect(seen).toHaveLength(1);

    const reloaded = await loadPage();
    expect(reloaded.purchase(order)).toBe(false);
    expect(dataLayer().filter((entry) => entry.event === 'purchase')).toEqual([]);
    expect(reloaded.purchase({ ...order, transactionId: 'SR-OTHER1' })).toBe(true);
  });

  it('is still reported once per page when storage is unavailable', async () => {
    const page = await loadPage();
    (globalThis as unknown as { window: Record<string, unknown> }).window.localStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(page.purchase(order)).toBe(true);
    expect(page.purchase(order)).toBe(false);
  });
});

describe('page views and trackers', () => {
  it('hands a late tracker what the page reported so far, in order', async () => {
    const page = await loadPage();
    page.pageLoad('/booking/secret-token');
    page.purchase(order);
    const seen: { event: string; path?: string }[] = [];
    page.addTracker((event) => seen.push(event as { event: string; path?: string }));
    expect(seen.map((event) => event.event)).toEqual(['pageLoad', 'purchase']);
    expect(seen[0].path).toBe('/booking/[token]');
  });

  it('keeps a payment page’s views for the next page with trackers, which reports them first, once', async () => {
    const checkout = await loadPage();
    checkout.deferPageView('/checkout');
    checkout.pageLoad('/checkout');
    const confirmation = await loadPage();
    confirmation.flushDeferredPageViews();
    confirmation.pageLoad('/booking/abc');
    expect(dataLayer()).toEqual([
      { event: 'pageLoad', path: '/checkout', deferred: true },
      { event: 'pageLoad', path: '/booking/[token]' },
    ]);
    const next = await loadPage();
    next.flushDeferredPageViews();
    expect(dataLayer()).toEqual([]);
  });

  it('keeps a broken tracker from breaking the page', async () => {
    const page = await loadPage();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page.addTracker(() => {
      throw new Error('tracker bug');
    });
    expect(() => page.pageLoad('/')).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
