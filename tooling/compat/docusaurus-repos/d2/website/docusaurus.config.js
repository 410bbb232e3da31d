// @ts-check
// Quillmate's website: the docs live in ../docs, beside the code.

const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');

const repository = 'https://github.com/quillmate/quillmate';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Quillmate',
  tagline: 'Notebooks that live in your terminal',
  url: 'https://quillmate.example.net',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  favicon: 'img/logo.svg',
  organizationName: 'quillmate',
  projectName: 'quillmate',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  customFields: {
    releaseLine: 'Current release line: 4.2',
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: '../docs',
          sidebarPath: require.resolve('./sidebars.js'),
          editUrl: `${repository}/edit/main/website/`,
          remarkPlugins: [[npm2yarn, { sync: true }]],
        },
        blog: {
          showReadingTime: true,
          blogSidebarTitle: 'Recent notes',
        },
        theme: {
          customCss: require.resolve('./src/css/custom.scss'),
        },
      }),
    ],
  ],

  plugins: [
    'docusaurus-plugin-sass',
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: '/docs/getting-started', to: '/docs/installation' },
          { from: ['/news', '/changelog'], to: '/blog' },
        ],
      },
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Quillmate',
        logo: { alt: 'Quillmate', src: 'img/logo.svg' },
        items: [
          { type: 'doc', docId: 'intro', position: 'left', label: 'Manual' },
          { to: '/blog', label: 'Blog', position: 'left' },
          { href: repository, label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Manual',
            items: [
              { label: 'Welcome', to: '/docs/intro' },
              { label: 'Installation', to: '/docs/installation' },
            ],
          },
          {
            title: 'Project',
            items: [
              { label: 'Blog', to: '/blog' },
              { label: 'Source', href: repository },
            ],
          },
        ],
        copyright: `Quillmate contributors. Built with Docusaurus.`,
      },
    }),
};

module.exports = config;
