import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('counts words at 200 per minute, rounding up', () => {
    expect(readingMinutes(Array(200).fill('Wort').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('Wort').join(' '))).toBe(2);
    expect(readingMinutes(Array(450).fill('Wort').join('\n'))).toBe(3);
  });

  it('gives at least one minute and ignores markup', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('## ### *** --- ``` |')).toBe(1);
  });
});
