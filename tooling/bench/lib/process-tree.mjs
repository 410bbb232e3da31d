// Reads a process tree's memory and CPU time from /proc (Linux), so a build's figures include its child processes.
import { readdirSync, readFileSync } from 'node:fs';

/** Resident and peak resident set size in bytes from the text of /proc/<pid>/status. */
export function parseMemory(statusText) {
  const kilobytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(statusText)?.[1] ?? 0);
  return { rssBytes: kilobytes('VmRSS') * 1024, peakRssBytes: kilobytes('VmHWM') * 1024 };
}

/**
 * CPU time a process has used itself (user + system), in clock ticks, from the text of /proc/<pid>/stat.
 * The command name (field 2) may hold spaces and parentheses, so fields are counted after its last `)`.
 */
export function parseCpuTicks(statText) {
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (field 14) and stime (field 15) sit at 11 and 12.
  return Number(fields[11]) + Number(fields[12]);
}

/** Child pids from the texts of /proc/<pid>/task/<tid>/children (space-separated pids). */
export function parseChildren(texts) {
  return texts.flatMap((text) => text.split(/\s+/).filter(Boolean).map(Number));
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function childrenOf(pid) {
  let tasks;
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return parseChildren(tasks.map((tid) => readOrEmpty(`/proc/${pid}/task/${tid}/children`)));
}

/** Every live pid of the tree under `rootPid`, the root included. */
export function treePids(rootPid) {
  const pids = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    pids.push(pid);
    queue.push(...childrenOf(pid));
  }
  return pids;
}

/** The tree's summed RSS now, and per pid its own peak RSS and CPU ticks so far. */
export function sampleTree(rootPid) {
  let rssBytes = 0;
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
