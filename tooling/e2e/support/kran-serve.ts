import { spawn } from 'node:child_process';
import { kranCli as cli } from './paths';

export interface ServedSite {
  /** The address `kran serve` printed: the site's home page under its base URL. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves a build folder with `kran serve` (on a free port unless `port` is given; under the build's own base
 * URL unless `baseUrl` is given) and resolves once it listens.
 */
export function serveBuild(dir: string, options: { port?: number; baseUrl?: string } = {}): Promise<ServedSite> {
  const args = [
    cli,
    'serve',
    '--dir',
    dir,
    '--port',
    String(options.port ?? 0),
    ...(options.baseUrl ? ['--base-url', options.baseUrl] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () =>
    new Promise<void>((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()).kill() : resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^Serving .* at (\S+)$/m.exec(output)?.[1];
      if (url) resolve({ url, port: Number(new URL(url).port), stop });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`kran serve ${dir} exited with ${code}: ${output}`)));
  });
}
