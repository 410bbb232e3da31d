import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyFixture, editConfig } from './fixture-site.js';
import { ACME_THEME } from './acme-theme.js';

const kran = pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href;

/** Writes `files` (path below the site -> text) into the site. */
function writeFiles(site: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
}

/** A React page and an MDX component at the same files in both sites, so that their modules' names are the same. */
function siteModules(words: { page: string; badge: string }): Record<string, string> {
  return {
    'pages/spielwiese.tsx': `export const title = 'Spielwiese';\nexport default function Spielwiese() {\n  return <p>${words.page}</p>;\n}\n`,
    'src/components/Badge.tsx': `export default function Badge() {\n  return <strong>${words.badge}</strong>;\n}\n`,
    'docs/badge.mdx': "import Badge from '@site/src/components/Badge';\n\n# Badge\n\n<Badge />\n",
  };
}

/** The fixture site in German with the Acme theme (a theme package), its own React page and MDX component. */
function acmeSite(): string {
  const site = copyFixture('concurrent-acme');
  writeFiles(
    site,
    Object.fromEntries(
      Object.entries(ACME_THEME).map(([file, text]) => [`node_modules/@acme/kran-theme/${file}`, text]),
    ),
  );
  editConfig(site, "locale: { code: 'de' },", "locale: { code: 'de' },\n  theme: { package: '@acme/kran-theme' },");
  writeFiles(site, siteModules({ page: 'Spielwiese von Acme', badge: 'Abzeichen von Acme' }));
  return site;
}

/** The fixture site in English with Kran's theme, a footer override, its own React page and MDX component. */
function kranSite(): string {
  const site = copyFixture('concurrent-kran');
  editConfig(
    site,
    "locale: { code: 'de' },",
    "locale: { code: 'en' },\n  footer: { links: [], copyright: 'Copyright Example' },\n  theme: { components: { Footer: './src/theme/Footer.tsx' } },",
  );
  writeFiles(site, {
    ...siteModules({ page: 'Playground of Kran', badge: 'Badge of Kran' }),
    'src/theme/Footer.tsx':
      "import DefaultFooter from '@kran/theme/components/Footer';\nimport type { FooterProps } from '@kran/theme';\n\n" +
      'export default function Footer(props: FooterProps) {\n  return <div><DefaultFooter {...props} /><p>Footer of Kran</p></div>;\n}\n',
  });
  return site;
}

/** Builds the sites at the same time in one Node process, through Kran's API. */
function buildAtOnce(sites: string[], options: object) {
  const script = `import { buildSite } from ${JSON.stringify(kran)};
await Promise.all(${JSON.stringify(sites)}.map((siteDir) => buildSite({ siteDir, ...${JSON.stringify(options)} })));`;
  // A file, not --eval: worker threads take over the process's --input-type.
  const file = path.join(sites[0]!, 'build-at-once.mjs');
  writeFileSync(file, script);
  return spawnSync(process.execPath, [file], { encoding: 'utf8' });
}

const read = (site: string, file: string) => readFileSync(path.join(site, 'build', file), 'utf8');
const stylesOf = (site: string) => {
  const assets = path.join(site, 'build/assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('');
};

describe('two sites built at the same time in one process', () => {
  it.each([
    ['without the build cache', { persistentCache: false }],
    ['with the build cache', {}],
  ])('each gets its own theme, texts, overrides and modules (%s)', (_name, options) => {
    const acme = acmeSite();
    const kranTheme = kranSite();
    const result = buildAtOnce([acme, kranTheme], options);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    for (const file of ['index.html', 'docs/badge/index.html', 'spielwiese/index.html', '404.html']) {
      const acmeHtml = read(acme, file);
      expect(acmeHtml).toContain('<html lang="de"');
      expect(acmeHtml).toContain('<div class="acme-theme">');
      expect(acmeHtml).toContain('document.documentElement.dataset.acme="1";</script>');
      expect(acmeHtml).toContain('Zum Hauptinhalt springen');
      expect(acmeHtml).not.toMatch(/Skip to main content|Footer of Kran|of Kran/);

      const kranHtml = read(kranTheme, file);
      expect(kranHtml).toContain('<html lang="en"');
      expect(kranHtml).toContain('Skip to main content');
      expect(kranHtml).toContain('<p>Footer of Kran</p>');
      expect(kranHtml).not.toMatch(/acme|Acme|Zum Hauptinhalt springen/);
    }
    expect(read(acme, 'spielwiese/index.html')).toContain('<p>Spielwiese von Acme</p>');
    expect(read(acme, 'docs/badge/index.html')).toContain('<strong>Abzeichen von Acme</strong>');
    expect(read(kranTheme, 'spielwiese/index.html')).toContain('<p>Playground of Kran</p>');
    expect(read(kranTheme, 'docs/badge/index.html')).toContain('<strong>Badge of Kran</strong>');
    expect(stylesOf(acme)).toContain('--acme-marker');
    expect(stylesOf(kranTheme)).not.toContain('--acme-marker');
  });
});
