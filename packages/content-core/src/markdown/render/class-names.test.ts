import { describe, expect, it } from 'vitest';
import { temporarySitesOfEachTest } from '../../../test/bad-input/sites.js';
import { fixtureConfig } from '../../../test/fixture-site.js';
import { buildManifest } from '../../manifest/build-manifest.js';

describe("the content's class names", () => {
  const siteOf = temporarySitesOfEachTest();

  it('are listed in the manifest, from HTML in markdown and JSX in MDX, each once and sorted', async () => {
    const siteDir = siteOf({
      'docs/html.md': '# HTML\n\n<div class="alert alert--info">Hinweis</div>\n',
      'docs/jsx.mdx': '# JSX\n\n<div className="row">\n  <div className="col col--6">Links</div>\n</div>\n',
      'docs/nichts.md': '# Nichts\n\nText.\n',
    });
    const manifest = await buildManifest({ siteDir, config: fixtureConfig });
    expect(manifest.contentClassNames).toEqual(
      expect.arrayContaining(['alert', 'alert--info', 'col', 'col--6', 'row']),
    );
    expect(manifest.contentClassNames).toEqual([...new Set(manifest.contentClassNames)].sort());
  });

  it('are absent from the manifest of content without any', async () => {
    const siteDir = siteOf({ 'docs/nichts.md': '# Nichts\n\nText mit [Link](https://example.org).\n' });
    expect((await buildManifest({ siteDir, config: fixtureConfig })).contentClassNames).toBeUndefined();
  });
});
