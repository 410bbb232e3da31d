import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, cli } from './fixture-site.js';
import { inBrowserOnBuild } from './in-browser.js';

// Markdown written for Docusaurus, whose pages have Infima's stylesheet whole: its class names in HTML and in JSX.
const MARKDOWN_WITH_INFIMA = `# Raster

<div class="alert alert--warning" role="alert">Vorsicht mit root.</div>
`;
const MDX_WITH_INFIMA = `# Spalten

<div className="row">
  <div id="links" className="col col--6">Links</div>
  <div className="col col--6">Rechts</div>
</div>
`;

const build = (site: string) => {
  const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
};
const cssOf = (site: string) =>
  readdirSync(path.join(site, 'build/assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(site, 'build/assets', file), 'utf8'))
    .join('\n');

describe("kran build: Infima's class names in markdown", () => {
  it("styles them where a site's markdown or MDX names them, and leaves their stylesheet out where none does", async () => {
    const site = copyFixture('infima-markdown');
    build(site);
    expect(cssOf(site)).not.toContain('.col--6');

    writeFileSync(path.join(site, 'docs/hinweis.md'), MARKDOWN_WITH_INFIMA);
    writeFileSync(path.join(site, 'docs/spalten.mdx'), MDX_WITH_INFIMA);
    build(site);
    const css = cssOf(site);
    expect(css).toContain('.col--6');
    expect(css).toContain('.alert--warning');

    await inBrowserOnBuild(path.join(site, 'build'), async (page, origin) => {
      await page.goto(`${origin}/docs/spalten`);
      const share = await page.locator('#links').evaluate((column) => {
        const row = column.parentElement!;
        return {
          display: getComputedStyle(row).display,
          share: column.getBoundingClientRect().width / row.clientWidth,
        };
      });
      expect(share.display).toBe('flex');
      expect(share.share).toBeCloseTo(0.5, 1);
      await page.goto(`${origin}/docs/hinweis`);
      const alert = page.locator('.alert');
      expect(await alert.evaluate((element) => getComputedStyle(element).borderLeftStyle)).toBe('solid');
    });
  });
});
