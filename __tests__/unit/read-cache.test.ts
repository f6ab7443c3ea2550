import { describe, expect, it, vi } from 'vitest';
import { keyedReadCache } from '@/lib/server/services/read-cache';

describe('keyedReadCache', () => {
  it('reads each key once within its time to live, and again after', async () => {
    const cache = keyedReadCache<string>(1000, 10);
    const load = vi.fn(async () => 'value');
    await cache.get('a', load, 0);
    await cache.get('a', load, 1000);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('b', load, 1000);
    await cache.get('a', load, 1001);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops every copy when invalidated', async () => {
    const cache = keyedReadCache<number>(1000, 10);
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('a', load, 0)).toBe(1);
    cache.invalidate();
    expect(await cache.get('a', load, 1)).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const cache = keyedReadCache<string>(1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up', 1)).toBe('up');
  });

  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const cache = keyedReadCache<string>(1000, 2);
    const load = vi.fn(async () => 'value');
    for (const key of ['a', 'b', 'c']) await cache.get(key, load, 0);
    await cache.get('c', load, 0);
    await cache.get('b', load, 0);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load, 0);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
