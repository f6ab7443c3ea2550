import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type Attachment } from 'mailparser';
import type { MailboxEntry, MailboxMessage } from '@/components/views/mailbox-view';
import { env } from '../platform/config';
import { MAIL_FILE_NAME, mailDirectory } from './transport';

/*
 * The development mailbox's data: the .eml files the mail transport writes when SMTP_URL is unset.
 * A file is opened only by a name that is in the folder's listing and matches MAIL_FILE_NAME, so no
 * name from a URL can reach outside the folder.
 */

/** How many messages a page of the list shows, newest first; older ones are on the next pages. */
export const MAILBOX_PAGE_SIZE = 50;

/** The longest recipient search: an address, or part of one. */
export const MAILBOX_SEARCH_MAX = 200;

/** How much of a file is read for the list: its headers, not the attachments after them. */
const HEAD_BYTES = 64 * 1024;

/** The mailbox exists on development machines and in the demo (MAILBOX), never in a real shop. */
export const mailboxAvailable = (): boolean => env().mailbox;

/** The names of the messages in the folder, newest first (names start with their time); none if it is missing. */
async function messageNames(): Promise<string[]> {
  try {
    const entries = await readdir(mailDirectory(), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && MAIL_FILE_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort()
      .reverse();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The file's bytes, or null when it was removed after the listing. */
async function readMessageFile(name: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(mailDirectory(), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The file's first bytes (its headers), or null when it was removed after the listing. */
async function readMessageHead(name: string): Promise<Buffer | null> {
  let file;
  try {
    file = await open(path.join(mailDirectory(), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The header section: the list needs no bodies, and decoding every attachment would be wasted. */
function headerSection(raw: Buffer): Buffer {
  const ends = [raw.indexOf('\r\n\r\n'), raw.indexOf('\n\n')].filter((index) => index >= 0);
  return ends.length ? raw.subarray(0, Math.min(...ends) + 2) : raw;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');

const isoDate = (date: Date | undefined): string | null => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);

async function entryOf(name: string): Promise<MailboxEntry | null> {
  const raw = await readMessageHead(name);
  if (!raw) return null;
  const mail = await simpleParser(headerSection(raw));
  return { name, subject: mail.subject ?? '', to: addresses(mail.to), date: isoDate(mail.date) };
}

export interface MailboxListing {
  /** How many messages the folder holds. */
  total: number;
  /** How many of them match the search (all of them without one). */
  matching: number;
  /** The page shown (1 is the newest), and how many there are (at least 1). */
  page: number;
  pages: number;
  entries: MailboxEntry[];
}

/**
 * A page of the messages, newest first: subject, recipients and date of each. With `to`, only those whose
 * To header contains it (any case): every message's headers are read for that, a page's only without it.
 * A page past the last is the last.
 */
export async function listMail(options: { page?: number; to?: string; pageSize?: number } = {}): Promise<MailboxListing> {
  const pageSize = options.pageSize ?? MAILBOX_PAGE_SIZE;
  const search = (options.to ?? '').trim().toLowerCase();
  const names = await messageNames();
  const pick = async (wanted: string[]) => (await Promise.all(wanted.map(entryOf))).filter((entry): entry is MailboxEntry => entry !== null);
  const matches = search ? (await pick(names)).filter((entry) => entry.to.toLowerCase().includes(search)) : null;
  const matching = matches ? matches.length : names.length;
  const pages = Math.max(1, Math.ceil(matching / pageSize));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);
  const start = (page - 1) * pageSize;
  const entries = matches ? matches.slice(start, start + pageSize) : await pick(names.slice(start, start + pageSize));
  return { total: names.length, matching, page, pages, entries };
}

const IMAGE_TYPE = /^image\/[\w.+-]+$/i;

/**
 * The HTML with its inline images (cid: references to attachments) as data: URIs, so that a frame with
 * no access to anything can show them. Only images are inlined, and only where a URL stands (an attribute
 * value or url()), so text that mentions "cid:" stays as it is.
 */
export function inlineCidImages(html: string, attachments: Pick<Attachment, 'cid' | 'contentType' | 'content'>[]): string {
  const images = new Map(
    attachments.filter((a) => a.cid && IMAGE_TYPE.test(a.contentType)).map((a) => [a.cid!.toLowerCase(), a] as const),
  );
  return html.replace(/(["'(=]\s*)cid:([^"'\s)>]+)/gi, (match, before: string, id: string) => {
    let key = id;
    try {
      key = decodeURIComponent(id);
    } catch {
      // Not percent-encoded after all: use it as written.
    }
    const image = images.get(key.toLowerCase());
    return image ? `${before}data:${image.contentType.toLowerCase()};base64,${image.content.toString('base64')}` : match;
  });
}

/** One message by its file name, or null when the name is not a message in the folder. */
export async function readMail(name: string): Promise<MailboxMessage | null> {
  if (!MAIL_FILE_NAME.test(name)) return null;
  // Only a name the folder itself listed is opened: never a path built from what the visitor typed.
  const listed = (await messageNames()).find((candidate) => candidate === name);
  if (!listed) return null;
  const raw = await readMessageFile(listed);
  if (!raw) return null;
  const mail = await simpleParser(raw, { keepCidLinks: true });
  return {
    name: listed,
    subject: mail.subject ?? '',
    from: addresses(mail.from),
    to: addresses(mail.to),
    date: isoDate(mail.date),
    html: typeof mail.html === 'string' ? inlineCidImages(mail.html, mail.attachments) : null,
    text: mail.text ?? null,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '(unnamed)',
      contentType: a.contentType,
      size: a.size,
      inline: a.contentDisposition === 'inline',
    })),
  };
}
