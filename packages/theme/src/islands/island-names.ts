/** The names under which the theme's islands are written into prerendered content and registered in the browser. */
export const THEME_ISLANDS = {
  codeBlock: 'CodeBlock',
  liveCodeBlock: 'LiveCodeBlock',
  details: 'Details',
  table: 'Table',
  tabs: 'Tabs',
  browserOnly: 'BrowserOnly',
} as const;
