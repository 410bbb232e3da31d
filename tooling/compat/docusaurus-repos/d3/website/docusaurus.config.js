// @ts-check
// The Tidewatch website. The docs sit in ../docs, next to the collector's code.

import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';

const repository = 'https://github.com/tidewatch/tidewatch';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Tidewatch',
  tagline: 'Live water levels from every gauge on the coast',
  favicon: 'img/logo.svg',
  future: { v4: true, faster: true },
  url: 'https://tidewatch.example.org',
  baseUrl: '/',
  organizationName: 'tidewatch',
  projectName: 'tidewatch',
  onBrokenLinks: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'warn' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  customFields: {
    gaugeCount: 'Gauges reporting today: 212',
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: '../docs',
          sidebarPath: './sidebars.js',
          editUrl: `${repository}/tree/main/website/`,
          remarkPlugins: [remarkMath, [npm2yarn, { sync: true }]],
          rehypePlugins: [rehypeKatex],
        },
        blog: {
          showReadingTime: true,
          tagsBasePath: 'topics',
          archiveBasePath: 'all-posts',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
        },
        theme: {
          customCss: './src/css/custom.scss',
        },
      }),
    ],
  ],

  plugins: [
    'docusaurus-plugin-sass',
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [{ from: '/docs/intro', to: '/docs/overview' }],
        createRedirects(existingPath) {
          if (existingPath.startsWith('/docs/concepts/')) {
            return [existingPath.replace('/docs/concepts/', '/docs/theory/')];
          }
          return undefined;
        },
      },
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      blog: { sidebar: { groupByYear: false } },
      navbar: {
        title: 'Tidewatch',
        logo: { alt: 'Tidewatch', src: 'img/logo.svg' },
        items: [
          { type: 'docSidebar', sidebarId: 'guide', position: 'left', label: 'Guide' },
          { to: '/blog', label: 'Blog', position: 'left' },
          { href: repository, label: 'GitHub', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Guide',
            items: [
              { label: 'Overview', to: '/docs/overview' },
              { label: 'Quick start', to: '/docs/quick-start' },
            ],
          },
          {
            title: 'Community',
            items: [{ label: 'Blog', to: '/blog' }],
          },
        ],
        copyright: 'Tidewatch contributors.',
      },
    }),
};

export default config;
