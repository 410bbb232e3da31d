import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { temporarySitesOfEachTest } from '../../../test/bad-input/sites.js';
import { fixtureConfig, routeOf } from '../../../test/fixture-site.js';
import { buildManifest } from '../../manifest/build-manifest.js';

const config = { ...fixtureConfig, blogs: [], docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }] };
const site = temporarySitesOfEachTest();

/** Installs a package of this repository's node_modules into the site, as a package manager links it. */
function install(siteDir: string, name: string) {
  mkdirSync(path.join(siteDir, 'node_modules', path.dirname(name)), { recursive: true });
  symlinkSync(path.join(import.meta.dirname, '../../../node_modules', name), path.join(siteDir, 'node_modules', name));
}

describe('components and stylesheets of npm packages in MDX', () => {
  it('names an installed package as the module of its component, and its stylesheet for the bundle', async () => {
    const siteDir = site({
      'docs/video.mdx': [
        "import Plot from 'hast-util-to-html';",
        "import 'katex/dist/katex.min.css';",
        "import './video.css';",
        "import Teil from './_teil.mdx';",
        '',
        '<Plot title="Ein Plan" size={3}>Text</Plot>',
        '',
        '<Teil />',
        '',
      ].join('\n'),
      'docs/video.css': '.video {}',
      'docs/_teil.mdx': "import '@site/src/teil.css';\n\nTeil.\n",
      'src/teil.css': '.teil {}',
    });
    install(siteDir, 'hast-util-to-html');
    install(siteDir, 'katex');
    const manifest = await buildManifest({ siteDir, config });
    expect(toHtml(routeOf(manifest, 'doc', '/docs/video').content)).toBe(
      '<p><kran-component data-kran-component="Site" data-kran-export="default" ' +
        'data-kran-props="{&#x22;title&#x22;:&#x22;Ein Plan&#x22;,&#x22;size&#x22;:3}" ' +
        'data-kran-module="npm:hast-util-to-html">Text</kran-component></p>\n<p>Teil.</p>',
    );
    expect(manifest.siteComponents).toEqual(['npm:hast-util-to-html']);
    expect(manifest.stylesheets).toEqual(['docs/video.css', 'npm:katex/dist/katex.min.css', 'src/teil.css']);
  });

  it('reports a package that is not installed at its import, once, with the command that installs it', async () => {
    const siteDir = site({
      'docs/video.mdx': [
        '---',
        'title: Video',
        '---',
        "import LiteYouTubeEmbed from 'react-lite-youtube-embed';",
        "import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';",
        "import './fehlt.css';",
        '',
        '<LiteYouTubeEmbed id="abc" title="Eins" />',
        '',
        '<LiteYouTubeEmbed id="def" title="Zwei" />',
        '',
      ].join('\n'),
    });
    const errors = await buildManifest({ siteDir, config }).then(
      () => [],
      (error: { errors: { message: string; location: unknown; hint?: string }[] }) => error.errors,
    );
    const hint = "Add it to the site's package.json and install it: `npm install react-lite-youtube-embed`.";
    expect(errors.map(({ message, location, hint }) => ({ message, location, hint }))).toEqual([
      {
        message:
          'The package "react-lite-youtube-embed" is not installed, so `react-lite-youtube-embed` cannot be imported.',
        location: { file: 'docs/video.mdx', line: 4, column: 30 },
        hint,
      },
      {
        message:
          'The package "react-lite-youtube-embed" is not installed, so ' +
          '`react-lite-youtube-embed/dist/LiteYouTubeEmbed.css` cannot be imported.',
        location: { file: 'docs/video.mdx', line: 5, column: 8 },
        hint,
      },
      {
        message: 'The stylesheet `./fehlt.css` does not exist (looked for docs/fehlt.css).',
        location: { file: 'docs/video.mdx', line: 6, column: 8 },
        hint: "Fix the import's path: `@site/` starts at the site's folder, `./` at this file's folder.",
      },
    ]);
  });
});
