import { describe, expect, it } from 'vitest';
import { atMostAtOnce } from './at-most-at-once.js';

/** A task whose end the test decides, recording how many run at once. */
function gatedTasks() {
  let running = 0;
  const peaks: number[] = [];
  const gates: { index: number; open: () => void; fail: (error: Error) => void }[] = [];
  const task = (item: string, index: number) =>
    new Promise<string>((resolve, reject) => {
      running += 1;
      peaks.push(running);
      const settle = () => (running -= 1);
      gates.push({
        index,
        open: () => (settle(), resolve(item.toUpperCase())),
        fail: (error) => (settle(), reject(error)),
      });
    });
  return { task, gates, peaks };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('atMostAtOnce', () => {
  it('runs at most so many tasks at once and gives the results in the items’ order', async () => {
    const { task, gates, peaks } = gatedTasks();
    const all = atMostAtOnce(['a', 'b', 'c', 'd'], 2, task);
    await settled();
    expect(gates.map((gate) => gate.index)).toEqual([0, 1]);
    gates[1]!.open();
    await settled();
    expect(gates.map((gate) => gate.index)).toEqual([0, 1, 2]);
    gates[0]!.open();
    await settled();
    gates[2]!.open();
    gates[3]!.open();
    expect(await all).toEqual(['A', 'B', 'C', 'D']);
    expect(Math.max(...peaks)).toBe(2);
  });

  it('runs one after the other with a limit of one, and at least one at a time', async () => {
    for (const limit of [1, 0]) {
      const { task, gates, peaks } = gatedTasks();
      const all = atMostAtOnce(['a', 'b'], limit, task);
      await settled();
      gates[0]!.open();
      await settled();
      gates[1]!.open();
      expect(await all).toEqual(['A', 'B']);
      expect(Math.max(...peaks)).toBe(1);
    }
  });

  it('starts no task after one failed, lets the running ones end, then throws the failure', async () => {
    const { task, gates } = gatedTasks();
    const all = atMostAtOnce(['a', 'b', 'c'], 2, task);
    const outcome = all.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await settled();
    gates[0]!.fail(new Error('a failed'));
    await settled();
    expect(gates).toHaveLength(2);
    let isDone = false;
    void outcome.then(() => (isDone = true));
    await settled();
    expect(isDone).toBe(false);
    gates[1]!.open();
    expect(await outcome).toBe('a failed');
  });
});
