import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A free port on 127.0.0.1, from the system.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Runs `kran serve --dir` in its own process and resolves once it answers.
 * @param {{ kranCli: string; dir: string; port: number }} options
 */
export async function startServer({ kranCli, dir, port }) {
  const child = spawn(
    process.execPath,
    [kranCli, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise(
      /** @param {(value?: unknown) => void} resolve */ (resolve) =>
        child.exitCode === null ? child.once('close', resolve).kill() : resolve(),
    );
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`kran serve exited with ${child.exitCode}: ${stderr.trim()}`);
    try {
      await fetch(`${origin}/`);
      return {
        origin,
        pid: /** @type {number} */ (child.pid),
        isRunning: () => child.exitCode === null,
        stderr: () => stderr,
        stop,
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`kran serve did not answer on ${origin} within 10 s.`);
}

/**
 * The resident memory of a process in MB, from /proc (Linux).
 * @param {number} pid
 */
export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`/proc/${pid}/status has no VmRSS line.`);
  return kilobytes / 1024;
}
