import { describe, expect, it } from 'vitest';
import { formatBytes, formatRatio, formatSeconds, markdownTable, textTable } from './format.mjs';

describe('formatting', () => {
  it('writes bytes as KB below a megabyte and MB above', () => {
    expect(formatBytes(92_160)).toBe('90.0 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(undefined)).toBe('–');
  });

  it('writes seconds with two decimals below ten seconds and one above', () => {
    expect(formatSeconds(2345)).toBe('2.35 s');
    expect(formatSeconds(131_250)).toBe('131.3 s');
  });

  it('writes ratios with a times sign, whole from ten up', () => {
    expect(formatRatio(3.14159)).toBe('3.1×');
    expect(formatRatio(54.6)).toBe('55×');
    expect(formatRatio(undefined)).toBe('–');
  });
});

describe('markdownTable', () => {
  it('aligns the first column left and the others right, and escapes pipes', () => {
    expect(markdownTable(['', 'A', 'B'], [['x | y', '1', '2']])).toBe(
      ['|  | A | B |', '| --- | ---: | ---: |', '| x \\| y | 1 | 2 |'].join('\n'),
    );
  });
});

describe('textTable', () => {
  it('pads every column to its widest cell', () => {
    expect(
      textTable(
        ['Tool', 'Time'],
        [
          ['Docusaurus', '130 s'],
          ['Kran', '2 s'],
        ],
      ).split('\n'),
    ).toEqual(['Tool         Time', '----------  -----', 'Docusaurus  130 s', 'Kran          2 s']);
  });
});
