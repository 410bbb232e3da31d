import { spawn } from 'node:child_process';
import { sampleTree } from './process-tree.mjs';

// Linux reports CPU time in USER_HZ ticks, 100 per second on every mainstream architecture.
const TICKS_PER_SECOND = 100;

/**
 * Runs a command and measures its wall time, the peak RSS of its whole process tree (the highest sum of the
 * tree's RSS over samples every `intervalMs`, or a single process's own peak if that is higher: it catches a
 * spike between two samples) and the tree's CPU time (each process's user + system time at its last sample).
 * With `timeoutMs`, the command runs in a process group of its own, which is killed once that time has passed
 * (`timedOut` is then true).
 * @param {{ command: string; args: string[]; cwd?: string; env?: Record<string, string>; intervalMs?: number; timeoutMs?: number }} options
 * @returns {Promise<{ wallMs: number; peakRssBytes: number; cpuMs: number; exitCode: number | null; output: string; timedOut: boolean }>}
 */
export function runMeasured({ command, args, cwd, env, intervalMs = 50, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: timeoutMs !== undefined,
    });
    let timedOut = false;
    const limit =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            // The group the command leads: the command and every process it started.
            if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
          }, timeoutMs);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peakTreeBytes = 0;
    /** @type {Map<number, { peakRssBytes: number; cpuTicks: number }>} */
    const seen = new Map();
    const sample = () => {
      if (child.pid === undefined) return;
      const { rssBytes, processes } = sampleTree(child.pid);
      peakTreeBytes = Math.max(peakTreeBytes, rssBytes);
      for (const [pid, current] of processes) {
        const before = seen.get(pid);
        seen.set(pid, {
          peakRssBytes: Math.max(before?.peakRssBytes ?? 0, current.peakRssBytes),
          cpuTicks: current.cpuTicks,
        });
      }
    };
    const timer = setInterval(sample, intervalMs);
    sample();
    child.on('error', (error) => {
      clearInterval(timer);
      clearTimeout(limit);
      reject(error);
    });
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - start;
      clearInterval(timer);
      clearTimeout(limit);
      const processes = [...seen.values()];
      resolve({
        wallMs,
        peakRssBytes: Math.max(peakTreeBytes, ...processes.map((entry) => entry.peakRssBytes), 0),
        cpuMs: (processes.reduce((sum, entry) => sum + entry.cpuTicks, 0) / TICKS_PER_SECOND) * 1000,
        exitCode,
        output,
        timedOut,
      });
    });
  });
}
