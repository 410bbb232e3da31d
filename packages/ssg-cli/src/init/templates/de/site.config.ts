import { defineConfig } from '@kran/ssg-cli';

// Alles an der Website, was kein Inhalt ist: Name und Adresse, Navigationsleiste und Fußzeile
// und die Ordner, aus denen Kran die Dokumentation, die Blogbeiträge und die Seiten liest.
export default defineConfig({
  title: 'Meine Website',
  tagline: 'Dokumentation, Blog und Startseite, in Markdown geschrieben',
  // Die Adresse, unter der die Website erscheinen wird; Feeds, Sitemap und kanonische Links nutzen sie.
  url: 'https://example.com',
  // Das Symbol im Browser-Tab: eine Datei in static/.
  favicon: 'favicon.svg',
  locale: { code: 'de', label: 'Deutsch' },
  navbar: {
    title: 'Meine Website',
    items: [
      { type: 'doc', label: 'Dokumentation', docId: 'einfuehrung', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { label: 'Startseite', to: '/', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Lesen',
        items: [
          { label: 'Einführung', to: '/docs/einfuehrung' },
          { label: 'Blog', to: '/blog' },
        ],
      },
    ],
    copyright: `© ${new Date().getFullYear()} Meine Website. Gebaut mit Kran.`,
  },
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      // Die Seitenleiste neben jeder Seite der Dokumentation; eine neue Seite erscheint hier, sobald ihre id dasteht.
      sidebars: {
        dokumentation: [{ type: 'doc', id: 'einfuehrung', label: 'Einführung' }],
      },
    },
  ],
  blogs: [
    {
      id: 'default',
      path: 'blog',
      routeBasePath: 'blog',
      title: 'Blog',
      description: 'Neuigkeiten rund um diese Website',
      showReadingTime: true,
    },
  ],
  pages: { path: 'pages' },
});
