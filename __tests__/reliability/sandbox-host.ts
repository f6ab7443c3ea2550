import type { SandboxAccount } from '@/sandbox/account';
import type { RunningSandbox } from '@/sandbox/server';

/**
 * The payment sandbox served by the runner's own process (not by an app instance), so that killing an
 * instance does not kill "the provider", and so the suite can make the provider slow (scenario 8:
 * a provider that times out) or fail. It keeps its records in a database of its own (the stack's
 * sandboxDatabaseUrl), so that a restart of the shop's database is not a provider outage too.
 */
export class SandboxHost {
  private sandbox: RunningSandbox | undefined;
  /** Provider path prefix (e.g. 'dps') → extra delay before answering, in ms. */
  private readonly delays = new Map<string, number>();
  /** Sandbox paths starting with these answer 503 at once: a provider outage of one kind of call. */
  private readonly failing = new Set<string>();

  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
    /** The run's test account (the app instances have the shop's half). */
    private readonly account: SandboxAccount,
    /** Where the sandbox may send browsers and notifications: the instances' origins. */
    private readonly shopOrigins: string[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Delays every answer for one provider (0 restores it); a delay beyond the adapter's timeout is an outage. */
  slow(provider: string, ms: number): void {
    if (ms > 0) this.delays.set(provider, ms);
    else this.delays.delete(provider);
  }

  fail(pathPrefix: string, failing: boolean): void {
    if (failing) this.failing.add(pathPrefix);
    else this.failing.delete(pathPrefix);
  }

  async start(): Promise<void> {
    const { startSandbox } = await import('@/sandbox/server');
    const { sandboxSide } = await import('@/sandbox/account');
    this.sandbox = await startSandbox({
      databaseUrl: this.databaseUrl,
      account: sandboxSide(this.account),
      shopOrigins: this.shopOrigins,
      host: '127.0.0.1',
      port: this.port,
      available: async (path) => {
        if ([...this.failing].some((prefix) => path.join('/').startsWith(prefix))) return false;
        const delay = this.delays.get(path[0]) ?? 0;
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        return true;
      },
    });
  }

  async stop(): Promise<void> {
    const sandbox = this.sandbox;
    this.sandbox = undefined;
    await sandbox?.close();
  }
}
