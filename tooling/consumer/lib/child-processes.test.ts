import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChildProcesses, npmEnvironment } from './child-processes';

const cwd = mkdtempSync(path.join(os.tmpdir(), 'kran-consumer-processes-'));
const processes = new ChildProcesses();
afterAll(async () => {
  await processes.stopAll();
  rmSync(cwd, { recursive: true, force: true });
});

/** Whether a process runs: it exists and is not a zombie, which a container's first process may never reap. */
const isRunning = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
};

describe('ChildProcesses', () => {
  it('runs a command in its folder and gives its output', async () => {
    expect(await processes.run('pwd && echo done >&2', { cwd, timeoutMs: 10_000 })).toBe(`${cwd}\ndone\n`);
  });

  it('fails with the command, its exit code and its output', async () => {
    await expect(processes.run('echo broken; exit 3', { cwd, timeoutMs: 10_000 })).rejects.toThrow(
      `\`echo broken; exit 3\` in ${cwd} exited with 3. It printed:\nbroken`,
    );
  });

  it('stops a command that outlasts its time', async () => {
    await expect(processes.run('echo waiting; sleep 30', { cwd, timeoutMs: 500 })).rejects.toThrow(
      'did not end within 0.5 s. It printed:\nwaiting',
    );
  });

  it('starts a server, waits for its address and stops what it started', async () => {
    const server = await processes.start('sleep 30 & echo "child $!"; echo "listening at port 4321"; wait', {
      cwd,
      timeoutMs: 10_000,
      ready: /listening at port (\d+)/,
    });
    expect(server.match[1]).toBe('4321');
    const grandchild = Number(/child (\d+)/.exec(server.output())![1]);
    expect(isRunning(grandchild)).toBe(true);
    await server.stop();
    await expect.poll(() => isRunning(grandchild)).toBe(false);
  });

  it('reports a server that exits before it is ready', async () => {
    await expect(
      processes.start('echo "port in use"; exit 1', { cwd, timeoutMs: 10_000, ready: /listening/ }),
    ).rejects.toThrow('exited with 1 before it printed /listening/. It printed:\nport in use');
  });
});

describe('npmEnvironment', () => {
  it('leaves out what a package manager sets for its scripts and keeps the rest', () => {
    const environment = npmEnvironment({
      PATH: '/usr/bin',
      HOME: '/root',
      npm_config_user_agent: 'pnpm/10.34.9',
      npm_config_frozen_lockfile: 'true',
      npm_lifecycle_event: 'test:consumer',
      PNPM_SCRIPT_SRC_DIR: '/work',
    });
    expect(environment).toEqual({
      PATH: '/usr/bin',
      HOME: '/root',
      NO_COLOR: '1',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      npm_config_update_notifier: 'false',
    });
  });
});
