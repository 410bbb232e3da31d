import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { blogPostFixture, tagsFixture, blogSidebarFixture } from './fixtures/blog';
import { docCategoryIndexFixture } from './fixtures/docs';
import { siteFixture } from './fixtures/site';
import * as clientModule from './client';
import { preparePage, renderPage } from './client';
import { theme } from './definition';
import type { ThemeClientModule } from './definition/theme-client-module';
import { de } from './i18n/de';
import { withHtmlContent } from './test-support/html-content';

const tagsPage = {
  site: siteFixture,
  route: {
    kind: 'blogTags' as const,
    path: '/blogs/tags',
    title: 'Tags',
    description: 'Alle Tags',
    blogId: 'blog',
    tags: tagsFixture,
    sidebar: blogSidebarFixture,
  },
};

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
    const postPage = { site: siteFixture, route: withHtmlContent(blogPostFixture) };
    expect(() => renderPage(postPage)).toThrow(/"blogPost"/);
    await preparePage(postPage);
    render(<MemoryRouter initialEntries={[blogPostFixture.path]}>{renderPage(postPage)}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: blogPostFixture.title })).toBeTruthy();
  });

  it("renders a docs category index with the layout that comes in the docs' shared chunk", async () => {
    const indexPage = { site: siteFixture, route: docCategoryIndexFixture };
    expect(() => renderPage(indexPage)).toThrow(/"docCategoryIndex"/);
    await preparePage(indexPage);
    render(<MemoryRouter initialEntries={[docCategoryIndexFixture.path]}>{renderPage(indexPage)}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: 'Anleitungen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Podman auf Linux, macOS und Windows/ })).toBeTruthy();
  });

  it("loads a React page's own module and renders its component inside the page shell", async () => {
    const reactPage = {
      site: siteFixture,
      route: { kind: 'reactPage' as const, path: '/spielwiese', source: 'pages/spielwiese.tsx', description: '' },
    };
    const loaded: string[] = [];
    const loaders = {
      'pages/spielwiese.tsx': async () => {
        loaded.push('pages/spielwiese.tsx');
        return { default: ({ path }: { path: string }) => <h1>Spielwiese unter {path}</h1> };
      },
      'pages/andere.tsx': async () => {
        loaded.push('pages/andere.tsx');
        return { default: () => <h1>Andere</h1> };
      },
    };
    expect(() => renderPage(reactPage)).toThrow(
      'The page component at pages/spielwiese.tsx is not loaded; call preparePage() before rendering.',
    );
    await preparePage(reactPage, loaders);
    await preparePage(reactPage, loaders);
    expect(loaded).toEqual(['pages/spielwiese.tsx']);
    render(<MemoryRouter initialEntries={['/spielwiese']}>{renderPage(reactPage)}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: 'Spielwiese unter /spielwiese' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: de['navbar.label'] })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('names a React page whose module the client bundle does not know', async () => {
    const unknown = {
      site: siteFixture,
      route: { kind: 'reactPage' as const, path: '/fehlt', source: 'pages/fehlt.tsx', description: '' },
    };
    await expect(preparePage(unknown, {})).rejects.toThrow('The site has no page module pages/fehlt.tsx');
  });

  it('shows the not-found page without loading anything', () => {
    render(
      <MemoryRouter>{renderPage({ site: siteFixture, route: { kind: 'notFound', path: '/nirgends' } })}</MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: de['notFound.title'] })).toBeTruthy();
  });
});

describe("the default theme's client module", () => {
  it('is a ThemeClientModule: the functions the generated app calls and every message table the theme ships', () => {
    expectTypeOf(clientModule).toExtend<ThemeClientModule>();
    for (const name of ['preparePage', 'renderPage', 'createI18n', 'siteComponentIsland'] as const)
      expect(typeof clientModule[name], name).toBe('function');
    for (const table of theme.messageTableNames)
      expect(Object.keys(clientModule[table]).sort(), table).toEqual([...theme.messageKeys].sort());
  });
});
