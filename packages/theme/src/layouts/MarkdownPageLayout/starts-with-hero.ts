import type { HastContent } from '../../types.js';

/** True when the first element of the content is a `:::hero` section, which then carries the page heading. */
export function startsWithHero(content: HastContent): boolean {
  const first = content.children.find((child) => child.type === 'element');
  return first?.type === 'element' && first.tagName === 'section' && first.properties.dataLanding === 'hero';
}
