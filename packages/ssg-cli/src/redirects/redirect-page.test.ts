import { describe, expect, it } from 'vitest';
import { REDIRECT_SCRIPT, redirectFileOf, redirectPageHtml, redirectUrl } from './redirect-page.js';

describe('redirectPageHtml', () => {
  it('refreshes to the target at once, names it canonical, and runs the script that keeps query and anchor', () => {
    const html = redirectPageHtml(redirectUrl('/lantern/', '/docs/über uns'));
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/lantern/docs/%C3%BCber%20uns">');
    expect(html).toContain('<link rel="canonical" href="/lantern/docs/%C3%BCber%20uns" />');
    expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
  });

  it('keeps the target inside its attributes', () => {
    expect(redirectPageHtml('/a"b&c')).toContain('href="/a&quot;b&amp;c"');
  });
});

describe('redirectFileOf', () => {
  it('writes a redirect page as from/index.html, and from.html.html for .html paths without trailing slashes', () => {
    expect(redirectFileOf('/old/path', undefined)).toBe('old/path/index.html');
    expect(redirectFileOf('/page.html', true)).toBe('page.html/index.html');
    expect(redirectFileOf('/page.html', false)).toBe('page.html.html');
  });
});
