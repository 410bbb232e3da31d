import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './kran-cli';
import { wordsOf } from './upstream-text';

const GERMAN = new Set(
  (
    'der die das und ist nicht mit ein eine einer eines für auf den dem des zu von im es sich auch wird werden kann ' +
    'wir ihr sie oder wie als bei nach aus über noch so man einen einem dass durch sind hat neue neuen zum zur vom ' +
    'beim alle diese dieser diesem wenn nur'
  ).split(' '),
);
const ENGLISH = new Set(
  'the and is of to in that with for this you we are it on be can will have from your our as by was were which'.split(
    ' ',
  ),
);

/** The visible text of a page: the HTML without head, scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<(script|style|pre|code)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

describe('the built Podman site', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'kran-german-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  beforeAll(() => {
    execFileSync(process.execPath, [cli, 'build', '--site', path.join(repoRoot, 'sites/podman-de'), '--out', outDir], {
      stdio: 'pipe',
    });
  }, 180_000);

  it('reads as German on every page', () => {
    const pages = htmlFiles(outDir);
    expect(pages.length).toBeGreaterThan(500);
    const notGerman = pages.flatMap((file) => {
      const words = wordsOf(visibleText(readFileSync(file, 'utf8')));
      const german = words.filter((word) => GERMAN.has(word)).length;
      const english = words.filter((word) => ENGLISH.has(word)).length;
      return german >= 3 && german / (german + english) >= 0.8
        ? []
        : [`${path.relative(outDir, file)} (${german} German, ${english} English stopwords)`];
    });
    expect(notGerman).toEqual([]);
  });

  it("has exactly one h1 and a meaningful description on every page, never an image's alt text", () => {
    const pages = htmlFiles(outDir).map((file) => ({
      file: path.relative(outDir, file),
      html: readFileSync(file, 'utf8'),
    }));
    const altTexts = new Set(
      pages.flatMap(({ html }) => [...html.matchAll(/<img\s[^>]*alt="([^"]+)"/g)].map((match) => match[1]!)),
    );
    expect(altTexts).toContain('Podman-Logo');
    const problems = pages.flatMap(({ file, html }) => {
      const headings = html.match(/<h1[\s>]/g)?.length ?? 0;
      const description = html.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? '';
      return [
        ...(headings === 1 ? [] : [`${file}: ${headings} h1 elements`]),
        ...(description.length >= (isListOfTagOrArchive(file) ? 1 : 10)
          ? []
          : [`${file}: description "${description}"`]),
        ...(altTexts.has(description) ? [`${file}: description "${description}" is the alt text of an image`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('dates every URL of the sitemap with lastmod', () => {
    const urls = [...readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8').matchAll(/<url>(.*?)<\/url>/g)].map(
      (match) => match[1]!,
    );
    expect(urls.length).toBeGreaterThan(500);
    expect(urls.filter((url) => !/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>$/.test(url))).toEqual([]);
  });

  it('never skips a heading level on any page', () => {
    const skipped = htmlFiles(outDir).flatMap((file) => {
      const levels = [...readFileSync(file, 'utf8').matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      const jump = levels.findIndex((level, index) => index > 0 && level > levels[index - 1]! + 1);
      return jump < 0
        ? []
        : [
            `${path.relative(outDir, file)}: h${levels[jump]} after ${levels
              .slice(0, jump)
              .map((level) => `h${level}`)
              .join(' ')}`,
          ];
    });
    expect(skipped).toEqual([]);
  });

  it('gives every post and doc structured data that names its headline', () => {
    const articles = htmlFiles(outDir).filter((file) =>
      /[\\/](blogs|release)[\\/]\d{4}[\\/]|[\\/]docs[\\/]/.test(file),
    );
    expect(articles.length).toBeGreaterThan(270);
    const missing = articles.filter((file) => {
      const data = readFileSync(file, 'utf8').match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      const parsed = data ? (JSON.parse(data) as { '@type'?: string; headline?: string }) : undefined;
      return !parsed?.headline || !['BlogPosting', 'TechArticle'].includes(parsed['@type'] ?? '');
    });
    expect(missing.map((file) => path.relative(outDir, file))).toEqual([]);
  });
});

// Tag and archive pages are described by their label, as Docusaurus does.
const isListOfTagOrArchive = (file: string) => /[\\/](tags|archive)[\\/]/.test(file);

function htmlFiles(dir: string): string[] {
  return execFileSync('find', [dir, '-name', '*.html'], { encoding: 'utf8' }).trim().split('\n');
}
