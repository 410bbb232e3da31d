import { describe, expect, it } from 'vitest';
import { withLayoutChunkHosts } from './layout-chunk-hosts.js';

describe('withLayoutChunkHosts', () => {
  it("gives a kind whose layout is part of another kind's chunk that chunk, before the kind's own override", () => {
    const chunks = { doc: ['doc.js', 'sidebar.js'], docCategoryIndex: ['override.js'], blogPost: ['post.js'] };
    expect(withLayoutChunkHosts(chunks, { docCategoryIndex: 'doc' })).toEqual({
      doc: ['doc.js', 'sidebar.js'],
      docCategoryIndex: ['doc.js', 'sidebar.js', 'override.js'],
      blogPost: ['post.js'],
    });
    expect(withLayoutChunkHosts({ doc: ['doc.js'] }, { docCategoryIndex: 'doc' }).docCategoryIndex).toEqual(['doc.js']);
  });

  it('leaves the chunks as they are without hosts, or when the host has no chunk', () => {
    const chunks = { blogPost: ['post.js'] };
    expect(withLayoutChunkHosts(chunks)).toEqual(chunks);
    expect(withLayoutChunkHosts(chunks, { docCategoryIndex: 'doc' })).toEqual(chunks);
  });
});
