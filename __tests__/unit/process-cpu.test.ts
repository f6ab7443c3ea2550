import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { treeCpuSeconds } from '../../tools/bench/process-cpu';

/*
 * The bench's CPU a sale (tools/bench/process-cpu.ts) counts a process's children, those still running and
 * those that ended (as PostgreSQL's postmaster counts its backends).
 */

/** A child's script: spends `ms` of CPU (not of the clock: the suite shares the cores), then says so and waits. */
const burn = (ms: number) =>
  `const start = process.cpuUsage(); const used = () => { const u = process.cpuUsage(start); return (u.user + u.system) / 1000; };
   while (used() < ${ms}) {} process.stdout.write('burnt'); setTimeout(() => {}, 60000);`;

describe('treeCpuSeconds', () => {
  it('counts a child still running and, once it has ended, its whole time', async () => {
    const before = treeCpuSeconds(process.pid)!;
    const child = spawn(process.execPath, ['-e', burn(300)]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    expect(treeCpuSeconds(process.pid)! - before).toBeGreaterThanOrEqual(0.3);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    expect(treeCpuSeconds(process.pid)! - before).toBeGreaterThanOrEqual(0.3);
  });

  it('is null for a process that is not there', () => {
    expect(treeCpuSeconds(2 ** 22 + 12345)).toBeNull();
  });
});
