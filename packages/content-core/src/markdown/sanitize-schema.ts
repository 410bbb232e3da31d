import { defaultSchema } from 'rehype-sanitize';

type Schema = typeof defaultSchema;

/**
 * GitHub's sanitising rules plus what Kran's own markdown features produce: class names and data
 * attributes (code blocks, admonitions, landing sections), details/summary, time, and ids kept as written
 * so heading anchors keep working. Scripts, event handlers and javascript: URLs stay out.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'section', 'aside', 'time', 'details', 'summary', 'figure', 'figcaption', 'mark', 'kbd'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'data*'],
    a: [...(defaultSchema.attributes?.a ?? []), 'title', 'name'],
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'title'],
    details: ['open'],
    time: ['dateTime'],
  },
};
