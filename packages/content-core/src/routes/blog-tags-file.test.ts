import { describe, expect, it } from 'vitest';
import { contentErrorsOf } from '../../test/bad-input/sites.js';
import { buildFixture, fixture, fixtureConfig, routeOf } from '../../test/fixture-site.js';

const blogOnly = { docs: [] };

describe('a blog with a tags file', () => {
  it('takes predefined tags from it, with their label, permalink and description', async () => {
    const manifest = await buildFixture('blog-tags-file', {
      ...blogOnly,
      blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs', authorsMapPath: 'keine-autoren.yml' }],
    });
    expect(routeOf(manifest, 'blogTagPosts', '/blogs/tags/neue-versionen').tag).toEqual({
      label: 'Releases',
      permalink: '/blogs/tags/neue-versionen',
      description: 'Neue Versionen von Podman.',
      count: 2,
    });
    expect(manifest.warnings.map((warning) => [warning.location.file, warning.message])).toEqual([
      ['blog/2024-02-01-zwei.md', 'The tags "Gemischtes" are not defined in blog/tags.yml.'],
    ]);
  });

  it('reports an author page and socials it cannot read at the author in authors.yml', async () => {
    const errors = await contentErrorsOf(fixture('blog-tags-file'), { ...fixtureConfig, ...blogOnly });
    expect(errors.map((error) => [error.location.file, error.location.line, error.message])).toEqual([
      [
        'blog/authors.yml',
        1,
        'Author "anna": The social link `github` is "github.com/anna", neither a handle (no `/`) nor a full link.',
      ],
      ['blog/authors.yml', 1, 'Author "anna": `page` must be true or an object with a text `permalink`.'],
    ]);
  });
});
