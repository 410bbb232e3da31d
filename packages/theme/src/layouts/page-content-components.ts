import type { Components } from 'hast-util-to-jsx-runtime';
import { landingComponents } from '../components/Landing/landing-components.js';
import { mdxComponents } from '../components/Markdown/mdx-components.js';

/** The renderers docs and markdown pages add to Markdown: landing sections and MDX's theme components. */
export const pageContentComponents: Partial<Components> = { ...landingComponents, ...mdxComponents };
