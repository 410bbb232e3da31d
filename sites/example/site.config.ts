import { defineConfig } from '@kran/ssg-cli';

export default defineConfig({
  title: 'Kran-Beispiel',
  tagline: 'Eine kleine Website mit Dokumentation, Blog und Startseite',
  url: 'https://example.org',
  favicon: 'favicon.svg',
  // Unlike the Podman site: a fixed colour mode and a dropdown, so the e2e suite sees these variants too.
  colorMode: { defaultMode: 'light', disableSwitch: true },
  // The e2e suite builds a copy with another id to see a dismissed bar come back for a new announcement.
  announcementBar: { id: 'beispiel-start', content: 'Neu im Beispiel: eine Ankündigung, die sich schließen lässt.', isCloseable: true },
  navbar: {
    items: [
      {
        type: 'dropdown',
        label: 'Mehr',
        position: 'left',
        items: [
          { label: 'Archiv', to: '/blog/archive' },
          { label: 'Tags', to: '/blog/tags' },
          { label: 'React-Dokumentation', href: 'https://react.dev' },
        ],
      },
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
          {
            type: 'category',
            label: 'Anleitungen',
            items: [
              { type: 'doc', id: 'seiten-schreiben', label: 'Seiten schreiben' },
              { type: 'doc', id: 'interaktive-elemente', label: 'Interaktive Elemente' },
            ],
          },
        ],
      },
    },
  ],
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog', title: 'Blog', description: 'Neuigkeiten aus dem Beispiel', showReadingTime: true }],
  pages: { path: 'pages' },
  // The site's own stylesheet, bundled after the theme's CSS: it overrides the brand and link colours.
  customCss: ['src/css/custom.css'],
});
