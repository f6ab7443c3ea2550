import { describe, expect, it } from 'vitest';
import { lateMoneyDecision, recheckDue } from '@/lib/domain/payment-recheck';
import { parseEnv } from '@/lib/server/platform/config';

const NOW = new Date('2026-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const settings = { staleSeconds: 60, lateWindowHours: 24 };

describe('recheckDue', () => {
  it('checks a waiting payment once it has had no news for the stale threshold, then every threshold', () => {
    expect(recheckDue({ kind: 'awaiting', createdAt: ago(59), lastCheckedAt: null }, NOW, settings)).toBe(false);
    expect(recheckDue({ kind: 'awaiting', createdAt: ago(60), lastCheckedAt: null }, NOW, settings)).toBe(true);
    expect(recheckDue({ kind: 'awaiting', createdAt: ago(600), lastCheckedAt: ago(30) }, NOW, settings)).toBe(false);
    expect(recheckDue({ kind: 'awaiting', createdAt: ago(600), lastCheckedAt: ago(61) }, NOW, settings)).toBe(true);
  });

  it('follows the configured threshold', () => {
    const fast = { ...settings, staleSeconds: 5 };
    expect(recheckDue({ kind: 'awaiting', createdAt: ago(6), lastCheckedAt: null }, NOW, fast)).toBe(true);
    expect(recheckDue({ kind: 'refund', createdAt: ago(600), lastCheckedAt: ago(6) }, NOW, fast)).toBe(true);
    expect(recheckDue({ kind: 'refund', createdAt: ago(600), lastCheckedAt: ago(4) }, NOW, fast)).toBe(false);
  });

  it('checks a closed order’s payment less and less often, and not after the late window', () => {
    // 40 minutes old: every 10 minutes.
    expect(recheckDue({ kind: 'closed', createdAt: ago(2400), lastCheckedAt: ago(599) }, NOW, settings)).toBe(false);
    expect(recheckDue({ kind: 'closed', createdAt: ago(2400), lastCheckedAt: ago(600) }, NOW, settings)).toBe(true);
    // Young: never more often than the stale threshold.
    expect(recheckDue({ kind: 'closed', createdAt: ago(120), lastCheckedAt: ago(59) }, NOW, settings)).toBe(false);
    expect(recheckDue({ kind: 'closed', createdAt: ago(120), lastCheckedAt: null }, NOW, settings)).toBe(true);
    // Past the window: never again.
    expect(recheckDue({ kind: 'closed', createdAt: ago(25 * 3600), lastCheckedAt: null }, NOW, settings)).toBe(false);
  });

  it('costs a bounded number of provider calls over the whole window', () => {
    const created = ago(0);
    let last: Date | null = null;
    let checks = 0;
    for (let t = 0; t <= 25 * 3600; t += 30) {
      const now = new Date(created.getTime() + t * 1000);
      if (recheckDue({ kind: 'closed', createdAt: created, lastCheckedAt: last }, now, settings)) {
        checks++;
        last = now;
      }
    }
    expect(checks).toBeGreaterThan(10);
    expect(checks).toBeLessThan(40);
  });
});

describe('lateMoneyDecision', () => {
  it('completes the booking while its places are free, else refunds', () => {
    expect(lateMoneyDecision(true)).toBe('complete');
    expect(lateMoneyDecision(false)).toBe('refund');
  });
});

describe('payment timing settings', () => {
  it('default to a minute and a day, and refuse nonsense', () => {
    const env = parseEnv({});
    expect(env.PAYMENT_STALE_SECONDS).toBe(60);
    expect(env.PAYMENT_LATE_CHECK_HOURS).toBe(24);
    expect(parseEnv({ PAYMENT_STALE_SECONDS: '5' }).PAYMENT_STALE_SECONDS).toBe(5);
    expect(() => parseEnv({ PAYMENT_STALE_SECONDS: '0' })).toThrow(/PAYMENT_STALE_SECONDS/);
  });
});
