import { describe, expect, it } from 'vitest';
import { basenameOf, siteHref } from './site-href';

describe('siteHref', () => {
  it('leaves site paths as they are on a site at the root', () => {
    expect(siteHref('', '/blogs/page/2')).toBe('/blogs/page/2');
    expect(siteHref('', '/')).toBe('/');
  });

  it('puts the base URL in front of site paths, keeping query and hash', () => {
    expect(siteHref('/beispiel', '/docs/intro#start')).toBe('/beispiel/docs/intro#start');
    expect(siteHref('/beispiel', '/search?q=pod')).toBe('/beispiel/search?q=pod');
  });

  it('makes the home path the base URL itself, as React Router does', () => {
    expect(siteHref('/beispiel', '/')).toBe('/beispiel');
    expect(siteHref('/beispiel', '/#oben')).toBe('/beispiel#oben');
  });
});

describe('basenameOf', () => {
  it('drops the trailing slash of a base URL', () => {
    expect(basenameOf('/')).toBe('');
    expect(basenameOf('/beispiel/')).toBe('/beispiel');
  });
});
