import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFoldersOutside } from './content-folders.js';

describe('contentFoldersOutside', () => {
  it('names the existing folders the config reads outside the site folder, each once and none inside another', () => {
    const repository = mkdtempSync(path.join(tmpdir(), 'kran-folders-'));
    for (const folder of ['website/docs', 'docs/partials', 'shared/css', 'blog']) {
      mkdirSync(path.join(repository, folder), { recursive: true });
    }
    const site = path.join(repository, 'website');
    const folders = contentFoldersOutside(
      {
        title: 'Handbuch',
        url: 'https://example.org',
        docs: [
          { id: 'default', path: '../docs', routeBasePath: 'docs', sidebarPath: '../docs/partials/sidebars.js' },
          { id: 'intern', path: 'docs', routeBasePath: 'intern' },
        ],
        blogs: [{ id: 'default', path: '../blog', routeBasePath: 'blog' }],
        staticDir: '../missing',
        customCss: ['../shared/css/custom.css', 'src/css/custom.css'],
      },
      site,
    );
    expect(folders).toEqual(['docs', 'blog', 'shared/css'].map((folder) => path.join(repository, folder)));
  });
});
