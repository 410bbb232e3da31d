import { defineConfig } from '@kran/ssg-cli';

export default defineConfig({
  title: 'Kran Example',
  tagline: 'A small site with docs, a blog and a home page, reusing the Kran theme',
  url: 'https://example.org',
  favicon: 'favicon.svg',
  // English, and German below /de/: the theme's texts come from its `en` and `de` tables, the translated pages from
  // i18n/de/ (a page without a translation is shown in English there).
  i18n: { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { en: { label: 'English' } } },
  // Unlike the Podman site: a fixed colour mode and a dropdown, so the e2e suite sees these variants too.
  colorMode: { defaultMode: 'light', disableSwitch: true },
  // The e2e suite builds a copy with another id to see a dismissed bar come back for a new announcement.
  announcementBar: {
    id: 'example-start',
    content: 'New in the example: an announcement you can close.',
    isCloseable: true,
  },
  navbar: {
    items: [
      {
        type: 'dropdown',
        label: 'More',
        position: 'left',
        items: [
          { label: 'Archive', to: '/blog/archive' },
          { label: 'Tags', to: '/blog/tags' },
          { label: 'React documentation', href: 'https://react.dev' },
        ],
      },
      { type: 'doc', label: 'Docs', docId: 'introduction', position: 'right' },
      { label: 'Blog', to: '/blog', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Contents',
        items: [
          { label: 'Introduction', to: '/docs' },
          { label: 'Blog', to: '/blog' },
        ],
      },
    ],
  },
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebars: {
        guide: [
          { type: 'doc', id: 'introduction', label: 'Introduction' },
          {
            type: 'category',
            label: 'How-to guides',
            items: [
              { type: 'doc', id: 'writing-pages', label: 'Writing pages' },
              { type: 'doc', id: 'interactive-elements', label: 'Interactive elements' },
              { type: 'doc', id: 'mdx', label: 'MDX' },
            ],
          },
        ],
      },
    },
  ],
  blogs: [
    {
      id: 'default',
      path: 'blog',
      routeBasePath: 'blog',
      title: 'Blog',
      description: 'News from the example site',
      showReadingTime: true,
    },
  ],
  pages: { path: 'pages' },
  // The site's own stylesheet, bundled after the theme's CSS: it overrides some of the theme's design tokens.
  customCss: ['src/css/custom.css'],
  theme: {
    // Both wrap the theme's own component and add to it (src/theme/README.md).
    components: {
      Footer: './src/theme/Footer.tsx',
      BlogPostLayout: './src/theme/BlogPostLayout.tsx',
    },
  },
});
