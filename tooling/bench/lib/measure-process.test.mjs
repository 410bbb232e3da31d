import { describe, expect, it } from 'vitest';
import { runMeasured } from './measure-process.mjs';

describe('runMeasured', () => {
  it('counts the memory of a child process the command starts', async () => {
    // The parent stays small; its child fills 200 MB and holds it for half a second.
    const child = 'const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => console.log(b.length), 500);';
    const parent =
      "const { execFileSync } = require('node:child_process'); " +
      `process.stdout.write(execFileSync(process.execPath, ['-e', ${JSON.stringify(child)}]));`;
    const run = await runMeasured({ command: process.execPath, args: ['-e', parent] });
    expect(run.exitCode).toBe(0);
    expect(run.output.trim()).toBe(String(200 * 1024 * 1024));
    expect(run.peakRssBytes).toBeGreaterThan(200 * 1024 * 1024);
    expect(run.wallMs).toBeGreaterThan(500);
    expect(run.cpuMs).toBeGreaterThan(0);
  });

  it('reports a failing command by its exit code', async () => {
    const run = await runMeasured({
      command: process.execPath,
      args: ['-e', 'console.error("kaputt"); process.exit(3)'],
    });
    expect(run.exitCode).toBe(3);
    expect(run.output).toContain('kaputt');
  });

  it('stops a command and the processes it started once its time limit has passed', async () => {
    // The child would print after 30 s; the parent waits for it. The child writes to the same pipe, which stays
    // open (and the run unfinished) until the child is gone too.
    const child = 'setTimeout(() => console.log("spät"), 30_000);';
    const parent =
      "const { spawnSync } = require('node:child_process'); " +
      `spawnSync(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'inherit' });`;
    const run = await runMeasured({ command: process.execPath, args: ['-e', parent], timeoutMs: 1000 });
    expect(run.timedOut).toBe(true);
    expect(run.exitCode).toBeNull();
    expect(run.output).not.toContain('spät');
    expect(run.wallMs).toBeLessThan(30_000);
  });

  it('reports a command that ends within its time limit as not timed out', async () => {
    const run = await runMeasured({
      command: process.execPath,
      args: ['-e', 'console.log("früh")'],
      timeoutMs: 60_000,
    });
    expect(run.timedOut).toBe(false);
    expect(run.exitCode).toBe(0);
    expect(run.output.trim()).toBe('früh');
  });
});
