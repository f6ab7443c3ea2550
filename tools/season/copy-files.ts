import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value of a row in COPY's text format: null is \N; tabs, newlines and backslashes escaped; an object is jsonb. */
export type CopyValue = string | number | boolean | null | Date | object;

const escapeText = (text: string) => text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

function field(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return escapeText(JSON.stringify(value));
}

/**
 * One table's rows, written to a file of COPY text as they are made and loaded later: the generator makes
 * an order's lines, tickets, payment and check-ins together, but the foreign keys want orders loaded before
 * their lines, so each table is a file first, then one `COPY ... FROM STDIN` each, parents first.
 */
export class TableFile {
  readonly file: string;
  rows = 0;
  private stream: WriteStream;
  private buffer: string[] = [];
  private bufferedChars = 0;

  constructor(
    directory: string,
    readonly table: string,
    readonly columns: readonly string[],
  ) {
    this.file = path.join(directory, `${table}.copy`);
    this.stream = createWriteStream(this.file);
  }

  add(values: readonly CopyValue[]): void {
    const line = `${values.map(field).join('\t')}\n`;
    this.buffer.push(line);
    this.bufferedChars += line.length;
    this.rows++;
  }

  /** Writes what is buffered once there is enough of it, waiting while the file's stream is full. */
  async flush(force = false): Promise<void> {
    if (!force && this.bufferedChars < 1 << 20) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.bufferedChars = 0;
    if (!this.stream.write(chunk)) await new Promise<void>((resolve) => this.stream.once('drain', () => resolve()));
  }

  async close(): Promise<void> {
    await this.flush(true);
    await new Promise<void>((resolve, reject) => this.stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }

  /** Streams the file into its table with one COPY. */
  async load(client: PoolClient): Promise<void> {
    const columns = this.columns.map((column) => `"${column}"`).join(', ');
    await pipeline(createReadStream(this.file), client.query(copyFrom(`copy ${this.table} (${columns}) from stdin`)));
  }
}
