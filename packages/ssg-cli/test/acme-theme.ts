/**
 * A second theme, installed in the site's node_modules: Kran's own, with its pages wrapped in a marked element, a
 * stylesheet of its own and one more statement in the script before the first paint.
 */
export const ACME_THEME: Record<string, string> = {
  'package.json': JSON.stringify({
    name: '@acme/kran-theme',
    type: 'module',
    exports: { './definition': './definition.js', './client': './client.js', './styles.css': './styles.css' },
  }),
  'wrap.js': `import { createElement } from 'react';
export const wrap = (page) => createElement('div', { className: 'acme-theme' }, page);
`,
  'definition.js': `import { theme as kran } from '@kran/theme/definition';
import { wrap } from './wrap.js';
export const theme = {
  ...kran,
  name: '@acme/kran-theme',
  clientModule: '@acme/kran-theme/client',
  stylesheet: '@acme/kran-theme/styles.css',
  prePaintScript: (facts) => kran.prePaintScript(facts) + 'document.documentElement.dataset.acme="1";',
  renderPage: (props, options) => wrap(kran.renderPage(props, options)),
};
`,
  'client.js': `import { renderPage as kranRenderPage } from '@kran/theme/client';
import { wrap } from './wrap.js';
export * from '@kran/theme/client';
export const renderPage = (props, theme) => wrap(kranRenderPage(props, theme));
`,
  'styles.css': `@import '@kran/theme/styles.css';\n.acme-theme { --acme-marker: 1; }\n`,
};
