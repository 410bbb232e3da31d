import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, '../dist/cli.js');
const fixture = path.resolve(import.meta.dirname, 'fixtures/minimal-site');

function copyFixture(): string {
  // Inside the package, so the fixture's `import ... from '@kran/ssg-cli'` resolves to this package.
  const scratch = path.join(import.meta.dirname, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, 'site-'));
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

describe('kran build', () => {
  it('prerenders each route with its title, language and content', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const html = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Hallo Welt | Beispiel</title>');
    expect(html).toContain('<h1>Hallo Welt</h1>');
    expect(html).toContain('<link rel="canonical" href="https://example.org/docs">');
    expect(existsSync(path.join(site, 'build/404.html'))).toBe(true);
  });

  it('leaves the previous build untouched when the content is broken', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const before = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('docs/index.md:2:');
    expect(result.stderr).toContain('Nothing was written.');
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toBe(before);
  });

  it('prints every route sorted', () => {
    const output = execFileSync(process.execPath, [cli, 'routes', '--site', fixture], { encoding: 'utf8' });
    expect(output).toBe('/docs\n');
  });

  it('rejects unknown options with usage and a non-zero exit', () => {
    const result = spawnSync(process.execPath, [cli, 'build', '--colour'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: kran build');
  });
});
