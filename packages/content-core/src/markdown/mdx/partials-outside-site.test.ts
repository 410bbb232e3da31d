import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../manifest/build-manifest.js';
import { temporarySite } from '../../../test/bad-input/sites.js';
import { fixtureConfig, routeOf } from '../../../test/fixture-site.js';

// The usual layout of a repository with `docs/` beside `website/`, as Docusaurus sites have it.
const config = { ...fixtureConfig, blogs: [], docs: [{ id: 'default', path: '../docs', routeBasePath: 'docs' }] };

function repository(files: Record<string, string>) {
  const root = temporarySite({ 'website/README.md': 'The site folder.\n', ...files });
  return { ...root, siteDir: path.join(root.siteDir, 'website') };
}

describe('partials of a docs folder outside the site folder', () => {
  it("load relative to the importing file, with the partial's own links and images", async () => {
    const site = repository({
      'docs/intro.mdx': "import X from './partials/_x.mdx';\n\n# Intro\n\n<X />\n",
      'docs/partials/_x.mdx': 'Aus dem Teil, siehe [Anleitung](../guide/setup.mdx) und ![Plan](./plan.txt).\n',
      'docs/partials/plan.txt': 'Plan',
      'docs/guide/setup.mdx': "import Y from '../shared/_y.md';\n\n# Setup\n\n<Y />\n\n![Bild](./bild.txt)\n",
      'docs/shared/_y.md': 'Geteilt.\n',
      'docs/guide/bild.txt': 'Bild',
    });
    const manifest = await buildManifest({ siteDir: site.siteDir, config });
    expect(toHtml(routeOf(manifest, 'doc', '/docs/intro').content)).toMatch(
      /^<p>Aus dem Teil, siehe <a href="\/docs\/guide\/setup">Anleitung<\/a> und <img src="\/assets\/images\/plan-[\w-]+\.txt" alt="Plan">\.<\/p>$/,
    );
    expect(toHtml(routeOf(manifest, 'doc', '/docs/guide/setup').content)).toMatch(
      /^<p>Geteilt\.<\/p>\n<p><img src="\/assets\/images\/bild-[\w-]+\.txt" alt="Bild"><\/p>$/,
    );
    expect(manifest.warnings).toEqual([]);
    site.remove();
  });

  it('are refused at the import when they leave the content and site folders, and reported missing otherwise', async () => {
    const site = repository({
      'docs/intro.mdx': "import X from '../../../../etc/x.md';\nimport Y from './_fehlt.md';\n\n<X />\n\n<Y />\n",
      'outside.md': 'Neither content nor site.\n',
      'docs/nah.mdx': "import Z from '../outside.md';\n\nText.\n\n<Z />\n",
    });
    await expect(buildManifest({ siteDir: site.siteDir, config })).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/^The partial \.\.\/\.\.\/\.\.\/\.\.\/etc\/x\.md \(.*\) lies outside /),
          location: { file: '../docs/intro.mdx', line: 4, column: 1 },
        }),
        expect.objectContaining({
          message: 'The partial ./_fehlt.md (../docs/_fehlt.md) does not exist.',
          location: { file: '../docs/intro.mdx', line: 6, column: 1 },
        }),
        expect.objectContaining({
          message: expect.stringMatching(/^The partial \.\.\/outside\.md \(\.\.\/outside\.md\) lies outside /),
          location: { file: '../docs/nah.mdx', line: 5, column: 1 },
        }),
      ],
    });
    site.remove();
  });
});
