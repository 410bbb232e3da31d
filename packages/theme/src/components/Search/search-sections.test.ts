import { describe, expect, it } from 'vitest';
import { blogPostFixture } from '../../fixtures/blog';
import { blogPostSection, isSearchSection, searchIndexAttributes } from './search-sections';

describe('searchIndexAttributes', () => {
  it('marks the content for the index with the section and the date, the same in every locale', () => {
    expect(searchIndexAttributes('docs', '2022-02-22')).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'section:docs',
      'data-pagefind-meta': 'date:2022-02-22',
    });
  });

  it('leaves out section and date when a page has neither', () => {
    expect(searchIndexAttributes()).toEqual({ 'data-pagefind-body': '' });
  });
});

describe('blogPostSection', () => {
  it('puts posts of the release blog under Release and every other post under Blog', () => {
    expect(blogPostSection({ ...blogPostFixture, blogId: 'release' })).toBe('release');
    expect(blogPostSection({ ...blogPostFixture, blogId: 'default' })).toBe('blog');
    expect(blogPostSection(blogPostFixture)).toBe('blog');
  });
});

describe('isSearchSection', () => {
  it('accepts the known sections only', () => {
    expect(['docs', 'blog', 'release', 'Blog', '', null].map(isSearchSection)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
