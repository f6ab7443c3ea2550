import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { figure, httpRequest, operationDocument, visitor } from '../graphql-client';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Scenario 11: operations. The health endpoint reports the database and the outbox, and answers 503
 * while the database is down; SIGTERM lets an in-flight request finish before the process exits (and
 * the control, SIGKILL, loses it). Structured logs are measured in scenario 10.
 */

interface HealthBody {
  status?: string;
  database?: string;
  outbox?: { pending: number; failing: number; oldestPendingSeconds: number | null } | null;
}

async function health(stack: Stack, index: number): Promise<{ status: number; body: HealthBody | null }> {
  try {
    const answer = await httpRequest(stack.apps[index], { path: '/api/health', host: stack.hostFor('nz') });
    return { status: answer.status, body: JSON.parse(answer.text) as HealthBody };
  } catch {
    return { status: 0, body: null };
  }
}

async function healthFigures(stack: Stack): Promise<Figure[]> {
  const normal = await health(stack, 0);
  const outbox = normal.body?.outbox;
  const reportsOutbox = normal.status === 200 && normal.body?.database === 'ok' && !!outbox && typeof outbox.pending === 'number' && typeof outbox.failing === 'number' && 'oldestPendingSeconds' in outbox;
  const figures = [figure('operations.healthReportsOutbox', 'Health: 200 with database ok and the outbox (pending, failing, oldest age)', reportsOutbox ? `${JSON.stringify(outbox)}` : JSON.stringify(normal), 'reported', reportsOutbox)];

  const seen: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      seen.push((await health(stack, 0)).status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await stack.restartDatabase(3_000);
  // Until it answers 200 again (at most 30 s).
  const deadline = Date.now() + 30_000;
  while ((await health(stack, 0)).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  polling = false;
  await poller;
  const recovered = (await health(stack, 0)).status === 200;
  const saw503 = seen.includes(503);
  figures.push(figure('operations.healthDownWithDatabase', 'Health answers 503 while PostgreSQL is down, 200 after', `503 seen: ${saw503}, recovered: ${recovered}`, '503 then 200', saw503 && recovered));
  return figures;
}

/** A gift purchase through Windcave, made slow by the sandbox: in flight while the instance is stopped. */
async function slowRequestDuring(stack: Stack, signal: 'SIGTERM' | 'SIGKILL'): Promise<{ ok: boolean; exitMs: number }> {
  stack.slowProvider('dps', 3_000);
  try {
    const buyer = visitor(stack, 'nz', 0);
    const inFlight = buyer
      .call(operationDocument('purchaseGiftCard'), {
        input: {
          idempotencyKey: randomUUID(), amount: 5000, senderFirstName: 'Ana', senderLastName: 'Drain', senderEmail: 'drain@example.com',
          recipientName: 'Ben', recipientEmail: 'ben-drain@example.com', message: '', gatewayId: 'nz-windcave', acceptTerms: true,
        },
      })
      .then((answer) => {
        const ok = answer.status === 200 && (answer.body?.data?.purchaseGiftCard as { __typename?: string })?.__typename === 'OrderPlaced';
        if (!ok) stack.log(`operations: in-flight request across ${signal}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
        return ok;
      })
      .catch((error: unknown) => {
        stack.log(`operations: in-flight request across ${signal}: ${String(error)}`);
        return false;
      });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const started = Date.now();
    await stack.stopApp(0, signal);
    const exitMs = Date.now() - started;
    const ok = await inFlight;
    if (!ok && signal === 'SIGTERM') {
      const logged = await readFile(path.join(stack.workDir, 'app-0.log'), 'utf8').catch(() => '');
      stack.log(`operations: the end of instance 0's log:\n${logged.slice(-2000)}`);
    }
    return { ok, exitMs };
  } finally {
    stack.slowProvider('dps', 0);
    await stack.startApp(0);
  }
}

const scenario: Scenario = {
  id: 'operations',
  title: 'Health reports the database and the outbox; SIGTERM drains in-flight requests',
  async run(stack) {
    const figures = await healthFigures(stack);
    const drained = await slowRequestDuring(stack, 'SIGTERM');
    figures.push(figure('operations.sigtermDrains', `In-flight request answered across SIGTERM (process exited after ${drained.exitMs} ms)`, drained.ok, 'true', drained.ok && drained.exitMs >= 1_000));
    const killed = await slowRequestDuring(stack, 'SIGKILL');
    figures.push({ ...figure('operations.control.sigkillLoses', 'Control: the same request across SIGKILL is lost', !killed.ok, 'true (must fail)', !killed.ok), control: true });
    return figures;
  },
};

export default scenario;
