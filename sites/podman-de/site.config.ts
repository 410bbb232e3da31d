import { defineConfig } from '@kran/ssg-cli';

export default defineConfig({
  title: 'Podman',
  tagline: 'Container und Pods verwalten – ohne Daemon, auch ohne Root-Rechte',
  url: 'https://podman.io',
  baseUrl: '/',
  favicon: 'favicon.svg',
  locale: { code: 'de', label: 'Deutsch', direction: 'ltr' },
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  announcementBar: {
    id: 'podman-de-start',
    content: 'Willkommen auf der deutschen Podman-Website!',
    isCloseable: true,
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  navbar: {
    title: 'Podman',
    logo: { alt: 'Podman-Logo', src: '/vectors/raw/podman.svg' },
    hideOnScroll: true,
    items: [
      { label: 'Funktionen', to: '/features', position: 'right' },
      { label: 'Erste Schritte', to: '/get-started', position: 'right' },
      { label: 'Community', to: '/community', position: 'right' },
      { label: 'Entwicklungsblog', href: 'https://blog.podman.io', position: 'right' },
      { type: 'doc', label: 'Dokumentation', docId: 'podman', position: 'right' },
      { label: 'GitHub', href: 'https://github.com/containers/', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Dokumentation',
        items: [
          { label: 'Installationsanleitung', to: '/docs/installation' },
          { label: 'Dokumentation', to: '/docs' },
          { label: 'Befehlsreferenz', href: 'https://docs.podman.io/en/latest/Commands.html' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Matrix', href: 'https://matrix.to/#/#podman:fedoraproject.org' },
          { label: 'Discord', href: 'https://discord.com/invite/x5GzFF6QH4' },
          { label: 'Mailingliste', href: 'https://lists.podman.io' },
          { label: 'Blog', href: 'https://blog.podman.io' },
          { label: 'RSS-Feed', href: 'https://blog.podman.io/feed/' },
        ],
      },
      {
        title: 'Projekte',
        items: [
          { label: 'Podman', href: 'https://github.com/containers/podman' },
          { label: 'Podman Desktop', href: 'https://github.com/containers/podman-desktop' },
          { label: 'Diese Website', href: 'https://github.com/containers/podman.io' },
          { label: 'podman-desktop.io', href: 'https://podman-desktop.io/' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Podman Container Tools, a Series of LF Projects, LLC.',
  },
  blogs: [
    {
      id: 'default',
      path: 'blog',
      routeBasePath: 'blogs',
      showReadingTime: true,
      // podman.io is built with Docusaurus 2, whose recent-posts sidebar is one list.
      sidebarGroupByYear: false,
      description: 'Neuigkeiten, Anleitungen und Hintergründe aus dem Podman-Projekt',
    },
    {
      id: 'release',
      path: 'release',
      routeBasePath: 'release',
      showReadingTime: true,
      sidebarGroupByYear: false,
      title: 'Releases',
      description: 'Release-Ankündigungen von Podman',
    },
  ],
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebars: {
        docsSidebar: [
          { type: 'doc', id: 'podman', label: 'Erste Schritte' },
          { type: 'doc', id: 'installation', label: 'Installation' },
          { type: 'doc', id: 'checkpoint', label: 'Checkpoint' },
          { type: 'link', label: 'Tutorials', href: 'https://docs.podman.io/en/latest/Tutorials.html' },
          { type: 'link', label: 'Dokumentation', href: 'https://docs.podman.io' },
          {
            type: 'link',
            label: 'Netzwerk',
            href: 'https://github.com/containers/podman/blob/main/docs/tutorials/basic_networking.md',
          },
          { type: 'link', label: 'Podman Python', href: 'https://podman-py.readthedocs.io/en/latest/index.html' },
        ],
      },
    },
  ],
  pages: { path: 'pages' },
  staticDir: 'static',
  markdown: {
    // Almost every link leads to English texts (docs.podman.io, GitHub, the Red Hat blogs); the German and French
    // exceptions are listed, and Debian shows each reader their own language. The talks' slides and the terminal
    // demos on podman.io are the English originals.
    linkLanguages: {
      default: 'en',
      byUrl: {
        'https://podman.io/slides/': 'en',
        'https://podman.io/asciinema/': 'en',
        'https://www.heise.de/': 'de',
        'https://ios.dz/': 'fr',
        'https://debian.org/': false,
        'https://www.debian.org/': false,
      },
    },
  },
});
