import { defaultSchema } from 'rehype-sanitize';

import { COMPONENT_TAG } from '../mdx/mdx-nodes.js';
import { SITE_COMPONENT } from '../mdx/site-components.js';
import { BROWSER_ONLY } from '../mdx/lower-browser-only.js';

type Schema = typeof defaultSchema;

/** The theme components MDX content reaches as `kran-component` elements; the theme maps each back. */
const MAPPED_COMPONENTS = ['Tabs', 'TOCInline', SITE_COMPONENT, BROWSER_ONLY];

// Kran's own elements (the app root, the embedded page data) have ids starting with `__kran`; content that
// took such an id would come first in the document and be read in their place.
const NOT_RESERVED = /^(?!__kran)/i;

/**
 * GitHub's sanitising rules plus what Kran's own markdown features produce: class names and data
 * attributes (code blocks, admonitions, landing sections), details/summary, time, and ids kept as written
 * so heading anchors keep working (except Kran's own `__kran` ids), and the theme components of MDX.
 * Scripts, event handlers and javascript: URLs stay out.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: [],
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    'section',
    'aside',
    'time',
    'details',
    'summary',
    'figure',
    'figcaption',
    'mark',
    'kbd',
    COMPONENT_TAG,
  ],
  attributes: {
    ...defaultSchema.attributes,
    '*': [
      ...(defaultSchema.attributes?.['*'] ?? []).filter((name) => name !== 'id' && name !== 'name'),
      ['id', NOT_RESERVED],
      ['name', NOT_RESERVED],
      'className',
      'data*',
    ],
    a: [...(defaultSchema.attributes?.a ?? []), 'title', ['target', '_blank']],
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'title'],
    details: ['open'],
    time: ['dateTime'],
    [COMPONENT_TAG]: [['dataKranComponent', ...MAPPED_COMPONENTS], 'dataKranProps', 'dataKranModule', 'dataKranExport'],
  },
  // Removed with their content: the text of a dropped <style> or <template> is code, not prose for the page.
  strip: [...(defaultSchema.strip ?? []), 'style', 'template'],
};
