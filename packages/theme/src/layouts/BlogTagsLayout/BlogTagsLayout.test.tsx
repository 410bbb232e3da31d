import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogSidebarFixture, tagsFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { BlogTagsLayout } from './BlogTagsLayout';

describe('BlogTagsLayout', () => {
  it('groups the tags by their first letter', () => {
    render(<BlogTagsLayout tags={tagsFixture} sidebar={blogSidebarFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: de['blogTags.title'] })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'B',
      'C',
      'D',
      'K',
      'P',
      'R',
    ]);
    const kGroup = screen.getByRole('region', { name: 'K' });
    expect(
      within(kGroup)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blogs/tags/kube', '/blogs/tags/kubernetes']);
  });

  it('names each tag with its number of posts', () => {
    render(<BlogTagsLayout tags={tagsFixture} sidebar={blogSidebarFixture} />, { wrapper: MemoryRouter });
    expect(
      screen.getByRole('link', { name: `podman (${t('blogTag.posts', { count: 181 })})` }).getAttribute('href'),
    ).toBe('/blogs/tags/podman');
    expect(screen.getByRole('link', { name: 'rootless (Ein Post)' })).toBeTruthy();
  });
});
