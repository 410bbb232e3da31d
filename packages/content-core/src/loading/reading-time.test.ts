import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('counts words at 200 per minute, rounding up', () => {
    expect(readingMinutes(Array(200).fill('Wort').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('Wort').join(' '))).toBe(2);
    expect(readingMinutes(Array(450).fill('Wort').join('\n'))).toBe(3);
  });

  it('counts markup the way Docusaurus does: every run of characters between spaces is a word', () => {
    const words = Array(199).fill('Wort').join(' ');
    expect(readingMinutes(`${words} ---`)).toBe(1);
    expect(readingMinutes(`${words} --- ***`)).toBe(2);
  });

  it('gives no minute to an empty post', () => {
    expect(readingMinutes('')).toBe(0);
  });
});
