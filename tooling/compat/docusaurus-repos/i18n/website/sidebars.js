// @ts-check

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  handbook: [
    'intro',
    'install',
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: ['guides/calibrate', 'guides/export'],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsed: false,
      items: ['faq'],
    },
  ],
};

module.exports = sidebars;
