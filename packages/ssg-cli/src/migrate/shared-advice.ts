import type { KeyAdvice } from './translate-value.js';

/** Docusaurus's Mermaid diagrams, set in `markdown.mermaid` and `themeConfig.mermaid`. */
export const MERMAID_ADVICE: KeyAdvice = {
  hint: 'Kran has no Mermaid diagrams yet: a remark or rehype plugin from npm can draw them.',
};

/** The analytics options of the classic preset (gtag, googleAnalytics, googleTagManager). */
export const ANALYTICS_ADVICE: KeyAdvice = {
  hint: 'Kran has no analytics option yet: load the tag from a component override of the theme.',
};
