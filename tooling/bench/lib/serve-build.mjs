import { spawn } from 'node:child_process';

/**
 * Serves a build folder with `kran serve --dir` on 127.0.0.1 and resolves once it answers.
 * @param {{ kranCli: string; dir: string; port: number }} options
 */
export async function serveBuild({ kranCli, dir, port }) {
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
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`kran serve for ${dir} exited (${child.exitCode}): ${stderr.trim()}`);
    try {
      await fetch(`${origin}/`);
      return { origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(
    `kran serve did not answer on ${origin} within 10 s. Is port ${port} taken? Set BENCH_PORT to another port.`,
  );
}
