import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt-parts';

describe('excerptParts', () => {
  it('separates the marked matches from the text around them', () => {
    expect(excerptParts('Mit <mark>Checkpoint</mark> und <mark>Restore</mark> umziehen')).toEqual([
      { text: 'Mit ', isMatch: false },
      { text: 'Checkpoint', isMatch: true },
      { text: ' und ', isMatch: false },
      { text: 'Restore', isMatch: true },
      { text: ' umziehen', isMatch: false },
    ]);
  });

  it('keeps any other markup as text, with Pagefind’s escaped angle brackets restored', () => {
    expect(excerptParts('<img src=x onerror=alert(1)> podman pull &lt;<mark>image</mark>&gt;')).toEqual([
      { text: '<img src=x onerror=alert(1)> podman pull <', isMatch: false },
      { text: 'image', isMatch: true },
      { text: '>', isMatch: false },
    ]);
  });

  it('returns no parts for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
