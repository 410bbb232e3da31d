import { describe, expect, it } from 'vitest';
import { themeConfigPart } from './index.js';
import type { NavbarItemConfig } from './theme-site-config.js';

const docs = {
  default: {
    docPaths: { start: '/docs/start' },
    sidebarPaths: { main: '/docs/start' },
    docSidebars: { start: 'main' },
    sidebarIds: ['main', 'empty'],
    versions: [],
  },
};

const problemsOf = (items: unknown[]) =>
  themeConfigPart.check({ navbar: { items: items as NavbarItemConfig[] } }, docs);

describe("the theme's check of the navbar", () => {
  it("accepts Docusaurus's link attributes, icon links named by aria-label, dropdownActiveClassDisabled and style", () => {
    const items = [
      { href: 'https://github.com/x/y', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub' },
      { label: 'Blog', to: '/blog', className: 'blog-link', 'aria-label': 'The blog' },
      { type: 'dropdown', label: 'More', dropdownActiveClassDisabled: true, items: [{ label: 'A', to: '/a' }] },
      { type: 'docsVersionDropdown', dropdownActiveClassDisabled: true },
    ];
    const versioned = { default: { ...docs.default, versions: [{ name: 'current' }] } } as unknown as typeof docs;
    const navbar = { style: 'dark' as const, items: items as NavbarItemConfig[] };
    expect(themeConfigPart.check({ navbar }, versioned)).toEqual([]);
  });

  it('reports a navbar style other than dark at its value', () => {
    const navbar = { style: 'primary', items: [] } as unknown as { style: 'dark'; items: NavbarItemConfig[] };
    expect(themeConfigPart.check({ navbar }, docs)).toEqual([
      {
        message: 'navbar.style is "primary", which Kran does not offer.',
        at: { path: ['navbar', 'style'], key: 'style', value: 'primary', after: 'navbar' },
        hint: "Use `style: 'dark'` for a dark navbar in both colour modes, or leave it out for the page's colours.",
      },
    ]);
  });

  it('reads an item without a type that lists items as a dropdown, as Docusaurus does, and checks its links', () => {
    const untyped = {
      label: 'Documentation',
      position: 'left',
      items: [{ label: 'Intro', to: '/docs' }, { label: 'API' }],
    };
    expect(problemsOf([untyped])).toEqual([
      expect.objectContaining({ message: 'The navbar link "API" has neither `to` nor `href`.' }),
    ]);
  });

  it('accepts links, dropdowns and doc items that point at something', () => {
    expect(
      problemsOf([
        { label: 'Blog', to: '/blog', position: 'right' },
        { type: 'dropdown', label: 'More', items: [{ label: 'Podman', href: 'https://podman.io' }] },
        { type: 'doc', label: 'Start', docId: 'start' },
        { type: 'docSidebar', label: 'Guide', sidebarId: 'main' },
      ]),
    ).toEqual([]);
  });

  it('reports an item without a label at the item, and a position other than left or right at its value', () => {
    expect(problemsOf([{ to: '/docs' }, { label: 'Blog', to: '/blog', position: 'middle' }])).toEqual([
      {
        message: 'The navbar item {"to":"/docs"} has no label.',
        at: { path: ['navbar', 'items', 0], key: 'items', after: 'navbar' },
        hint:
          "Give it the text it shows, `label: 'Blog'`, or for an icon link a name and the class that draws it: " +
          "`'aria-label': 'GitHub', className: 'header-github-link'`.",
      },
      {
        message: 'The navbar item "Blog" has the position "middle".',
        at: { path: ['navbar', 'items', 1, 'position'], key: 'position', value: 'middle', after: 'navbar' },
        hint: "Use `position: 'left'` or `position: 'right'`, or leave it out for left.",
      },
    ]);
  });

  it('reports links without a target, empty dropdowns, dropdown entries without a label, and unknown types', () => {
    const problems = problemsOf([
      { label: 'Features', href: '' },
      { type: 'dropdown', label: 'More', items: [] },
      { type: 'dropdown', label: 'Other', items: [{ href: '/blog' }, { label: 'Podman' }] },
      { type: 'search', label: 'Find' },
    ]);
    expect(problems.map(({ message, at }) => [message, at])).toEqual([
      [
        'The navbar link "Features" has neither `to` nor `href`.',
        { path: ['navbar', 'items', 0, 'label'], key: 'label', value: 'Features', after: 'navbar' },
      ],
      [
        'The navbar dropdown "More" has no list of items.',
        { path: ['navbar', 'items', 1, 'label'], key: 'label', value: 'More', after: 'navbar' },
      ],
      [
        'The navbar link {"href":"/blog"} has no label.',
        { path: ['navbar', 'items', 2, 'items', 0], key: 'items', after: 'navbar' },
      ],
      [
        'The navbar link "Podman" has neither `to` nor `href`.',
        { path: ['navbar', 'items', 2, 'items', 1, 'label'], key: 'label', value: 'Podman', after: 'navbar' },
      ],
      [
        'The navbar item "Find" has the type "search", which Kran does not know.',
        { path: ['navbar', 'items', 3, 'type'], key: 'type', value: 'search', after: 'navbar' },
      ],
    ]);
  });

  it("accepts Docusaurus's html item and reports one without HTML or with a bad position at its place", () => {
    expect(problemsOf([{ type: 'html', value: '<span class="badge">Beta</span>', position: 'right' }])).toEqual([]);
    const problems = problemsOf([
      { type: 'html', position: 'right' },
      { type: 'html', value: '<b>Neu</b>', position: 'middle' },
    ]);
    expect(problems.map(({ message, at }) => [message, at])).toEqual([
      [
        'The navbar item of type "html" has no `value`, the HTML it shows.',
        { path: ['navbar', 'items', 0, 'type'], key: 'type', value: 'html', after: 'navbar' },
      ],
      [
        'The navbar html item has the position "middle".',
        { path: ['navbar', 'items', 1, 'position'], key: 'position', value: 'middle', after: 'navbar' },
      ],
    ]);
  });

  it('reports doc and sidebar items that name nothing, listing what exists', () => {
    const problems = problemsOf([
      { type: 'docSidebar', label: 'Manual', sidebarId: 'manual' },
      { type: 'docSidebar', label: 'Empty', sidebarId: 'empty' },
      { type: 'doc', label: 'Intro', docId: 'intro' },
      { type: 'doc', label: 'Elsewhere', docId: 'start', docsId: 'elsewhere' },
    ]);
    expect(problems).toEqual([
      {
        message: 'The navbar item "Manual" points at the sidebar "manual", which the docs "default" do not have.',
        at: { path: ['navbar', 'items', 0, 'sidebarId'], key: 'sidebarId', value: 'manual', after: 'navbar' },
        hint: 'Available sidebar ids: empty, main.',
      },
      {
        message: 'The navbar item "Empty" points at the sidebar "empty", which lists no doc to open.',
        at: { path: ['navbar', 'items', 1, 'sidebarId'], key: 'sidebarId', value: 'empty', after: 'navbar' },
        hint: 'Add a doc to the sidebar, or point the item at another sidebar.',
      },
      {
        message: 'The navbar item "Intro" points at the doc id "intro", which does not exist in the docs "default".',
        at: { path: ['navbar', 'items', 2, 'docId'], key: 'docId', value: 'intro', after: 'navbar' },
        hint: 'Available doc ids: start.',
      },
      {
        message: 'The navbar item "Elsewhere" points into the docs "elsewhere", which this site does not have.',
        at: { path: ['navbar', 'items', 3, 'docsId'], key: 'docsId', value: 'elsewhere', after: 'navbar' },
        hint: 'Available docs ids: default; set `docsId` to one of them.',
      },
    ]);
  });

  it("accepts Docusaurus's localeDropdown without a label, with links before and after the locales", () => {
    expect(
      problemsOf([
        { type: 'localeDropdown', position: 'right' },
        {
          type: 'localeDropdown',
          className: 'languages',
          queryString: 'persistLocale',
          dropdownItemsBefore: [{ label: 'Help', to: '/help' }],
          dropdownItemsAfter: [{ label: 'Translate', href: 'https://crowdin.com' }],
        },
      ]),
    ).toEqual([]);
  });

  it("reports a locale dropdown's bad position, queryString and links at their places, all at once", () => {
    const problems = problemsOf([
      {
        type: 'localeDropdown',
        position: 'top',
        queryString: '',
        dropdownItemsBefore: { label: 'Help', to: '/help' },
        dropdownItemsAfter: [{ label: 'Translate' }],
      },
    ]);
    expect(problems.map(({ message, at }) => [message, at])).toEqual([
      [
        'The navbar\'s locale dropdown has the position "top".',
        { path: ['navbar', 'items', 0, 'position'], key: 'position', value: 'top', after: 'navbar' },
      ],
      [
        'The navbar\'s locale dropdown has the queryString "".',
        { path: ['navbar', 'items', 0, 'queryString'], key: 'queryString', value: '', after: 'navbar' },
      ],
      [
        'The navbar\'s locale dropdown has dropdownItemsBefore {"label":"Help","to":"/help"}, which is not a list of links.',
        { path: ['navbar', 'items', 0, 'dropdownItemsBefore'], key: 'dropdownItemsBefore', after: 'navbar' },
      ],
      [
        'The navbar link "Translate" has neither `to` nor `href`.',
        {
          path: ['navbar', 'items', 0, 'dropdownItemsAfter', 0, 'label'],
          key: 'label',
          value: 'Translate',
          after: 'navbar',
        },
      ],
    ]);
    expect(problems[0]!.hint).toBe("Use `position: 'left'` or `position: 'right'`, or leave it out for left.");
  });
});
