// @ts-check

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  manual: [
    'intro',
    'installation',
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: ['guides/writing-notes', 'guides/syncing'],
    },
    'watch',
  ],
};

module.exports = sidebars;
