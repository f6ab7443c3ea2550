import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findServerCode, serverModulesIn } from '@/tools/check-bundle';
import { capabilityGraph, circles, importGraph } from '@/tools/check-imports';

const root = path.resolve(import.meta.dirname, '../..');

async function lint(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('dependency boundaries (eslint.config.mjs, docs/architecture.md)', () => {
  it.each(['components/views/x.tsx', 'lib/client/x.ts', 'lib/domain/x.ts'])('%s may not import lib/server', async (file) => {
    const messages = await lint(file, "import { env } from '@/lib/server/platform/config';\nexport const x = env;\n");
    expect(messages.join('\n')).toContain('no-restricted-imports');
  });

  it.each(['components/views/x.tsx', 'lib/domain/x.ts'])('%s may not import the resolvers’ types (they bring in server types)', async (file) => {
    const messages = await lint(file, "import type { OrderStatus } from '@/graphql/generated/resolvers';\nexport type X = OrderStatus;\n");
    expect(messages.join('\n')).toContain('no-restricted-imports');
    expect(await lint(file, "import type { OrderStatus } from '@/graphql/generated/enums';\nexport type X = OrderStatus;\n")).toEqual([]);
  });

  it('lib/client may not reach lib/server by a relative path', async () => {
    const messages = await lint('lib/client/x.ts', "import { db } from '../server/db/client';\nexport const x = db;\n");
    expect(messages.join('\n')).toContain('no-restricted-imports');
  });

  it('lib/domain may not import React or Node I/O', async () => {
    expect((await lint('lib/domain/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).join()).toContain(
      'no-restricted-imports',
    );
    expect((await lint('lib/domain/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).join()).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['lib/server/payments/x.ts', "import { createSandboxAccount } from '../../../sandbox/account';\nexport const x = createSandboxAccount;\n"],
    ['lib/server/app/x.ts', "import { seedIfEmpty } from '@/demo';\nexport const x = seedIfEmpty;\n"],
    ['pages/api/x.ts', "import { serveSandbox } from '@/sandbox/handler';\nexport const x = serveSandbox;\n"],
    ['components/views/x.tsx', "import { demoGateways } from '@/demo/payments';\nexport const x = demoGateways;\n"],
    ['lib/domain/x.ts', "import { findServerCode, serverModulesIn } from '@/tools/check-bundle';\nexport const x = findServerCode;\n"],
    ['graphql/x.ts', "import { startSandbox } from '../sandbox/server';\nexport const x = startSandbox;\n"],
  ])('%s may not import the sandbox, the demo or the tools', async (file, code) => {
    expect((await lint(file, code)).join('\n')).toContain('no-restricted-imports');
  });

  it('the sandbox, the demo and the tools may import the product', async () => {
    for (const file of ['sandbox/x.ts', 'demo/x.ts', 'tools/x.ts']) {
      expect(await lint(file, "import { parseEnv } from '@/lib/server/platform/config';\nexport const x = parseEnv;\n")).toEqual([]);
    }
  });

  it('lib/server may import lib/server; pages and the Next seam only its types', async () => {
    expect(await lint('lib/server/site/x.ts', "import { env } from '../platform/config';\nexport const x = env;\n")).toEqual([]);
    for (const file of ['pages/x.tsx', 'lib/next/x.ts']) {
      const messages = await lint(file, "import { siteServer } from '@/lib/server/site';\nexport const x = siteServer;\n");
      expect(messages.join('\n')).toContain('@typescript-eslint/no-restricted-imports');
      expect(await lint(file, "import type { Pages } from '@/lib/server/site';\nexport type X = Pages;\n")).toEqual([]);
    }
  });

  it('a capability is reached through its index.ts, not its files', async () => {
    const deep = await lint('lib/server/checkout/x.ts', "import { loadOrder } from '../orders/order-store';\nexport const x = loadOrder;\n");
    expect(deep.join('\n')).toContain('import-x/no-restricted-paths');
    expect(await lint('lib/server/checkout/x.ts', "import { loadOrder } from '../orders';\nexport const x = loadOrder;\n")).toEqual([]);
    const fromPage = await lint('pages/x.tsx', "import type { PageLoader } from '@/lib/server/site/page-data';\nexport type X = PageLoader<object>;\n");
    expect(fromPage.join('\n')).toContain('import-x/no-restricted-paths');
  });

  it('a back-office area uses the kit and the shell, never another area; the kit knows no area', async () => {
    const sideways = await lint('components/back-office/closures/x.tsx', "import { OrderStatusBadge } from '../orders/status-badge';\nexport const x = OrderStatusBadge;\n");
    expect(sideways.join('\n')).toContain('Back-office areas do not import each other');
    const fromKit = await lint('components/back-office/ui/x.tsx', "import { OrderStatusBadge } from '../orders/status-badge';\nexport const x = OrderStatusBadge;\n");
    expect(fromKit.join('\n')).toContain('know no area');
    const fromShell = await lint('components/back-office/x.tsx', "import { OrderStatusBadge } from './orders/status-badge';\nexport const x = OrderStatusBadge;\n");
    expect(fromShell.join('\n')).toContain('know no area');
    expect(await lint('components/back-office/closures/x.tsx', "import { StatusBadge } from '../ui';\nimport { useStaffFormats } from '../formats';\nexport const x = [StatusBadge, useStaffFormats];\n")).toEqual([]);
    expect(await lint('pages/staff/x.tsx', "export { OrderScreen as default } from '@/components/back-office/orders/order-screen';\n")).toEqual([]);
  });

  /*
   * The orders capability is the aggregate of an order (docs/architecture.md): outside lib/server/orders
   * an order, its lines, tickets, charges, refunds and a payment's status change only through its
   * commands. Its write primitives stay its own files' exports, which the rule above keeps other
   * capabilities from importing; its index.ts must not re-export one.
   */
  it('the orders capability exports commands and reads, never a write primitive', async () => {
    const { readFile } = await import('node:fs/promises');
    const index = await readFile(path.join(root, 'lib/server/orders/index.ts'), 'utf8');
    const exported = [...index.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) => match[1].split(',').map((name) => name.trim().split(/\s+as\s+/).at(-1)!)).filter(Boolean);
    const primitives = [
      'insertOrder', 'insertOrderLines', 'updateOrderTotals', 'transitionOrder', 'moveMoneyStatus', 'moveMoneyStatuses', 'createPayment',
      'recordDeskPayment', 'recordRefund', 'recordCharge', 'createChargePayment', 'markChargePaid', 'chargePaidAtDesk', 'settleDeskCharges',
      'endCharges', 'cancelCharges', 'lockCharge', 'lockDueCharges', 'sellPlaces', 'recordOrderAction', 'cancelStandingTickets',
      'moveStandingTickets', 'reissueTicketCodes', 'lockOrder', 'lockTicketsForChange',
    ];
    // Each name is still a write primitive of the capability (a rename would leave this list checking nothing).
    const sources = await Promise.all(
      ['order-store', 'order-transitions', 'money-transitions', 'money-records', 'charges', 'order-repository', 'order-actions', 'ticket-changes'].map((file) =>
        readFile(path.join(root, `lib/server/orders/${file}.ts`), 'utf8'),
      ),
    );
    for (const name of primitives) expect(sources.some((source) => new RegExp(`export async function ${name}[<(]`).test(source)), name).toBe(true);
    expect(exported.filter((name) => primitives.includes(name))).toEqual([]);
    // The rule fails a violation: the same check finds a primitive re-exported.
    const violating = `${index}\nexport { insertOrder } from './order-store';\n`;
    expect([...violating.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) => match[1].split(',').map((name) => name.trim())).filter((name) => primitives.includes(name))).toEqual(['insertOrder']);
  });

  it('platform knows no capability, and nothing imports the entry point', async () => {
    expect((await lint('lib/server/platform/x.ts', "import { loadOrder } from '../orders';\nexport const x = loadOrder;\n")).join()).toContain(
      'import-x/no-restricted-paths',
    );
    expect((await lint('lib/server/orders/x.ts', "import { boot } from '../app/boot';\nexport const x = boot;\n")).join()).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('capabilities never import each other in a circle', async () => {
    // Orders sit below checkout (checkout places orders): orders importing checkout back closes a circle.
    const messages = await lint('lib/server/orders/order-store.ts', "import { createAndCompleteOrder } from '../checkout';\nexport const x = createAndCompleteOrder;\n");
    expect(messages.join('\n')).toContain('import-x/no-cycle');
  });

  it('the import check (npm run lint) finds a circle of type-only imports, and one between capabilities', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'imports-'));
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    };
    await write('lib/server/orders/index.ts', "export type { Order } from './store';\n");
    await write('lib/server/orders/store.ts', "import type { Step } from '../checkout';\nexport interface Order { step: Step }\n");
    await write('lib/server/checkout/index.ts', "import type { Order } from '@/lib/server/orders';\nexport interface Step { order: Order }\n");
    const files = importGraph(dir);
    expect(circles(files)).toEqual([['lib/server/checkout/index.ts', 'lib/server/orders/index.ts', 'lib/server/orders/store.ts']]);
    expect(circles(capabilityGraph(files))).toEqual([['checkout', 'orders']]);
    await write('lib/server/checkout/index.ts', 'export interface Step { total: number }\n');
    expect(circles(capabilityGraph(importGraph(dir)))).toEqual([]);
  });

  it('the post-build scan finds server-only code in browser bundles', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'static-'));
    await mkdir(path.join(dir, 'chunks'));
    await writeFile(path.join(dir, 'chunks', 'clean.js'), 'console.log("hello")');
    expect(findServerCode(dir)).toEqual([]);
    await writeFile(path.join(dir, 'chunks', 'leak.js'), 'var s="SCRAM-SERVER-FIRST-MESSAGE";');
    expect(findServerCode(dir)).toEqual([{ file: path.join('chunks', 'leak.js'), package: 'pg' }]);
  });

  it('the post-build scan finds a server module compiled into Next’s own server bundles', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'server-'));
    expect(serverModulesIn(dir)).toBeNull();
    const map = (sources: string[]) => JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources } }] });
    await writeFile(path.join(dir, 'page.js.map'), map(['turbopack:///[project]/lib/next/server-side.ts', 'turbopack:///[project]/node_modules/next/dist/x.js']));
    expect(serverModulesIn(dir)).toEqual([]);
    await writeFile(path.join(dir, 'leak.js.map'), map(['../../../../lib/server/platform/db/client.ts']));
    expect(serverModulesIn(dir)).toEqual(['lib/server/platform/db/client.ts']);
  });
});
