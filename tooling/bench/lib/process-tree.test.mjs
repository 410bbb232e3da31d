import { describe, expect, it } from 'vitest';
import { parseChildren, parseCpuTicks, parseMemory, sampleTree, treePids } from './process-tree.mjs';

describe('parsing /proc', () => {
  it('reads current and peak RSS from a status file', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t11\n';
    expect(parseMemory(status)).toEqual({ rssBytes: 100 * 1024 * 1024, peakRssBytes: 200 * 1024 * 1024 });
  });

  it('reads user and system ticks even when the command name holds spaces and parentheses', () => {
    const stat = '4242 (node (worker) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 150 25 3 1 20 0 11 0 5000 1000 200';
    expect(parseCpuTicks(stat)).toBe(175);
  });

  it('collects child pids from every thread', () => {
    expect(parseChildren(['12 13 ', '', '14'])).toEqual([12, 13, 14]);
  });
});

describe('sampleTree', () => {
  it('finds this test process with a resident size and some CPU time', () => {
    expect(treePids(process.pid)[0]).toBe(process.pid);
    const { rssBytes, processes } = sampleTree(process.pid);
    expect(rssBytes).toBeGreaterThan(1024 * 1024);
    expect(processes.get(process.pid)?.cpuTicks).toBeGreaterThan(0);
  });
});
