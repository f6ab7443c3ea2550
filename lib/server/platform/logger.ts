import pino, { type Logger } from 'pino';
import { scrubText, scrubValue } from '@/lib/domain/error-scrubbing';

/**
 * The server's structured log: one JSON object per line on stdout (pino), for the platform's log
 * collector. Everything logged passes the same scrubbing as error reports (lib/domain/error-scrubbing.ts):
 * emails, phones, names, codes, card-like numbers, SQL parameters and confirmation tokens never reach
 * a log line. LOG_LEVEL (debug, info, warn, error, silent) decides what is written.
 */
function createLogger(level: string): Logger {
  // process.stdout: synchronous for files and pipes on Linux, so nothing is lost at exit.
  return pino({
    level: ['debug', 'info', 'warn', 'error', 'silent'].includes(level) ? level : 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => scrubValue(object) as Record<string, unknown>,
    },
    serializers: { err: (error: Error) => scrubValue(pino.stdSerializers.err(error)) },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  }, process.stdout);
}

// LOG_LEVEL is read here, not from the validated configuration: start-up logs the configuration's own
// problems through this logger (lib/server/app/boot.ts). Read on every use, so the logger follows it: a
// server's never changes, a test file's does (vi.stubEnv) and is given back after it.
let current: { setting: string; logger: Logger } | undefined;

/** The process's logger; `logger.child({ component })` names the part that logs. */
export function logger(): Logger {
  const setting = process.env.LOG_LEVEL ?? 'info';
  if (current?.setting !== setting) current = { setting, logger: createLogger(setting) };
  return current.logger;
}

/** A component's logger, e.g. `log('mail').warn({ attempts }, 'not sent')`. */
export const log = (component: string): Logger => logger().child({ component });
