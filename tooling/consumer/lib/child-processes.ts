import { spawn, type ChildProcess } from 'node:child_process';

export interface CommandOptions {
  cwd: string;
  /** How long the command may run before it is stopped and counted as failed. */
  timeoutMs: number;
}

export interface StartedProcess {
  /** What the process printed (stdout and stderr) so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The shell commands a test runs, each in a process group of its own, so that stopping one also stops what it
 * started (npm runs a shell that runs kran, which runs worker threads and a watcher).
 */
export class ChildProcesses {
  readonly #running = new Set<ChildProcess>();

  /** Runs a command to its end; resolves with its output, rejects with it when it fails or outlasts its time. */
  async run(command: string, options: CommandOptions): Promise<string> {
    const child = this.#spawn(command, options.cwd);
    const output = collectOutput(child);
    const ended = await new Promise<{ code: number | null; timedOut: boolean }>((resolve) => {
      const timer = setTimeout(() => resolve({ code: null, timedOut: true }), options.timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, timedOut: false });
      });
    });
    await this.#stop(child);
    if (ended.code === 0) return output();
    const why = ended.timedOut ? `did not end within ${options.timeoutMs / 1000} s` : `exited with ${ended.code}`;
    throw new Error(`\`${command}\` in ${options.cwd} ${why}. It printed:\n${lastLines(output(), 60)}`);
  }

  /**
   * Starts a command that keeps running (a server) and resolves once its output matches `ready`, with the match;
   * rejects with its output when it exits or does not get there in time.
   */
  async start(
    command: string,
    options: CommandOptions & { ready: RegExp },
  ): Promise<StartedProcess & { match: RegExpExecArray }> {
    const child = this.#spawn(command, options.cwd);
    const output = collectOutput(child);
    const stop = () => this.#stop(child);
    const match = await new Promise<RegExpExecArray>((resolve, reject) => {
      const fail = (why: string) => {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`\`${command}\` in ${options.cwd} ${why}. It printed:\n${lastLines(output(), 60)}`));
      };
      const poll = setInterval(() => {
        const found = options.ready.exec(output());
        if (!found) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(found);
      }, 100);
      const timer = setTimeout(
        () => fail(`did not print ${options.ready} within ${options.timeoutMs / 1000} s`),
        options.timeoutMs,
      );
      child.once('exit', (code) => fail(`exited with ${code} before it printed ${options.ready}`));
    }).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
    return { match, output, stop };
  }

  /** Stops every process still running. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.#running].map((child) => this.#stop(child)));
  }

  #spawn(command: string, cwd: string): ChildProcess {
    const child = spawn('sh', ['-c', command], {
      cwd,
      env: npmEnvironment(process.env),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#running.add(child);
    return child;
  }

  /** Ends the process group: SIGTERM, and SIGKILL for whatever is left after ten seconds. */
  async #stop(child: ChildProcess): Promise<void> {
    this.#running.delete(child);
    const exited =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child, 'SIGTERM');
    const timer = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([exited, timer]);
    signalGroup(child, 'SIGKILL');
  }
}

/**
 * The environment of a command run as a user would in a fresh terminal: without the `npm_*` variables pnpm and npm
 * set for the scripts they run (a user agent, a registry config, `npm_config_frozen_lockfile`…), without colours.
 */
export function npmEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = Object.entries(environment).filter(([name]) => !/^(npm|pnpm)_/i.test(name));
  return {
    ...Object.fromEntries(kept),
    NO_COLOR: '1',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    npm_config_update_notifier: 'false',
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch (error) {
    // ESRCH: nothing of the group is left.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  return () => output;
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}
