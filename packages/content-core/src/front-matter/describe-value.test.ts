import { describe, expect, it } from 'vitest';
import { describeValue } from './describe-value.js';

describe('describeValue', () => {
  it('names numbers, truth values, lists, objects and empty values', () => {
    expect(describeValue(5)).toBe('the number 5');
    expect(describeValue(false)).toBe('the value false');
    expect(describeValue(['a'])).toBe('a list');
    expect(describeValue([])).toBe('an empty list');
    expect(describeValue({ name: 'podman' })).toBe('an object');
    expect(describeValue(null)).toBe('an empty value');
    expect(describeValue('')).toBe('an empty text');
  });

  it('quotes a text, shortened to its first 40 characters of the first line', () => {
    expect(describeValue('gestern')).toBe('the text "gestern"');
    expect(describeValue('x'.repeat(50))).toBe(`the text "${'x'.repeat(40)}…"`);
    expect(describeValue('erste Zeile\nzweite')).toBe('the text "erste Zeile…"');
  });
});
