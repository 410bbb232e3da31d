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
});
