import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScannerDayQuery } from '@/graphql/generated/staff-operations';

/*
 * What the scanner keeps on its device, in IndexedDB (docs/back-office.md, "The offline scanner"): per park,
 * the last day list the server gave it, and every check-in it made, until the server has them and a later
 * list counts them. Nothing here is trusted by the server: a sync is ruled on again there
 * (lib/server/check-in/offline-service.ts).
 */

export type KeptDay = ScannerDayQuery['scannerDay'];

/** A day list as kept: `askedAt` is the device's clock when it was asked for, so a check-in synced before then is in its counts. */
export interface KeptList {
  parkId: string;
  askedAt: number;
  day: KeptDay;
}

/** A check-in this device made: offline (to sync), or online (already the server's, kept until a list counts it). */
export interface DeviceCheckIn {
  /** The device's own id for it (a UUID): a retried sync applies it once. */
  id: string;
  parkId: string;
  code: string;
  people: number;
  /** When the device let them in, by its clock (ms). */
  at: number;
  gate: string | null;
  /** Admitted offline on a code the list lacked, under the park's "admit and flag" rule. */
  flagged: boolean;
  /** When the server had it (device clock, ms); null while it waits to be synced. */
  syncedAt: number | null;
  /** The server's check-in, for one made online (an undo takes it back here too). */
  onlineId: string | null;
}

interface ScannerSchema extends DBSchema {
  lists: { key: string; value: KeptList };
  checkIns: { key: string; value: DeviceCheckIn; indexes: { parkId: string } };
}

const NAME = 'sr-scanner';
let opened: Promise<IDBPDatabase<ScannerSchema>> | null = null;

function database(): Promise<IDBPDatabase<ScannerSchema>> {
  opened ??= openDB<ScannerSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: 'parkId' });
      db.createObjectStore('checkIns', { keyPath: 'id' }).createIndex('parkId', 'parkId');
    },
  });
  return opened;
}

export const keptList = async (parkId: string): Promise<KeptList | undefined> => (await database()).get('lists', parkId);

export const keepList = async (list: KeptList): Promise<void> => {
  await (await database()).put('lists', list);
};

export const deviceCheckIns = async (parkId: string): Promise<DeviceCheckIn[]> => (await database()).getAllFromIndex('checkIns', 'parkId', parkId);

export const keepCheckIn = async (checkIn: DeviceCheckIn): Promise<void> => {
  await (await database()).put('checkIns', checkIn);
};

/** Marks check-ins as the server's, in one transaction. */
export async function markSynced(ids: readonly string[], at: number): Promise<void> {
  const tx = (await database()).transaction('checkIns', 'readwrite');
  for (const id of ids) {
    const checkIn = await tx.store.get(id);
    if (checkIn) await tx.store.put({ ...checkIn, syncedAt: at });
  }
  await tx.done;
}

/** Forgets an online check-in the gate undid. */
export async function forgetOnline(onlineId: string): Promise<void> {
  const tx = (await database()).transaction('checkIns', 'readwrite');
  for (const checkIn of await tx.store.getAll()) if (checkIn.onlineId === onlineId) await tx.store.delete(checkIn.id);
  await tx.done;
}

/** Drops check-ins the server has and a list asked for since counts: they no longer matter on this device. */
export async function forgetCounted(parkId: string, listAskedAt: number): Promise<void> {
  const tx = (await database()).transaction('checkIns', 'readwrite');
  for (const checkIn of await tx.store.index('parkId').getAll(parkId)) if (checkIn.syncedAt !== null && checkIn.syncedAt < listAskedAt) await tx.store.delete(checkIn.id);
  await tx.done;
}
