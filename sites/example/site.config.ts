import { defineConfig } from '@kran/ssg-cli';

export default defineConfig({
  title: 'Kran-Beispiel',
  tagline: 'Eine kleine Website mit Dokumentation, Blog und Startseite',
  url: 'https://example.org',
  navbar: {
    items: [
      { type: 'doc', label: 'Dokumentation', docId: 'einfuehrung', position: 'right' },
      { label: 'Blog', to: '/blog', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Inhalt',
        items: [
          { label: 'Einführung', to: '/docs' },
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
        handbuch: [
          { type: 'doc', id: 'einfuehrung', label: 'Einführung' },
          { type: 'category', label: 'Anleitungen', items: [{ type: 'doc', id: 'seiten-schreiben', label: 'Seiten schreiben' }] },
        ],
      },
    },
  ],
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog', title: 'Blog', description: 'Neuigkeiten aus dem Beispiel', showReadingTime: true }],
  pages: { path: 'pages' },
});
