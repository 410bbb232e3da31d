import { describe, expect, it } from 'vitest';
import { normalizePath } from './normalize-path';

describe('normalizePath', () => {
  it('treats .html and /index.html suffixes as the path without them', () => {
    expect(normalizePath('/docs/installation.html')).toBe('/docs/installation');
    expect(normalizePath('/docs/installation/index.html')).toBe('/docs/installation');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/blogs/')).toBe('/blogs');
    expect(normalizePath('/')).toBe('/');
  });
});
