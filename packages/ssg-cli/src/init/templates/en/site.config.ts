import { defineConfig } from '@kran/ssg-cli';

// Everything about the site that is not content: its name and address, the navbar and footer,
// and the folders Kran reads the docs, the blog posts and the pages from.
export default defineConfig({
  title: 'My Site',
  tagline: 'Documentation, a blog and a home page, written in Markdown',
  // The address the site will be published at; feeds, the sitemap and canonical links use it.
  url: 'https://example.com',
  // The icon in the browser's tab: a file in static/.
  favicon: 'favicon.svg',
  locale: { code: 'en', label: 'English' },
  navbar: {
    title: 'My Site',
    items: [
      { type: 'doc', label: 'Docs', docId: 'intro', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { label: 'Home', to: '/', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Read',
        items: [
          { label: 'Introduction', to: '/docs/intro' },
          { label: 'Blog', to: '/blog' },
        ],
      },
    ],
    copyright: `© ${new Date().getFullYear()} My Site. Built with Kran.`,
  },
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      // The sidebar beside every doc; a new doc shows up here once you add its id.
      sidebars: {
        docs: [{ type: 'doc', id: 'intro', label: 'Introduction' }],
      },
    },
  ],
  blogs: [
    {
      id: 'default',
      path: 'blog',
      routeBasePath: 'blog',
      title: 'Blog',
      description: 'News about this site',
      showReadingTime: true,
    },
  ],
  pages: { path: 'pages' },
});
