import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideMove, IllegalTransition, mayMove, MONEY_MACHINES, sourcesOf, type MoneyObject } from '@/lib/domain/money-states';

/** The four tables as docs/architecture.md draws them ("An order's life"): heading → from → to. */
function documentedMachines(): Record<string, Record<string, string[]>> {
  const doc = readFileSync(path.join(process.cwd(), 'docs/architecture.md'), 'utf8');
  const life = doc.slice(doc.indexOf("## An order's life"), doc.indexOf('## The payment flow'));
  const machines: Record<string, Record<string, string[]>> = {};
  for (const section of life.split(/^### /m).slice(1)) {
    const [heading] = section.split('\n');
    const rows = section.split('\n').filter((line) => /^\| [a-z_]+ \|/.test(line));
    if (!rows.length) continue;
    machines[heading.trim().toLowerCase()] = Object.fromEntries(
      rows.map((line) => {
        const [from, to] = line.split('|').slice(1, 3).map((cell) => cell.trim());
        return [from, to === 'nothing' ? [] : to.split(/,\s*/)];
      }),
    );
  }
  return machines;
}

describe("money's state machines", () => {
  it('are the tables docs/architecture.md shows, move for move', () => {
    const code = Object.fromEntries(Object.entries(MONEY_MACHINES).map(([object, table]) => [object, Object.fromEntries(Object.entries(table).map(([from, to]) => [from, [...to]]))]));
    expect(documentedMachines()).toEqual(code);
  });

  it('name only statuses of their own machine', () => {
    for (const table of Object.values(MONEY_MACHINES) as Record<string, readonly string[]>[]) {
      for (const targets of Object.values(table)) for (const to of targets) expect(Object.keys(table)).toContain(to);
    }
  });

  it('move, leave or refuse: an illegal move is a typed error, a repeated one changes nothing', () => {
    expect(decideMove('charge', 'due', 'paid')).toBe('move');
    expect(decideMove('charge', 'paid', 'paid')).toBe('unchanged');
    const refused = decideMove('charge', 'cancelled', 'paid');
    expect(refused).toBeInstanceOf(IllegalTransition);
    expect(refused).toMatchObject({ object: 'charge', from: 'cancelled', to: 'paid' });
    expect(decideMove('refund', 'failed', 'succeeded')).toBeInstanceOf(IllegalTransition);
    expect(decideMove('payment', 'refunded', 'authorised')).toBeInstanceOf(IllegalTransition);
    // A self-loop a table lists is a move (a lapsed start claimed again).
    expect(decideMove('payment', 'starting', 'starting')).toBe('move');
  });

  it('condition every write on exactly the statuses that lead to its target', () => {
    for (const object of Object.keys(MONEY_MACHINES) as MoneyObject[]) {
      const table = MONEY_MACHINES[object] as Record<string, readonly string[]>;
      for (const to of Object.keys(table)) {
        const sources = sourcesOf(object, to as never) as string[];
        for (const from of Object.keys(table)) expect(sources.includes(from)).toBe(mayMove(object, from as never, to as never));
      }
    }
    expect(sourcesOf('payment', 'refunded')).toEqual(['authorised', 'refund_requested']);
    expect(sourcesOf('charge', 'cancelled')).toEqual(['due']);
  });
});

/** Every TypeScript source of the product (not its tests, nor the bench's and reliability suite's set-up in tools/), with its path from the repository's root. */
function productSources(): { file: string; text: string }[] {
  const root = process.cwd();
  return ['lib', 'pages', 'components', 'sandbox', 'demo'].flatMap((folder) =>
    (readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => ({ file: path.join(folder, file), text: readFileSync(path.join(root, folder, file), 'utf8') })),
  );
}

/** A status written to a money table by name, in SQL or through Drizzle: lib/server/orders/money-transitions.ts writes it through its own table map instead. */
const STATUS_WRITE = [/update\s+(orders|payments|refunds|order_charges)\b[^`;]*?\bset\b(?:(?!\bwhere\b)[^`;])*?\bstatus\s*=/i, /\.update\((orders|payments|refunds|orderCharges)\)\s*\.set\(\{[^}]*\bstatus\b/];

describe('where money is written', () => {
  it('a money status only through the transitions: no other statement names one', () => {
    // The patterns find what they are for (a check that cannot fail is none).
    expect(STATUS_WRITE[0].test("sql`update payments set status = 'paid' where id = 1`")).toBe(true);
    expect(STATUS_WRITE[0].test("sql`update payments set checked = now() where status = 'paid'`")).toBe(false);
    expect(STATUS_WRITE[1].test("tx.update(refunds).set({ status: 'succeeded' })")).toBe(true);
    const writers = productSources().filter(({ text }) => STATUS_WRITE.some((pattern) => pattern.test(text)));
    expect(writers.map(({ file }) => file)).toEqual([]);
  });

  it('the providers’ side (lib/server/payments) reads and writes orders’ money only through the orders capability', () => {
    const own = productSources().filter(({ file }) => file.startsWith(path.join('lib', 'server', 'payments')));
    expect(own.length).toBeGreaterThan(5);
    for (const { file, text } of own) {
      // SQL of its own, or a query of a table other than its gateways'.
      expect(text, file).not.toMatch(/\bsql`/);
      expect(text, file).not.toMatch(/\.(from|update|insert|delete)\((orders|orderItems|tickets|payments|paymentEvents|refunds|orderCharges|orderActions)\b/);
    }
  });
});
