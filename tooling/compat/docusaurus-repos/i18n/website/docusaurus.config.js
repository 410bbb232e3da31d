// @ts-check
// Loomcast's website in English, German and Arabic. The docs live in ../docs; the translations under i18n/, the
// Arabic ones in i18n/arabic/ (the locale's `path`).

const repository = 'https://github.com/loomcast/loomcast';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Loomcast',
  tagline: 'Weather-station logs you can read',
  url: 'https://loomcast.example.org',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  favicon: 'img/logo.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'de', 'ar'],
    localeConfigs: {
      de: { label: 'Deutsch', htmlLang: 'de-DE' },
      ar: { label: 'العربية', direction: 'rtl', path: 'arabic' },
    },
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: '../docs',
          sidebarPath: require.resolve('./sidebars.js'),
        },
        blog: {
          blogTitle: 'Field notes',
          blogDescription: 'What the Loomcast team learned at the stations',
          blogSidebarTitle: 'Latest notes',
        },
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Loomcast',
        logo: { alt: 'Loomcast', src: 'img/logo.svg' },
        items: [
          { type: 'doc', docId: 'intro', position: 'left', label: 'Handbook' },
          { to: '/blog', label: 'Field notes', position: 'left' },
          { to: '/about', label: 'About', position: 'left' },
          { type: 'localeDropdown', position: 'right' },
          { href: repository, label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'light',
        links: [
          {
            title: 'Handbook',
            items: [
              { label: 'Start here', to: '/docs/intro' },
              { label: 'Installing', to: '/docs/install' },
            ],
          },
          {
            title: 'Community',
            items: [
              { label: 'Field notes', to: '/blog' },
              { label: 'Source code', href: repository },
            ],
          },
        ],
        copyright: 'Loomcast contributors. Built with Docusaurus.',
      },
    }),
};

module.exports = config;
