import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../../test/fixture-site.js';
import { DOCUSAURUS_CONTENT_TEXTS, type ContentTexts } from '../../content-texts.js';

const germanFootnotes = { footnotes: 'Fußnoten', footnoteBack: 'Zurück zur Referenz {number}' };
/** The texts a caller with a German table gives; the locale each build asked for is kept in `asked`. */
const textsOfTables =
  (asked: string[]) =>
  (locale: string): ContentTexts => {
    asked.push(locale);
    return { ...DOCUSAURUS_CONTENT_TEXTS, ...(locale === 'de' ? germanFootnotes : {}) };
  };

const html = async (
  locale = 'de',
  options: { textsFor?: (locale: string) => ContentTexts } = { textsFor: textsOfTables([]) },
) => {
  const manifest = await buildFixture('gfm-features', { locale: { code: locale } }, options);
  return toHtml(routeOf(manifest, 'doc', '/docs/tabellen').content);
};

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

  it('numbers footnotes and labels them with the texts given for the site’s locale', async () => {
    const output = await html();
    expect(output).toContain(
      '<sup><a href="#user-content-fn-daemon" id="user-content-fnref-daemon" data-footnote-ref aria-describedby="footnote-label">1</a></sup>',
    );
    expect(output).toContain('<h2 class="sr-only" id="footnote-label">Fußnoten</h2>');
    expect(output).toContain('aria-label="Zurück zur Referenz 2"');
    expect(output).toContain('<li id="user-content-fn-ohne-root">\n<p>Ohne Root-Rechte.');
  });

  it('asks for the texts of the locale the config names, English when it names none', async () => {
    const asked: string[] = [];
    await buildFixture('gfm-features', { locale: { code: 'de-CH' } }, { textsFor: textsOfTables(asked) });
    await buildFixture('gfm-features', {}, { textsFor: textsOfTables(asked) });
    expect(asked).toEqual(['de-CH', 'en']);
  });

  it('labels footnotes with Docusaurus’s English texts when it is given none, whatever the locale', async () => {
    for (const locale of ['en', 'de']) {
      const output = await html(locale, {});
      expect(output).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
      expect(output).toContain('aria-label="Back to reference 2"');
    }
  });
});
