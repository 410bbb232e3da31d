import { describe, expect, it } from 'vitest';
import { progressBar } from './progress';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, write: (text: string) => writes.push(text) }, writes };
}

describe('progressBar', () => {
  it('on a terminal redraws one line as pages finish and ends it with a newline', () => {
    const { stream, writes } = fakeStream(true);
    const bar = progressBar(stream);
    bar.update(1, 2);
    bar.update(2, 2);
    bar.done();
    expect(writes).toEqual([
      `\r[${'#'.repeat(15)}${'.'.repeat(15)}] 1/2 pages`,
      `\r[${'#'.repeat(30)}] 2/2 pages`,
      '\n',
    ]);
  });

  it('redraws only when the bar grows, and always for the last page', () => {
    const { stream, writes } = fakeStream(true);
    const bar = progressBar(stream);
    for (let done = 1; done <= 300; done += 1) bar.update(done, 300);
    expect(writes).toHaveLength(32);
    expect(writes[0]).toBe(`\r[${'.'.repeat(30)}] 1/300 pages`);
    expect(writes[1]).toBe(`\r[#${'.'.repeat(29)}] 5/300 pages`);
    expect(writes.slice(-2)).toEqual([`\r[${'#'.repeat(30)}] 295/300 pages`, `\r[${'#'.repeat(30)}] 300/300 pages`]);
  });

  it('writes nothing when the output is not a terminal', () => {
    const { stream, writes } = fakeStream(false);
    const bar = progressBar(stream);
    for (let done = 1; done <= 10; done += 1) bar.update(done, 10);
    bar.done();
    expect(writes).toEqual([]);
  });
});
