import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';

const html = async (locale = 'de') =>
  toHtml(routeOf(await buildFixture('gfm-features', { locale: { code: locale } }), 'doc', '/docs/tabellen').content);

describe('GitHub-flavoured markdown', () => {
  it('builds tables with their column alignment', async () => {
    const output = await html();
    expect(output).toContain('<th align="left">Befehl</th>\n<th align="right">Wirkung</th>');
    expect(output).toContain('<td align="left"><code>podman ps</code></td>');
  });

  it('builds task lists with checked and open boxes', async () => {
    const output = await html();
    expect(output).toContain(
      '<li class="task-list-item"><input type="checkbox" checked disabled> Podman installieren</li>',
    );
    expect(output).toContain(
      '<li class="task-list-item"><input type="checkbox" disabled> Ersten Container starten</li>',
    );
  });

  it('links bare URLs, www addresses and e-mail addresses', async () => {
    const output = await html();
    expect(output).toContain('<a href="https://podman.io">https://podman.io</a>');
    expect(output).toContain('<a href="http://www.podman.io">www.podman.io</a>');
    expect(output).toContain('<a href="mailto:info@example.org">info@example.org</a>');
  });

  it('numbers footnotes and labels them in German', async () => {
    const output = await html();
    expect(output).toContain(
      '<sup><a href="#user-content-fn-daemon" id="user-content-fnref-daemon" data-footnote-ref aria-describedby="footnote-label">1</a></sup>',
    );
    expect(output).toContain('<h2 class="sr-only" id="footnote-label">Fußnoten</h2>');
    expect(output).toContain('aria-label="Zurück zur Referenz 2"');
    expect(output).toContain('<li id="user-content-fn-ohne-root">\n<p>Ohne Root-Rechte.');
  });

  it('labels footnotes in the site’s locale, and in English where it has no labels of its own', async () => {
    for (const locale of ['en', 'fr']) {
      const output = await html(locale);
      expect(output).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
      expect(output).toContain('aria-label="Back to reference 2"');
    }
  });
});
