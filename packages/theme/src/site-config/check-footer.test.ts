import { describe, expect, it } from 'vitest';
import { themeConfigPart } from './index.js';
import type { ThemeSiteConfig } from './theme-site-config.js';

const problemsOf = (config: object) => themeConfigPart.checkWithoutContent(config as ThemeSiteConfig);

describe("the theme's check of the footer", () => {
  it('accepts groups of links that lead somewhere', () => {
    expect(problemsOf({ footer: { links: [{ title: 'Docs', items: [{ label: 'Start', to: '/docs' }] }] } })).toEqual(
      [],
    );
  });

  it('reports a group without links and each link without a label or target, at its place', () => {
    const problems = problemsOf({
      footer: {
        links: [{ title: 'Docs' }, { title: 'More', items: [{ href: 'https://podman.io' }, { label: 'Blog' }] }],
      },
    });
    expect(problems.map(({ message, at }) => [message, at.path])).toEqual([
      ['The footer\'s link group {"title":"Docs"} has no list of links (`items`).', ['footer', 'links', 0]],
      ['The footer link {"href":"https://podman.io"} has no label.', ['footer', 'links', 1, 'items', 0]],
      ['The footer link "Blog" has neither `to` nor `href`.', ['footer', 'links', 1, 'items', 1, 'label']],
    ]);
  });

  it("accepts Docusaurus's html items, link attributes, a style and a footer with only a copyright", () => {
    const items = [{ html: '<a href="https://netlify.com"><img src="/badge.svg" alt="Netlify"></a>' }];
    const links = [
      { title: 'More', items: [...items, { label: 'Blog', to: '/blog', className: 'x', 'aria-label': 'Blog' }] },
    ];
    expect(problemsOf({ footer: { style: 'light', links } })).toEqual([]);
    expect(problemsOf({ footer: { style: 'dark', copyright: '© Kran' } })).toEqual([]);
  });

  it('reports a style other than dark or light at its value', () => {
    expect(problemsOf({ footer: { style: 'grey', links: [] } })).toEqual([
      {
        message: 'footer.style is "grey", which is no footer style.',
        at: { path: ['footer', 'style'], key: 'style', value: 'grey', after: 'footer' },
        hint: "Use `style: 'light'` for the page's colours or `style: 'dark'` (the default) for the dark footer.",
      },
    ]);
  });

  it('reports links that are no list', () => {
    expect(problemsOf({ footer: { links: { title: 'Docs' } } })).toEqual([
      expect.objectContaining({
        message: 'The footer has no list of link groups (`links`).',
        at: { path: ['footer', 'links'], key: 'links', after: 'footer' },
      }),
    ]);
  });
});
