import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, '../dist/cli.js');
const exampleSite = path.resolve(import.meta.dirname, '../../../sites/example');

describe('the example site', () => {
  let outDir: string;
  const read = (page: string) => readFileSync(path.join(outDir, page), 'utf8');

  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'kran-example-'));
    execFileSync(process.execPath, [cli, 'build', '--site', exampleSite, '--out', outDir], { encoding: 'utf8' });
  });

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('builds the home page with the site title and its latest posts', () => {
    const html = read('index.html');
    expect(html).toContain('<title>Kran-Beispiel</title>');
    expect(html).toMatch(/<h1[^>]*>Kran-Beispiel<\/h1>/);
    expect(html).toContain('href="/blog/2024/03/01/archiv"');
  });

  it('builds the docs with their headings, sidebar and table of contents', () => {
    const html = read('docs/seiten-schreiben/index.html');
    expect(html).toContain('<title>Seiten schreiben | Kran-Beispiel</title>');
    expect(html).toMatch(/<h1[^>]*>Seiten schreiben<\/h1>/);
    expect(html).toMatch(/<h2[^>]*id="vorspann"/);
    expect(html).toContain('aria-label="Seitenleiste der Dokumentation"');
    expect(read('docs/index.html')).toMatch(/<h1[^>]*>Einführung<\/h1>/);
  });

  it('builds each blog post with its title, German date and author', () => {
    const html = read('blog/2024/02/14/tags/index.html');
    expect(html).toMatch(/<h1[^>]*>Beiträge mit Tags ordnen<\/h1>/);
    expect(html).toContain('14. Februar 2024');
    expect(html).toContain('href="https://example.org/anna"');
    expect(read('blog/index.html')).toContain('Mehr lesen über Beiträge mit Tags ordnen');
  });
});
