// The corpus as Docusaurus 2.4.3 builds it; site.config.ts describes the same site for Kran.
const math = require('remark-math');
const katex = require('rehype-katex');
const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lantern',
  tagline: 'A made-up tool for a compatibility corpus',
  url: 'https://corpus.example.org',
  titleDelimiter: '·',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      '@docusaurus/preset-classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: require.resolve('./sidebars.js'),
          remarkPlugins: [math, npm2yarn],
          rehypePlugins: [[katex, { strict: false }]],
          lastVersion: 'current',
          onlyIncludeVersions: ['current', '2.0', '1.0'],
          versions: {
            current: { label: '3.x (current)', badge: true },
            '2.0': { label: '2.0', banner: 'unmaintained' },
            '1.0': { label: '1.0 (old)', path: 'legacy' },
          },
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Lantern news',
          blogDescription: 'What happens around Lantern',
          postsPerPage: 3,
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
        },
        pages: { path: 'src/pages' },
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: ['/start', '/docs/quickstart'], to: '/docs/getting-started' },
          { from: '/news', to: '/blog' },
        ],
        createRedirects: (path) =>
          path.startsWith('/docs/legacy/') ? path.replace('/docs/legacy/', '/docs/1.0/') : undefined,
      },
    ],
    // A second blog whose posts have no tags: Docusaurus makes no tags page for it.
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'notes',
        path: 'notes',
        routeBasePath: 'notes',
        blogTitle: 'Lantern notes',
        blogDescription: 'Short notes',
      },
    ],
  ],
  themeConfig: {
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
  },
};
