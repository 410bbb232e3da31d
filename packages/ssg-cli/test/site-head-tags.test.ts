import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

// As Docusaurus's docs write them: KaTeX's stylesheet from a CDN, a script, and a preconnect link with an inline script.
const HEAD_OPTIONS = `  stylesheets: [
    {
      href: 'https://cdn.jsdelivr.net/npm/katex@0.16.22/dist/katex.min.css',
      type: 'text/css',
      crossorigin: 'anonymous',
    },
  ],
  scripts: [{ src: 'https://plausible.example.net/js/script.js', defer: true, 'data-domain': 'example.org' }, '/js/local.js'],
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.org' } },
    { tagName: 'script', attributes: { type: 'text/javascript' }, innerHTML: 'window.ready = true;' },
  ],
  title: 'Beispiel',`;

describe("kran build: the config's stylesheets, scripts and headTags", () => {
  it("writes them into every page's head and allows their hosts and inline scripts in the policy", () => {
    const site = copyFixture('head-tags', path.join(import.meta.dirname, 'fixtures/minimal-site'));
    editConfig(site, "  title: 'Beispiel',", HEAD_OPTIONS);
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const page of ['index.html', 'docs/index.html', 'blog/index.html']) {
      const html = readFileSync(path.join(site, 'build', page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        [
          '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.22/dist/katex.min.css" type="text/css" crossorigin="anonymous">',
          '<script src="https://plausible.example.net/js/script.js" defer data-domain="example.org"></script>',
          '<script src="/js/local.js"></script>',
          '<link rel="preconnect" href="https://example.org">',
          '<script type="text/javascript">window.ready = true;</script>',
        ].join('\n'),
      );
    }
    const headers = JSON.parse(readFileSync(path.join(site, 'build/_kran/security-headers.json'), 'utf8')) as Record<
      string,
      string
    >;
    const policy = new Map(
      headers['content-security-policy']!.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name!, sources];
      }),
    );
    expect(policy.get('style-src')).toContain('https://cdn.jsdelivr.net');
    expect(policy.get('font-src')).toContain('https://cdn.jsdelivr.net');
    expect(policy.get('script-src')).toContain('https://plausible.example.net');
    const inlineHash = `'sha256-${createHash('sha256').update('window.ready = true;').digest('base64')}'`;
    expect(policy.get('script-src')).toContain(inlineHash);
  });

  it('reports an entry that is neither a URL nor attributes with one at its place in site.config.ts', () => {
    const site = copyFixture('head-tags-bad', path.join(import.meta.dirname, 'fixtures/minimal-site'));
    editConfig(site, "  title: 'Beispiel',", "  stylesheets: [{ rel: 'stylesheet' }],\n  title: 'Beispiel',");
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'site.config.ts:4:17\n  An entry of stylesheets is neither a URL nor attributes with `href`.\n' +
        "  Write a URL ('https://…') or its attributes: { href: 'https://…', crossorigin: 'anonymous' }.",
    );
  });
});
