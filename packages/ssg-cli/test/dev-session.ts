import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { onTestFailed } from 'vitest';
import { cli } from './fixture-site.js';

/**
 * The longest a rebuild may take before a test fails. The tests wait for the server's events, not for time; this
 * bound only ends a run that hangs, and is generous because a busy 2-core machine rebuilds many times slower.
 */
export const REBUILD_BOUND = 60_000;
/** Each test waits for up to two rebuilds after starting `kran dev`. */
export const TEST_BOUND = 3 * REBUILD_BOUND;

let devProcess: ChildProcess | undefined;

/** Stops the `kran dev` that startDev() started last; call it after each test. */
export function stopDev(): void {
  devProcess?.kill();
}

/**
 * Starts `kran dev` on a free port, with further options such as `['--locale', 'de']`, and resolves with its address
 * (origin) and the URL it prints, once it serves; `output` is what it printed to stdout, `printed` to stdout and stderr.
 */
export function startDev(
  site: string,
  options: string[] = [],
): Promise<{ address: string; printedUrl: string; output: () => string; printed: () => string }> {
  devProcess = spawn(process.execPath, [cli, 'dev', '--site', site, '--port', '0', ...options], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What kran dev printed, and whether it stopped, tells why a test failed (a reload that never came).
  let everything = '';
  devProcess.stderr!.on('data', (chunk: Buffer) => (everything += chunk.toString()));
  devProcess.once('exit', (code, signal) => (everything += `\n[kran dev stopped: ${signal ?? `exit code ${code}`}]\n`));
  onTestFailed(() => console.error(`kran dev printed:\n${everything}`));
  return new Promise((resolve, reject) => {
    let output = '';
    devProcess!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      everything += chunk.toString();
      const match = output.match(/kran dev: ((http:\/\/[\d.]+:\d+)\/\S*)/);
      if (match)
        resolve({ address: match[2]!, printedUrl: match[1]!, output: () => output, printed: () => everything });
    });
    devProcess!.once('exit', (code) => reject(new Error(`kran dev exited with ${code}: ${output}`)));
  });
}

/** Collects the server-sent events of `kran dev` as "type: data" lines. */
export function listen(url: string): { events: string[]; connected: Promise<void> } {
  const events: string[] = [];
  const connected = new Promise<void>((resolve) => {
    get(url, (response) => {
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = block.match(/^event: (.*)$/m)?.[1];
          if (type) events.push(`${type}: ${[...block.matchAll(/^data: (.*)$/gm)].map((line) => line[1]).join('\n')}`);
        }
        resolve();
      });
    });
  });
  return { events, connected };
}

export const text = async (url: string) => (await fetch(url)).text();

/** Whether an event is a reload, which names the URL paths of the files written or removed, one a line. */
export const isReload = (event: string) => event.startsWith('reload:');

/**
 * Saves a file as many editors do, a new file renamed over the old one, so no rebuild can read it half written.
 * `writeFileSync` empties a file before it writes it: a rebuild that reads it in between builds an empty page, and
 * a test that then checks which build is served sees that one.
 */
export function saveWhole(file: string, text: string): void {
  writeFileSync(`${file}.saving`, text);
  renameSync(`${file}.saving`, file);
}
