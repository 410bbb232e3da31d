import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildManifest } from '@kran/content-core';
import { afterAll, describe, expect, it } from 'vitest';
import { docsSidebar, generateSite } from './generate-site.mjs';

describe('generateSite', () => {
  /** @type {string[]} */
  const dirs = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes posts and docs that content-core reads into blog and doc routes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kran-bench-generate-'));
    dirs.push(dir);
    const { config } = await generateSite(dir, 30, { docs: 30 });
    const manifest = await buildManifest({ siteDir: dir, config });
    const kinds = manifest.routes.map((route) => route.kind);
    expect(kinds.filter((kind) => kind === 'blogPost')).toHaveLength(30);
    expect(kinds.filter((kind) => kind === 'doc')).toHaveLength(30);
    const doc = manifest.routes.find((route) => route.path === '/docs/anleitung-1');
    expect(doc?.kind === 'doc' && doc.sidebar?.items.map((item) => ('label' in item ? item.label : undefined))).toEqual(
      ['Kapitel 1', 'Kapitel 2'],
    );
  });
});

describe('docsSidebar', () => {
  it('groups docs into collapsed categories of 25', () => {
    const sidebar = docsSidebar(60);
    expect(sidebar.map((category) => category.items.length)).toEqual([25, 25, 10]);
    expect(sidebar[2]?.items.at(-1)).toBe('anleitung-60');
    expect(sidebar.every((category) => category.collapsed)).toBe(true);
  });
});
