import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl, siteUrl } from './site-url';

describe('normalizeBaseUrl', () => {
  it('gives the base URL one slash at each end', () => {
    expect(normalizeBaseUrl('beispiel')).toBe('/beispiel/');
    expect(normalizeBaseUrl('/beispiel')).toBe('/beispiel/');
    expect(normalizeBaseUrl('//a//b/')).toBe('/a/b/');
    expect(normalizeBaseUrl('/')).toBe('/');
    expect(normalizeBaseUrl('')).toBe('/');
  });
});

describe('siteUrl', () => {
  it('names the home page under the base URL', () => {
    expect(siteUrl('127.0.0.1', 3000, '/')).toBe('http://127.0.0.1:3000/');
    expect(siteUrl('127.0.0.1', 4173, '/beispiel/')).toBe('http://127.0.0.1:4173/beispiel/');
  });

  it('puts an IPv6 host in brackets', () => {
    expect(siteUrl('::1', 3000, '/')).toBe('http://[::1]:3000/');
  });
});
