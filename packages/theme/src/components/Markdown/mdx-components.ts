import type { Components } from 'hast-util-to-jsx-runtime';
import { MDX_COMPONENT_TAG, MdxComponent } from './mdx-component.js';

/**
 * Markdown renderers for the theme components of MDX content (tabs, inline TOC), for layouts whose content may use
 * them: the docs and markdown pages. Elsewhere their content shows without them, and the code stays out of the page.
 */
// `kran-component` is not an HTML tag, so not in the Components type.
export const mdxComponents = { [MDX_COMPONENT_TAG]: MdxComponent } as Partial<Components>;
