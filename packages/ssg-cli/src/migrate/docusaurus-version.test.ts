import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MigrationNotes } from './migration-notes.js';
import { siteConfigSchema } from './site-config-schema.js';
import { translateConfig } from './translate-config.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A repository with a `website/` folder holding the given files; the website folder. */
function repository(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kran-docusaurus-version-'));
  folders.push(root);
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(content));
  }
  return path.join(root, 'website');
}

function translate(siteDir: string, config: Record<string, unknown> = {}) {
  const notes = new MigrationNotes();
  const translated = translateConfig(
    { title: 'Tidewatch', url: 'https://tidewatch.example.org', ...config },
    { siteDir, configText: '', origins: new Map(), notes, schema: siteConfigSchema() },
  );
  return { translated, notes: notes.list };
}

describe('the Docusaurus version kran migrate writes (docusaurusVersion)', () => {
  it("is the major version of the @docusaurus/core installed for the site, in a repository's node_modules too", () => {
    const siteDir = repository({
      'website/package.json': { dependencies: { '@docusaurus/core': '^2.4.0' } },
      'node_modules/@docusaurus/core/package.json': { name: '@docusaurus/core', version: '3.10.2' },
    });
    expect(translate(siteDir).translated.docusaurusVersion).toBe(3);
  });

  it('is the one package.json asks for when none is installed, by @docusaurus/core or the classic preset', () => {
    const core = repository({ 'website/package.json': { dependencies: { '@docusaurus/core': '2.4.3' } } });
    const preset = repository({
      'website/package.json': { devDependencies: { '@docusaurus/preset-classic': '~3.5.2' } },
    });
    expect(translate(core).translated.docusaurusVersion).toBe(2);
    expect(translate(preset).translated.docusaurusVersion).toBe(3);
  });

  it('is left out (Docusaurus 2, the default) when nothing names a version', () => {
    expect(translate(repository({ 'website/package.json': { dependencies: {} } })).translated).not.toHaveProperty(
      'docusaurusVersion',
    );
  });
});

describe("Docusaurus's future flags", () => {
  it('are not needed, faster and v4 alike; a hash router is noted with what to do', () => {
    const siteDir = repository({ 'website/package.json': {} });
    const plain = translate(siteDir, { future: { v4: true, faster: true } });
    expect(plain.translated).not.toHaveProperty('future');
    expect(plain.notes).toEqual([expect.objectContaining({ kind: 'not-needed', path: ['future'] })]);
    const hashed = translate(siteDir, { future: { experimental_router: 'hash' } });
    expect(hashed.notes).toEqual([
      expect.objectContaining({ kind: 'not-needed', path: ['future'] }),
      expect.objectContaining({
        kind: 'untranslated',
        path: ['future', 'experimental_router'],
        hint: expect.stringContaining('kran serve'),
      }),
    ]);
  });
});
