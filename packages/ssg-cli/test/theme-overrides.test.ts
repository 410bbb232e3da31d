import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { de, en, THEME_COMPONENT_NAMES } from '@kran/theme';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

const WRAPPED_FOOTER = `import DefaultFooter from '@kran/theme/components/Footer';
import type { FooterProps } from '@kran/theme';

export default function Footer(props: FooterProps) {
  return (
    <div className="site-footer">
      <DefaultFooter {...props} />
      <p>Built with Kran by the example project</p>
    </div>
  );
}
`;

const OWN_NOT_FOUND = `export default function NotFound() {
  return <h1>Lost in space</h1>;
}
`;

/** The fixture site in English, with a footer and the given `theme` part of its config. */
function englishSite(prefix: string, theme: string): string {
  const site = copyFixture(prefix);
  editConfig(
    site,
    "locale: { code: 'de' },",
    `locale: { code: 'en' },\n  footer: { links: [], copyright: 'Copyright Example' },\n  theme: ${theme},`,
  );
  mkdirSync(path.join(site, 'src/theme'), { recursive: true });
  writeFileSync(path.join(site, 'src/theme/Footer.tsx'), WRAPPED_FOOTER);
  writeFileSync(path.join(site, 'src/theme/NotFound.tsx'), OWN_NOT_FOUND);
  return site;
}

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
const read = (site: string, file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

describe('kran build: locale and theme overrides', () => {
  it('compiles an override in a .js file that holds JSX, as Docusaurus does', () => {
    const site = englishSite('theme-js', "{ components: { NotFound: './src/theme/NotFound.js' } }");
    writeFileSync(path.join(site, 'src/theme/NotFound.js'), OWN_NOT_FOUND);
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    expect(read(site, '404.html')).toContain('<h1>Lost in space</h1>');
  });

  it('renders the shell in the site’s locale, with its reworded messages and its overrides on every page', () => {
    const site = englishSite(
      'theme-en',
      "{ components: { Footer: './src/theme/Footer.tsx', NotFound: './src/theme/NotFound.tsx' }, messages: { 'docs.onThisPage': 'In this doc' } }",
    );
    const result = build(site);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const file of ['index.html', 'docs/index.html', 'blog/index.html', '404.html']) {
      const html = read(site, file);
      expect(html).toContain('<html lang="en" dir="ltr"');
      expect(html).toContain(`>${en['skipToContent.label']}</a>`);
      expect(html).not.toContain(de['skipToContent.label']);
      expect(html).toContain('<div class="site-footer">');
      expect(html).toContain('Built with Kran by the example project');
      expect(html).toContain('Copyright Example');
    }
    expect(read(site, '404.html')).toContain('<h1>Lost in space</h1>');
    expect(read(site, '404.html')).not.toContain(en['notFound.text']);
    expect(read(site, 'blog/index.html')).toContain('<html lang="en"');
    const entry = readFileSync(path.join(site, '.ssg/entry-app.js'), 'utf8');
    expect(entry).toContain('src/theme/Footer.tsx');
    expect(entry).toContain('"docs.onThisPage":"In this doc"');
  });

  it('rejects an unknown component name at its place in site.config.ts and lists the valid names', () => {
    const site = englishSite('theme-unknown', "{ components: { Fooer: './src/theme/Footer.tsx' } }");
    const result = build(site);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /^site\.config\.ts:\d+:\d+\n {2}theme\.components names "Fooer", which is not a component of the theme\./m,
    );
    expect(result.stderr).toContain(THEME_COMPONENT_NAMES.join(', '));
  });

  it('rejects a key the theme part of the config does not have, and one at the top level neither reads', () => {
    const site = englishSite('theme-unknown-key', "{ component: { Footer: './src/theme/Footer.tsx' } }");
    editConfig(site, "locale: { code: 'en' },", "locale: { code: 'en' },\n  plugins: [],");
    const result = build(site);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /^site\.config\.ts:\d+:\d+\n {2}the site config has the key "plugins", which Kran does not read/m,
    );
    const themeSite = englishSite('theme-unknown-key-2', "{ component: { Footer: './src/theme/Footer.tsx' } }");
    expect(build(themeSite).stderr).toMatch(
      /^site\.config\.ts:\d+:\d+\n {2}theme has the key "component", which Kran does not read/m,
    );
  });

  it('rejects an override file that does not exist, and a message key the theme does not have', () => {
    const site = englishSite(
      'theme-missing',
      "{ components: { Footer: './src/theme/Fusszeile.tsx' }, messages: { 'docs.onThisPag': 'x' } }",
    );
    const result = build(site);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /^site\.config\.ts:\d+:\d+\n {2}The override of Footer is "\.\/src\/theme\/Fusszeile\.tsx", but no such file exists/m,
    );
    expect(result.stderr).toMatch(/^site\.config\.ts:\d+:\d+\n {2}theme\.messages has the key "docs\.onThisPag"/m);
  });

  it('rejects an override module without a component as its default export, naming the module', () => {
    const site = englishSite('theme-no-default', "{ components: { Footer: './src/theme/Footer.tsx' } }");
    writeFileSync(path.join(site, 'src/theme/Footer.tsx'), 'export const Footer = 1;\n');
    const result = build(site);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /^src\/theme\/Footer\.tsx:1:1\n {2}The override of Footer does not default-export a React component/m,
    );
  });
});
