import { describe, expect, it } from 'vitest';
import { CallsInOrder } from './calls-in-order.js';

/** A call that ends when told to. */
function pendingCall(started: string[], name: string) {
  let end: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const start = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      end = resolve;
      fail = reject;
    });
  };
  return { start, end: () => end(name), fail: (error: Error) => fail(error) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('CallsInOrder', () => {
  it('starts at most `limit` calls at once, the others in the order they were asked for as earlier ones end', async () => {
    const calls = new CallsInOrder(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pendingCall(started, name));
    const results = [a!, b!, c!, d!].map((call) => calls.call(call.start));
    expect(started).toEqual(['a', 'b']);
    b!.end();
    await settled();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.end();
    await settled();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c!.end();
    d!.end();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("gives a failed call's error to its caller and goes on with the next", async () => {
    const calls = new CallsInOrder(1);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => pendingCall(started, name));
    const first = calls.call(a!.start);
    const second = calls.call(b!.start);
    a!.fail(new Error('Pagefind refused a'));
    await expect(first).rejects.toThrow('Pagefind refused a');
    await settled();
    expect(started).toEqual(['a', 'b']);
    b!.end();
    expect(await second).toBe('b');
  });

  it('takes a call that throws before it returns a promise as failed', async () => {
    const calls = new CallsInOrder(1);
    await expect(
      calls.call(() => {
        throw new Error('no process');
      }),
    ).rejects.toThrow('no process');
    expect(await calls.call(async () => 'next')).toBe('next');
  });

  it('fails the waiting calls without starting them when cancelled, and lets the running one end', async () => {
    const calls = new CallsInOrder(1);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => pendingCall(started, name));
    const first = calls.call(a!.start);
    const waiting = [calls.call(b!.start), calls.call(c!.start)];
    calls.cancelWaiting(new Error('Pagefind was closed'));
    for (const call of waiting) await expect(call).rejects.toThrow('Pagefind was closed');
    a!.end();
    expect(await first).toBe('a');
    await settled();
    expect(started).toEqual(['a']);
    expect(await calls.call(async () => 'next')).toBe('next');
  });
});
