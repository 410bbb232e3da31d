import { describe, expect, it } from 'vitest';
import { candidateFiles } from './resolve-request-path';

describe('candidateFiles', () => {
  it('maps a route and its .html and /index.html forms to the same page', () => {
    expect(candidateFiles('/srv/build', '/docs')).toContain('/srv/build/docs/index.html');
    expect(candidateFiles('/srv/build', '/docs.html')).toContain('/srv/build/docs/index.html');
    expect(candidateFiles('/srv/build', '/docs/index.html')).toContain('/srv/build/docs/index.html');
  });

  it('refuses paths that would leave the build folder', () => {
    for (const attempt of ['/../etc/passwd', '/%2e%2e/etc/passwd', '/a%5c..%5csecret', '/a%00b', '/%E0%A4%A']) {
      expect(candidateFiles('/srv/build', attempt)).toBeUndefined();
    }
  });
});
