import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidateFiles, locateInBase } from './resolve-request-path';

const root = '/srv/build';

describe('candidateFiles', () => {
  it('maps a route and its .html and /index.html forms to the same page', () => {
    expect(candidateFiles(root, '/docs')).toContain('/srv/build/docs/index.html');
    expect(candidateFiles(root, '/docs.html')).toContain('/srv/build/docs/index.html');
    expect(candidateFiles(root, '/docs/index.html')).toContain('/srv/build/docs/index.html');
  });

  it('refuses .. in every spelling: plain, percent-encoded in either case, half encoded, with encoded slashes', () => {
    for (const attempt of [
      '/../etc/passwd',
      '/docs/../../etc/passwd',
      '/..',
      '/%2e%2e/etc/passwd',
      '/%2E%2E/etc/passwd',
      '/.%2e/etc/passwd',
      '/%2e./etc/passwd',
      '/docs%2f..%2f..%2fetc%2fpasswd',
    ]) {
      expect(candidateFiles(root, attempt), attempt).toBeUndefined();
    }
  });

  it('refuses backslashes, raw or encoded, which Windows would read as folder separators', () => {
    for (const attempt of ['/a\\..\\secret', '/a%5c..%5csecret', '/..%5Csecret', '/%5c%5cserver%5cshare'])
      expect(candidateFiles(root, attempt), attempt).toBeUndefined();
  });

  it('refuses NUL bytes, raw or encoded', () => {
    for (const attempt of ['/a%00b', '/docs%00.html', '/a\u0000b'])
      expect(candidateFiles(root, attempt), attempt).toBeUndefined();
  });

  it('refuses malformed percent-encoding and paths longer than 2 KB, such as an 8 KB URL', () => {
    for (const attempt of ['/%E0%A4%A', '/%', '/%zz', `/${'a'.repeat(2048)}`, `/${'seite/'.repeat(1400)}`])
      expect(candidateFiles(root, attempt), attempt.slice(0, 40)).toBeUndefined();
  });

  it('decodes only once, so a double-encoded .. stays a literal folder name inside the build folder', () => {
    const candidates = candidateFiles(root, '/%252e%252e/%252e%252e/etc/passwd');
    expect(candidates).toBeDefined();
    for (const candidate of candidates!) expect(candidate.startsWith(`${root}${path.sep}%2e%2e${path.sep}`)).toBe(true);
  });
});

describe('locateInBase', () => {
  it('serves every path of a site built for /', () => {
    expect(locateInBase('/docs', '/')).toEqual({ kind: 'inside', sitePath: '/docs' });
    expect(locateInBase('/', '/')).toEqual({ kind: 'inside', sitePath: '/' });
  });

  it('takes the base off the paths below it', () => {
    expect(locateInBase('/beispiel/', '/beispiel/')).toEqual({ kind: 'inside', sitePath: '/' });
    expect(locateInBase('/beispiel/docs/seiten-schreiben', '/beispiel/')).toEqual({
      kind: 'inside',
      sitePath: '/docs/seiten-schreiben',
    });
    expect(locateInBase('/a/b/pagefind/pagefind.js', '/a/b/')).toEqual({
      kind: 'inside',
      sitePath: '/pagefind/pagefind.js',
    });
  });

  it('sends the server root and the base without its last slash to the base', () => {
    expect(locateInBase('/', '/beispiel/')).toEqual({ kind: 'redirect', location: '/beispiel/' });
    expect(locateInBase('/beispiel', '/beispiel/')).toEqual({ kind: 'redirect', location: '/beispiel/' });
  });

  it('places other paths outside the site, a path that only starts like the base included', () => {
    for (const urlPath of ['/docs', '/beispiele/', '/beispielx', '/index.html', '/_kran/data/x.json'])
      expect(locateInBase(urlPath, '/beispiel/'), urlPath).toEqual({ kind: 'outside' });
  });
});
