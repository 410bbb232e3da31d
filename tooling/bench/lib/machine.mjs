import { cpus, loadavg, totalmem } from 'node:os';

/** `2 cores (AMD EPYC ...), 24 GiB, Node v20.20.2, linux`: what a figure was measured on. */
export function machineDescription() {
  const cores = cpus();
  const cpu = `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'})`;
  return `${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${process.platform}`;
}

/** The 1-minute load average, one decimal: how busy the machine was besides the benchmark. */
export function loadAverage() {
  return (loadavg()[0] ?? 0).toFixed(1);
}
