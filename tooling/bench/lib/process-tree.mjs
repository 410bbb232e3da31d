// Reads a process tree's memory and CPU time from /proc (Linux), so a build's figures include its child processes.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident and peak resident set size in bytes from the text of /proc/<pid>/status.
 * @param {string} statusText
 */
export function parseMemory(statusText) {
  const kilobytes = (/** @type {string} */ field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(statusText)?.[1] ?? 0);
  return { rssBytes: kilobytes('VmRSS') * 1024, peakRssBytes: kilobytes('VmHWM') * 1024 };
}

/**
 * CPU time a process has used itself (user + system), in clock ticks, from the text of /proc/<pid>/stat.
 * The command name (field 2) may hold spaces and parentheses, so fields are counted after its last `)`.
 * @param {string} statText
 */
export function parseCpuTicks(statText) {
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (field 14) and stime (field 15) sit at 11 and 12.
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Child pids from the texts of /proc/<pid>/task/<tid>/children (space-separated pids).
 * @param {string[]} texts
 */
export function parseChildren(texts) {
  return texts.flatMap((text) => text.split(/\s+/).filter(Boolean).map(Number));
}

/** @param {string} file */
function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** @param {number} pid */
function childrenOf(pid) {
  let tasks;
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return parseChildren(tasks.map((tid) => readOrEmpty(`/proc/${pid}/task/${tid}/children`)));
}

/**
 * Every live pid of the tree under `rootPid`, the root included.
 * @param {number} rootPid
 */
export function treePids(rootPid) {
  const pids = [];
  const queue = [rootPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    pids.push(pid);
    queue.push(...childrenOf(pid));
  }
  return pids;
}

/**
 * The tree's summed RSS now, and per pid its own peak RSS and CPU ticks so far.
 * @param {number} rootPid
 */
export function sampleTree(rootPid) {
  let rssBytes = 0;
  /** @type {Map<number, { peakRssBytes: number; cpuTicks: number }>} */
  const processes = new Map();
  for (const pid of treePids(rootPid)) {
    const status = readOrEmpty(`/proc/${pid}/status`);
    const stat = readOrEmpty(`/proc/${pid}/stat`);
    if (!status || !stat) continue;
    const memory = parseMemory(status);
    rssBytes += memory.rssBytes;
    processes.set(pid, { peakRssBytes: memory.peakRssBytes, cpuTicks: parseCpuTicks(stat) });
  }
  return { rssBytes, processes };
}
