import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './fixture-site.js';

// content-core's fixture: a post, a doc and a page with math, rendered by remark-math and rehype-katex.
const fixture = path.resolve(import.meta.dirname, '../../content-core/test/fixtures/markdown-plugins');

/** A copy inside this package, where the config's imports (remark-math, rehype-katex, katex's CSS) resolve. */
function copyMathSite(): string {
  const scratch = path.join(import.meta.dirname, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const site = mkdtempSync(path.join(scratch, 'math-'));
  cpSync(fixture, site, { recursive: true });
  return site;
}

describe('kran build with remark and rehype plugins', () => {
  it('renders the math of posts, docs and pages with KaTeX, as HTML and MathML, and bundles its stylesheet and fonts', () => {
    const site = copyMathSite();
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const html = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8');
    const post = html('blog/2024/03/14/euler/index.html');
    const doc = html('docs/index.html');
    const page = html('index.html');
    for (const built of [post, doc, page]) {
      expect(built).toContain(
        '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">',
      );
      expect(built).toMatch(/<span class="strut" style="height:[\d.]+em/);
    }
    expect(doc).toContain('<span class="katex-display">');
    expect(html('blog/index.html')).toContain('<annotation encoding="application/x-tex">');
    const assets = readdirSync(path.join(site, 'build/assets'));
    const css = assets.filter((file) => file.endsWith('.css')).map((file) => html(`assets/${file}`));
    expect(css.some((text) => text.includes('.katex .katex-mathml'))).toBe(true);
    expect(assets.some((file) => /^KaTeX_Main-Regular-\w+\.woff2$/.test(file))).toBe(true);
  });
});
