// The corpus as Kran builds it: the same site as docusaurus.config.js, option for option.
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { defineConfig } from '@kran/ssg-cli';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';

export default defineConfig({
  title: 'Lantern',
  tagline: 'A made-up tool for a compatibility corpus',
  url: 'https://corpus.example.org',
  titleDelimiter: '·',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  locale: { code: 'en', label: 'English' },
  staticDir: 'static',
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebarPath: './sidebars.js',
      remarkPlugins: [remarkMath, npm2yarn],
      rehypePlugins: [[rehypeKatex, { strict: false }]],
      lastVersion: 'current',
      onlyIncludeVersions: ['current', '2.0', '1.0'],
      versions: {
        current: { label: '3.x (current)', badge: true },
        '2.0': { label: '2.0', banner: 'unmaintained' },
        '1.0': { label: '1.0 (old)', path: 'legacy' },
      },
    },
  ],
  blogs: [
    {
      id: 'default',
      path: 'blog',
      routeBasePath: 'blog',
      title: 'Lantern news',
      description: 'What happens around Lantern',
      postsPerPage: 3,
      showReadingTime: true,
      authorsMapPath: 'authors.yml',
    },
    // A second blog whose posts have no tags: Docusaurus makes no tags page for it.
    { id: 'notes', path: 'notes', routeBasePath: 'notes', title: 'Lantern notes', description: 'Short notes' },
  ],
  pages: { path: 'src/pages' },
  clientRedirects: {
    redirects: [
      { from: ['/start', '/docs/quickstart'], to: '/docs/getting-started' },
      { from: '/news', to: '/blog' },
    ],
    createRedirects: (path) =>
      path.startsWith('/docs/legacy/') ? path.replace('/docs/legacy/', '/docs/1.0/') : undefined,
  },
  navbar: {
    title: 'Lantern',
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'reference', label: 'Reference', position: 'left' },
      { to: '/blog', label: 'Blog', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
      {
        href: 'https://github.com/example/lantern',
        position: 'right',
        className: 'header-github-link',
        'aria-label': 'GitHub repository',
      },
    ],
  },
  footer: {
    links: [
      {
        title: 'Corpus',
        items: [
          { label: 'About', to: '/about' },
          { label: 'Blog', to: '/blog' },
          // A file the site serves but does not build: a plain link, never checked.
          { label: 'Playground', to: 'pathname:///playground/' },
          { html: '<a href="https://example.org/badge">Badge</a>' },
        ],
      },
    ],
    copyright: 'Written for the Kran repository.',
  },
});
