import { defineConfig } from '@kran/ssg-cli';

// The Docusaurus 2.4.3 config of today's podman.io, reading its English content from ../shared.
const upstream = '../../../../shared/upstream/podman.io';

export default defineConfig({
  title: 'Podman',
  tagline: 'The best free & open source container tools',
  url: 'https://podman.io',
  baseUrl: '/',
  trailingSlash: false,
  locale: { code: 'en', label: 'English' },
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  blogs: [
    { id: 'default', path: `${upstream}/blog`, routeBasePath: 'blogs', showReadingTime: true },
    { id: 'release-anouncements', path: `${upstream}/release`, routeBasePath: 'release', showReadingTime: true },
  ],
  docs: [
    {
      id: 'default',
      path: `${upstream}/docs`,
      routeBasePath: 'docs',
      sidebars: {
        docsSidebar: [
          { type: 'doc', id: 'podman', label: 'Getting Started' },
          { type: 'doc', id: 'installation', label: 'Installation' },
          { type: 'doc', id: 'checkpoint', label: 'Checkpoint' },
          { type: 'link', label: 'Tutorials', href: 'https://docs.podman.io/en/latest/Tutorials.html' },
          { type: 'link', label: 'Documentation', href: 'https://docs.podman.io' },
          {
            type: 'link',
            label: 'Network',
            href: 'https://github.com/containers/podman/blob/main/docs/tutorials/basic_networking.md',
          },
          { type: 'link', label: 'Podman Python', href: 'https://podman-py.readthedocs.io/en/latest/index.html' },
        ],
      },
    },
  ],
  pages: false,
  staticDir: `${upstream}/static`,
});
