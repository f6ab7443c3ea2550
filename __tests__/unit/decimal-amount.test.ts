import { describe, expect, it } from 'vitest';
import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import { withQuery } from '@/lib/domain/with-query';

describe('decimal amounts', () => {
  it('writes minor units with the currency’s decimals', () => {
    expect(toDecimalAmount(12345, 'NZD')).toBe('123.45');
    expect(toDecimalAmount(45000, 'HKD')).toBe('450.00');
    expect(toDecimalAmount(5, 'AUD')).toBe('0.05');
    expect(toDecimalAmount(0, 'NZD')).toBe('0.00');
    expect(toDecimalAmount(1500, 'JPY')).toBe('1500');
    expect(() => toDecimalAmount(1.5, 'NZD')).toThrow(RangeError);
    expect(() => toDecimalAmount(-1, 'NZD')).toThrow(RangeError);
  });

  it('reads decimal strings back without floating point', () => {
    expect(fromDecimalAmount('123.45', 'NZD')).toBe(12345);
    expect(fromDecimalAmount('0.29', 'NZD')).toBe(29);
    expect(fromDecimalAmount('450', 'HKD')).toBe(45000);
    expect(fromDecimalAmount('450.5', 'HKD')).toBe(45050);
    expect(fromDecimalAmount('12.300', 'NZD')).toBe(1230);
    expect(fromDecimalAmount('1500', 'JPY')).toBe(1500);
    for (let minor = 0; minor < 1000; minor += 7) expect(fromDecimalAmount(toDecimalAmount(minor, 'NZD'), 'NZD')).toBe(minor);
  });

  it('refuses what is not a plain amount in that currency', () => {
    expect(fromDecimalAmount('12.345', 'NZD')).toBeNull();
    expect(fromDecimalAmount('1500.5', 'JPY')).toBeNull();
    expect(fromDecimalAmount('-1.00', 'NZD')).toBeNull();
    expect(fromDecimalAmount('1e3', 'NZD')).toBeNull();
    expect(fromDecimalAmount('12.', 'NZD')).toBeNull();
    expect(fromDecimalAmount('', 'NZD')).toBeNull();
    expect(fromDecimalAmount('99999999999999999999', 'NZD')).toBeNull();
  });
});

describe('withQuery', () => {
  it('adds parameters to URLs with or without a query, replacing same-named ones', () => {
    expect(withQuery('https://shop.example/return', { result: 'approved' })).toBe('https://shop.example/return?result=approved');
    expect(withQuery('https://shop.example/return?payment=p1', { result: 'declined' })).toBe('https://shop.example/return?payment=p1&result=declined');
    expect(withQuery('https://shop.example/return?result=x#top', { result: 'cancelled' })).toBe('https://shop.example/return?result=cancelled#top');
  });
});
