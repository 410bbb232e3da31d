import type { MarkdownContent } from '../../types.js';

// Hero renders its section with the data-landing attribute of the markdown section it comes from.
const HERO_HTML = /^\s*<section\b[^>]*\bdata-landing="hero"/;

/** True when the first element of the content is a `:::hero` section, which then carries the page heading. */
export function startsWithHero(content: MarkdownContent): boolean {
  if ('html' in content) return HERO_HTML.test(content.html);
  const first = content.children.find((child) => child.type === 'element');
  return first?.type === 'element' && first.tagName === 'section' && first.properties.dataLanding === 'hero';
}
