import { describe, expect, it, vi } from 'vitest';
import { keyedReadCache, readCache } from '@/lib/server/platform/cache';

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

describe('readCache', () => {
  it('runs a lazy query (a thenable that runs on every then) once per time to live', async () => {
    let runs = 0;
    const query = { then: (resolve: (value: number) => void) => resolve(++runs) } as PromiseLike<number> as Promise<number>;
    const cache = readCache(() => query, 1000);
    expect(await cache.get(0)).toBe(1);
    expect(await cache.get(1)).toBe(1);
    expect(runs).toBe(1);
  });
});

describe('readCache once its time to live is over', () => {
  it('answers with the last copy at once while it reads again, then with the new one', async () => {
    let n = 0;
    let release = () => {};
    const cache = readCache(() => (++n === 1 ? Promise.resolve(n) : new Promise<number>((resolve) => (release = () => resolve(2)))), 1000);
    expect(await cache.get(0)).toBe(1);
    expect(await cache.get(2000)).toBe(1); // the refresh is under way and has not answered
    expect(await cache.get(2001)).toBe(1);
    expect(n).toBe(2); // one refresh at a time
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(2002)).toBe(2);
  });

  it('keeps the last copy when a refresh fails, and tries again', async () => {
    let n = 0;
    const cache = readCache(() => (++n === 2 ? Promise.reject(new Error('down')) : Promise.resolve(n)), 1000);
    expect(await cache.get(0)).toBe(1);
    expect(await cache.get(2000)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(2001)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(2002)).toBe(3);
  });

  it('reads again at once after invalidate, and never keeps a refresh begun before it', async () => {
    let n = 0;
    let release = () => {};
    const cache = readCache(() => (++n === 2 ? new Promise<number>((resolve) => (release = () => resolve(2))) : Promise.resolve(n)), 1000);
    expect(await cache.get(0)).toBe(1);
    void cache.get(2000); // refresh 2 starts
    cache.invalidate();
    expect(await cache.get(2001)).toBe(3);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(2002)).toBe(3);
  });
});
