import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentErrorsOf, corpusConfig, described, temporarySite, textAt } from '../../test/bad-input/sites.js';
import type { SiteConfig } from '../config/config.js';

const sites: { remove: () => void }[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.remove()));

const docs = { 'docs/start.md': '# Start\n', 'docs/anleitung/pods.md': '# Pods\n' };
const withSidebarPath = (sidebarPath: string): SiteConfig => ({
  ...corpusConfig,
  blogs: [],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath }],
});

async function errorsOf(files: Record<string, string>, config: SiteConfig) {
  const site = temporarySite({ ...docs, ...files });
  sites.push(site);
  const errors = described(await contentErrorsOf(site.siteDir, config));
  const isWritten = (file: string) => existsSync(path.join(site.siteDir, file));
  return {
    errors,
    pointedAt: errors.map((error) => (isWritten(error.location.file) ? textAt(site.siteDir, error.location) : '')),
  };
}

describe('problems in sidebars files and category files', () => {
  it('reports an unknown doc id at its line and column in the sidebars file, with the ids that exist', async () => {
    const { errors, pointedAt } = await errorsOf(
      { 'sidebars.js': "export default {\n  main: {\n    Einstieg: ['start', 'fehlt'],\n  },\n};\n" },
      withSidebarPath('./sidebars.js'),
    );
    expect(errors).toEqual([
      {
        message: 'Sidebar "main > Einstieg" points at the doc id "fehlt", which does not exist.',
        location: { file: 'sidebars.js', line: 3, column: 25 },
        hint: 'Available doc ids: anleitung/pods, start.',
      },
    ]);
    expect(pointedAt).toEqual(["'fehlt'],"]);
  });

  it('reports an item of a shape Kran does not read at its place in a JSON sidebars file', async () => {
    const { errors, pointedAt } = await errorsOf(
      { 'sidebars.json': '{\n  "main": [\n    { "type": "category", "label": "Leer", "items": "start" }\n  ]\n}\n' },
      withSidebarPath('sidebars.json'),
    );
    expect(errors).toEqual([
      {
        message: 'Sidebar "main > Leer" must be a list of items.',
        location: { file: 'sidebars.json', line: 3, column: 36 },
        hint: "Write it like `docsSidebar: ['podman', { type: 'doc', id: 'installation' }]`.",
      },
    ]);
    expect(pointedAt).toEqual(['"Leer", "items": "start" }']);
  });

  it('reports a sidebars file that throws, and one that is missing, at their places', async () => {
    const thrown = await errorsOf(
      { 'sidebars.cjs': "const items = ['start'];\nthrow new Error('kaputt');\nmodule.exports = { main: items };\n" },
      withSidebarPath('sidebars.cjs'),
    );
    expect(thrown.errors).toEqual([
      {
        message: 'The sidebars file could not be run: kaputt',
        location: { file: 'sidebars.cjs', line: 2, column: 7 },
        hint: 'Fix the file; it must be a module that exports the sidebars object.',
      },
    ]);
    const missing = await errorsOf({}, withSidebarPath('./seitenleisten.js'));
    expect(missing.errors).toEqual([
      expect.objectContaining({
        message: 'The sidebars file seitenleisten.js does not exist.',
        location: { file: 'site.config.ts' },
      }),
    ]);
  });

  it('reports a _category_.json that is not JSON and wrong keys of a _category_.yml at line and column', async () => {
    const { errors, pointedAt } = await errorsOf(
      {
        'docs/anleitung/_category_.json': '{\n  "label": "Anleitung",\n}\n',
        'docs/referenz/_category_.yml': 'label: Referenz\nposition: zwei\nicon: buch\n',
        'docs/referenz/befehle.md': '# Befehle\n',
      },
      { ...corpusConfig, blogs: [] },
    );
    expect(errors.map(({ message, location }) => ({ message, location }))).toEqual([
      {
        message: expect.stringMatching(/^The file is not valid JSON: /),
        location: { file: 'docs/anleitung/_category_.json', line: 3, column: 1 },
      },
      {
        message: 'The category\'s "position" must be a number.',
        location: { file: 'docs/referenz/_category_.yml', line: 2, column: 1 },
      },
      {
        message: 'The category file has the key "icon", which Kran does not read.',
        location: { file: 'docs/referenz/_category_.yml', line: 3, column: 1 },
      },
    ]);
    expect(pointedAt.slice(1)).toEqual(['position: zwei', 'icon: buch']);
  });

  it('reports a category file linking to a doc that does not exist, and pagination_next naming none', async () => {
    const { errors } = await errorsOf(
      {
        'docs/anleitung/_category_.json': '{ "link": { "type": "doc", "id": "fehlt" } }\n',
        'docs/start.md': '---\npagination_next: weg\n---\n# Start\n',
      },
      { ...corpusConfig, blogs: [] },
    );
    expect(errors).toEqual([
      {
        message: 'The category file links to the doc id "fehlt", which does not exist.',
        location: { file: 'docs/anleitung/_category_.json', line: 1, column: 3 },
        hint: expect.stringContaining('Doc ids in this folder: anleitung/pods.'),
      },
      {
        message: 'Front matter field "pagination_next" names the doc id "weg", which does not exist.',
        location: { file: 'docs/start.md', line: 2, column: 18 },
        hint: expect.stringContaining('Available doc ids: anleitung/pods, start.'),
      },
    ]);
  });
});
