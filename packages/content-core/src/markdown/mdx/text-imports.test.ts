import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, temporarySitesOfEachTest, textAt } from '../../../test/bad-input/sites.js';
import { fixtureConfig, routeOf } from '../../../test/fixture-site.js';
import { ContentCache } from '../../cache/cache.js';
import type { SiteConfig } from '../../config/config.js';
import { buildManifest } from '../../manifest/build-manifest.js';

const site = temporarySitesOfEachTest();

const config = (rawImports?: RegExp[]): SiteConfig =>
  ({
    ...fixtureConfig,
    blogs: [],
    docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
    ...(rawImports ? { markdown: { rawImports } } : {}),
  }) as SiteConfig;

const html = (manifest: Awaited<ReturnType<typeof buildManifest>>, routePath: string) =>
  toHtml(routeOf(manifest, 'doc', routePath).content);

describe('MDX imports of a file as its text or data', () => {
  it('gives `!!raw-loader!` imports the text, JSON imports the data, and the site’s raw patterns the text', async () => {
    const siteDir = site({
      'docs/index.mdx': [
        "import robot from '!!raw-loader!./lib/robot.py';",
        "import library from './lib/library.raw.py';",
        "import data from '@site/data/robot.json';",
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        `Der Roboter heißt {data.name} und hat {data.wheels.length} Räder.`,
        '',
        '<CodeBlock language="python" title="robot.py">{robot}</CodeBlock>',
        '',
        '<CodeBlock language="python">{library}</CodeBlock>',
        '',
      ].join('\n'),
      'docs/lib/robot.py': 'motor_run(100)\n',
      'docs/lib/library.raw.py': 'def motor_stop():\n    pass\n',
      'data/robot.json': '{ "name": "Maqueen", "wheels": ["links", "rechts"] }',
    });
    const manifest = await buildManifest({ siteDir, config: config([/\.raw\./]) });
    const content = html(manifest, '/docs');
    expect(content).toContain('Der Roboter heißt Maqueen und hat 2 Räder.');
    expect(content).toContain('motor_run');
    expect(content).toContain('motor_stop');
    expect(content).not.toContain('kran-asset-url');
  });

  it('builds again with the text an imported file has now, from the same cache', async () => {
    const siteDir = site({
      'docs/index.mdx': "import text from '!!raw-loader!./lib/text.txt';\n\nDer Text: {text}\n",
      'docs/lib/text.txt': 'erste Fassung',
    });
    const cache = new ContentCache();
    const first = await buildManifest({ siteDir, config: config(), cache });
    writeFileSync(path.join(siteDir, 'docs/lib/text.txt'), 'zweite Fassung');
    const second = await buildManifest({ siteDir, config: config(), cache });
    expect(html(first, '/docs')).toContain('Der Text: erste Fassung');
    expect(html(second, '/docs')).toContain('Der Text: zweite Fassung');
  });

  it('reads the text imports of a partial, relative to the partial', async () => {
    const siteDir = site({
      'docs/index.mdx': "import Teil from './teile/_teil.mdx';\n\n<Teil />\n",
      'docs/teile/_teil.mdx': "import text from '!!raw-loader!./text.txt';\n\nIm Teil: {text}\n",
      'docs/teile/text.txt': 'aus dem Teil',
    });
    const manifest = await buildManifest({ siteDir, config: config() });
    expect(html(manifest, '/docs')).toContain('Im Teil: aus dem Teil');
  });

  it('reports a missing file and a file that is not JSON at their imports', async () => {
    const siteDir = site({
      'docs/index.mdx': "import text from '!!raw-loader!./fehlt.txt';\n\n{text}\n",
      'docs/data.mdx': "import data from './kaputt.json';\n\n{data.name}\n",
      'docs/kaputt.json': '{ name: "ohne Anführungszeichen" }',
    });
    const errors = described(await contentErrorsOf(siteDir, config()));
    expect(errors.map(({ message }) => message)).toEqual([
      expect.stringMatching(/^`\.\/kaputt\.json` is not JSON: /),
      'The import `!!raw-loader!./fehlt.txt` names no file.',
    ]);
    expect(errors.map(({ location }) => textAt(siteDir, location))).toEqual([
      "'./kaputt.json';",
      "'!!raw-loader!./fehlt.txt';",
    ]);
  });
});
