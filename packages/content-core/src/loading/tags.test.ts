import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';

describe('tags written as objects', () => {
  it('takes label and permalink from the object and places the permalink under the tags path', async () => {
    const post = routeOf(await buildFixture('tag-objects'), 'blogPost', '/blogs/2021/03/01/objekte');
    expect(post.tags).toEqual([
      { label: 'Rootless Container', permalink: '/blogs/tags/rootless' },
      { label: 'podman', permalink: '/blogs/tags/podman' },
      { label: 'Podman', permalink: '/blogs/tags/anderes' },
    ]);
  });

  it('keeps an object tag and a text tag of the same label apart when their permalinks differ', async () => {
    const manifest = await buildFixture('tag-objects');
    const tags = routeOf(manifest, 'blogTags', '/blogs/tags');
    expect(tags.tags.map((tag) => `${tag.label} ${tag.permalink} ${tag.count}`)).toEqual([
      'Podman /blogs/tags/anderes 1',
      'podman /blogs/tags/podman 1',
      'Rootless Container /blogs/tags/rootless-container 1',
      'Rootless Container /blogs/tags/rootless 1',
    ]);
    expect(routeOf(manifest, 'blogTagPosts', '/blogs/tags/rootless').posts.map((post) => post.title)).toEqual([
      'Schlagwörter als Objekte',
    ]);
  });
});
