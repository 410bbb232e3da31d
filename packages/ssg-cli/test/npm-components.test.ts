import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture } from './fixture-site.js';

// react-lite-youtube-embed is installed in this package's node_modules, which a site below test/.tmp resolves from.
const VIDEO_PAGE = [
  '---',
  'title: Video',
  '---',
  '',
  "import LiteYouTubeEmbed from 'react-lite-youtube-embed';",
  "import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';",
  '',
  '# Podman in fünf Minuten',
  '',
  '<LiteYouTubeEmbed id="YXfA5O5Mr18" title="Podman in fünf Minuten" />',
  '',
].join('\n');

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;

describe('kran build: components of npm packages in MDX', () => {
  const site = copyFixture('npm-components');
  writeFileSync(path.join(site, 'docs/video.mdx'), VIDEO_PAGE);
  const result = build(site);
  const assets = path.join(site, 'build/assets');

  it('renders the component on the server with its props, as an island the browser mounts', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const content = main(readFileSync(path.join(site, 'build/docs/video/index.html'), 'utf8'));
    expect(content).toContain('data-island="site:npm:react-lite-youtube-embed#default"');
    expect(content).toContain(
      'data-island-props="{&quot;id&quot;:&quot;YXfA5O5Mr18&quot;,&quot;title&quot;:&quot;Podman in fünf Minuten&quot;}"',
    );
    // The package's own markup: its play button, labelled with the title.
    expect(content).toMatch(
      /<article class="yt-lite "[^>]*aria-label="Podman in fünf Minuten - YouTube video preview"/,
    );
    expect(content).toMatch(/<button type="button" class="lty-playbtn"[^>]*aria-label="Watch Podman in fünf Minuten"/);
    expect(content).not.toMatch(/import|kran-component/);
  });

  it("bundles the package's stylesheet that the MDX imports, and the package as a chunk of its own", () => {
    const files = readdirSync(assets);
    const styles = files
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'));
    expect(styles.some((css) => css.includes('.yt-lite'))).toBe(true);
    const chunks = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'));
    const withPackage = chunks.filter((code) => code.includes('lty-playbtn'));
    expect(withPackage).toHaveLength(1);
    // Not in the entry, the app or a layout, which every page loads.
    const start = readFileSync(path.join(site, 'build/index.html'), 'utf8');
    for (const [, script] of start.matchAll(/<script[^>]*src="\/assets\/([^"]+)"/g))
      expect(readFileSync(path.join(assets, script!), 'utf8')).not.toContain('lty-playbtn');
  });

  it('stops at the import of a package the site has not installed, saying to install it', () => {
    const broken = copyFixture('npm-components-missing');
    writeFileSync(
      path.join(broken, 'docs/video.mdx'),
      VIDEO_PAGE.replaceAll('react-lite-youtube-embed', 'react-player-lite'),
    );
    const failed = build(broken);
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('docs/video.mdx:5:30');
    expect(failed.stderr).toContain('The package "react-player-lite" is not installed');
    expect(failed.stderr).toContain('npm install react-player-lite');
  });

  it("renders a CommonJS package's component, whose require('react') Node's module has no require for", () => {
    const cjsSite = copyFixture('npm-components-cjs');
    const packageDir = path.join(cjsSite, 'node_modules/cjs-badge');
    mkdirSync(packageDir, { recursive: true });
    writeFileSync(
      path.join(packageDir, 'package.json'),
      '{ "name": "cjs-badge", "version": "1.0.0", "main": "index.js" }',
    );
    writeFileSync(
      path.join(packageDir, 'index.js'),
      "const React = require('react');\n" +
        "module.exports = function Badge(props) { return React.createElement('b', null, props.label); };\n",
    );
    writeFileSync(
      path.join(cjsSite, 'docs/badge.mdx'),
      'import Badge from \'cjs-badge\';\n\n# Abzeichen\n\n<Badge label="aus CommonJS" />\n',
    );
    const built = build(cjsSite);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const content = main(readFileSync(path.join(cjsSite, 'build/docs/badge/index.html'), 'utf8'));
    expect(content).toMatch(/data-island="site:npm:cjs-badge#default"[^>]*><b>aus CommonJS<\/b>/);
  });
});
