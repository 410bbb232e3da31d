import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { withHtmlContent } from '../../test-support/html-content';
import { describe, expect, it } from 'vitest';
import { blogPostFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { installFakeIntersectionObserver } from '../../test-support/intersection-observer-fake';
import { BlogPostLayout, type BlogPostLayoutProps } from './BlogPostLayout';

function renderPost(props: BlogPostLayoutProps = blogPostFixture) {
  return render(
    <MemoryRouter initialEntries={[props.path]}>
      <BlogPostLayout {...withHtmlContent(props)} />
    </MemoryRouter>,
  );
}

describe('BlogPostLayout', () => {
  it('shows the whole post under its title without a "read more" link', () => {
    renderPost();
    expect(screen.getByRole('heading', { level: 1, name: blogPostFixture.title })).toBeTruthy();
    expect(screen.getByText('Und aus der YAML-Datei wieder ein laufender Pod.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Mehr lesen/ })).toBeNull();
    expect(screen.getByText(de['blog.tags'])).toBeTruthy();
  });

  it('links to the newer and the older post with their sublabels', () => {
    renderPost();
    const nav = screen.getByRole('navigation', { name: de['blogPost.label'] });
    expect(
      within(nav)
        .getByRole('link', { name: `${de['blogPost.newer']} Podman Desktop 1.0` })
        .getAttribute('href'),
    ).toBe('/blogs/2023/01/10/desktop');
    expect(
      within(nav)
        .getByRole('link', { name: `${de['blogPost.older']} Rootless Container in der Praxis` })
        .getAttribute('href'),
    ).toBe('/blogs/2022/11/11/rootless');
  });

  it("ends with the blog's edit link when the blog has an editUrl, as Docusaurus's posts", () => {
    renderPost({ ...blogPostFixture, editUrl: 'https://example.org/edit/blog/post.md' });
    const link = screen.getByRole('link', { name: new RegExp(de['docs.editThisPage']) });
    expect(link.getAttribute('href')).toBe('https://example.org/edit/blog/post.md');
  });

  it('shows only the older post on the newest post', () => {
    renderPost({ ...blogPostFixture, previous: undefined });
    const nav = screen.getByRole('navigation', { name: de['blogPost.label'] });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
  });

  it('marks the post in the recent-posts sidebar', () => {
    renderPost();
    const sidebar = screen.getByRole('navigation', { name: de['blog.sidebarLabel'] });
    expect(within(sidebar).getByRole('link', { name: blogPostFixture.title }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('highlights the heading being read in its table of contents', () => {
    const observer = installFakeIntersectionObserver();
    renderPost();
    act(() => observer.report(['kube-play'], true));
    expect(screen.getByRole('link', { name: 'podman kube play' }).getAttribute('aria-current')).toBe('location');
    expect(screen.getByRole('link', { name: 'Neue Befehle' }).getAttribute('aria-current')).toBeNull();
    observer.uninstall();
  });
});
