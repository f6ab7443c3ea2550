import { describe, expect, it, vi } from 'vitest';
import { boundedMemo, expiringMap, keyedReadCache, readCache } from '@/lib/server/platform/cache';
import { closeDb, useDatabase, type Connection } from '@/lib/server/platform/db/client';

/** A clock the test moves by hand: lru-cache reads time through it (its `perf` option). */
function manualClock() {
  let t = 1;
  return { now: () => t, set: (ms: number) => void (t = ms + 1) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keyedReadCache', () => {
  it('reads each key once within its time to live, and again after', async () => {
    const clock = manualClock();
    const cache = keyedReadCache<string[]>(1000, 10, clock);
    const load = vi.fn(async () => ['value']);
    await cache.get('a', load);
    clock.set(1000);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('b', load);
    clock.set(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops every copy when invalidated', async () => {
    const cache = keyedReadCache<number[]>(1000, 10, manualClock());
    let n = 0;
    const load = async () => [++n];
    expect(await cache.get('a', load)).toEqual([1]);
    cache.invalidate();
    expect(await cache.get('a', load)).toEqual([2]);
  });

  it('does not keep a failed read', async () => {
    const cache = keyedReadCache<string[]>(1000, 10, manualClock());
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => ['up'])).toEqual(['up']);
  });

  it('answers a read in flight when invalidated meanwhile, with a read begun after the change (a sale during a calendar read)', async () => {
    const cache = keyedReadCache<number[]>(1000, 10, manualClock());
    let n = 0;
    let release!: () => void;
    // The first read waits for the test; any later one answers at once.
    const load = () => (n === 0 && !release ? new Promise<number[]>((resolve) => (release = () => resolve([++n]))) : Promise.resolve([++n]));
    const reading = cache.get('a', load);
    cache.invalidate();
    release();
    // The read in flight may have seen the state before the change: it is read again, not failed.
    await expect(reading).resolves.toEqual([2]);
    expect(await cache.get('a', async () => [++n])).toEqual([3]);
  });

  it('keeps at most max entries, dropping the least recently used first', async () => {
    const cache = keyedReadCache<string[]>(1000, 2, manualClock());
    const load = vi.fn(async () => ['value']);
    for (const key of ['a', 'b', 'c']) await cache.get(key, load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('readCache', () => {
  it('runs a lazy query (a thenable that runs on every then) once per time to live', async () => {
    let runs = 0;
    const query = { then: (resolve: (value: number[]) => void) => resolve([++runs]) } as PromiseLike<number[]>;
    const clock = manualClock();
    const cache = readCache(() => query, 1000, clock);
    expect(await cache.get()).toEqual([1]);
    clock.set(1);
    expect(await cache.get()).toEqual([1]);
    expect(runs).toBe(1);
  });

  it('answers a first read in flight when invalidated meanwhile (a staff change during a cold read), by reading again', async () => {
    let n = 0;
    let release!: () => void;
    const cache = readCache(() => (++n === 1 ? new Promise<number[]>((resolve) => (release = () => resolve([n]))) : Promise.resolve([n])), 1000, manualClock());
    const reading = cache.get();
    cache.invalidate();
    release();
    await expect(reading).resolves.toEqual([2]);
  });
});

describe('readCache once its time to live is over', () => {
  it('answers with the last copy at once while it reads again, then with the new one', async () => {
    let n = 0;
    let release = () => {};
    const clock = manualClock();
    const cache = readCache(() => (++n === 1 ? Promise.resolve([n]) : new Promise<number[]>((resolve) => (release = () => resolve([2])))), 1000, clock);
    expect(await cache.get()).toEqual([1]);
    clock.set(2000);
    expect(await cache.get()).toEqual([1]); // the refresh is under way and has not answered
    clock.set(2001);
    expect(await cache.get()).toEqual([1]);
    expect(n).toBe(2); // one refresh at a time
    release();
    await settle();
    clock.set(2002);
    expect(await cache.get()).toEqual([2]);
  });

  it('keeps the last copy when a refresh fails, and tries again', async () => {
    let n = 0;
    const clock = manualClock();
    const cache = readCache(() => (++n === 2 ? Promise.reject(new Error('down')) : Promise.resolve([n])), 1000, clock);
    expect(await cache.get()).toEqual([1]);
    clock.set(2000);
    expect(await cache.get()).toEqual([1]);
    await settle();
    clock.set(2001);
    expect(await cache.get()).toEqual([1]);
    await settle();
    clock.set(2002);
    expect(await cache.get()).toEqual([3]);
    expect(cache.last()).toEqual([3]);
  });

  it('reads again at once after invalidate, and never keeps a refresh begun before it', async () => {
    let n = 0;
    let release = () => {};
    const clock = manualClock();
    const cache = readCache(() => (++n === 2 ? new Promise<number[]>((resolve) => (release = () => resolve([2]))) : Promise.resolve([n])), 1000, clock);
    expect(await cache.get()).toEqual([1]);
    clock.set(2000);
    void cache.get(); // refresh 2 starts
    cache.invalidate();
    clock.set(2001);
    expect(await cache.get()).toEqual([3]);
    release();
    await settle();
    clock.set(2002);
    expect(await cache.get()).toEqual([3]);
  });

  it('remembers the last copy for when the database cannot be reached', async () => {
    let up = true;
    const clock = manualClock();
    const cache = readCache(() => (up ? Promise.resolve(['locales']) : Promise.reject(new Error('down'))), 1000, clock);
    expect(cache.last()).toBeUndefined();
    await cache.get();
    up = false;
    clock.set(60_000);
    await cache.get().catch(() => undefined);
    await settle();
    expect(cache.last()).toEqual(['locales']);
  });
});

describe('expiringMap and boundedMemo', () => {
  it('forgets an entry once its own time to live is over, and bounds its size', () => {
    const clock = manualClock();
    const map = expiringMap<{ page: string }>(2, clock);
    map.set('a', { page: 'a' }, { ttl: 100 });
    clock.set(100);
    expect(map.get('a')).toEqual({ page: 'a' });
    clock.set(101);
    expect(map.get('a')).toBeUndefined();
    map.set('b', { page: 'b' }, { ttl: 100 });
    map.set('c', { page: 'c' }, { ttl: 100 });
    map.set('d', { page: 'd' }, { ttl: 100 });
    expect([...map.keys()].sort()).toEqual(['c', 'd']);
  });

  it('keeps at most its bound of values', () => {
    const memo = boundedMemo<string>(2);
    for (const key of ['a', 'b', 'c']) memo.set(key, key.toUpperCase());
    expect(memo.size).toBe(2);
    expect(memo.get('a')).toBeUndefined();
  });
});

describe('readCache cleared while it reads', () => {
  it('answers a value even when cleared during two reads in a row (its own invalidation, then a heard change)', async () => {
    let loads = 0;
    const cache = readCache(async () => {
      loads += 1;
      const mine = loads;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (mine <= 2) cache.invalidate();
      return { loads: mine };
    });
    expect(await cache.get()).toEqual({ loads: 3 });
  });
});

describe('a copy of one database', () => {
  // Stand-ins: the caches only tell one handed-over database from another.
  const database = () => ({ pool: { end: async () => {} }, db: {} }) as unknown as Connection;

  it('never answers for another one handed over (a test file’s own database after the last file’s)', async () => {
    let n = 0;
    const cache = readCache(async () => [++n], 1000, manualClock());
    const keyed = keyedReadCache<number[]>(1000, 10, manualClock());
    const load = async () => [++n];
    try {
      useDatabase(database());
      expect([await cache.get(), await keyed.get('a', load)]).toEqual([[1], [2]]);
      expect([await cache.get(), await keyed.get('a', load)]).toEqual([[1], [2]]);
      useDatabase(database());
      expect(cache.last()).toBeUndefined();
      expect([await cache.get(), await keyed.get('a', load)]).toEqual([[3], [4]]);
    } finally {
      await closeDb();
    }
  });
});
