import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '@/lib/domain/park-settings';
import {
  DEFAULT_RESERVATION_SHARE_PERCENT,
  isPublicMailDomain,
  mailboxKey,
  mailDomainKey,
  reservationBudgetProblem,
  reservationShareLimit,
  withinReservationShare,
} from '@/lib/domain/reservation-budget';
import { parseEnv } from '@/lib/server/platform/config';
import { i18nFor } from './translations';

/** What pay on arrival may keep unpaid (lib/domain/reservation-budget.ts): the pure rules and the words. */

describe('reservation budgets', () => {
  const budgets = { perEmail: 40, perAddress: 40, perDomain: 80 };

  it('refuse the places that would pass a budget, the mailbox first, then the client address, then the domain', () => {
    expect(reservationBudgetProblem({ byEmail: 24, byAddress: 24, byDomain: 24 }, 16, budgets)).toBeNull();
    expect(reservationBudgetProblem({ byEmail: 25, byAddress: 25, byDomain: 25 }, 16, budgets)).toBe('RESERVED_PLACES_PER_EMAIL');
    expect(reservationBudgetProblem({ byEmail: 0, byAddress: 32, byDomain: 32 }, 16, budgets)).toBe('RESERVED_PLACES_PER_ADDRESS');
    expect(reservationBudgetProblem({ byEmail: 0, byAddress: 0, byDomain: 72 }, 16, budgets)).toBe('RESERVED_PLACES_PER_DOMAIN');
    // Exactly at a budget is allowed: it is how many may be kept.
    expect(reservationBudgetProblem({ byEmail: 30, byAddress: 30, byDomain: 70 }, 10, budgets)).toBeNull();
  });

  it('leave out a budget that does not apply: no client address known, a public provider’s domain', () => {
    expect(reservationBudgetProblem({ byEmail: 0, byAddress: 500, byDomain: 500 }, 16, { perEmail: 40, perAddress: null, perDomain: null })).toBeNull();
  });

  it('give a session’s share rounded down, 25 % by default: never more than the park allows', () => {
    expect(DEFAULT_RESERVATION_SHARE_PERCENT).toBe(25);
    expect(reservationShareLimit(16, 25)).toBe(4);
    expect(reservationShareLimit(10, 25)).toBe(2);
    expect(reservationShareLimit(3, 25)).toBe(0);
    expect(reservationShareLimit(16, 0)).toBe(0);
    expect(reservationShareLimit(16, 100)).toBe(16);
    expect(reservationShareLimit(16, 250)).toBe(16);
    expect(withinReservationShare(16, 3, 1, 25)).toBe(true);
    expect(withinReservationShare(16, 3, 2, 25)).toBe(false);
    expect(withinReservationShare(16, 0, 5, 25)).toBe(false);
  });

  it('count one mailbox however it is spelt: case, spaces, a +tag, Gmail’s dots and googlemail.com', () => {
    expect(mailboxKey('  Mere.Tane@Example.COM ')).toBe('mere.tane@example.com');
    expect(mailboxKey('mere.tane+swing@example.com')).toBe('mere.tane@example.com');
    expect(mailboxKey('M.e.r.e+x@googlemail.com')).toBe('mere@gmail.com');
    expect(mailboxKey('mere@gmail.com.')).toBe('mere@gmail.com');
    // Dots matter elsewhere; a leading + is a mailbox's own name.
    expect(mailboxKey('m.ere@outlook.com')).not.toBe(mailboxKey('mere@outlook.com'));
    expect(mailboxKey('+x@example.com')).toBe('+x@example.com');
  });

  it('count a domain with its subdomains: whoever owns it owns every name under it', () => {
    expect(mailDomainKey('a@catch-all.test')).toBe('catch-all.test');
    expect(mailDomainKey('a@x1.mail.catch-all.test')).toBe('catch-all.test');
    expect(mailDomainKey('a@students.uni.ac.nz')).toBe('uni.ac.nz');
    expect(mailDomainKey('a@shop.com.hk')).toBe('shop.com.hk');
    expect(mailDomainKey('a@mail.firm.co.uk')).toBe('firm.co.uk');
    expect(mailDomainKey('a@vip.163.com')).toBe('163.com');
    expect(mailDomainKey('A@Example.COM.')).toBe('example.com');
    expect(mailDomainKey('a@googlemail.com')).toBe('gmail.com');
    expect(mailDomainKey('no-domain')).toBeNull();
  });

  it('give public mailbox providers no domain budget, never a look-alike or a disposable catch-all', () => {
    for (const email of ['a@gmail.com', 'a@outlook.com', 'a@qq.com', 'a@163.com', 'a@yahoo.com.hk', 'a@icloud.com', 'a@hotmail.com', 'a@xtra.co.nz', 'a@netvigator.com']) {
      expect(isPublicMailDomain(mailDomainKey(email)!)).toBe(true);
    }
    for (const email of ['a@yahoo.example', 'a@gmail.com.attacker.test', 'a@mailinator.com', 'a@catch-all.test', 'a@school.ac.nz']) {
      expect(isPublicMailDomain(mailDomainKey(email)!)).toBe(false);
    }
  });

  it('take the budgets from the configuration: per address and mailbox the carts’ PLACES_PER_ADDRESS, per domain twice that, unless set', () => {
    expect(parseEnv({})).toMatchObject({ RESERVED_PLACES_PER_ADDRESS: 40, RESERVED_PLACES_PER_EMAIL: 40, RESERVED_PLACES_PER_DOMAIN: 80 });
    expect(parseEnv({ PLACES_PER_ADDRESS: '60' })).toMatchObject({ RESERVED_PLACES_PER_ADDRESS: 60, RESERVED_PLACES_PER_EMAIL: 60, RESERVED_PLACES_PER_DOMAIN: 120 });
    expect(parseEnv({ RESERVED_PLACES_PER_EMAIL: '10', RESERVED_PLACES_PER_DOMAIN: '500' })).toMatchObject({ RESERVED_PLACES_PER_ADDRESS: 40, RESERVED_PLACES_PER_EMAIL: 10, RESERVED_PLACES_PER_DOMAIN: 500 });
    expect(() => parseEnv({ RESERVED_PLACES_PER_ADDRESS: '0' })).toThrow(/RESERVED_PLACES_PER_ADDRESS/);
  });

  it('let staff set the share as a whole percent from 0 to 100', async () => {
    const valid = (value: string) => checkoutSchema.isValid({ reservationSharePercent: value });
    expect(await valid('25')).toBe(true);
    expect(await valid(' 0 ')).toBe(true);
    expect(await valid('100')).toBe(true);
    expect(await valid('101')).toBe(false);
    expect(await valid('12.5')).toBe(false);
    expect(await valid('-1')).toBe(false);
    expect(await valid('')).toBe(false);
    expect(checkoutSchema.cast({}).reservationSharePercent).toBe('25');
  });

  it('say why a reservation was refused, in English and Chinese', () => {
    const [en, zh] = [i18nFor('en'), i18nFor('zh-Hant')];
    expect(en.t('checkout.reservedPlacesPerEmail')).toBe('This email address already has as many places reserved to pay on arrival as we can keep unpaid. Please pay for this booking online instead.');
    expect(en.t('checkout.reservationShareFull')).toBe('A time in your cart has no more places for pay on arrival. Please pay for this booking online, or choose another time.');
    for (const key of ['reservedPlacesPerEmail', 'reservedPlacesPerAddress', 'reservedPlacesPerDomain', 'reservationShareFull']) {
      expect(zh.t(`checkout.${key}`)).not.toBe(en.t(`checkout.${key}`));
      expect(zh.t(`checkout.${key}`)).toMatch(/到場付款/);
    }
    expect(zh.t('checkout.reservationShareFull')).toBe('購物車內其中一個時段已沒有可供到場付款的名額。請改為網上付款，或選擇其他時段。');
  });
});
