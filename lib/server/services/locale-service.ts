import { db } from '../db/client';
import { findAllLocales, type LocaleRecord } from '../repositories/locale-repository';
import { readCache } from './read-cache';

const locales = readCache(() => findAllLocales(db()));

export const listLocales = (): Promise<LocaleRecord[]> => locales.get();

export async function findLocaleByDomain(domain: string | null): Promise<LocaleRecord | null> {
  if (!domain) return null;
  return (await listLocales()).find((locale) => locale.domain === domain) ?? null;
}

export const invalidateLocales = (): void => locales.invalidate();

export async function findLocaleById(id: string): Promise<LocaleRecord | null> {
  return (await listLocales()).find((locale) => locale.id === id) ?? null;
}
