/** The Docusaurus modules the theme provides, by the name a page imports, each as `@kran/theme/docusaurus/<Name>`. */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@theme/Layout': 'Layout',
  '@theme/Heading': 'Heading',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@docusaurus/Link': 'Link',
  '@docusaurus/Head': 'Head',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext',
  '@docusaurus/useIsBrowser': 'useIsBrowser',
  '@docusaurus/Interpolate': 'Interpolate',
  '@docusaurus/router': 'router',
  // ssg-cli gives a page a module of its own binding createTranslate() to the built locale's messages.
  '@docusaurus/Translate': 'Translate',
};
