// @ts-check

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  guide: [
    'overview',
    'quick-start',
    {
      type: 'category',
      label: 'Concepts',
      link: { type: 'generated-index', description: 'How Tidewatch checks what the gauges send.' },
      items: ['concepts/predicted-tides', 'concepts/alerts'],
    },
    'live-view',
  ],
};

export default sidebars;
