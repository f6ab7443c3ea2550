/*
 * The contract between the reliability runner (`npm run test:reliability`, __tests__/reliability/run.ts)
 * and its scenarios (__tests__/reliability/scenarios/*.ts). Each scenario module default-exports a
 * Scenario; the runner builds the production stack once, runs the scenarios in order, prints one table
 * of every figure and, on its last line, one JSON object holding them all. It exits non-zero when a
 * figure misses its target or a control run fails to show the failure it should.
 */
import type { MailSink } from './mail-sink';

/** One measured figure and whether it met its target. */
export interface Figure {
  /** Stable key for the JSON line, e.g. 'oversell.ticketsSold'. */
  key: string;
  /** What was measured, for the table. */
  label: string;
  value: number | string | boolean;
  /** The target in words, e.g. '= 10', '0', '≤ 30 s'. */
  target: string;
  pass: boolean;
  /**
   * A control run with the protection disabled: `pass` means the control showed the failure it must
   * (it oversold, it charged twice), which proves the real test can fail. The table says so.
   */
  control?: boolean;
}

/** What the runner gives every scenario: the production build on real PostgreSQL. */
export interface Stack {
  /** Base URLs of the running app instances (at least two), all on the same database. */
  apps: string[];
  /** The database every instance uses (the shop's: orders, payments, …). */
  databaseUrl: string;
  /**
   * The payment sandbox's own database, apart from the shop's as a real provider's records are: its
   * sandbox_payments (sandbox/schema.ts) say what "the provider" charged. Read them with the shop's
   * payments through providerCharges (invariants.ts); restartDatabase leaves this one running.
   */
  sandboxDatabaseUrl: string;
  /** The Host header for a locale's site, e.g. hostFor('nz') → 'nz.localhost:8100'. */
  hostFor(localeCode: string): string;
  /** A directory the scenario may write to. */
  workDir: string;

  // ---- Extensions (all instances share these; the runner owns them):
  /**
   * A port the sandbox may send notifications to (the demo domains on it are among the shop's origins):
   * a scenario keeping the providers' notifications listens there, and starts an instance whose
   * PUBLIC_PORT names it, so that the URLs the instance gives providers lead there.
   */
  notificationPort: number;
  /** The payment sandbox every instance pays through, served by the runner (it survives instance kills). */
  sandboxUrl: string;
  /** The SMTP server every instance sends to: `messages` holds what arrived; stop() and start() it. */
  mail: MailSink;
  /** Makes one sandbox provider (its path prefix, e.g. 'dps') answer `ms` late; 0 restores it. */
  slowProvider(provider: string, ms: number): void;
  /** Makes sandbox paths starting with `pathPrefix` (e.g. 'dps/api/v1/transactions') answer 503 while `failing`. */
  failProvider(pathPrefix: string, failing: boolean): void;
  /** Stops instance `index` (SIGKILL: at once, nothing drained). */
  stopApp(index: number, signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** (Re)starts instance `index` with extra environment, resolving when it is healthy. */
  startApp(index: number, extraEnv?: Record<string, string>): Promise<void>;
  /** Stops the shop's PostgreSQL, waits `downMs`, starts it again on the same data and port (the sandbox's stays up). */
  restartDatabase(downMs?: number): Promise<void>;
  /** A progress line on the runner's output (stderr). */
  log(line: string): void;
}

export interface Scenario {
  /** Short id, the prefix of its figures' keys, e.g. 'oversell'. */
  id: string;
  title: string;
  run(stack: Stack): Promise<Figure[]>;
}
