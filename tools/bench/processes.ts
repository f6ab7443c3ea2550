import { spawn, type ChildProcess } from 'node:child_process';

/** Runs a command to completion with its output shown; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export interface Server {
  url: string;
  /** Its process (the group's leader), for its CPU (process-cpu.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a long-running server in its own process group and waits until `readyUrl` answers 200. */
export async function startServer(command: string, args: string[], readyUrl: string, options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Server> {
  // A server left over from an earlier run would answer for this one, which then fails to listen unseen:
  // the bench would measure the old one.
  const taken = await fetch(readyUrl).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already answers at ${readyUrl}: stop it first`);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // Whatever ends the bench (a thrown error included), the server's process group goes with it.
  const kill = () => child.exitCode === null && child.pid && process.kill(-child.pid, 'SIGKILL');
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const force = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  };
  try {
    await waitFor(readyUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: new URL(readyUrl).origin, pid: child.pid, stop };
}
