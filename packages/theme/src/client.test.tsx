import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogPostFixture, tagsFixture, blogSidebarFixture } from './fixtures/blog';
import { siteFixture } from './fixtures/site';
import { preparePage, renderPage } from './client';
import { de } from './i18n/de';

const tagsPage = { site: siteFixture, route: { kind: 'blogTags' as const, path: '/blogs/tags', tags: tagsFixture, sidebar: blogSidebarFixture } };

describe('client pages', () => {
  it('refuses to render a page whose layout is not loaded yet, naming what to call', () => {
    expect(() => renderPage(tagsPage)).toThrow(/layout for "blogTags" pages is not loaded; call preparePage\(\)/);
  });

  it('renders a page once preparePage has loaded its layout', async () => {
    await preparePage(tagsPage);
    render(<MemoryRouter initialEntries={[tagsPage.route.path]}>{renderPage(tagsPage)}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: de['blogTags.title'] })).toBeTruthy();
  });

  it('loads each kind on its own: a blog post needs its own preparePage', async () => {
    const postPage = { site: siteFixture, route: blogPostFixture };
    expect(() => renderPage(postPage)).toThrow(/"blogPost"/);
    await preparePage(postPage);
    render(<MemoryRouter initialEntries={[blogPostFixture.path]}>{renderPage(postPage)}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: blogPostFixture.title })).toBeTruthy();
  });

  it('shows the not-found page without loading anything', () => {
    render(<MemoryRouter>{renderPage({ site: siteFixture, route: { kind: 'notFound', path: '/nirgends' } })}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: de['notFound.title'] })).toBeTruthy();
  });
});
