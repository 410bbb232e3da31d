import { describe, expect, it } from 'vitest';
import { pathnameUrlTarget } from './pathname-url';

describe('pathnameUrlTarget', () => {
  it('is the site path of a Docusaurus pathname:// link, with its query and hash', () => {
    expect(pathnameUrlTarget('pathname:///playground/')).toBe('/playground/');
    expect(pathnameUrlTarget('pathname:///files/report.pdf#page=2')).toBe('/files/report.pdf#page=2');
  });

  it('is undefined for every other URL', () => {
    for (const url of ['/playground/', 'https://example.org/', 'pathname:', '#pathname://x'])
      expect(pathnameUrlTarget(url), url).toBeUndefined();
  });
});
